import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import { listed } from './account-figures';
import { expect, newAccount, settled, signInAndWait, tabTo, test, watchCalls } from './fixtures';

/**
 * `/monitoring` and its statistics module: every slice asks `GET /api/statistics/campaignstat` with the range and
 * the chosen campaigns and shows what the server answered; the KPI changes compare with the previous period of
 * the same length; the CSV equals the table; the runway and the campaigns that need attention agree with the
 * server. The flows sign in as accounts of their own (a year of history).
 */

const SLICES = ['DATE', 'LANG', 'AD', 'CATEGORY', 'PLATFORM', 'COUNTRY'] as const;
const TAB: Record<(typeof SLICES)[number], string> = {
  DATE: 'Date',
  LANG: 'Language',
  AD: 'Ad',
  CATEGORY: 'Category',
  PLATFORM: 'Platform',
  COUNTRY: 'Country',
};

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const todayUtc = () => day(Date.now());
const addDays = (d: string, n: number) => day(Date.parse(`${d}T00:00:00Z`) + n * DAY);

/** The six metrics, in the order of the KPI cards, the table's columns and the CSV's. */
const METRICS = ['impressions', 'clicks', 'spent', 'ctr', 'cpm', 'cpc'] as const;
type Metric = (typeof METRICS)[number];
type Figures = Record<Metric, number>;
const METRIC_LABEL: Record<Metric, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  spent: 'Spent',
  ctr: 'CTR',
  cpm: 'CPM',
  cpc: 'CPC',
};

interface StatRowWire extends Figures {
  date: string | null;
  key: { id: string | number; name: string } | null;
}

interface StatWire {
  slice: string;
  rows: StatRowWire[];
  totals: Figures;
}

const en = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en', options);
/**
 * A figure as the page shows it in English: counts with up to 2 decimals, money with 2 (spent) or exactly 4 (prices)
 * and its USDT label, ctr (a fraction) as a percent with 2 decimals. Spaces are normalised (the label is joined by
 * a no-break space).
 */
const shown: Record<Metric, (value: number) => string> = {
  impressions: (v) => en({ maximumFractionDigits: 2 }).format(v),
  clicks: (v) => en({ maximumFractionDigits: 2 }).format(v),
  spent: (v) => `${en({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v)} USDT`,
  ctr: (v) => en({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v),
  cpm: (v) => `${en({ minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(v)} USDT`,
  cpc: (v) => `${en({ minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(v)} USDT`,
};
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Rounds as the server rounds its derived figures (`round` in the sandbox's stats.ts). */
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

async function stats(request: APIRequestContext, from: string, to: string, slice: string, ids: number[]) {
  const res = await request.get(
    `/api/statistics/campaignstat?startdate=${from}&enddate=${to}&slice=${slice}&campaignIds=${ids.join(',')}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as StatWire;
}

async function campaignsOnServer(request: APIRequestContext) {
  const res = await request.get('/api/campaigns?size=200');
  expect(res.ok()).toBe(true);
  return (
    (await res.json()) as {
      content: { id: number; name: string; status: string; declineReason: string | null }[];
    }
  ).content;
}

/** The cells of one CSV line (RFC 4180 quoting). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const m of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
    cells.push(m[1]?.replace(/""/g, '"') ?? m[2] ?? '');
  return cells;
}

/** The slice table's rows as shown, once it has rows: the name, then each metric's cell. */
async function tableRows(page: Page) {
  const table = page.locator('.stats-slice table').first();
  await expect(table.locator('tbody th[scope="row"]').first()).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent ?? '',
        ...[...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
      ]),
    );
}

/**
 * Clicks a slice's tab and waits for the app's own signal that its figures are drawn: the tab selected, nothing in
 * flight or waiting to be drawn, the panel not busy.
 */
async function showSlice(page: Page, slice: (typeof SLICES)[number]) {
  const tab = page.getByRole('tab', { name: TAB[slice], exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await settled(page);
  await expect(page.locator('.stats-body')).toHaveAttribute('aria-busy', 'false');
}

/** A figure of the API's answer as the client holds it (ctr: the server's percent as a fraction). */
const figure = (figures: Figures, metric: Metric) => (metric === 'ctr' ? figures.ctr / 100 : figures[metric]);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day (`YYYY-MM-DD`) as the English page writes it: `Mar 5, 2026`. */
const dayShown = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};
const lines = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(spaces).join(' | ')).sort();

/** Each row of the shown slice table (name without the screen-reader note of a link, then each figure). */
const sliceTable = (page: Page) =>
  page.locator('.stats-slice table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const name = row.querySelector('th')!.cloneNode(true) as HTMLElement;
      name.querySelectorAll('.adn-visually-hidden').forEach((note) => note.remove());
      return [
        name.textContent ?? '',
        ...[...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
      ];
    }),
  );

/**
 * Every slice of the statistics panel on screen against the statistics API's answer for the same range and
 * campaigns, asked here: the KPI cards are the answer's totals; a table slice has one row per item with each of its
 * six figures, and its total row; the days (a chart, read through its table alternative) are the answer's days with
 * each metric's figure and the previous period's beside it.
 */
async function expectSlicesAsServer(page: Page, ids: readonly number[], range: { from: string; to: string }) {
  const stats$ = page.locator('.stats');
  const previous = { from: addDays(range.from, -7), to: addDays(range.from, -1) };
  for (const slice of SLICES) {
    await showSlice(page, slice);
    const answer = await stats(page.request, range.from, range.to, slice, [...ids]);
    expect(answer.totals.impressions, `${slice}: the range has impressions to compare`).toBeGreaterThan(0);
    for (const metric of METRICS)
      await expect(
        stats$.locator(`[data-metric="${metric}"] .adn-StatCard-value`),
        `${slice}: KPI ${metric}`,
      ).toHaveText(shown[metric](figure(answer.totals, metric)));
    if (slice === 'DATE') {
      const before = await stats(page.request, previous.from, previous.to, 'DATE', [...ids]);
      const days = [...answer.rows].sort((a, b) => a.date!.localeCompare(b.date!));
      const daysBefore = [...before.rows].sort((a, b) => a.date!.localeCompare(b.date!));
      await page.getByRole('button', { name: 'Show as a table' }).click();
      for (const metric of METRICS) {
        const label = METRIC_LABEL[metric];
        const select = stats$.getByRole('combobox', { name: 'Metric' });
        if ((await select.textContent())?.trim() !== label) {
          await select.click();
          await page.getByRole('option', { name: label, exact: true }).click();
          await settled(page);
        }
        await expect(stats$.locator('.stats-body')).toHaveAttribute('aria-busy', 'false');
        const table = stats$.locator('.stats-slice table');
        await expect(table.locator('thead th')).toHaveText(['Date', label, `${label} · Previous period`]);
        const rows = await table
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
        expect(
          rows.map((row) => row.map(spaces)),
          `DATE: ${metric} by day`,
        ).toEqual(
          days.map((day, i) => [
            dayShown(day.date!),
            shown[metric](figure(day, metric)),
            shown[metric](figure(daysBefore[i]!, metric)),
          ]),
        );
      }
      continue;
    }
    // Names as the page words them: countries and languages by the browser's Intl, the rest as the server names them.
    const names = await page.evaluate(
      ({ slice, keys }) =>
        keys.map((key) =>
          slice === 'COUNTRY'
            ? (new Intl.DisplayNames(['en'], { type: 'region' }).of(String(key.id).toUpperCase()) ?? key.name)
            : slice === 'LANG'
              ? (new Intl.DisplayNames(['en'], { type: 'language' }).of(String(key.id)) ?? key.name)
              : key.name,
        ),
      { slice, keys: answer.rows.map((row) => row.key!) },
    );
    expect(lines(await sliceTable(page)), `${slice}: every row and figure`).toEqual(
      lines(answer.rows.map((row, i) => [names[i]!, ...METRICS.map((m) => shown[m](figure(row, m)))])),
    );
    const total = await stats$
      .locator('.stats-slice table tfoot tr')
      .evaluate((tr) => [...tr.children].map((cell) => cell.textContent ?? ''));
    expect(total.map(spaces), `${slice}: total row`).toEqual([
      'Total',
      ...METRICS.map((m) => shown[m](figure(answer.totals, m))),
    ]);
  }
}

test.describe('monitoring statistics', () => {
  test('slices, range, previous period, CSV, a year of days, runway and attention agree with the server', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await newAccount(page.request, { allCampaigns: true, historyDays: 365, deposit: 60_000 });
    const calls = watchCalls(page, '/api/statistics/campaignstat');
    await signInAndWait(page, account.email);
    await page.goto('/monitoring');

    // Every campaign of the account counts, the archived ones included (they spent before the archive).
    const campaigns = await campaignsOnServer(page.request);
    const ids = [...campaigns, ...(await listed(page.request, 'archive'))]
      .map((c) => c.id)
      .sort((a, b) => a - b);
    const today = todayUtc();
    const range = { from: addDays(today, -6), to: today };
    const previous = { from: addDays(today, -13), to: addDays(today, -7) };

    // Each slice: one call with the range over every campaign (no ids: all of the user's, however many), and one
    // row shown per item the server answered for those campaigns.
    for (const slice of SLICES) {
      if (slice !== 'DATE') await page.getByRole('tab', { name: TAB[slice] }).click();
      await expect
        .poll(() =>
          calls.some(
            (u) => u.searchParams.get('slice') === slice && u.searchParams.get('startdate') === range.from,
          ),
        )
        .toBe(true);
      const call = calls.find(
        (u) => u.searchParams.get('slice') === slice && u.searchParams.get('startdate') === range.from,
      )!;
      expect(call.searchParams.get('enddate')).toBe(range.to);
      expect(call.searchParams.has('campaignIds')).toBe(false);
      const answer = await stats(page.request, range.from, range.to, slice, ids);
      if (slice === 'DATE') {
        await page.getByRole('button', { name: 'Show as a table' }).click();
        await expect(page.locator('.stats-slice table tbody tr')).toHaveCount(answer.rows.length);
      } else {
        expect(await tableRows(page)).toHaveLength(answer.rows.length);
      }
    }

    // The previous period: every KPI card's "Before" figure is the 7 days before, summed here from the API's day
    // rows, with ctr, cpc and cpm derived from those sums as the server derives its totals (ctr a percent, which
    // the client divides by 100), and formatted as the page shows them.
    const before = await stats(page.request, previous.from, previous.to, 'DATE', ids);
    const sum = (metric: 'impressions' | 'clicks' | 'spent') =>
      before.rows.reduce((total, row) => total + row[metric], 0);
    const impressions = sum('impressions');
    const clicks = sum('clicks');
    const spent = round(sum('spent'), 2);
    expect(impressions, 'the seeded history served in the previous period').toBeGreaterThan(0);
    const previousFigures: Figures = {
      impressions,
      clicks,
      spent,
      ctr: round((clicks / impressions) * 100, 4) / 100,
      cpm: round((spent / impressions) * 1000, 4),
      cpc: clicks ? round(spent / clicks, 4) : 0,
    };
    for (const metric of METRICS)
      await expect(page.locator(`[data-metric="${metric}"]`)).toContainText(
        `Before: ${shown[metric](previousFigures[metric])} (`,
      );
    expect(
      calls.some(
        (u) =>
          u.searchParams.get('startdate') === previous.from && u.searchParams.get('enddate') === previous.to,
      ),
    ).toBe(true);

    // The CSV of a slice is its table, for the countries and the ads: the table's names in the table's order, every
    // figure column shown in the table as the CSV's raw number formatted, and the raw numbers the server's (ctr in
    // percent with the two decimals the table shows).
    for (const slice of ['COUNTRY', 'AD'] as const) {
      await showSlice(page, slice);
      const table = await tableRows(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `statistics-${slice.toLowerCase()}-${range.from}-${range.to}.csv`,
      );
      const csv = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe(`${TAB[slice]},Impressions,Clicks,Spent,CTR (%),CPM,CPC`);
      const lines = csv.slice(1).map(csvCells);
      expect(lines.length, `${slice}: rows`).toBeGreaterThan(1);
      expect(
        lines.map(([name]) => name),
        `${slice}: names`,
      ).toEqual(table.map(([name]) => name));
      expect(
        lines.map((cells) =>
          // The CSV's ctr is in percent, as the table shows it.
          cells
            .slice(1)
            .map((cell, m) => shown[METRICS[m]!](Number(cell) / (METRICS[m] === 'ctr' ? 100 : 1))),
        ),
        `${slice}: figures`,
      ).toEqual(table.map((cells) => cells.slice(1).map(spaces)));
      const answer = await stats(page.request, range.from, range.to, slice, ids);
      // Country names as the browser's Intl words them (Node's ICU may word a few differently).
      const names =
        slice === 'COUNTRY'
          ? await page.evaluate(
              (codes) => codes.map((code) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code)),
              answer.rows.map((r) => String(r.key!.id)),
            )
          : answer.rows.map((r) => r.key!.name);
      const line = (cells: readonly unknown[]) => JSON.stringify(cells);
      expect(
        lines.map(([name, ...figures]) => line([name, ...figures.map(Number)])).sort(),
        `${slice}: raw numbers`,
      ).toEqual(
        answer.rows
          .map((r, i) =>
            line([names[i], ...METRICS.map((m) => (m === 'ctr' ? Math.round(r.ctr * 100) / 100 : r[m]))]),
          )
          .sort(),
      );
    }

    // A range change asks again (30 days, through the picker's preset), in the slice shown (the ads).
    await page.getByRole('button', { name: /^Period/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Last 30 days' }).click();
    const from30 = addDays(today, -29);
    await expect
      .poll(() =>
        calls.some((u) => u.searchParams.get('startdate') === from30 && u.searchParams.get('slice') === 'AD'),
      )
      .toBe(true);
    await expect(page).toHaveURL(new RegExp(`from=${from30}`));

    // Choosing campaigns sends only them.
    const chosen = campaigns.find((c) => c.status === 'ACTIVE') ?? campaigns[0]!;
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    await page.getByRole('option', { name: chosen.name }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => calls.some((u) => u.searchParams.get('campaignIds') === String(chosen.id)))
      .toBe(true);
    await expect(page).toHaveURL(new RegExp(`campaigns=${chosen.id}`));

    // The DATE chart draws a whole year: 365 days, the table alternative has a row for each.
    const yearFrom = addDays(today, -364);
    await page.goto(`/monitoring?from=${yearFrom}&to=${today}`);
    await expect(page.locator('.stats canvas').first()).toBeVisible();
    // What uPlot drew, read from its own data after its draw: 365 days, and the year before them faintly.
    await expect(page.locator('.stats figure[data-slot="chart"]')).toHaveAttribute('data-points', '365 365');
    await page.getByRole('button', { name: 'Show as a table' }).click();
    await expect(page.locator('.stats-slice table tbody tr')).toHaveCount(365);
    const yearCall = calls.find((u) => u.searchParams.get('startdate') === yearFrom)!;
    expect(yearCall.searchParams.get('enddate')).toBe(today);
    expect(yearCall.searchParams.has('campaignIds')).toBe(false);

    // The runway: balance / average daily spend of the last 7 days, computed here from the API.
    const balance = ((await (await page.request.get('/api/user/balance')).json()) as { balance: number })
      .balance;
    const spent7 = (await stats(page.request, range.from, range.to, 'DATE', ids)).rows.reduce(
      (s, r) => s + r.spent,
      0,
    );
    expect(spent7, 'the seeded year of history spends in the last 7 days').toBeGreaterThan(0);
    const expected = spent7 > 0 ? Math.floor(balance / (spent7 / 7)) : null;
    await expect(page.getByTestId('runway')).toHaveAttribute('data-days', String(expected ?? ''));
    if (expected !== null)
      await expect(page.getByTestId('runway')).toContainText(`lasts about ${expected} day`);

    // A declined campaign shows its reason under "needs attention".
    const declined = campaigns.find((c) => c.status === 'DECLINED')!;
    expect(declined).toBeDefined();
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const all = attention.getByRole('button', { name: /^Show all/ });
    // "Show all" exists only once the campaigns are in: looked for before, a list still loading shows no button.
    await expect(attention.getByRole('listitem').first()).toBeVisible();
    if (await all.isVisible()) await all.click();
    const item = attention
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: declined.name, exact: true }) });
    await expect(item).toContainText('Declined by moderation');
    await expect(item).toContainText(`Reason: ${declined.declineReason}`);
    await expect(item.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      `/campaigns/${declined.id}/edit`,
    );
  });

  test('every slice’s figures and the KPI totals are the statistics API’s for the same range, on /monitoring and on a campaign’s page', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await newAccount(page.request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    // Every campaign of the account counts, the archived ones included (they spent before the archive).
    const campaigns = await campaignsOnServer(page.request);
    const ids = [...campaigns, ...(await listed(page.request, 'archive'))]
      .map((c) => c.id)
      .sort((a, b) => a - b);
    const today = todayUtc();
    const range = { from: addDays(today, -6), to: today };

    await page.goto('/monitoring');
    await expectSlicesAsServer(page, ids, range);

    // A campaign's own page: the same module over that campaign alone (one that served in the range).
    let served: number | undefined;
    for (const c of campaigns.filter((x) => x.status === 'ACTIVE')) {
      const answer = await stats(page.request, range.from, range.to, 'DATE', [c.id]);
      if (answer.totals.impressions > 0) {
        served = c.id;
        break;
      }
    }
    expect(served, 'an active campaign served in the last 7 days').toBeDefined();
    await page.goto(`/campaigns/${served}`);
    await expect(page.locator('.stats-body')).toBeVisible();
    await expectSlicesAsServer(page, [served!], range);
  });

  test('empty, no impressions and error states', async ({ page }) => {
    test.setTimeout(90_000);
    const empty = await newAccount(page.request, {});
    await signInAndWait(page, empty.email);
    const calls = watchCalls(page, '/api/statistics/campaignstat');
    await page.goto('/monitoring');
    await expect(page.getByText('No campaigns yet')).toBeVisible();
    await expect(page.getByText('All good: no campaign needs your attention.')).toBeVisible();
    expect(calls).toHaveLength(0);

    const busy = await newAccount(page.request, { allCampaigns: true });
    await page.context().clearCookies();
    await signInAndWait(page, busy.email);
    // Long before any campaign existed: nothing was shown.
    await page.goto('/monitoring?from=2020-01-01&to=2020-01-07');
    await expect(page.getByText('No impressions in this period')).toBeVisible();

    // The statistics call fails (this request only): an error with a retry that asks again.
    let fail = true;
    await page.route('**/api/statistics/campaignstat?*', (route) =>
      route.continue({
        headers: { ...route.request().headers(), ...(fail && { 'x-sandbox-fault': 'error=503' }) },
      }),
    );
    await page.goto('/monitoring');
    const stats = page.getByRole('region', { name: 'Statistics' });
    // The client retries once before it gives up.
    await expect(stats.getByText('The server answered with error 503.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    const answered = page.waitForResponse((r) => r.url().includes('/api/statistics/campaignstat') && r.ok());
    await stats.getByRole('button', { name: 'Try again' }).click();
    await answered;
    await expect(stats.getByText('The server answered with error 503.')).toHaveCount(0);
    await expect(stats.locator('[data-metric="impressions"]')).toContainText(/\d/);
  });
});

/** What the statistics panel showed at one moment (see the slice tab test). */
interface PanelState {
  when: string;
  selected: string | null;
  busy: string | null;
  stale: boolean;
  /** 'chart', or the first column's header of the slice's table. */
  content: string | null;
}
/** What a slice's own figures are drawn as: the chart for days, else a table whose first column names the slice. */
const CONTENT: Record<(typeof SLICES)[number], string> = { ...TAB, DATE: 'chart' };

test.describe('a slice tab', () => {
  test('shows the new tab selected over figures marked busy (or its own) from the first paint after the click, never the previous tab’s figures as current', async ({
    page,
  }) => {
    const account = await newAccount(page.request, { allCampaigns: true });
    await signInAndWait(page, account.email);
    await page.goto('/monitoring');
    await expect(page.locator('.stats canvas').first()).toBeVisible();
    await settled(page);
    // What the panel shows once a press has been handled (the microtask after the app's own handlers, before any
    // later task: what the next paint shows) and at the next frame.
    await page.evaluate(() => {
      const seen: PanelState[] = [];
      Object.assign(window, { pressSeen: seen });
      const read = (when: string) => {
        const body = document.querySelector('.stats-body');
        seen.push({
          when,
          selected: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null,
          busy: body?.getAttribute('aria-busy') ?? null,
          stale: body?.hasAttribute('data-stale') ?? false,
          content: document.querySelector('.stats-slice figure[data-slot="chart"]')
            ? 'chart'
            : (document.querySelector('.stats-slice table thead th')?.textContent ?? null),
        });
      };
      window.addEventListener('mousedown', () => {
        queueMicrotask(() => read('handled'));
        requestAnimationFrame(() => read('frame'));
      });
    });
    type Seen = { pressSeen: PanelState[] };
    const seen = async () => {
      // The frame's look is taken in the frame after the click: wait for it, then take both.
      await expect.poll(() => page.evaluate(() => (window as unknown as Seen).pressSeen.length)).toBe(2);
      return page.evaluate(() => (window as unknown as Seen).pressSeen.splice(0));
    };
    for (const slice of ['COUNTRY', 'AD', 'LANG', 'DATE'] as const) {
      await page.getByRole('tab', { name: TAB[slice], exact: true }).click();
      const states = await seen();
      expect(states.map((state) => state.when)).toEqual(['handled', 'frame']);
      for (const state of states) {
        const at = `${slice}, ${state.when}`;
        expect(state.selected, `${at}: the tab clicked is the one selected`).toBe(TAB[slice]);
        // Either the previous figures, dimmed and busy, or the slice's own (an answer already at hand).
        if (state.busy === 'true')
          expect(state.stale, `${at}: the figures shown are marked stale`).toBe(true);
        else expect(state.content, `${at}: not busy, so the slice's own figures`).toBe(CONTENT[slice]);
      }
      await settled(page);
      await expect(page.locator('.stats-body')).toHaveAttribute('aria-busy', 'false');
      await expect(page.locator('.stats-body')).not.toHaveAttribute('data-stale');
    }
  });
});

test.describe('monitoring accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`0 axe violations on /monitoring at ${width} px, light and dark, en and cn; the chart table by keyboard`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      await signInAndWait(page, 'advertiser@demo.adnet');
      for (const [theme, language] of axeCombos(page.viewportSize()?.width)) {
        await setThemeAndLanguage(page, theme, language);
        for (const slice of ['DATE', 'COUNTRY']) {
          await page.goto(`/monitoring${slice === 'DATE' ? '' : `?slice=${slice}`}`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('.stats-body[aria-busy="false"]')).toBeVisible();
          await expect(
            page.locator(slice === 'DATE' ? '.stats canvas' : '.stats-slice table tbody th').first(),
          ).toBeVisible();
          expect(await axeViolations(page), `/monitoring ${slice} ${theme} ${language} ${width}px`).toEqual(
            [],
          );
        }
      }
      // The chart's table alternative by keyboard alone: Tab reaches its toggle, Enter opens the table.
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'));
      await page.goto('/monitoring');
      await expect(page.locator('.stats canvas').first()).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Show as a table' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(page.locator('.stats-slice table tbody tr').first()).toBeVisible();
    });
  }
});
