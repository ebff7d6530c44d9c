import { expect, newAccount, signOut, test } from './fixtures';

const DEMO_EMAIL = 'advertiser@demo.adnet';
const DEMO_PASSWORD = 'demo-pass-2026';

test('a demo advertiser signs in, returns to the page asked for and signs out', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // `/` was asked for before signing in: after it, `/` redirects to monitoring.
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'adn_access')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  // The server ended the session: the cookies are gone and a signed-in page sends back to the login.
  expect((await context.cookies()).filter((c) => c.name.startsWith('adn_'))).toEqual([]);
  await page.goto('/monitoring');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows a clear error and keeps what was typed', async ({ page, request }) => {
  // An account of the test's own: wrong passwords count towards its lock (demo accounts are read-only to tests).
  const { email } = await newAccount(request);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.form-error')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
});

test('the cabinet is served with production security headers', async ({ request }) => {
  const res = await request.get('/login');
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  for (const part of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(part);
  }
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
