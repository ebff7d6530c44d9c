import { DEMO_PASSWORD, expect, newAccount, outboxCode, registerSecret, signIn, test } from './fixtures';
import { text } from './locale';

test('registration, e-mail confirmation, sign in, the terms gate, then monitoring', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}@example.org`;
  const password = 'a-long-new-password-1';
  registerSecret(password);

  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('New Advertiser');
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${email}` }),
  ).toBeVisible();

  // A second registration with the same e-mail is refused with a translated message that names the status.
  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone Else');
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('.form-error')).toContainText('already registered (error 409)');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Someone Else');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('I accept the terms of service')).toBeChecked();

  const token = await outboxCode(request, email, 'CONFIRM');
  await page.goto(`/confirm?token=${encodeURIComponent(token)}`);
  await expect(
    page.locator('#main').getByText('Your e-mail is confirmed. You can sign in now.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/confirm$/);

  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Terms of service', level: 1 })).toBeVisible();
  // The gate holds on every path.
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Terms of service', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible();
});

test('reset password end to end', async ({ page, request }) => {
  // An account of the test's own: its password changes (demo accounts are read-only to tests).
  const { email } = await newAccount(request);
  const newPassword = 'brand-new-password-42';
  registerSecret(newPassword);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset_password$/);
  // The router keeps the sign-in page (whose e-mail field has the same label) on screen until the reset page's
  // code is in: type only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The second step shows once the server has sent the code.
  await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  const code = await outboxCode(request, email, 'RESET');
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.locator('#main').getByText('Your password is changed')).toBeVisible();

  await signIn(page, email);
  await expect(page.locator('.form-error')).toHaveText('Wrong e-mail or password.');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/campaigns$/);
});

test('after an expired session the user returns to where they were', async ({ page, context }) => {
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.goto('/wallet?tab=history');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  // The session ends (both cookies gone): the next call's refresh fails.
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/wallet\?tab=history$/);
});

const OPEN_REDIRECTS = [
  '//evil.example/phish',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/\tjavascript:alert(1)',
  'https://evil.example/',
  // Each normalizes to `//evil`, which the router would read as another host.
  '/.//evil',
  '/a/..//evil',
  '/%2e//evil',
];

for (const attempt of OPEN_REDIRECTS) {
  test(`an open-redirect return path ends on /campaigns: ${JSON.stringify(attempt)}`, async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((value) => sessionStorage.setItem('returnPath', value), attempt);
    await signIn(page, 'advertiser@demo.adnet');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/campaigns$/);
  });
}

test('a wrong password never triggers a refresh', async ({ page, request }) => {
  const { email } = await newAccount(request);
  // The page's own quiet "is anyone signed in?" probe tries one refresh (self answers 401 with no session);
  // wait for it to finish, then count only what the sign-in does.
  const probe = page.waitForResponse((r) => r.url().includes('/auth/refresh'));
  await page.goto('/login');
  await probe;
  const refreshes: string[] = [];
  page.on('request', (r) => r.url().includes('/auth/refresh') && refreshes.push(r.url()));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('.form-error')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  expect(refreshes).toEqual([]);
});

test('resend confirmation says what went wrong in the user’s language, keeps the input and mails nothing', async ({
  page,
}) => {
  const { email } = await newAccount(page.request);
  const mails = async () =>
    (
      (await (
        await page.request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)
      ).json()) as unknown[]
    ).length;
  const before = await mails();
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ru'));
  await page.goto('/resend_verification');
  const send = async (password: string) => {
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/public/user/resend_confirmation'));
    await page.locator('form button[type="submit"]').click();
    return (await answer).status();
  };

  expect(await send('not-the-password')).toBe(400);
  await expect(page.locator('.form-error')).toHaveText(text('login.badCredentials', {}, 'ru'));
  await expect(page.locator('input[name="email"]')).toHaveValue(email);

  // The fixture's accounts are confirmed: the right password gets "already confirmed", not an error number.
  expect(await send(DEMO_PASSWORD)).toBe(400);
  await expect(page.locator('.form-error')).toHaveText(text('resend.alreadyConfirmed', {}, 'ru'));
  expect(await mails()).toBe(before);
});
