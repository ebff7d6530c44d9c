import useSWR, { useSWRConfig } from 'swr';
import { MAX_STAT_CAMPAIGNS, type CampaignListRow } from '@adnet/api-client';
import { presetRange, type DayRange } from '@adnet/ui';
import { useApi } from '../api-context';
import { useActingAs } from '../shell/acting-as';
import { useCurrentUser } from './hooks';
import { statsToday, useStatCall } from './statistics';
import { resourceKey } from './swr-keys';

/**
 * Monitoring (`/monitoring`, the home page): the user's campaigns, their balance and its runway, and the
 * campaigns that need attention. Keys start with `monitoring`, which every campaign write revalidates
 * (`CAMPAIGN_RESOURCES`). Acting as a user (`?uid=`) reads that user's campaigns and wallet.
 *
 * Every figure is the user's own: the list asks for the user by id, since without it the list call gives staff
 * (who may see every account) every user's campaigns, which the home page then counted as theirs.
 */

/**
 * The most campaigns the home page reads to find those needing attention and to offer in the campaign choice:
 * 25 list pages. The spend and the statistics of "all campaigns" are not bound by it (one call without ids); the
 * page says when the list stops short of the user's campaigns.
 */
export const MONITORED_CAMPAIGNS_MAX = 5_000;

/** The user's campaigns as the home page reads them: the newest first, and how many the user has in all. */
export interface MonitoredCampaigns {
  items: CampaignListRow[];
  /** Every campaign the list shows the user (archived ones aside), read or not. */
  total: number;
}

/**
 * The user's campaigns that are not archived, newest first: every page of the list (pages of
 * {@link MAX_STAT_CAMPAIGNS}, the list's largest, the rest asked at once after the first), up to
 * {@link MONITORED_CAMPAIGNS_MAX}. How many there are is known from the first page and published at once under
 * {@link useMonitoringCampaignTotal}'s key, so what needs only the count does not wait for every page.
 */
export function useMonitoringCampaigns() {
  const api = useApi();
  const actingAs = useActingAs();
  const self = useCurrentUser().id;
  const { mutate } = useSWRConfig();
  return useSWR(
    resourceKey('monitoring', 'campaigns', actingAs, self),
    async (): Promise<MonitoredCampaigns> => {
      const list = (page: number) =>
        api.campaigns.list({ page, pageSize: MAX_STAT_CAMPAIGNS, userId: actingAs ?? self });
      const first = await list(1);
      void mutate(totalKey(actingAs, self), first.total, { revalidate: false });
      const pages = Math.min(first.pageCount, MONITORED_CAMPAIGNS_MAX / MAX_STAT_CAMPAIGNS);
      const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => list(i + 2)));
      // A campaign created between two pages' calls moves the later pages by one: each campaign once.
      const byId = new Map<number, CampaignListRow>();
      for (const row of [first, ...rest].flatMap((page) => page.items))
        if (!byId.has(row.id)) byId.set(row.id, row);
      return { items: [...byId.values()], total: first.total };
    },
  );
}

const totalKey = (actingAs: number | null, self: number) =>
  resourceKey('monitoring', 'campaignTotal', actingAs, self);

/**
 * How many campaigns the user has (undefined while unknown), as soon as the first page of
 * {@link useMonitoringCampaigns} answered: with thousands of campaigns the other pages take seconds, and the spend
 * and the statistics module need only the count. It has no call of its own (the list's fetcher fills it); the
 * whole list's count stands in when the cache kept only that.
 */
export function useMonitoringCampaignTotal(): number | undefined {
  const actingAs = useActingAs();
  const self = useCurrentUser().id;
  const total = useSWR<number>(totalKey(actingAs, self), null).data;
  return useMonitoringCampaigns().data?.total ?? total;
}

/** The wallet of the user (the acting-as user's when set). */
export function useMonitoringBalance() {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(resourceKey('monitoring', 'balance', actingAs), () =>
    api.money.balance(actingAs === null ? {} : { userId: actingAs }),
  );
}

/** The days the runway is measured over: the last 7 days, today included (the "Last 7 days" preset). */
export const RUNWAY_DAYS = 7;
export const runwayRange = (today: string): DayRange => presetRange('last7Days', today);

/**
 * What all the user's campaigns spent over the last {@link RUNWAY_DAYS} days: one DATE call without ids, which
 * covers every campaign of the user however many there are, the archived ones included (they spent before the
 * archive: the runway follows what the wallet was charged), whatever the statistics module shows, and
 * the same cached call as the module's own when it shows those days (`useStatCall`). `campaigns` is how many the
 * user has (undefined while unknown): nothing is asked without any, the spend is 0.
 */
export function useRecentSpend(campaigns: number | undefined) {
  const range = runwayRange(statsToday());
  const call = useStatCall(campaigns ? { range, slice: 'DATE', campaignIds: null } : null);
  const none = campaigns === 0;
  return {
    data: none ? 0 : call.data?.totals.spent,
    error: none ? undefined : (call.error as unknown),
    mutate: () => void call.mutate(),
  };
}

/** Below this many days of runway the balance shows a warning. */
export const RUNWAY_WARNING_DAYS = 3;

/**
 * How many days the balance lasts at the average daily spend of the last {@link RUNWAY_DAYS} days:
 * `balance / (spent / 7)`, rounded down to whole days. `null` when nothing was spent (it lasts as long as nothing
 * serves). An empty or negative balance lasts 0 days.
 */
export function runwayDays(balance: number, spentOverWindow: number): number | null {
  const daily = spentOverWindow / RUNWAY_DAYS;
  if (!(daily > 0)) return null;
  if (!(balance > 0)) return 0;
  return Math.floor(balance / daily);
}

/** Why a campaign needs attention, each with its fix. */
export type AttentionReason = 'declined' | 'moderation' | 'outOfBudget' | 'stoppedWithBudget' | 'notServing';

export interface AttentionItem {
  campaign: CampaignListRow;
  reason: AttentionReason;
}

const ORDER: Record<AttentionReason, number> = {
  declined: 0,
  notServing: 1,
  outOfBudget: 2,
  stoppedWithBudget: 3,
  moderation: 4,
};

/**
 * The campaigns that need their owner (designed, spec section "monitoring" lists the kinds):
 * - `declined`: refused by moderation (its reason is shown; fix: edit and resubmit);
 * - `moderation`: waiting for a moderator (nothing to do but wait; shown so it is not forgotten);
 * - `outOfBudget`: active or finished with its budget spent (fix: raise the budget; one finished by its end date
 *   is not listed);
 * - `stoppedWithBudget`: stopped by its owner with budget left (fix: start it);
 * - `notServing`: active with budget left while the balance is empty, so nothing can be paid (fix: deposit).
 * Most urgent first (declined, not serving, out of budget, stopped, waiting), newest first within a kind.
 */
export function campaignsNeedingAttention(
  campaigns: readonly CampaignListRow[],
  balance: number | null,
): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const campaign of campaigns) {
    const budgetLeft = campaign.spent < campaign.budget;
    let reason: AttentionReason | null = null;
    if (campaign.status === 'DECLINED') reason = 'declined';
    else if (campaign.status === 'MODERATION') reason = 'moderation';
    else if ((campaign.status === 'FINISHED' || campaign.status === 'ACTIVE') && !budgetLeft)
      reason = 'outOfBudget';
    else if (campaign.status === 'STOPPED' && budgetLeft) reason = 'stoppedWithBudget';
    else if (campaign.status === 'ACTIVE' && balance !== null && balance <= 0) reason = 'notServing';
    if (reason) items.push({ campaign, reason });
  }
  return items.sort(
    (a, b) =>
      ORDER[a.reason] - ORDER[b.reason] || b.campaign.createdAt.getTime() - a.campaign.createdAt.getTime(),
  );
}
