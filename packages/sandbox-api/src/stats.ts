import type {
  BillingTypeWire,
  CampaignStatRowWire,
  CampaignStatWire,
  CampaignTypeWire,
  StatSlice,
  StatSliceKeyWire,
  TargetingWire,
} from '@adnet/api-client';
import { CATEGORIES, LANGUAGES } from './catalog';
import { COUNTRIES, GEO_TREE, REGION_BY_ID } from './geo';
import { HASH_START, hashEnd, hashPart, unit } from './prng';

/**
 * Statistics are not stored: they are a pure function of (campaign, day, slice key), so the same campaign shows
 * the same numbers on every run, any date range costs the same, and the seed stays small and fast.
 *
 * - A campaign only serves on the days of its runs (approval/start to stop/decline/archive).
 * - Each served day gets a spend near `budget / 30` (with noise and a weekend dip) turned into impressions and
 *   clicks at the campaign's price and a click-through rate typical of its type; spend stops at the budget.
 * - A day's impressions, clicks and cents are split over a slice's keys by weights that depend on the campaign,
 *   the day and the key, with largest-remainder rounding, so every slice sums exactly to the DATE slice.
 */

/** What the generator needs to know about a campaign. */
export interface StatCampaign {
  id: number;
  type: CampaignTypeWire;
  budget: number;
  cpm: number | null;
  cpc: number | null;
  billingType: BillingTypeWire;
  /** What the slices split by (the rest of the targeting does not change the figures). */
  targeting: Pick<TargetingWire, 'languages' | 'regions' | 'categories' | 'publishers'>;
  /** Served days, inclusive; `to` null while the run is open. Days are `YYYY-MM-DD`. */
  runs: readonly { from: string; to: string | null }[];
  ads: readonly StatSliceKeyWire[];
}

/** The platforms the PLATFORM slice can use when a campaign does not name its publishers. */
export interface StatContext {
  today: string;
  platforms: readonly StatSliceKeyWire[];
}

interface Totals {
  impressions: number;
  clicks: number;
  cents: number;
}

/** Typical click-through rate (a fraction) of each ad format. */
export const TYPE_CTR: Record<CampaignTypeWire, number> = {
  FULLSCREEN_MEDIA: 0.018,
  REWARDED_VIDEO: 0.025,
  TASK: 0.06,
  BOT: 0.012,
  CHAT: 0.01,
  IN_CHAT_PAGE: 0.008,
  MAIN_PAGE: 0.009,
};

const DAY_MS = 86_400_000;
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const todayString = (now = Date.now()) => dayString(Math.floor(now / DAY_MS));

/** The day's totals before the budget cap. */
function rawDay(c: StatCampaign, day: number): Totals {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.85 : 1;
  const target = (c.budget / 30) * (0.6 + 0.8 * unit(c.id, day, 'volume')) * weekend;
  const ctr = TYPE_CTR[c.type] * (0.7 + 0.6 * unit(c.id, day, 'ctr'));
  if (c.billingType === 'PAY_PER_SHOW' && c.cpm) {
    const impressions = Math.floor((target / c.cpm) * 1000);
    const cents = Math.round((impressions * c.cpm) / 10);
    return { impressions, clicks: Math.round(impressions * ctr), cents };
  }
  // Pay per click, or pay per show priced by a target cpc (tcpc): the money follows the clicks.
  const cpc = c.cpc ?? 0.05;
  const clicks = Math.floor(target / cpc);
  return { impressions: Math.round(clicks / ctr), clicks, cents: Math.round(clicks * cpc * 100) };
}

/**
 * The series already computed, by everything they depend on: a list of thousands of campaigns, read page by page,
 * and the statistics of a whole account ask for the same series again and again. Callers only read them.
 */
const seriesCache = new Map<string, ReadonlyMap<number, Readonly<Totals>>>();
const SERIES_CACHE_MAX = 50_000;

/** Every served day up to `today` with its totals, spend capped at the budget (computed once per campaign state). */
export function dailySeries(c: StatCampaign, today: string): ReadonlyMap<number, Readonly<Totals>> {
  const key = [c.id, today, c.type, c.budget, c.cpm, c.cpc, c.billingType]
    .concat(c.runs.map((r) => `${r.from}~${r.to}`))
    .join('|');
  const known = seriesCache.get(key);
  if (known) return known;
  if (seriesCache.size >= SERIES_CACHE_MAX) seriesCache.clear();
  const series = computeSeries(c, today);
  seriesCache.set(key, series);
  return series;
}

function computeSeries(c: StatCampaign, today: string): Map<number, Totals> {
  const last = dayNumber(today);
  const days = new Set<number>();
  for (const run of c.runs) {
    const to = Math.min(run.to === null ? last : dayNumber(run.to), last);
    for (let d = dayNumber(run.from); d <= to; d++) days.add(d);
  }
  const series = new Map<number, Totals>();
  let left = Math.round(c.budget * 100);
  for (const d of [...days].sort((a, b) => a - b)) {
    if (left <= 0) break;
    const raw = rawDay(c, d);
    if (raw.cents <= left) {
      series.set(d, raw);
      left -= raw.cents;
    } else {
      const share = left / raw.cents;
      series.set(d, {
        impressions: Math.floor(raw.impressions * share),
        clicks: Math.floor(raw.clicks * share),
        cents: left,
      });
      left = 0;
    }
  }
  return series;
}

/** Life-time totals of a campaign, as the list rows show them. */
export function lifetime(c: StatCampaign, today: string) {
  let impressions = 0;
  let clicks = 0;
  let cents = 0;
  for (const t of dailySeries(c, today).values()) {
    impressions += t.impressions;
    clicks += t.clicks;
    cents += t.cents;
  }
  return metrics({ impressions, clicks, cents });
}

/** Spend per day (cents) in `[from, to]`, for booking it as transactions. */
export function spendByDay(c: StatCampaign, from: string, to: string): { day: string; cents: number }[] {
  const lo = dayNumber(from);
  const hi = dayNumber(to);
  return [...dailySeries(c, to)]
    .filter(([d, t]) => d >= lo && d <= hi && t.cents > 0)
    .map(([d, t]) => ({ day: dayString(d), cents: t.cents }));
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Derived prices of some totals; `ctr` is a percent, as the real server sends it. */
function metrics({ impressions, clicks, cents }: Totals): Omit<CampaignStatRowWire, 'date' | 'key'> {
  const spent = cents / 100;
  return {
    clicks,
    impressions,
    spent: round(spent, 2),
    cpc: clicks ? round(spent / clicks, 4) : 0,
    cpm: impressions ? round((spent / impressions) * 1000, 4) : 0,
    ctr: impressions ? round((clicks / impressions) * 100, 4) : 0,
  };
}

/** Splits `total` into integers proportional to `weights` (summing to `sum`) that sum exactly to `total`. */
function apportion(total: number, weights: readonly number[], sum: number): number[] {
  const n = weights.length;
  const out = new Array<number>(n).fill(0);
  if (sum <= 0 || total === 0) return out;
  // Largest remainders first, ties to the lower index; a slice has a handful of keys, so an insertion sort of the
  // indices beats allocating and sorting pairs (this runs three times per campaign, day and slice).
  const fraction = new Array<number>(n);
  const order = new Array<number>(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const exact = (total * weights[i]!) / sum;
    const whole = Math.floor(exact);
    out[i] = whole;
    fraction[i] = exact - whole;
    left -= whole;
    let j = i;
    while (j > 0 && fraction[order[j - 1]!]! < fraction[i]!) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  for (let k = 0; k < n && left > 0; k++, left--) out[order[k]!]! += 1;
  return out;
}

const languageKey = (code: string): StatSliceKeyWire => ({
  id: code,
  name: LANGUAGES.find((l) => l.code === code)?.name ?? code,
  url: null,
  icon: null,
});

/**
 * The samples of the fixed catalogs (languages, countries, categories) already drawn, by salt and campaign: drawing
 * one hashes and sorts the whole catalog, once per campaign of every statistics call of a large account.
 */
const catalogSamples = new Map<string, readonly unknown[]>();

/** `sample` of a catalog that never changes while the sandbox runs, drawn once per campaign. */
function catalogSample<T>(items: readonly T[], campaignId: number, salt: string, count: number): T[] {
  const key = `${salt}|${campaignId}`;
  let known = catalogSamples.get(key) as readonly T[] | undefined;
  if (!known) {
    if (catalogSamples.size >= SERIES_CACHE_MAX) catalogSamples.clear();
    known = sample(items, campaignId, salt, count);
    catalogSamples.set(key, known);
  }
  return [...known];
}

/** A few items of a list chosen by the campaign, so that untargeted campaigns differ from each other. */
function sample<T>(items: readonly T[], campaignId: number, salt: string, count: number): T[] {
  return [...items]
    .map((item, i) => [unit(campaignId, salt, i), item] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, count)
    .map(([, item]) => item);
}

/** The countries of a targeting's regions, by its region ids (a large account repeats a few region sets). */
const countriesByRegions = new Map<string, readonly StatSliceKeyWire[]>();

function countriesOf(regionIds: readonly number[]): StatSliceKeyWire[] {
  const key = regionIds.join(',');
  let known = countriesByRegions.get(key);
  if (!known) {
    if (countriesByRegions.size >= SERIES_CACHE_MAX) countriesByRegions.clear();
    known = findCountries(regionIds);
    countriesByRegions.set(key, known);
  }
  return [...known];
}

function findCountries(regionIds: readonly number[]): StatSliceKeyWire[] {
  const codes = new Set<string>();
  for (const id of regionIds) {
    if (GEO_TREE.some((root) => root.id === id)) {
      for (const country of REGION_BY_ID.get(id)?.children ?? []) codes.add(country.getCode);
    } else {
      const country = COUNTRIES.find((c) => c.id === id || c.children?.some((r) => r.id === id));
      if (country) codes.add(country.getCode);
    }
  }
  return COUNTRIES.filter((c) => codes.has(c.getCode)).map((c) => ({
    id: c.getCode,
    name: c.name,
    url: null,
    icon: null,
  }));
}

/** The keys a campaign's numbers are split over in a slice: what it targets, or a plausible mix when it does not. */
export function sliceKeys(
  slice: Exclude<StatSlice, 'DATE'>,
  c: StatCampaign,
  ctx: StatContext,
): StatSliceKeyWire[] {
  const t = c.targeting;
  switch (slice) {
    case 'LANG':
      return (
        t.languages.length
          ? t.languages
          : catalogSample(['en', 'ru', 'es', 'pt', 'tr', 'fa', 'uk', 'de'], c.id, 'lang', 5)
      ).map(languageKey);
    case 'COUNTRY': {
      const targeted = t.regions.length ? countriesOf(t.regions) : [];
      return targeted.length
        ? targeted
        : catalogSample(COUNTRIES, c.id, 'country', 7).map((x) => ({
            id: x.getCode,
            name: x.name,
            url: null,
            icon: null,
          }));
    }
    case 'CATEGORY': {
      const ids = t.categories?.length
        ? t.categories
        : catalogSample(CATEGORIES, c.id, 'category', 4).map((x) => x.id);
      return CATEGORIES.filter((x) => ids.includes(x.id)).map((x) => ({
        id: x.id,
        name: x.name,
        url: null,
        icon: null,
      }));
    }
    case 'PLATFORM': {
      const named = t.publishers?.length
        ? ctx.platforms.filter((p) => t.publishers!.includes(Number(p.id)))
        : [];
      return named.length ? named : sample(ctx.platforms, c.id, 'platform', 6);
    }
    case 'AD':
      return [...c.ads];
  }
}

/**
 * The statistics of some campaigns between two days (inclusive), sliced. DATE gives one row per day of the range
 * (zeros included, for charts); the other slices one row per key that has numbers, most impressions first.
 */
export function campaignStats(
  campaigns: readonly StatCampaign[],
  from: string,
  to: string,
  slice: StatSlice,
  ctx: StatContext,
): CampaignStatWire {
  const lo = dayNumber(from);
  const hi = dayNumber(to);
  const byDate = new Map<number, Totals>();
  const byKey = new Map<string, { key: StatSliceKeyWire; totals: Totals }>();
  const sum: Totals = { impressions: 0, clicks: 0, cents: 0 };
  for (const c of campaigns) {
    const keys = slice === 'DATE' ? [] : sliceKeys(slice, c, ctx);
    // The weights' parts that do not change from day to day, computed once per campaign: a year of a large
    // account is millions of (campaign, day, key) weights. Same figures as `unit(c.id, slice, k.id)` and
    // `unit(c.id, d, slice, k.id)` (hashPart/hashEnd are hash32 in steps).
    const keyIds = keys.map((k) => k.id);
    const base = keyIds.map((k) => 0.15 + unit(c.id, slice, k) ** 2);
    const campaignState = hashPart(HASH_START, c.id);
    // Each key's running totals, entered on the campaign's first day in the range (the rows' order of equal
    // figures follows that entry).
    let entries: { key: StatSliceKeyWire; totals: Totals }[] | null = null;
    const weights = new Array<number>(keys.length);
    for (const [d, t] of dailySeries(c, ctx.today)) {
      if (d < lo || d > hi) continue;
      sum.impressions += t.impressions;
      sum.clicks += t.clicks;
      sum.cents += t.cents;
      if (slice === 'DATE') {
        const row = byDate.get(d) ?? { impressions: 0, clicks: 0, cents: 0 };
        row.impressions += t.impressions;
        row.clicks += t.clicks;
        row.cents += t.cents;
        byDate.set(d, row);
        continue;
      }
      if (keys.length === 0) continue;
      const dayState = hashPart(hashPart(campaignState, d), slice);
      let weightSum = 0;
      for (let i = 0; i < keys.length; i++) {
        weights[i] = base[i]! * (0.75 + 0.5 * (hashEnd(hashPart(dayState, keyIds[i]!)) / 2 ** 32));
        weightSum += weights[i]!;
      }
      entries ??= keys.map((key) => {
        const entry = byKey.get(String(key.id)) ?? { key, totals: { impressions: 0, clicks: 0, cents: 0 } };
        byKey.set(String(key.id), entry);
        return entry;
      });
      const impressions = apportion(t.impressions, weights, weightSum);
      const clicks = apportion(t.clicks, weights, weightSum);
      const cents = apportion(t.cents, weights, weightSum);
      for (let i = 0; i < keys.length; i++) {
        const totals = entries[i]!.totals;
        totals.impressions += impressions[i]!;
        totals.clicks += clicks[i]!;
        totals.cents += cents[i]!;
      }
    }
  }
  let rows: CampaignStatRowWire[];
  if (slice === 'DATE') {
    rows = [];
    for (let d = lo; d <= hi; d++)
      rows.push({
        date: dayString(d),
        key: null,
        ...metrics(byDate.get(d) ?? { impressions: 0, clicks: 0, cents: 0 }),
      });
  } else {
    rows = [...byKey.values()]
      .filter((e) => e.totals.impressions > 0 || e.totals.clicks > 0)
      .sort((a, b) => b.totals.impressions - a.totals.impressions)
      .map((e) => ({ date: null, key: e.key, ...metrics(e.totals) }));
  }
  return { slice, rows, totals: metrics(sum) };
}
