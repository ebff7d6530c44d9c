import type { APIRequestContext } from '@playwright/test';
import { expect, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * The largest demo account, whale@ (5,000 campaigns of every type and status over a year): the home page's figures
 * cover every one of its campaigns, not the newest pages of its list. Only read: nothing here writes.
 */

const WHALE = 'whale@demo.adnet';
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface ListRow {
  id: number;
  name: string;
  status: string;
}

/** Every campaign of one list (`status=ARCHIVED` for the archived ones, else all the others), page by page. */
async function listed(request: APIRequestContext, status?: string) {
  const rows: ListRow[] = [];
  for (let page = 0; ; page++) {
    const res = await request.get(`/api/campaigns?size=200&page=${page}${status ? `&status=${status}` : ''}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { content: ListRow[]; totalPages: number };
    rows.push(...body.content);
    if (page + 1 >= body.totalPages) return rows;
  }
}

/** What the campaigns spent over the days, in cents, from the statistics API in batches of 200 ids. */
async function centsSpentBy(request: APIRequestContext, ids: number[], from: string, to: string) {
  let cents = 0;
  for (let i = 0; i < ids.length; i += 200) {
    const res = await request.get(
      `/api/statistics/campaignstat?startdate=${from}&enddate=${to}&slice=DATE&campaignIds=${ids.slice(i, i + 200).join(',')}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    cents += Math.round(((await res.json()) as { totals: { spent: number } }).totals.spent * 100);
  }
  return cents;
}

/** As the statistics module shows a spend (`formatMetricValue` of `spent` in English): two decimals and USDT. */
const shownSpend = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

test.describe('whale@: 5,000 campaigns', () => {
  test("the home page's 7-day spend is the statistics API summed over every listed campaign of the 5,000, and attention covers every one", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAndWait(page, WHALE);
    await page.goto('/monitoring');

    // The oracle, from the API: the account's campaigns, and the statistics over the last 7 days (the module's
    // default range, today included) of every one the list shows, in batches of 200. The archived ones are left
    // out, as the account-wide statistics are (api-client README: all the list shows by default).
    const shown = await listed(page.request);
    const archived = await listed(page.request, 'ARCHIVED');
    expect(shown.length + archived.length).toBe(5_000);
    expect(new Set(shown.map((c) => c.status)).size, 'every status but archived is listed').toBe(6);
    const today = day(Date.now());
    const from = day(Date.parse(`${today}T00:00:00Z`) - 6 * DAY);
    const listedCents = await centsSpentBy(
      page.request,
      shown.map((c) => c.id),
      from,
      today,
    );
    const newestCents = await centsSpentBy(
      page.request,
      shown.slice(0, 200).map((c) => c.id),
      from,
      today,
    );
    expect(listedCents, 'the campaigns beyond the newest 200 spent too').toBeGreaterThan(newestCents);
    const spent = listedCents / 100;

    // The statistics module's "Spent" with every campaign, to the cent, as the page formats it.
    await expect(page.locator('[data-metric="spent"] .adn-StatCard-value')).toHaveText(shownSpend(spent));
    // The runway follows from that spend.
    const balance = ((await (await page.request.get('/api/user/balance')).json()) as { balance: number })
      .balance;
    const runway = Math.floor(balance / (spent / 7));
    await expect(page.getByTestId('runway')).toHaveAttribute('data-days', String(runway));

    // Needs attention: the oldest declined campaign, thousands of rows down the list, is there with its reason.
    const declined = shown.filter((c) => c.status === 'DECLINED').at(-1)!;
    expect(shown.indexOf(declined)).toBeGreaterThan(4_000);
    const attention = page.getByRole('region', { name: text('statistics.attention.title') });
    await attention.getByRole('button', { name: /^Show all/ }).click();
    await expect(
      attention
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: declined.name, exact: true }) }),
    ).toContainText(text('statistics.attention.reason.declined'));
    // Everything is read, so nothing says a figure covers less.
    await expect(page.getByTestId('coverage')).toHaveCount(0);
  });
});
