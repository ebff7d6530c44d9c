import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ALL_TEXTS } from '../i18n/all-texts';
import { describeError, formatWait, serverFieldMessage } from './errors';

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

describe('serverFieldMessage', () => {
  const number = (locale: string) => (value: number) => new Intl.NumberFormat(locale).format(value);

  it('says a server rule the cabinet knows in the user’s words, with the figure in their number format', async () => {
    await i18next.changeLanguage('en');
    expect(serverFieldMessage(i18next.t, 'must be at most 1000000', number('en'))).toBe('At most 1,000,000.');
    expect(serverFieldMessage(i18next.t, 'must be at least 10', number('en'))).toBe('At least 10.');
    expect(serverFieldMessage(i18next.t, 'must be at most 200 characters', number('en'))).toBe(
      'Too long: at most 200 characters.',
    );
    expect(serverFieldMessage(i18next.t, 'must have at most 2 decimals', number('en'))).toBe(
      'At most 2 decimals.',
    );
    expect(serverFieldMessage(i18next.t, 'is required', number('en'))).toBe('Fill in this field.');
    await i18next.changeLanguage('ru');
    expect(serverFieldMessage(i18next.t, 'must be at most 1000000', number('ru'))).toBe(
      `Не больше ${number('ru')(1_000_000)}.`,
    );
    await i18next.changeLanguage('zh-CN');
    expect(serverFieldMessage(i18next.t, 'must be at most 1000000', number('zh-CN'))).toBe(
      '最多为 1,000,000。',
    );
    await i18next.changeLanguage('en');
  });

  it('never shows a message it does not know as the server worded it', async () => {
    for (const locale of ['en', 'ru', 'zh-CN']) {
      await i18next.changeLanguage(locale);
      const shown = serverFieldMessage(i18next.t, 'is already a client of NORTHWIND', number(locale));
      expect(shown).toBe(i18next.t('validation.server.refused'));
      expect(shown).not.toContain('NORTHWIND');
    }
    await i18next.changeLanguage('en');
  });
});
