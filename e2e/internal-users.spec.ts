import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiCall, expect as baseExpect, newAccount, signInAndWait, test, watchCalls } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * `/internal/users` and a user's page `/internal/accounts/user/{id}` (issue 15): search, deposit (with the spec's
 * three refusals), block, the audit of who did what, and opening a user's cabinet as them. Every write goes to
 * accounts made for the test.
 */

interface ServerUser {
  id: number;
  email: string;
  balance: number;
  blocked: boolean;
  roles: string[];
}

async function userOnServer(page: Page, id: number) {
  const res = await page.request.get(`/api/admin/user/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerUser;
}

async function auditOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/admin/user/${userId}/audit?size=50`);
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      content: { action: string; actorEmail: string; amount: number | null; details: string | null }[];
    }
  ).content;
}

/** A page of the seeded SuperUser in a context of its own (another admin at another desk). */
async function superUserPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, 'superuser@demo.adnet');
  return { page, close: () => context.close() };
}

/** Fills the deposit dialog and confirms; returns the deposit's response. */
async function deposit(page: Page, values: { userId?: string; amount: string; comment?: string }) {
  const dialog = page.getByRole('dialog', { name: 'Deposit to a user' });
  await expect(dialog).toBeVisible();
  if (values.userId !== undefined) await dialog.getByRole('textbox', { name: 'User id' }).fill(values.userId);
  await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill(values.amount);
  if (values.comment) await dialog.getByRole('textbox', { name: 'Comment' }).fill(values.comment);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  // The sum and the user, as typed (the figure and its currency are joined by a no-break space): by e-mail once the
  // id is found, by id alone when no user has it.
  await expect(confirm).toContainText(/^Deposit [\d.,]+\sUSDT to (\S+@\S+ \(user #\d+\)|user #\d+)\?/);
  const answered = page.waitForResponse(
    (r) =>
      /\/api\/admin\/user\/\d+\/deposit$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Deposit now' }).click();
  return { dialog, response: await answered };
}

test('a plain Internal User finds a user, deposits to them, and meets the three refusals in the spec’s words', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await newAccount(request, { deposit: 100 });
  const publisher = await newAccount(request, { publisher: true });
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);

  // Read: the search goes to the server and finds the owner.
  const lists = watchCalls(page, '/api/admin/users');
  await page.goto('/internal/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-mail, name or id' }).fill(owner.email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(owner.email).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('link', { name: owner.email })).toBeVisible();
  await expect.poll(() => lists.at(-1)?.searchParams.get('search')).toBe(owner.email);

  // Deposit from the row: the id is filled in, the confirmation repeats sum and user, the server books it.
  await page.getByRole('button', { name: `Actions for user #${owner.id} (${owner.email})` }).click();
  await page.getByRole('menuitem', { name: 'Deposit' }).click();
  await expect(page.getByRole('textbox', { name: 'User id' })).toHaveValue(String(owner.id));
  const { response } = await deposit(page, { amount: '250.5', comment: 'Invoice 77' });
  expect(response.status()).toBe(201);
  expect(response.request().headers()['x-adnet-csrf']).toBeTruthy();
  expect(response.request().postDataJSON()).toEqual({
    amount: 250.5,
    comment: 'Invoice 77',
    isInternalCurrency: false,
  });
  await expect(
    page.getByText(
      new RegExp(
        `^250\\.50\\sUSDT deposited to ${owner.email.replace(/\./g, '\\.')} \\(user #${owner.id}\\)\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Deposit to a user' })).toHaveCount(0);
  expect((await userOnServer(page, owner.id)).balance).toBeCloseTo(350.5, 2);

  // The user's page shows the new balance, the transaction and the audit line naming who did it.
  await page.getByRole('link', { name: owner.email }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/user/${owner.id}$`));
  await expect(page.getByRole('heading', { name: owner.email, level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-balance')).toHaveText(/350\.50/);
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit.getByText(admin.email)).toBeVisible();
  await expect(audit.getByText('Invoice 77')).toBeVisible();
  expect((await auditOf(page, owner.id))[0]).toMatchObject({
    action: 'DEPOSIT',
    actorEmail: admin.email,
    amount: 250.5,
    details: 'Invoice 77',
  });

  // 404: an id nobody has.
  await page.goto('/internal/users');
  await page.getByRole('button', { name: 'Deposit by user id' }).click();
  const missing = await deposit(page, { userId: '987654321', amount: '10' });
  expect(missing.response.status()).toBe(404);
  await expect(missing.dialog.getByRole('alert')).toHaveText('UserId not found');
  // Everything typed is kept for a correction.
  await expect(missing.dialog.getByRole('textbox', { name: 'Amount, USDT' })).toHaveValue('10');

  // 400: a publisher's account takes no deposit.
  const toPublisher = await deposit(page, { userId: String(publisher.id), amount: '10' });
  expect(toPublisher.response.status()).toBe(400);
  await expect(toPublisher.dialog.getByRole('alert')).toHaveText(
    'Deposit cannot be applied to the publisher',
  );
  expect((await userOnServer(page, publisher.id)).balance).toBe(0);

  // 403: the SuperUser takes this admin's Internal User role away while the dialog is open.
  const other = await superUserPage(browser);
  const revoked = await apiCall(other.page.request, 'PATCH', `/api/admin/user/${admin.id}`, {
    data: { roles: ['User'] },
  });
  expect(revoked.status()).toBe(200);
  const refused = await deposit(page, { userId: String(owner.id), amount: '10' });
  expect(refused.response.status()).toBe(403);
  await expect(refused.dialog.getByRole('alert')).toHaveText('No rights');
  expect((await userOnServer(other.page, owner.id)).balance).toBeCloseTo(350.5, 2);
  await other.close();
});

test('the seeded SuperUser opens a user’s cabinet as them, and blocks and unblocks them with an audit line', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newAccount(request, { deposit: 500, campaigns: 3 });
  await signInAndWait(page, 'superuser@demo.adnet');
  await page.goto(`/internal/accounts/user/${owner.id}`);
  await expect(page.getByRole('heading', { name: owner.email, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('row')).not.toHaveCount(0);

  // Block asks first (it signs the user out everywhere); the server holds it and the audit names who did it.
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${owner.email}?` });
  await expect(confirm).toBeVisible();
  const blocked = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/user/${owner.id}`) && r.request().method() === 'PATCH',
  );
  await confirm.getByRole('button', { name: 'Block user' }).click();
  expect((await blocked).request().postDataJSON()).toEqual({ blocked: true });
  await expect(page.getByText(`${owner.email} is blocked.`)).toBeVisible();
  expect((await userOnServer(page, owner.id)).blocked).toBe(true);
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(`${owner.email} is unblocked.`)).toBeVisible();
  expect((await userOnServer(page, owner.id)).blocked).toBe(false);
  expect((await auditOf(page, owner.id)).slice(0, 2).map((a) => a.action)).toEqual([
    'USER_UNBLOCKED',
    'USER_BLOCKED',
  ]);

  // Open the cabinet as this user: their campaigns, with the acting-as banner.
  const calls = watchCalls(page, '/api/campaigns');
  await page.getByRole('link', { name: 'Open cabinet as this user' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns\\?uid=${owner.id}$`));
  await expect(page.getByRole('status').filter({ hasText: `user #${owner.id}` })).toBeVisible();
  await expect.poll(() => calls.at(-1)?.searchParams.get('userId')).toBe(String(owner.id));
  const theirs = (await (
    await page.request.get(`/api/campaigns?userId=${owner.id}&size=20&sort=createdEpoch,desc`)
  ).json()) as { content: { name: string }[] };
  // Three random campaigns: an archived one is in the archive, not in this list.
  expect(theirs.content.length).toBeGreaterThan(0);
  for (const c of theirs.content) await expect(page.getByText(c.name, { exact: true }).first()).toBeVisible();
});

test('a user without the Internal User role is sent away from the users pages', async ({ page, request }) => {
  const plain = await newAccount(request, { deposit: 10 });
  await signInAndWait(page, plain.email);
  for (const path of ['/internal/users', `/internal/accounts/user/${plain.id}`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/monitoring$/);
  }
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

for (const width of [1280, 390]) {
  test(`0 axe violations on /internal/users and a user's page at ${width} px, light and dark, en and cn`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await newAccount(request, { deposit: 100 });
    await signInAndWait(page, 'superuser@demo.adnet');
    await expectNoAxeViolations(page, [
      [
        `/internal/users?search=${encodeURIComponent(owner.email)}`,
        `a[href="/internal/accounts/user/${owner.id}"]`,
      ],
      [`/internal/accounts/user/${owner.id}`, '[data-testid="user-balance"]'],
    ]);
  });
}
