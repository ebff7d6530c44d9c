import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, newAccount, signInAndWait, test } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * `/internal/accounts` and `/internal/accounts/manager/{id}` (issue 15): managers with their accounts, and an
 * account handed to a manager and taken back, in place. Only accounts made for the test are changed.
 */

interface ServerManager {
  id: number;
  username: string;
  email: string;
  accountsCount: number;
}

async function managers(page: Page) {
  const res = await page.request.get('/api/admin/managers');
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerManager[];
}

async function accountOnServer(page: Page, email: string) {
  const res = await page.request.get(`/api/admin/accounts?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: { userId: number; managerId: number | null }[] }).content[0]!;
}

test('a plain Internal User hands an account to a manager and takes it back, on the list and the manager’s page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newAccount(request, { deposit: 75 });
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const [manager] = (await managers(page)).filter((m) => m.email === 'manager@demo.adnet');
  expect(manager).toBeDefined();

  await page.goto('/internal/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Managers' }).getByRole('link', { name: manager!.username }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(owner.email);
  await expect(page.getByRole('link', { name: owner.email })).toBeVisible();

  // Assign in place: one PUT with the manager's id, a toast, and the server holds it.
  const select = page.getByRole('combobox', { name: `Manager of ${owner.email}` });
  await expect(select).toHaveText('No manager');
  const put = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/accounts/${owner.id}/manager`) && r.request().method() === 'PUT',
  );
  await select.click();
  await page.getByRole('option', { name: manager!.username }).click();
  const answer = await put;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ managerId: manager!.id });
  await expect(page.getByText(`${owner.email} now belongs to ${manager!.username}.`)).toBeVisible();
  expect((await accountOnServer(page, owner.email)).managerId).toBe(manager!.id);

  // The manager's page lists it; taking it away there removes it from their list.
  await page.getByRole('region', { name: 'Managers' }).getByRole('link', { name: manager!.username }).click();
  await expect(page).toHaveURL(new RegExp(`/internal/accounts/manager/${manager!.id}$`));
  await expect(page.getByRole('heading', { name: manager!.username, level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(owner.email);
  const mine = page.getByRole('combobox', { name: `Manager of ${owner.email}` });
  await expect(mine).toHaveText(manager!.username);
  await mine.click();
  await page.getByRole('option', { name: 'No manager' }).click();
  await expect(page.getByText(`${owner.email} has no manager now.`)).toBeVisible();
  await expect(page.getByText('This manager has no accounts yet.')).toBeVisible();
  expect((await accountOnServer(page, owner.email)).managerId).toBeNull();
});

test('the seeded SuperUser reads the accounts; a plain user is kept out of them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAndWait(page, 'superuser@demo.adnet');
  const [manager] = (await managers(page)).filter((m) => m.email === 'manager@demo.adnet');
  await page.goto(`/internal/accounts/manager/${manager!.id}`);
  await expect(page.getByTestId('manager-accounts')).toHaveText(String(manager!.accountsCount));
  await page.goto('/internal/accounts/manager/999999');
  await expect(page.getByRole('link', { name: 'Back to accounts' })).toBeVisible();

  const plain = await newAccount(request, {});
  await page.context().clearCookies();
  await signInAndWait(page, plain.email);
  for (const path of ['/internal/accounts', `/internal/accounts/manager/${manager!.id}`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/monitoring$/);
  }
});

for (const width of [1280, 390]) {
  test(`0 axe violations on /internal/accounts and a manager's page at ${width} px, light and dark, en and cn`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAndWait(page, 'superuser@demo.adnet');
    const [manager] = (await managers(page)).filter((m) => m.email === 'manager@demo.adnet');
    await expectNoAxeViolations(page, [
      ['/internal/accounts', `a[href="/internal/accounts/manager/${manager!.id}"]`],
      [`/internal/accounts/manager/${manager!.id}`, '[data-testid="manager-accounts"]'],
    ]);
  });
}
