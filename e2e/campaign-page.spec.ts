import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, newAccount, signInAndWait, test, watchCalls } from './fixtures';

/**
 * `/campaigns/{id}`, `/archive/campaigns/{id}` and `/archive/campaigns/{id}/view` (issue 12): the campaign page asks
 * for the campaign and its statistics (this campaign only), its actions change the server's state, the "why isn't
 * it serving?" checklist reads the server's balance and status, and the archived pages show the archived campaign
 * and its lifetime statistics, with a restore that brings it back. Writes sign in as accounts of their own.
 */

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => day(Date.now());
const addDays = (d: string, n: number) => day(Date.parse(`${d}T00:00:00Z`) + n * DAY);

interface Row {
  id: number;
  name: string;
  status: string;
  declineReason: string | null;
}

async function campaignsOnServer(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get('/api/campaigns?size=200');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: Row[] }).content;
}

async function statusOnServer(request: APIRequestContext, id: number, archived = false) {
  const res = await request.get(archived ? `/api/archive/campaigns/${id}` : `/api/campaigns/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { status: string }).status;
}

const statsCalls = (page: Page) => watchCalls(page, '/api/statistics/campaignstat');

test.describe('campaign page', () => {
  test('statistics of this campaign, stop and start from the checklist, archive, lifetime statistics, restore', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await newAccount(page.request, { allCampaigns: true, deposit: 60_000 });
    const calls = statsCalls(page);
    const detailCalls = watchCalls(page, '/api/campaigns/');
    const lifetimeCalls = watchCalls(page, '/api/statistics/campaignstat/archive/');
    await signInAndWait(page, account.email);
    // An active campaign that delivered over the last 2 days (yesterday and today), as the API tells it.
    let active: Row | undefined;
    for (const c of (await campaignsOnServer(page.request)).filter((c) => c.status === 'ACTIVE')) {
      const recent = await page.request.get(
        `/api/statistics/campaignstat?startdate=${addDays(today(), -1)}&enddate=${today()}&slice=DATE&campaignIds=${c.id}`,
      );
      if (((await recent.json()) as { totals: { impressions: number } }).totals.impressions > 0) {
        active = c;
        break;
      }
    }
    if (!active) throw new Error('the fixture has no active campaign that delivered lately');

    await page.goto(`/campaigns/${active.id}`);
    await expect(page.getByRole('heading', { level: 1, name: active.name })).toBeVisible();
    expect(detailCalls.some((u) => u.pathname === `/api/campaigns/${active.id}`)).toBe(true);

    // The statistics module counts this campaign only, over the last 7 days, and shows the server's totals.
    const from = addDays(today(), -6);
    await expect
      .poll(() =>
        calls.find((u) => u.searchParams.get('startdate') === from && u.searchParams.get('slice') === 'DATE'),
      )
      .toBeTruthy();
    const call = calls.find((u) => u.searchParams.get('startdate') === from)!;
    expect(call.searchParams.get('campaignIds')).toBe(String(active.id));
    expect(call.searchParams.get('enddate')).toBe(today());
    const res = await page.request.get(
      `/api/statistics/campaignstat?startdate=${from}&enddate=${today()}&slice=COUNTRY&campaignIds=${active.id}`,
    );
    const countries = (await res.json()) as { rows: unknown[]; totals: { impressions: number } };
    await expect(page.locator('[data-metric="impressions"]')).toContainText(
      countries.totals.impressions.toLocaleString('en-US'),
    );
    await page.getByRole('tab', { name: 'Country' }).click();
    await expect.poll(() => calls.some((u) => u.searchParams.get('slice') === 'COUNTRY')).toBe(true);
    if (countries.rows.length)
      await expect(page.locator('.stats-slice table tbody th[scope="row"]')).toHaveCount(
        countries.rows.length,
      );
    await expect(page).toHaveURL(/slice=COUNTRY/);

    // It delivers and nothing blocks it: no checklist (even if its bid is low). Stop it: the server has it stopped, and
    // the checklist says the status blocks serving, with "Start" as the fix.
    await expect(page.getByTestId('checklist')).toHaveCount(0);
    const stop = page.waitForRequest(
      (r) => r.url().endsWith(`/api/campaigns/${active.id}/stop`) && r.method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await stop;
    await expect.poll(() => statusOnServer(page.request, active.id)).toBe('STOPPED');
    const checklist = page.getByTestId('checklist');
    await expect(checklist.locator('[data-check="status"]')).toHaveAttribute('data-state', 'fail');
    await expect(checklist.locator('[data-check="balance"]')).toHaveAttribute('data-state', 'ok');
    await expect(checklist.locator('[data-check="moderation"]')).toHaveAttribute('data-state', 'ok');
    const start = page.waitForRequest(
      (r) => r.url().endsWith(`/api/campaigns/${active.id}/start`) && r.method() === 'PATCH',
    );
    await checklist.getByRole('button', { name: 'Start the campaign' }).click();
    await start;
    await expect.poll(() => statusOnServer(page.request, active.id)).toBe('ACTIVE');
    await expect(page.getByTestId('checklist')).toHaveCount(0);

    // Stop again so it can be archived (an active campaign cannot be), then archive: asks first.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => statusOnServer(page.request, active.id)).toBe('STOPPED');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Archive “${active.name}”?` });
    const archived = page.waitForRequest(
      (r) => r.url().endsWith(`/api/campaigns/${active.id}/archive`) && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await archived;
    await expect(page).toHaveURL(new RegExp(`/archive/campaigns/${active.id}$`));
    expect(await statusOnServer(page.request, active.id, true)).toBe('ARCHIVED');
    await expect(page.getByRole('heading', { level: 1, name: active.name })).toBeVisible();
    await expect(page.getByText('Archived: shown as it was, read-only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // Its lifetime statistics: the archive call, the server's totals, a table row per day by keyboard.
    await page.getByRole('button', { name: 'Lifetime statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/archive/campaigns/${active.id}/view$`));
    await expect
      .poll(() =>
        lifetimeCalls.some((u) => u.pathname === `/api/statistics/campaignstat/archive/${active.id}`),
      )
      .toBe(true);
    const lifeResponse = await page.request.get(`/api/statistics/campaignstat/archive/${active.id}`);
    const life = (await lifeResponse.json()) as {
      rows: unknown[];
      totals: { impressions: number; spent: number };
    };
    expect(life.rows.length).toBeGreaterThan(0);
    await expect(page.locator('[data-metric="impressions"]')).toContainText(
      life.totals.impressions.toLocaleString('en-US'),
    );
    const toggle = page.getByRole('button', { name: 'Show as a table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.stats-slice table tbody tr')).toHaveCount(life.rows.length);

    // Restore from the archived page: asks first, the server has it back (stopped), its page opens.
    await page.getByRole('link', { name: 'The campaign' }).click();
    await expect(page).toHaveURL(new RegExp(`/archive/campaigns/${active.id}$`));
    await page.getByRole('button', { name: 'Restore' }).click();
    const restored = page.waitForRequest(
      (r) => r.url().endsWith(`/api/campaigns/${active.id}/restore-archive`) && r.method() === 'POST',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await restored;
    await expect(page).toHaveURL(new RegExp(`/campaigns/${active.id}$`));
    expect(await statusOnServer(page.request, active.id)).toBe('STOPPED');
    await expect(page.getByTestId('checklist').locator('[data-check="status"]')).toHaveAttribute(
      'data-state',
      'fail',
    );
  });

  test('an empty balance fails its checklist item; a declined campaign says why; not found and error states', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // No deposit: the seeded spend leaves the balance at or below 0.
    const account = await newAccount(page.request, { allCampaigns: true });
    await signInAndWait(page, account.email);
    const balance = ((await (await page.request.get('/api/user/balance')).json()) as { balance: number })
      .balance;
    expect(balance).toBeLessThanOrEqual(0);
    const campaigns = await campaignsOnServer(page.request);
    const active = campaigns.find((c) => c.status === 'ACTIVE')!;
    expect(active, 'the fixture has an active campaign').toBeDefined();
    await page.goto(`/campaigns/${active.id}`);
    const checklist = page.getByTestId('checklist');
    const item = checklist.locator('[data-check="balance"]');
    await expect(item).toHaveAttribute('data-state', 'fail');
    await expect(item).toContainText('Blocks serving');
    await expect(item.getByRole('link', { name: 'Top up the balance' })).toHaveAttribute('href', '/wallet');
    await expect(checklist.locator('[data-check="status"]')).toHaveAttribute('data-state', 'ok');

    const declined = campaigns.find((c) => c.status === 'DECLINED')!;
    expect(declined.declineReason).toBeTruthy();
    await page.goto(`/campaigns/${declined.id}`);
    await expect(page.getByTestId('decline-reason')).toContainText(`Reason: ${declined.declineReason}`);
    await expect(
      page.getByTestId('decline-reason').getByRole('link', { name: 'Edit and resubmit' }),
    ).toHaveAttribute('href', `/campaigns/${declined.id}/edit`);
    await expect(page.getByTestId('checklist').locator('[data-check="moderation"]')).toHaveAttribute(
      'data-state',
      'fail',
    );

    // Another user's or a missing campaign: not found, with the way back.
    await page.goto('/campaigns/999999999');
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await page.goto('/archive/campaigns/999999999/view');
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();

    // The detail call fails (this page only): an error with a retry that asks again and shows the campaign.
    let fail = true;
    await page.route(`**/api/campaigns/${active.id}`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), ...(fail && { 'x-sandbox-fault': 'error=503' }) },
      }),
    );
    await page.goto(`/campaigns/${active.id}`);
    await expect(page.getByText('Data loading error.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: active.name })).toBeVisible();
  });
});

test.describe('campaign pages accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const)
    test(`0 axe violations on the archived campaign pages at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      await signInAndWait(page, 'advertiser@demo.adnet');
      // The live campaign page is judged by its screen stories (Screens/Campaign page, en/ru/cn at both widths).
      const archive = await page.request.get('/api/archive/campaigns?size=1');
      const [archived] = ((await archive.json()) as { content: Row[] }).content;
      expect(archived, 'the demo advertiser has an archived campaign').toBeDefined();
      await expectNoAxeViolations(page, [
        [`/archive/campaigns/${archived!.id}`, '.campaign-ads'],
        [`/archive/campaigns/${archived!.id}/view`, '.stats[aria-busy="false"] canvas'],
      ]);
    });
});
