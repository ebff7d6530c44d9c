import i18next, { type TFunction } from 'i18next';
import { isApiError, isHttpError, isValidationError } from '@adnet/api-client';

/**
 * Errors in words, read only with the client's own guards (`isHttpError`, `isValidationError`, the typed `code`):
 * nothing in the app parses an error body. Every page and the action/form recipes describe failures through
 * these, so one failure reads the same everywhere.
 */

/** The server's stable error code (`READ_ONLY`, `INVALID_STATUS`, ...), as the client typed it. */
export function errorCode(error: unknown): string | undefined {
  return isHttpError(error) ? error.code : undefined;
}

/** Per-field messages of a 400 `VALIDATION_ERROR`, keyed by the server's field path (`ads[0].link`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isValidationError(error) ? error.data.fields : {};
}

/**
 * The rules the server words its field messages with (its validator's sentences, in English whatever the
 * `accept-language`), each as the cabinet's own text: the key and the figures it takes from the message.
 */
const SERVER_RULES: readonly [
  RegExp,
  string,
  (m: RegExpMatchArray, n: (x: number) => string) => Record<string, string | number>,
][] = [
  [
    /^(is required|must not be empty|is required for .+|.+ needs a cpm or a target cpc|is required with .+)$/,
    'validation.required',
    () => ({}),
  ],
  [
    /^must be at least the (-?[\d.]+) already spent$/,
    'validation.server.belowSpent',
    (m, n) => ({ min: n(Number(m[1])) }),
  ],
  [
    /^Not enough money: (-?[\d.]+) is free on the balance$/,
    'validation.server.notEnoughMoney',
    (m, n) => ({ free: n(Number(m[1])) }),
  ],
  [
    /^is not (a category|an approved platform|a region of .+|an audience of .+)$/,
    'validation.server.notOffered',
    () => ({}),
  ],
  [/^must be at most (\d+) characters$/, 'validation.tooLong', (m, n) => ({ max: n(Number(m[1])) })],
  [/^must be at least (\d+) characters$/, 'validation.server.tooShort', (m, n) => ({ min: n(Number(m[1])) })],
  [/^must be at most (-?[\d.]+)$/, 'validation.max', (m, n) => ({ max: n(Number(m[1])) })],
  [/^must be at least (-?[\d.]+)$/, 'validation.min', (m, n) => ({ min: n(Number(m[1])) })],
  [/^must have at most (\d+) decimals$/, 'validation.server.decimals', (m) => ({ count: Number(m[1]) })],
  [/^must be (a number|an integer)$/, 'validation.number', () => ({})],
  [/^must be an https:\/\/ link$/, 'validation.httpsOnly', () => ({})],
  [/^must have at most (\d+) items$/, 'validation.server.tooMany', (m, n) => ({ max: n(Number(m[1])) })],
  [/^must be one of: /, 'validation.server.notOffered', () => ({})],
  [/^The code is wrong or expired$/, 'validation.server.wrongCode', () => ({})],
  [/^is already on another legal info of this account$/, 'validation.server.duplicateLegal', () => ({})],
];

/**
 * A server field message in the user's words. The server words its rules in English ("must be at most 1000000"):
 * a rule the cabinet knows is said by its own text, with the figure in the user's number format; any other message
 * is said as the field's value not being accepted. Never the server's sentence itself, which would show English in
 * every language. `number` formats a figure (`useFormat().number`).
 */
export function serverFieldMessage(t: TFunction, message: string, number: (value: number) => string): string {
  for (const [pattern, key, values] of SERVER_RULES) {
    const match = pattern.exec(message.trim());
    if (match) return t(key, values(match, number));
  }
  return t('validation.server.refused');
}

/** A server field path as a react-hook-form name: `ads[0].link` -> `ads.0.link`. */
export const toFormFieldName = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * How long to wait, in words of the user's language: "in 14 minutes", "через 14 минут", "14分钟后". Rounded up
 * to whole seconds, minutes or hours, so the user never comes back too early.
 */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * One translated sentence for any failure: no connection, a timeout, an unreadable answer, a read-only account,
 * something gone, a conflict with the current state, too many attempts (with the server's `Retry-After` as "try
 * again in 14 minutes"), invalid fields, a server error.
 */
export function describeError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.status === 'FETCH_ERROR') return t('errors.network');
  if (error.status === 'TIMEOUT_ERROR') return t('errors.timeout');
  if (error.status === 'PARSING_ERROR') return t('errors.unreadable');
  const code = error.code;
  if (code === 'READ_ONLY') return t('errors.readOnly');
  if (error.status === 403) return t('errors.noRights');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 409) return t('errors.conflict');
  if (error.status === 429)
    return error.retryAfterSeconds === undefined
      ? t('errors.tooMany')
      : t('errors.tooManyAttempts', { when: formatWait(error.retryAfterSeconds, i18next.language) });
  if (isValidationError(error)) return t('errors.validation');
  if (error.status >= 500) return t('errors.server', { status: error.status });
  return t('errors.failed', { status: error.status });
}
