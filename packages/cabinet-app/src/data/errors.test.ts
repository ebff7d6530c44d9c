import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ALL_TEXTS } from '../i18n/all-texts';
import { describeError, formatWait } from './errors';

await i18next.init({
  lng: 'en',
  resources: {
    en: { translation: ALL_TEXTS.en },
    ru: { translation: ALL_TEXTS.ru },
    'zh-CN': { translation: ALL_TEXTS['zh-CN'] },
  },
  interpolation: { escapeValue: false },
});

describe('describeError: too many attempts', () => {
  const limited = { status: 429, data: { error: 'TOO_MANY_ATTEMPTS' }, retryAfterSeconds: 840 };

  it('says when to try again after too many attempts, in the user’s language', async () => {
    await i18next.changeLanguage('en');
    expect(describeError(i18next.t, limited)).toBe('Too many attempts. Try again in 14 minutes.');
    await i18next.changeLanguage('ru');
    expect(describeError(i18next.t, limited)).toBe('Слишком много попыток. Попробуйте снова через 14 минут.');
    await i18next.changeLanguage('zh-CN');
    expect(describeError(i18next.t, limited)).toBe('尝试次数过多。请14分钟后再试。');
    await i18next.changeLanguage('en');
  });

  it('without a Retry-After it still says what happened', () => {
    expect(describeError(i18next.t, { status: 429, data: null })).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});

describe('formatWait', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect(formatWait(0.2, 'en')).toBe('in 1 second');
    expect(formatWait(61, 'en')).toBe('in 2 minutes');
    expect(formatWait(3600, 'en')).toBe('in 1 hour');
    expect(formatWait(3601, 'en')).toBe('in 2 hours');
  });
});
