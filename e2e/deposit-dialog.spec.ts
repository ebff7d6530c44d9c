import type { Page, Request } from '@playwright/test';
import { expect, newAccount, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * The deposit dialog's errors: the form's minimum is the server's; a 400 on a field is said on that field, and only
 * the publisher refusal gets the spec's publisher words; each failure is said once (in the dialog, no toast behind
 * it); the dialog names the user the money goes to by e-mail; Escape closes it. An Internal User and the accounts
 * deposited to are the test's own; the server's balances are read back.
 */

const money = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

async function balanceOf(page: Page, id: number) {
  const res = await page.request.get(`/api/admin/user/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { balance: number }).balance;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: text('admin.deposit.title') });

/** Opens the dialog by id and types the user's id. */
async function openFor(page: Page, id: number) {
  await page.getByRole('button', { name: text('admin.deposit.byId') }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: text('admin.deposit.userId') }).fill(String(id));
  return dialog;
}

test('deposit errors: the server’s minimum, a field’s own message, the publisher refusal once, the e-mail named, Escape closes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newAccount(request, { deposit: 100 });
  const publisher = await newAccount(request, { publisher: true });
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const deposits: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/admin\/user\/\d+\/deposit$/.test(new URL(r.url()).pathname))
      deposits.push(r);
  });
  await page.goto('/internal/users');

  // The dialog names the user the id belongs to.
  let dialog = await openFor(page, owner.id);
  await expect(dialog.getByTestId('deposit-recipient')).toHaveText(
    text('admin.deposit.recipient', { email: owner.email }),
  );

  // Under the server's minimum (1): refused in the form, with the range, and nothing sent.
  const amount = dialog.getByRole('textbox', { name: text('admin.deposit.amount') });
  await amount.fill('0.5');
  await dialog.getByRole('button', { name: text('admin.deposit.submit'), exact: true }).click();
  const range = { min: money(1), max: money(1_000_000) };
  await expect(dialog.locator('[data-slot="field-error"]')).toHaveText(
    text('admin.deposit.amountRange', range),
  );
  expect(deposits).toEqual([]);

  // A 400 on a field (the server's own check, reached here by a request changed on its way) is said on that field,
  // in the cabinet's words, once: not as the publisher refusal, not again in a toast.
  await page.route('**/api/admin/user/*/deposit', (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, amount: 0.5 }) });
  });
  await amount.fill('5');
  await dialog.getByRole('button', { name: text('admin.deposit.submit'), exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    text('admin.deposit.confirm.title', {
      amount: money(5),
      to: text('admin.deposit.toEmail', { email: owner.email, id: owner.id }),
    }),
  );
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/user/${owner.id}/deposit`));
  await confirm.getByRole('button', { name: text('admin.deposit.confirm.submit') }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { fields: Record<string, string> }).fields.amount).toBe(
    'must be at least 1',
  );
  await expect(dialog.locator('[data-slot="field-error"]')).toHaveText(text('validation.min', { min: '1' }));
  await expect(page.getByText(text('admin.deposit.errors.PUBLISHER_ACCOUNT'))).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(text('errors.validation'))).toHaveCount(0);
  await expect(amount).toHaveValue('5');
  expect(await balanceOf(page, owner.id)).toBe(100);
  await page.unroute('**/api/admin/user/*/deposit');

  // Escape closes the dialog.
  await amount.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The publisher refusal: the spec's words, said once, in the dialog.
  dialog = await openFor(page, publisher.id);
  await expect(dialog.getByTestId('deposit-recipient')).toHaveText(
    text('admin.deposit.recipient', { email: publisher.email }),
  );
  await dialog.getByRole('textbox', { name: text('admin.deposit.amount') }).fill('10');
  await dialog.getByRole('button', { name: text('admin.deposit.submit'), exact: true }).click();
  const toPublisher = page.waitForResponse((r) =>
    r.url().endsWith(`/api/admin/user/${publisher.id}/deposit`),
  );
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('admin.deposit.confirm.submit') })
    .click();
  expect((await toPublisher).status()).toBe(400);
  await expect(dialog.getByRole('alert')).toHaveText(text('admin.deposit.errors.PUBLISHER_ACCOUNT'));
  await expect(page.getByText(text('admin.deposit.errors.PUBLISHER_ACCOUNT'))).toHaveCount(1);
  expect(await balanceOf(page, publisher.id)).toBe(0);
  // Escape still closes it after a refusal.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
