import { afterAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ALL_TEXTS } from './all-texts';
import { changeLanguage, initI18n, LANGUAGE_STORAGE_KEY, loadTexts } from '.';
import { ROUTE_PAGES } from '../boot/preload-route';

/** The text of a key in a locale's files. */
const text = (locale: keyof typeof ALL_TEXTS, key: string) =>
  key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], ALL_TEXTS[locale]);

// One i18next for the file, as in the app: the tests run in order and build on each other.
describe('loading texts by route (i18n/namespaces.ts)', () => {
  afterAll(() => localStorage.clear());

  it('starts with the core texts only; a route asked for before i18next started gets its texts too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    // main.tsx: the route's page (with its texts) is asked for before i18next is started.
    const route = loadTexts(['wallet']);
    await Promise.all([initI18n(), route]);
    expect(i18next.language).toBe('ru');
    expect(i18next.t('nav.signOut')).toBe(text('ru', 'nav.signOut'));
    expect(i18next.t('wallet.description')).toBe(text('ru', 'wallet.description'));
    expect(i18next.exists('editor.save')).toBe(false);
  });

  it("loads a page's texts with its module: the page never draws before them", async () => {
    await ROUTE_PAGES.get('/campaigns/new')!.preload();
    expect(i18next.t('editor.save')).toBe(text('ru', 'editor.save'));
    expect(i18next.t('preview.ad')).toBe(text('ru', 'preview.ad'));
    // The audience picker's texts come with the form's later sections, not with the page.
    expect(i18next.exists('audiences.picker.include')).toBe(false);
  });

  it('switches language only once every text asked for so far is in the new one (no raw key for a moment)', async () => {
    const shown: string[] = [];
    const onChange = () =>
      shown.push(i18next.t('editor.save'), i18next.t('wallet.description'), i18next.t('nav.signOut'));
    i18next.on('languageChanged', onChange);
    try {
      await changeLanguage('cn');
    } finally {
      i18next.off('languageChanged', onChange);
    }
    expect(shown).toEqual([
      text('zh-CN', 'editor.save'),
      text('zh-CN', 'wallet.description'),
      text('zh-CN', 'nav.signOut'),
    ]);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('a route opened while a switch loads gets its texts in both languages', async () => {
    const switching = changeLanguage('en');
    const route = loadTexts(['sales']);
    await route;
    // In the language still shown, and in the one coming.
    expect(i18next.getResource('zh-CN', 'translation', 'sales.stage.WON')).toBe(
      text('zh-CN', 'sales.stage.WON'),
    );
    await switching;
    expect(i18next.language).toBe('en');
    expect(i18next.t('sales.stage.WON')).toBe(text('en', 'sales.stage.WON'));
    expect(i18next.t('editor.save')).toBe(text('en', 'editor.save'));
  });
});
