import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAndWait, test, watchCalls } from './fixtures';
import { text } from './locale';

/**
 * The home page's figures cover every campaign of the account, and only the account's own: the 7-day spend and the
 * runway of an account with 1,200 campaigns (five times what one statistics call takes by id), its campaigns that
 * need attention however old, and the staff's home pages (they may see every account, and counted every user's
 * campaigns as their own). The demo accounts are only read: nothing here writes.
 */

const BULK = 'bulk@demo.adnet';
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface ListRow {
  id: number;
  name: string;
  status: string;
  declineReason: string | null;
}

/** Every campaign the account's list shows (all but the archived), newest first, page by page. */
async function allCampaigns(request: APIRequestContext) {
  const rows: ListRow[] = [];
  for (let page = 0; ; page++) {
    const res = await request.get(`/api/campaigns?size=200&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { content: ListRow[]; totalPages: number };
    rows.push(...body.content);
    if (page + 1 >= body.totalPages) return rows;
  }
}

/** What the campaigns spent over the days, summed (in cents) from the statistics API in batches of 200 ids. */
async function spentBy(request: APIRequestContext, ids: number[], from: string, to: string) {
  let cents = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const res = await request.get(
      `/api/statistics/campaignstat?startdate=${from}&enddate=${to}&slice=DATE&campaignIds=${ids.slice(i, i + 200).join(',')}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    cents += Math.round(((await res.json()) as { totals: { spent: number } }).totals.spent * 100);
  }
  return cents / 100;
}

const money = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

async function balanceOnServer(request: APIRequestContext) {
  const res = await request.get('/api/user/balance');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { balance: number }).balance;
}

/** The "Needs attention" list, opened whole. */
async function attentionList(page: Page) {
  const attention = page.getByRole('region', { name: text('statistics.attention.title') });
  await expect(attention.getByRole('listitem').first()).toBeVisible();
  const all = attention.getByRole('button', { name: /^Show all/ });
  if (await all.isVisible()) await all.click();
  return attention;
}

test.describe('home page figures', () => {
  test('an account of 1,200 campaigns: the 7-day spend is the statistics API summed over all of them, the runway follows from it, and attention covers the oldest', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAndWait(page, BULK);
    await page.goto('/monitoring');

    // The oracle, from the API: every campaign the account's list shows, and their statistics in batches of 200.
    const campaigns = await allCampaigns(page.request);
    expect(campaigns.length, 'more campaigns than one statistics call takes by id').toBeGreaterThan(200);
    const today = day(Date.now());
    const from = day(Date.parse(`${today}T00:00:00Z`) - 6 * DAY);
    const spent = await spentBy(
      page.request,
      campaigns.map((c) => c.id),
      from,
      today,
    );
    const newest = await spentBy(
      page.request,
      campaigns.slice(0, 200).map((c) => c.id),
      from,
      today,
    );
    expect(spent, 'the older campaigns spent too').toBeGreaterThan(newest);
    const balance = await balanceOnServer(page.request);
    const runway = Math.floor(balance / (spent / 7));

    // The statistics module's "Spent" over the last 7 days (its default range) with every campaign.
    await expect(page.locator('[data-metric="spent"]')).toContainText(money(spent));
    // The runway: the balance over that spend's daily average.
    await expect(page.getByTestId('runway')).toHaveAttribute('data-days', String(runway));
    await expect(page.getByTestId('runway')).toHaveText(
      text('statistics.balance.runway_other', { count: runway }),
    );

    // Needs attention: the oldest declined campaign, far beyond the newest 200, is listed with its reason.
    const declined = campaigns.filter((c) => c.status === 'DECLINED').at(-1)!;
    expect(campaigns.indexOf(declined)).toBeGreaterThanOrEqual(200);
    const attention = await attentionList(page);
    await expect(
      attention
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: declined.name, exact: true }) }),
    ).toContainText(text('statistics.attention.reason.declined'));
    // Everything is covered, so nothing says a figure covers less.
    await expect(page.getByTestId('coverage')).toHaveCount(0);
  });

  for (const email of ['manager@demo.adnet', 'support@demo.adnet'])
    test(`staff (${email}) see their own account at home, not every user's campaigns, and where their work is`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const lists = watchCalls(page, '/api/campaigns');
      await signInAndWait(page, email);
      await page.goto('/monitoring');
      const self = (await (await page.request.get('/api/user/self')).json()) as { id: number };
      const own = (await (await page.request.get(`/api/campaigns?size=1&userId=${self.id}`)).json()) as {
        totalElements: number;
      };
      const everyone = (await (await page.request.get('/api/campaigns?size=1')).json()) as {
        totalElements: number;
      };
      expect(everyone.totalElements, 'staff may see other accounts').toBeGreaterThan(own.totalElements);

      // Their own campaigns only: none, so no statistics of other users' campaigns and nothing to attend to.
      expect(own.totalElements).toBe(0);
      await expect(page.getByText(text('statistics.noCampaigns.title'))).toBeVisible();
      await expect(page.getByText(text('statistics.attention.none'))).toBeVisible();
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.every((u) => u.searchParams.get('userId') === String(self.id))).toBe(true);

      // Their own balance, and no warning that it runs out: nothing of theirs spends.
      await expect(page.getByTestId('runway')).toHaveText(text('statistics.balance.noSpend'));
      await expect(page.getByText(/^The balance runs out in about/)).toHaveCount(0);

      // Where their work is: the internal pages they may open.
      const staff = page.locator('.monitoring-staff');
      await expect(staff).toContainText(text('statistics.staff.title'));
      await expect(staff.getByRole('link', { name: text('nav.internalUsers') })).toHaveAttribute(
        'href',
        '/internal/users',
      );
    });
});
