import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createApiClient } from '@adnet/api-client';
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

/** A JSON answer with `status`. */
const answer = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/**
 * The error the real client hands a screen when its `fetch` does `respond`: a sign-in (a call that is never
 * retried, so each fault is met once), with a 50 ms timer for the answer that never comes.
 */
async function errorOf(respond: (init: RequestInit) => Promise<Response>): Promise<unknown> {
  const api = createApiClient({
    baseUrl: 'http://api.test',
    timeoutMs: 50,
    fetch: (_url, init) => respond(init!),
  });
  try {
    await api.account.auth({ email: 'a@b.example', password: 'long enough' });
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

/**
 * Each fault a screen can meet, as the client reports it, and the sentence every form and page then shows, written
 * out in each language (not read from the resources: a text lost from one locale must fail here).
 */
const FAULTS: {
  fault: string;
  respond: (init: RequestInit) => Promise<Response>;
  en: string;
  ru: string;
  zh: string;
}[] = [
  {
    fault: 'a 500',
    respond: answer(500, { error: 'SANDBOX_FAULT', message: 'Injected by the sandbox: HTTP 500' }),
    en: 'The server answered with error 500.',
    ru: 'Сервер ответил ошибкой 500.',
    zh: '服务器返回错误 500。',
  },
  {
    fault: 'a 503',
    respond: answer(503, { error: 'UNAVAILABLE' }),
    en: 'The server answered with error 503.',
    ru: 'Сервер ответил ошибкой 503.',
    zh: '服务器返回错误 503。',
  },
  {
    fault: 'no answer within the timer',
    respond: (init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
    en: 'The server took too long to answer. Please try again.',
    ru: 'Сервер слишком долго не отвечает. Попробуйте ещё раз.',
    zh: '服务器响应超时，请重试。',
  },
  {
    fault: 'a malformed JSON answer',
    respond: () =>
      Promise.resolve(
        new Response('{"ok":tr', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    en: 'The server sent an answer the cabinet could not read. Please try again.',
    ru: 'Сервер прислал ответ, который кабинет не смог прочитать. Попробуйте ещё раз.',
    zh: '服务器返回了无法读取的响应，请重试。',
  },
  {
    fault: "a proxy's HTML error page",
    respond: () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    en: 'The server sent an answer the cabinet could not read. Please try again.',
    ru: 'Сервер прислал ответ, который кабинет не смог прочитать. Попробуйте ещё раз.',
    zh: '服务器返回了无法读取的响应，请重试。',
  },
  {
    fault: 'no connection (offline)',
    respond: () => Promise.reject(new TypeError('Failed to fetch')),
    en: 'No connection to the server. Check your network and try again.',
    ru: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
    zh: '无法连接服务器。请检查网络后重试。',
  },
  {
    fault: 'a 400 with invalid fields',
    respond: answer(400, { error: 'VALIDATION_ERROR', message: 'invalid', fields: { email: 'taken' } }),
    en: 'Some fields need attention.',
    ru: 'Проверьте отмеченные поля.',
    zh: '请检查标出的字段。',
  },
  {
    fault: 'a 403 of a read-only account',
    respond: answer(403, { error: 'READ_ONLY', message: 'This account is read-only' }),
    en: 'This account is read-only: nothing can be changed.',
    ru: 'Аккаунт только для чтения: изменения недоступны.',
    zh: '此账户为只读，无法进行更改。',
  },
  {
    fault: 'a 403',
    respond: answer(403, { error: 'FORBIDDEN' }),
    en: 'You have no rights to do this.',
    ru: 'У вас нет прав на это действие.',
    zh: '您无权执行此操作。',
  },
  {
    fault: 'a 404',
    respond: answer(404, { error: 'NOT_FOUND' }),
    en: 'It no longer exists, or you cannot see it.',
    ru: 'Объект больше не существует или недоступен вам.',
    zh: '该对象已不存在或您无权查看。',
  },
  {
    fault: 'a 409',
    respond: answer(409, { error: 'INVALID_STATUS' }),
    en: 'This is not possible in its current state. The page shows the latest state now.',
    ru: 'В текущем состоянии это невозможно. На странице уже показано актуальное состояние.',
    zh: '当前状态下无法执行此操作。页面已显示最新状态。',
  },
  {
    fault: 'another 4xx (418)',
    respond: answer(418, { error: 'TEAPOT' }),
    en: 'The request failed (error 418).',
    ru: 'Запрос не выполнен (ошибка 418).',
    zh: '请求失败（错误 418）。',
  },
];

describe('describeError: every fault the client reports, in every language', () => {
  it.each(FAULTS)('$fault', async ({ respond, en, ru, zh }) => {
    const error = await errorOf(respond);
    for (const [lng, expected] of [
      ['en', en],
      ['ru', ru],
      ['zh-CN', zh],
    ] as const) {
      await i18next.changeLanguage(lng);
      expect(describeError(i18next.t, error), lng).toBe(expected);
    }
    await i18next.changeLanguage('en');
  });

  it('something that is no API error at all is still a sentence, never its stack', async () => {
    for (const [lng, expected] of [
      ['en', 'Something went wrong. Please try again.'],
      ['ru', 'Что-то пошло не так. Попробуйте ещё раз.'],
      ['zh-CN', '出了点问题，请重试。'],
    ] as const) {
      await i18next.changeLanguage(lng);
      expect(describeError(i18next.t, new TypeError('x is undefined')), lng).toBe(expected);
    }
    await i18next.changeLanguage('en');
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
