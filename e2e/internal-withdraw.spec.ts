import type { Page } from '@playwright/test';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import { expect as baseExpect, newAccount, signInAndWait, test, watchCalls } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * `/internal/withdraw` (issue 15): withdraw approvals. Each test decides only the withdraws of a user made for it,
 * and narrows the list to that user (`userId`).
 */

interface ServerWithdraw {
  id: number;
  amount: number;
  fee: number;
  status: string;
  txHash: string | null;
  rejectReason: string | null;
  userEmail: string;
}

async function withdrawsOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/admin/withdraw?userId=${userId}&sort=id,asc&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: ServerWithdraw[] }).content;
}

async function auditOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/admin/user/${userId}/audit?size=50`);
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      content: { action: string; actorEmail: string; targetId: number | null; details: string | null }[];
    }
  ).content;
}

async function openDecision(page: Page, w: ServerWithdraw, action: 'Approve' | 'Reject') {
  await page.getByRole('button', { name: `Actions for withdraw #${w.id} of ${w.userEmail}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action} withdraw #${w.id}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const HASH = 'ab'.repeat(32);

test('a plain Internal User approves a withdraw with its hash, and an approval that came after another tab’s rejection is told as a conflict', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [120, 80] });
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const [first, second] = (await withdrawsOf(page, owner.id)) as [ServerWithdraw, ServerWithdraw];
  expect([first.status, second.status]).toEqual(['PENDING', 'PENDING']);

  const lists = watchCalls(page, '/api/admin/withdraw');
  await page.goto(`/internal/withdraw?userId=${owner.id}`);
  await expect(page.getByRole('heading', { name: 'Withdraw approvals', level: 1 })).toBeVisible();
  await expect(page.getByText(`#${first.id}`, { exact: true })).toBeVisible();
  const call = lists.find((u) => u.searchParams.get('userId') === String(owner.id))!;
  expect(call.searchParams.get('status')).toBe('PENDING');
  expect(call.searchParams.get('sort')).toBe('createdEpoch,asc');

  // Approve: the hash is checked before anything is sent.
  const dialog = await openDecision(page, first, 'Approve');
  await expect(dialog.getByText(first.userEmail)).toBeVisible();
  const hashField = dialog.getByRole('textbox', { name: 'TRON transaction hash' });
  await hashField.fill('not-a-hash');
  await dialog.getByRole('button', { name: 'Approve withdraw' }).click();
  await expect(dialog.getByText('A TRON transaction hash is 64 hex digits (0-9, a-f).')).toBeVisible();
  await hashField.fill(HASH);
  const approved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/withdraw/${first.id}/approve`));
  await dialog.getByRole('button', { name: 'Approve withdraw' }).click();
  const response = await approved;
  expect(response.request().method()).toBe('PATCH');
  expect(response.request().postDataJSON()).toEqual({ txHash: HASH });
  expect(response.status()).toBe(200);
  await expect(page.getByText(`Withdraw #${first.id} of ${first.userEmail} is approved.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // It left the waiting list, and the server holds the decision with its hash and who took it.
  await expect(page.getByText(`#${first.id}`, { exact: true })).toHaveCount(0);
  const afterApprove = await withdrawsOf(page, owner.id);
  expect(afterApprove.find((w) => w.id === first.id)).toMatchObject({ status: 'APPROVED', txHash: HASH });

  // Another tab rejects the second one while this tab is about to approve it.
  const mine = await openDecision(page, second, 'Approve');
  await mine.getByRole('textbox', { name: 'TRON transaction hash' }).fill(HASH.replace('ab', 'cd'));
  const other = await context.newPage();
  await other.goto(`/internal/withdraw?userId=${owner.id}`);
  const rejectDialog = await openDecision(other, second, 'Reject');
  await rejectDialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('The address belongs to a sanctioned exchange.');
  const rejected = other.waitForResponse((r) => r.url().endsWith(`/api/admin/withdraw/${second.id}/reject`));
  await rejectDialog.getByRole('button', { name: 'Reject withdraw' }).click();
  expect((await rejected).status()).toBe(200);
  await other.close();

  const late = page.waitForResponse((r) => r.url().endsWith(`/api/admin/withdraw/${second.id}/approve`));
  await mine.getByRole('button', { name: 'Approve withdraw' }).click();
  expect((await late).status()).toBe(409);
  await expect(
    page
      .getByText('Someone else already decided this withdraw; the list now shows what they decided.')
      .first(),
  ).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(`#${second.id}`, { exact: true })).toHaveCount(0);
  // The late approval changed nothing: rejected, refunded, and only the rejection is in the audit.
  const afterConflict = (await withdrawsOf(page, owner.id)).find((w) => w.id === second.id);
  expect(afterConflict).toMatchObject({
    status: 'REJECTED',
    txHash: null,
    rejectReason: 'The address belongs to a sanctioned exchange.',
  });
  const audit = await auditOf(page, owner.id);
  expect(audit.filter((a) => a.targetId === second.id).map((a) => a.action)).toEqual(['WITHDRAW_REJECTED']);
  expect(audit).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'WITHDRAW_APPROVED', actorEmail: admin.email, targetId: first.id }),
    ]),
  );

  // With nothing left waiting for this user, the page says so and offers the decided ones.
  await expect(page.getByRole('heading', { name: 'No withdraws wait' })).toBeVisible();
  await page.getByRole('button', { name: 'Decided ones too' }).click();
  await expect(page).toHaveURL(/decided=true/);
  await expect(page.getByText(`#${second.id}`, { exact: true })).toBeVisible();
});

test('the seeded SuperUser reads the waiting withdraws, rejects one (the money returns) and sees the error state', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [300] });
  await signInAndWait(page, 'superuser@demo.adnet');
  const balance = async () =>
    ((await (await page.request.get(`/api/admin/user/${owner.id}`)).json()) as { balance: number }).balance;
  const before = await balance();
  const [w] = (await withdrawsOf(page, owner.id)) as [ServerWithdraw];

  await page.goto('/internal/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw approvals', level: 1 })).toBeVisible();
  await page.goto(`/internal/withdraw?userId=${owner.id}`);
  const dialog = await openDecision(page, w, 'Reject');
  await dialog.getByRole('button', { name: 'Reject withdraw' }).click();
  await expect(dialog.getByText('Say why it is rejected.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Wrong network.');
  await dialog.getByRole('button', { name: 'Reject withdraw' }).click();
  await expect(
    page.getByText(`Withdraw #${w.id} of ${w.userEmail} is rejected; the money is back on their balance.`),
  ).toBeVisible();
  expect(await balance()).toBeCloseTo(before + w.amount + w.fee, 2);
  expect((await auditOf(page, owner.id)).map((a) => `${a.action}:${a.actorEmail}`)).toContain(
    'WITHDRAW_REJECTED:superuser@demo.adnet',
  );

  await page.route('**/api/admin/withdraw?*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error=503' } }),
  );
  await page.goto(`/internal/withdraw?userId=${owner.id}&decided=true`);
  await expect(page.getByText('Data loading error.')).toBeVisible();
  await page.unroute('**/api/admin/withdraw?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`#${w.id}`, { exact: true })).toBeVisible();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`0 axe violations on /internal/withdraw and its approve dialog at ${width} px, light and dark, en and cn`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [50] });
    await page.setViewportSize({ width, height });
    await signInAndWait(page, 'superuser@demo.adnet');
    const [w] = (await withdrawsOf(page, owner.id)) as [ServerWithdraw];
    for (const [theme, language] of axeCombos(page.viewportSize()?.width)) {
      await setThemeAndLanguage(page, theme, language);
      await page.goto(`/internal/withdraw?userId=${owner.id}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByText(`#${w.id}`, { exact: true })).toBeVisible();
      const scan = async (what: string) => {
        expect(
          await axeViolations(page, { uniqueLandmarks: true }),
          `${what} ${theme} ${language} ${width}px`,
        ).toEqual([]);
      };
      await scan('list');
      // The row's menu is named after the row ("… #id …") in every language.
      await page
        .getByRole('button', { name: new RegExp(`#${w.id}\\b`) })
        .first()
        .click();
      await page.getByRole('menuitem').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Approve withdraw|批准提现/ })
        .click();
      await expect(page.getByRole('dialog').locator('[aria-invalid="true"]')).toBeVisible();
      await scan('approve dialog with an error');
      if (language === 'cn') await page.screenshot({ path: `test-results/withdraw-${width}-dialog.png` });
    }
  });
}
