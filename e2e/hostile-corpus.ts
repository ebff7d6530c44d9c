/**
 * The hostile-input corpus, shared by the three places that prove what hostile input does:
 * - the sandbox's own tests (`packages/sandbox-api/test/hostile-input.test.ts`): every string in every text field of
 *   every endpoint that takes user text, and every hostile body to every endpoint that takes a body;
 * - the cabinet's form rules (`packages/cabinet-app/src/testing/hostile-forms.test.ts`): every string in every field
 *   of every form, the exact translated message it gets (or none);
 * - a few browser rounds per field kind (`e2e/hostile-input.spec.ts`), which name the strings they type.
 *
 * Adding a case is one line here: a string to {@link NAUGHTY}, a body to {@link HOSTILE_BODIES}. Every table then
 * runs it, each field's rule saying what that field does with it (see the tests' "HOW TO ADD" notes).
 */

export interface NaughtyString {
  name: string;
  value: string;
  /**
   * The field message the sandbox answers for this string in any text field, before the field's own rules (a
   * character no text may hold). Without it each field's own rule decides: stored as typed, or refused for its
   * length or format.
   */
  serverMessage?: string;
}

/** The naughty strings (after the Big List of Naughty Strings): every one must be stored or refused as text. */
export const NAUGHTY: readonly NaughtyString[] = [
  { name: 'script tag', value: '<script>alert("xss-script")</script>' },
  { name: 'event handler attribute', value: '<img src=x onerror=alert("xss-img")>' },
  { name: 'attribute break-out', value: '"><svg/onload=alert("xss-svg")>' },
  { name: 'javascript URL', value: 'javascript:alert("xss-url")' },
  { name: 'template injection', value: '{{constructor.constructor("alert(1)")()}} ${alert(1)}' },
  // i18next's own syntax: a value put into a translated sentence must come out as typed, not as another text.
  { name: 'i18next nesting', value: '$t(errors.unknown) {{count}} $t(login.badCredentials)' },
  { name: 'RTL override', value: 'user\u202Egnp.exe@example.com' },
  { name: 'zero-width characters', value: 'ad\u200Bmin\u200C\u200D\uFEFF@demo.adnet' },
  {
    name: 'combining characters',
    value: 'Z\u0335\u0321\u0322\u031B\u0317\u0318a\u0336l\u0337g\u0338o\u0334',
  },
  { name: 'SQL-ish text', value: "Robert'); DROP TABLE users;-- OR '1'='1" },
  { name: 'emoji sequences', value: '👩‍👩‍👧‍👦 🏳️‍🌈 🇺🇦 👍🏽 🧑🏿‍💻' },
  { name: '1 MB string', value: 'A'.repeat(1024 * 1024) },
];

/** A string of the corpus by its name (the browser rounds name what they type). */
export function naughty(name: string): string {
  const found = NAUGHTY.find((n) => n.name === name);
  if (!found) throw new Error(`no naughty string named ${name}`);
  return found.value;
}

/** Landing links that must never be accepted for an ad or an agency's site (only https may be). */
export const HOSTILE_LINKS: readonly string[] = [
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/landing',
];

/**
 * Request bodies no endpoint may take: each is refused with a 4xx and `error`, and changes nothing. `body` is the
 * raw JSON text sent with `content-type: application/json`.
 */
export const HOSTILE_BODIES: readonly { name: string; body: string; status: number; error: string }[] = [
  { name: 'unterminated JSON', body: '{"name": "unterminated', status: 400, error: 'MALFORMED_JSON' },
  {
    name: 'prototype pollution',
    body: '{"__proto__": {"admin": true}}',
    status: 400,
    error: 'MALFORMED_JSON',
  },
  { name: 'a list for an object', body: '[1, 2, 3]', status: 400, error: 'VALIDATION_ERROR' },
  { name: 'a string for an object', body: '"hello"', status: 400, error: 'VALIDATION_ERROR' },
];
