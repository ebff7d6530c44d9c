import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLanguage, currentLanguage, initI18n, LANGUAGE_STORAGE_KEY, toLanguage } from '.';

describe('language ids and locales (spec 1 and 9: en, ru, cn)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('stores cn, sends cn, and uses zh-CN for <html lang> and formatting', async () => {
    await initI18n();
    await changeLanguage('cn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(currentLanguage()).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.t('nav.signOut')).toBe('退出登录');
  });

  it('reads a zh-CN stored by an earlier build as cn and rewrites it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
    await initI18n();
    expect(currentLanguage()).toBe('cn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('falls back to en for anything else', () => {
    expect(toLanguage('de')).toBeNull();
    expect(toLanguage('ru')).toBe('ru');
  });
});
