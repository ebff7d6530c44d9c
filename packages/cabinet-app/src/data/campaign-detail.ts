import useSWR from 'swr';
import type { ApiClient, Campaign, CampaignStatus, Forecast } from '@adnet/api-client';
import { addDays } from '@adnet/ui';
import { useApi } from '../api-context';
import { statsToday } from './statistics';
import { resourceKey } from './swr-keys';

/**
 * One campaign's page (`/campaigns/{id}`) and the archived campaign's pages (`/archive/campaigns/{id}`,
 * `/archive/campaigns/{id}/view`): the campaign in full, its lifetime figures, the price forecast for what it
 * targets, and the "why isn't it serving?" checklist built from them. Keys start with `campaign` (revalidated by
 * every campaign write, `CAMPAIGN_RESOURCES`) except the forecast, which depends only on the targeting.
 */

/** An archived campaign as it was (`GET /api/archive/campaigns/{id}`). */
export function useArchivedCampaign(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('campaign', 'archived', id), () => api.archive.get(id!));
}

/**
 * A campaign's statistics over its whole life, day by day (`GET /api/statistics/campaignstat/archive/{id}`). The
 * archived campaign's statistics page shows them; the campaign page reads its lifetime spend from them (designed:
 * the detail call carries no `spent`, and a ranged statistics call covers at most 366 days, so the lifetime call is
 * the one exact source of "budget left"). A server that answers it only for archived campaigns leaves the budget
 * item of the checklist "unknown", never wrong.
 */
export function useCampaignLifetime(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('campaign', 'lifetime', id), () =>
    api.statistics.archive(id!),
  );
}

/** The forecast's variants: `cpm` or `cpc`. */
type ForecastVariant = Parameters<ApiClient['campaigns']['forecast']>[0];

/** The forecast variant a campaign's bid is compared in: cpm for pay-per-show, cpc otherwise (tcpc bids per click). */
export const bidVariant = (c: Pick<Campaign, 'billingType'>): ForecastVariant =>
  c.billingType === 'cpm' ? 'cpm' : 'cpc';

/** The campaign's own bid in its variant (null when the strategy has none). */
export const campaignBid = (c: Pick<Campaign, 'billingType' | 'strategy'>): number | null =>
  bidVariant(c) === 'cpm' ? c.strategy.cpm : c.strategy.cpc;

/** The recommended price and reach for what the campaign targets (`GET /api/campaigns/forecast/{variant}`). */
export function useCampaignForecast(campaign: Campaign | undefined) {
  const api = useApi();
  const variant = campaign ? bidVariant(campaign) : 'cpm';
  const query = campaign && {
    type: campaign.campaignType,
    budget: campaign.strategy.budget,
    regions: campaign.targeting.regions,
    languages: campaign.targeting.languages,
    platformType: campaign.targeting.platformType,
  };
  return useSWR(query ? resourceKey('forecast', variant, query) : null, () =>
    api.campaigns.forecast(variant, query!),
  );
}

/** Where a campaign stands with moderation. */
export type ModerationState = 'notSent' | 'waiting' | 'declined' | 'approved';

/**
 * Designed: a DRAFT was never sent; MODERATION waits; DECLINED was refused; any other status with a moderation
 * date was approved (a stopped or finished campaign keeps its approval); without one it was never sent.
 */
export function moderationState(c: Pick<Campaign, 'status' | 'latestModerationDate'>): ModerationState {
  if (c.status === 'MODERATION') return 'waiting';
  if (c.status === 'DECLINED') return 'declined';
  if (c.status === 'DRAFT') return 'notSent';
  return c.latestModerationDate ? 'approved' : 'notSent';
}

/** One check of the serving checklist. */
export type CheckId = 'status' | 'moderation' | 'balance' | 'budget' | 'bid' | 'targeting';

/**
 * - `ok`: not a reason; `fail`: it cannot serve because of this; `warn`: it serves poorly or not at all because
 *   of this (a low bid, a narrow targeting); `pending`: waiting for someone else (moderation); `unknown`: not
 *   known yet or the server did not say.
 */
export type CheckState = 'ok' | 'fail' | 'warn' | 'pending' | 'unknown';

/** What fixes a check: start it, edit it (the editor's route), top up the wallet. */
export type CheckFix = 'start' | 'edit' | 'topUp';

export interface CheckItem {
  id: CheckId;
  state: CheckState;
  /** The translation key's last part under `campaign.checklist.<id>.` (what to say about it). */
  detail: string;
  fix: CheckFix | null;
  /** Figures the text names (budget left, bid and recommendation, daily reach). */
  values?: Record<string, number | string>;
}

export interface ChecklistInput {
  campaign: Campaign;
  /** The account's balance; undefined while loading, null when it could not be read. */
  balance: number | null | undefined;
  /** The campaign's lifetime spend; undefined while loading, null when it could not be read. */
  spent: number | null | undefined;
  /** The forecast; undefined while loading, null when it could not be read. */
  forecast: Forecast | null | undefined;
}

const STATUS_CHECK: Record<CampaignStatus, Pick<CheckItem, 'state' | 'fix'>> = {
  ACTIVE: { state: 'ok', fix: null },
  MODERATION: { state: 'pending', fix: null },
  STOPPED: { state: 'fail', fix: 'start' },
  DRAFT: { state: 'fail', fix: 'edit' },
  DECLINED: { state: 'fail', fix: 'edit' },
  FINISHED: { state: 'fail', fix: 'edit' },
  ARCHIVED: { state: 'fail', fix: null },
};

/**
 * "Why isn't it serving?": the status, moderation, the account balance, the budget left, the bid
 * against the recommended price and a targeting too narrow (the forecast's reach), each with the action that fixes
 * it. A campaign serves only when every item is `ok`; the page shows the list when one is not.
 */
export function servingChecklist({ campaign: c, balance, spent, forecast }: ChecklistInput): CheckItem[] {
  const items: CheckItem[] = [];
  items.push({ id: 'status', detail: c.status, ...STATUS_CHECK[c.status] });

  const moderation = moderationState(c);
  items.push({
    id: 'moderation',
    detail: moderation,
    state: moderation === 'approved' ? 'ok' : moderation === 'waiting' ? 'pending' : 'fail',
    fix: moderation === 'declined' || moderation === 'notSent' ? 'edit' : null,
  });

  items.push(
    balance === undefined || balance === null
      ? { id: 'balance', state: 'unknown', detail: 'unknown', fix: null }
      : balance > 0
        ? { id: 'balance', state: 'ok', detail: 'ok', fix: null, values: { balance } }
        : { id: 'balance', state: 'fail', detail: 'empty', fix: 'topUp', values: { balance } },
  );

  if (spent === undefined || spent === null)
    items.push({ id: 'budget', state: 'unknown', detail: 'unknown', fix: null });
  else {
    const left = Math.max(0, c.strategy.budget - spent);
    items.push(
      left > 0
        ? { id: 'budget', state: 'ok', detail: 'ok', fix: null, values: { left } }
        : { id: 'budget', state: 'fail', detail: 'spent', fix: 'edit', values: { left } },
    );
  }

  const bid = campaignBid(c);
  const recommended = forecast?.recommendedCost ?? null;
  items.push(
    bid === null || recommended === null
      ? { id: 'bid', state: 'unknown', detail: 'unknown', fix: null }
      : bid >= recommended
        ? { id: 'bid', state: 'ok', detail: 'ok', fix: null, values: { bid, recommended } }
        : { id: 'bid', state: 'warn', detail: 'low', fix: 'edit', values: { bid, recommended } },
  );

  items.push(
    !forecast || forecast.dailyImpressions === null
      ? { id: 'targeting', state: 'unknown', detail: 'unknown', fix: null }
      : forecast.narrowTargeting
        ? {
            id: 'targeting',
            state: 'warn',
            detail: 'narrow',
            fix: 'edit',
            values: { reach: forecast.dailyImpressions },
          }
        : {
            id: 'targeting',
            state: 'ok',
            detail: 'ok',
            fix: null,
            values: { reach: forecast.dailyImpressions },
          },
  );
  return items;
}

/**
 * Whether the page shows the checklist: the campaign is not delivering. Designed: that is a check that blocks
 * serving (`fail`) or waits (`pending`), or no impressions over the last {@link DELIVERY_DAYS} days while nothing
 * blocks it (then the warnings — a low bid, a narrow targeting — are the likely reasons). A campaign that delivers
 * gets no checklist even with a warning: "why isn't it serving?" would be a wrong question. `delivering` is
 * undefined while unknown.
 */
export const notServing = (items: readonly CheckItem[], delivering: boolean | undefined) =>
  items.some((i) => i.state === 'fail' || i.state === 'pending') || delivering === false;

/** The days "delivering" looks back over: yesterday and today (a campaign that served yesterday still serves). */
export const DELIVERY_DAYS = 2;

/** Whether the campaign had impressions over the last {@link DELIVERY_DAYS} days (one DATE call). */
export function useRecentDelivery(id: number | null) {
  const api = useApi();
  const to = statsToday();
  const from = addDays(to, 1 - DELIVERY_DAYS);
  return useSWR(id === null ? null : resourceKey('campaign', 'delivery', id, from, to), async () => {
    const stat = await api.statistics.campaigns({
      startdate: from,
      enddate: to,
      slice: 'DATE',
      campaignIds: [id!],
    });
    return stat.totals.impressions > 0;
  });
}
