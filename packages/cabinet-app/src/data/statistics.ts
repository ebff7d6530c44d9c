import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  MAX_STAT_CAMPAIGNS,
  MAX_STAT_DAYS,
  STAT_SLICES,
  STATS_TIME_ZONE,
  type CampaignStat,
  type StatSlice,
} from '@adnet/api-client';
import {
  addDays,
  presetRange,
  statisticsMetrics,
  todayIn,
  type DayRange,
  type StatisticsMetric,
} from '@adnet/ui';
import { useApi } from '../api-context';
import { useActingAs } from '../shell/acting-as';
import { dayFilter } from './grid-query';
import { resourceKey } from './swr-keys';

/**
 * The statistics module's state and data, one definition for every page that shows statistics (monitoring, a
 * campaign, an archived campaign). Like a list's grid state (`grid-query.ts`) it lives in the URL: `from`, `to`
 * (`YYYY-MM-DD`, days of {@link STATS_TIME_ZONE}), `slice`, `metric` and `campaigns` (comma-joined ids; absent
 * means all). A bad or missing value falls back to the default (the last 7 days, DATE, impressions, all), and
 * defaults are left out of the URL.
 */
export interface StatsState {
  range: DayRange;
  slice: StatSlice;
  metric: StatisticsMetric;
  /** The chosen campaigns, or `null` for all of the page's campaigns. */
  campaigns: number[] | null;
}

/** The range a statistics page opens with: the last 7 days, today included. */
export const defaultStatsRange = (today: string): DayRange => presetRange('last7Days', today);

/** Days in a range, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** The period of the same length that ends the day before `range` starts: what the KPI changes compare with. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeDays(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

const ID = /^[1-9]\d{0,9}$/;

/** The statistics state a URL describes; anything that does not parse falls back to the default. */
export function statsStateFromSearch(params: URLSearchParams, today: string): StatsState {
  const from = dayFilter.parse(params.get('from') ?? '');
  const to = dayFilter.parse(params.get('to') ?? '');
  const range =
    from && to && from <= to && rangeDays({ from, to }) <= MAX_STAT_DAYS
      ? { from, to }
      : defaultStatsRange(today);
  const rawSlice = params.get('slice');
  const slice = (STAT_SLICES as readonly string[]).includes(rawSlice ?? '')
    ? (rawSlice as StatSlice)
    : 'DATE';
  const rawMetric = params.get('metric');
  const metric = (statisticsMetrics as readonly string[]).includes(rawMetric ?? '')
    ? (rawMetric as StatisticsMetric)
    : 'impressions';
  const ids = (params.get('campaigns') ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .map(Number);
  const campaigns = ids.length ? [...new Set(ids)].slice(0, MAX_STAT_CAMPAIGNS) : null;
  return { range, slice, metric, campaigns };
}

/** The URL of a statistics state: `base` with the module's parameters replaced, defaults left out. */
export function searchFromStatsState(
  state: StatsState,
  today: string,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of ['from', 'to', 'slice', 'metric', 'campaigns']) next.delete(name);
  const fallback = defaultStatsRange(today);
  if (state.range.from !== fallback.from || state.range.to !== fallback.to) {
    next.set('from', state.range.from);
    next.set('to', state.range.to);
  }
  if (state.slice !== 'DATE') next.set('slice', state.slice);
  if (state.metric !== 'impressions') next.set('metric', state.metric);
  if (state.campaigns?.length) next.set('campaigns', state.campaigns.join(','));
  return next;
}

/** Today as statistics count it (in {@link STATS_TIME_ZONE}). */
export const statsToday = (now: Date | number = Date.now()) => todayIn(STATS_TIME_ZONE, now);

/** The statistics state of the current URL and a setter that writes a new one (a history entry each). */
export function useStatsState() {
  const [params, setParams] = useSearchParams();
  const today = statsToday();
  const state = useMemo(() => statsStateFromSearch(params, today), [params, today]);
  const setState = useCallback(
    (next: StatsState) => setParams((current) => searchFromStatsState(next, today, current)),
    [setParams, today],
  );
  return { state, setState, today };
}

/** The statistics of a range and the previous period of the same length, in the same slice. */
export interface StatsComparison {
  current: CampaignStat;
  previous: CampaignStat;
}

/** What a statistics query asks; the SWR key holds all of it and the acting-as user. */
export interface StatsQuery {
  range: DayRange;
  slice: StatSlice;
  /** Some campaigns, or `null` for every campaign of the user (see {@link whoseCampaigns}). */
  campaignIds: readonly number[] | null;
}

/** One statistics call: its days, slice and campaigns. */
export interface StatCallQuery {
  range: DayRange;
  slice: StatSlice;
  /** Some campaigns, or `null` for every campaign of the user (see {@link whoseCampaigns}). */
  campaignIds: readonly number[] | null;
}

/**
 * One `GET /api/statistics/campaignstat`, cached under its own key (the query and the acting-as user): every part of
 * a page that needs the same figures shares the one request and its answer (the home page's runway and its
 * statistics module both ask the last 7 days by DATE). `null` asks nothing.
 */
export function useStatCall(query: StatCallQuery | null) {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(
    query ? resourceKey('statistics', query, actingAs) : null,
    () =>
      api.statistics.campaigns({
        startdate: query!.range.from,
        enddate: query!.range.to,
        slice: query!.slice,
        ...whoseCampaigns(query!.campaignIds, actingAs),
      }),
    { keepPreviousData: true },
  );
}

/**
 * Whose campaigns a statistics call counts: the given ids, or without them every campaign of the user, the archived
 * ones included (the client's reading of the call without `campaignIds`: one call, however many campaigns, whose
 * spend is what the wallet was charged), the acting-as user's when set.
 */
export function whoseCampaigns(
  campaignIds: readonly number[] | null,
  actingAs: number | null,
): { campaignIds?: number[]; userId?: number } {
  if (campaignIds) return { campaignIds: [...campaignIds] };
  return actingAs === null ? {} : { userId: actingAs };
}

/**
 * The statistics of some campaigns over a range in one slice, with the previous period of the same length (the
 * KPI changes and the DATE chart's faint line); `campaignIds: null` counts every campaign of the user. An empty
 * list asks nothing (no campaigns: the page shows its empty state). Both calls go out at once, each its own cached call ({@link useStatCall}); they are shown
 * as a pair, so a KPI never compares a new range with an old one: the previous pair stays on screen while a new
 * range loads.
 */
export function useCampaignStats(query: StatsQuery | null) {
  const asked = query && (query.campaignIds === null || query.campaignIds.length) ? query : null;
  const current = useStatCall(asked);
  const previous = useStatCall(asked && { ...asked, range: previousRange(asked.range) });
  const [pair, setPair] = useState<StatsComparison | undefined>(undefined);
  const fresh =
    current.data !== undefined && previous.data !== undefined && !current.isLoading && !previous.isLoading;
  // The newest complete pair, kept from render to render (React's "state from earlier renders" pattern).
  if (fresh && (pair?.current !== current.data || pair?.previous !== previous.data))
    setPair({ current: current.data!, previous: previous.data! });
  const data = fresh ? { current: current.data!, previous: previous.data! } : pair;
  const error = current.error ?? previous.error;
  const pending = current.isLoading || previous.isLoading;
  return {
    data,
    error: data ? undefined : error,
    refreshError: data ? error : undefined,
    loading: pending && !data,
    switching: pending && data !== undefined,
    retry: () => {
      void current.mutate();
      void previous.mutate();
    },
  };
}

/** The relative change from `before` to `now` (0.12 is +12%); null when there is nothing to compare with. */
export function relativeChange(now: number, before: number): number | null {
  if (!Number.isFinite(now) || !Number.isFinite(before) || before === 0) return null;
  return (now - before) / before;
}
