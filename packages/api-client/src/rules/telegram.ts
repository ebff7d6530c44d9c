/**
 * Designed rules of a Telegram username (the spec names none; these are Telegram's own): 5-32 characters, Latin
 * letters, digits and underscores, starting with a letter. A leading `@` is how people write one and is not part
 * of it. The sandbox applies the same rule (`TELEGRAM_USERNAME` in its `rules.ts`).
 */
export const TELEGRAM_USERNAME_MIN_LENGTH = 5;
export const TELEGRAM_USERNAME_MAX_LENGTH = 32;
const PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** What the user typed, as sent: trimmed, without one leading `@`. */
export const normalizeTelegramUsername = (input: string) => input.trim().replace(/^@/, '');

/** What is wrong with a (normalized) Telegram username, or null when it is one. */
export type TelegramUsernameProblem = 'required' | 'length' | 'characters' | 'start';
export function telegramUsernameProblem(name: string): TelegramUsernameProblem | null {
  if (name === '') return 'required';
  if (!/^[A-Za-z0-9_]*$/.test(name)) return 'characters';
  if (name.length < TELEGRAM_USERNAME_MIN_LENGTH || name.length > TELEGRAM_USERNAME_MAX_LENGTH)
    return 'length';
  if (!/^[A-Za-z]/.test(name)) return 'start';
  return PATTERN.test(name) ? null : 'characters';
}
