import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Oracles of an account's home-page figures, read from the API: its campaigns page by page and what they spent,
 * summed from the statistics API in batches of ids (as a caller without the account-wide call would).
 */

export const DAY = 86_400_000;
/** `YYYY-MM-DD` of a time, in UTC (the statistics' days). */
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface ListRow {
  id: number;
  name: string;
  status: string;
  declineReason: string | null;
}

/** Every campaign of one list, newest first, page by page: the campaigns list, or the archive's. */
export async function listed(request: APIRequestContext, list: 'campaigns' | 'archive' = 'campaigns') {
  const path = list === 'campaigns' ? '/api/campaigns' : '/api/archive/campaigns';
  const rows: ListRow[] = [];
  for (let page = 0; ; page++) {
    const res = await request.get(`${path}?size=200&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { content: ListRow[]; totalPages: number };
    rows.push(...body.content);
    if (page + 1 >= body.totalPages) return rows;
  }
}

/** What the campaigns spent over the days (`YYYY-MM-DD`, both included), in cents, in batches of 200 ids. */
export async function centsSpentBy(
  request: APIRequestContext,
  ids: readonly number[],
  from: string,
  to: string,
) {
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

/** The last 7 days, today included: the home page's default range and its runway's window. */
export function lastSevenDays() {
  const to = day(Date.now());
  return { from: day(Date.parse(`${to}T00:00:00Z`) - 6 * DAY), to };
}

/** A spend as the statistics module shows it in English (`formatMetricValue` of `spent`): two decimals, USDT. */
export const shownSpend = (value: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

/** The account's balance on the server. */
export async function balanceOnServer(request: APIRequestContext) {
  const res = await request.get('/api/user/balance');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { balance: number }).balance;
}
