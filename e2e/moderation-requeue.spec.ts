import type { Page } from '@playwright/test';
import { expect, newAccount, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * A moderator sends a declined campaign back to moderation (spec 4: restore with a moderated flag, here `false`),
 * from its review and from the list's row menu. The owner's campaigns are the test's own.
 */

interface ServerCampaign {
  id: number;
  name: string;
  status: string;
  declineReason: string | null;
}

async function campaignOnServer(page: Page, id: number) {
  const res = await page.request.get(`/api/campaigns/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerCampaign;
}

async function declinedOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/campaigns?status=DECLINED&userId=${userId}&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: ServerCampaign[] }).content;
}

test('a moderator sends a declined campaign back to moderation from its review and from the list', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newAccount(request, { allCampaigns: true, deposit: 60_000 });
  const moderator = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, moderator.email);
  const declined = await declinedOf(page, owner.id);
  // Every type in every status: a declined campaign of each type.
  expect(declined.length).toBeGreaterThanOrEqual(2);
  const target = declined[0]!;
  expect(target.declineReason).not.toBeNull();

  // From the review: R (or the button) sends it back; it stays open, now waiting, to be decided again.
  await page.goto(`/internal/campaigns?userId=${owner.id}&status=DECLINED&review=${target.id}`);
  const review = page.getByRole('dialog', { name: target.name });
  const requeueButton = review.getByRole('button', { name: text('internal.moderation.requeue') });
  await expect(requeueButton).toBeVisible();
  // The toaster mounts after the page's load event; a success toast raised before lives its 2 s unseen.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  const restored = page.waitForResponse((r) => r.url().endsWith(`/api/campaigns/${target.id}/restore`));
  await page.keyboard.press('r');
  const answer = await restored;
  expect(answer.request().method()).toBe('PATCH');
  expect(answer.request().postDataJSON()).toEqual({ moderated: false });
  expect(answer.status()).toBe(200);
  await expect(
    page.getByText(text('internal.moderation.toast.requeued', { name: target.name })),
  ).toBeVisible();
  expect(await campaignOnServer(page, target.id)).toMatchObject({
    status: 'MODERATION',
    declineReason: null,
  });
  // What a waiting campaign allows now: approve and decline, not another requeue.
  await expect(review.getByRole('button', { name: text('internal.moderation.approve') })).toBeVisible();
  await expect(
    review.getByRole('button', { name: text('internal.moderation.decline.action') }),
  ).toBeVisible();
  await expect(requeueButton).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);

  // From the list: the row menu of a declined campaign offers it too.
  const other = (await declinedOf(page, owner.id))[0]!;
  expect(other.id).not.toBe(target.id);
  await page.goto(`/internal/campaigns?userId=${owner.id}&status=DECLINED`);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: other.name, exact: true }) });
  await row.getByRole('button', { name: text('list.grid.rowActions', { row: other.name }) }).click();
  const again = page.waitForResponse((r) => r.url().endsWith(`/api/campaigns/${other.id}/restore`));
  await page.getByRole('menuitem', { name: text('internal.moderation.requeue') }).click();
  expect((await again).request().postDataJSON()).toEqual({ moderated: false });
  await expect(
    page.getByText(text('internal.moderation.toast.requeued', { name: other.name })),
  ).toBeVisible();
  expect((await campaignOnServer(page, other.id)).status).toBe('MODERATION');
});
