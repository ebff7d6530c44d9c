import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, newAccount, test } from './fixtures';
import { text } from './locale';

// The sandbox allows 5 wrong passwords per account in 15 minutes; the 6th attempt is answered 429 with
// Retry-After, and the sign-in page says when to try again, in the user's language. Each test uses an account of
// its own (the counts of one account are never forgotten within the window, and nothing resets them), and runs as
// its own client (fixtures.ts), so the limit it proves is its own whatever runs beside it.

async function tryPassword(page: Page, password: string) {
  await page.locator('input[name="password"]').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/public/user/auth'));
  await page.locator('form button[type="submit"]').click();
  return answer;
}

for (const [language, locale, wait] of [
  ['en', 'en', /^in 1[45] minutes$/],
  ['ru', 'ru', /^через 1[45] минут$/],
] as const) {
  test(`sign-in attempts past the limit answer 429 and the page says when to try again (${language})`, async ({
    page,
    request,
  }) => {
    const { email: ACCOUNT } = await newAccount(request);
    await page.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(ACCOUNT);
    for (let i = 0; i < 5; i += 1) expect((await tryPassword(page, `wrong-${i}`)).status()).toBe(400);
    await expect(page.locator('.form-error')).toHaveText(text('login.badCredentials', {}, locale));

    // Even the right password waits now: the limit is on the account, not on the guess.
    const limited = await tryPassword(page, DEMO_PASSWORD);
    expect(limited.status()).toBe(429);
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const [before, after] = text('errors.tooManyAttempts', { when: '\u0000' }, locale).split('\u0000');
    // The answer is in, but the page words it a render later: until then the 400's message is still on screen.
    await expect(page.locator('.form-error')).toContainText(before!.trim());
    const shown = (await page.locator('.form-error').textContent()) ?? '';
    expect(shown.startsWith(before!)).toBe(true);
    expect(shown.endsWith(after!)).toBe(true);
    expect(shown.slice(before!.length, shown.length - after!.length)).toMatch(wait);
    // What was typed stays.
    await expect(page.locator('input[name="email"]')).toHaveValue(ACCOUNT);
    await expect(page).toHaveURL(/\/login$/);
  });
}
