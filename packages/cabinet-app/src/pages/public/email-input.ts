/**
 * The props of every e-mail field: a text input with the e-mail keyboard. Not `type="email"`: Chromium checks that
 * type in time growing with the square of the value's length (100 000 characters: 20 s), so a pasted megabyte froze
 * the tab for many minutes (found by the hostile-input e2e suite). The forms check an address themselves, and the
 * server does too, each with a translated message.
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

/** The props of a new password's field (registration, reset): the browser may suggest a strong one. */
export const NEW_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  required: true,
} as const;
