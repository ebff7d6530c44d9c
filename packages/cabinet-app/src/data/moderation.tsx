import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignListRow,
  type CampaignSortField,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { CAMPAIGN_RESOURCES, campaignList, type CampaignFilters } from './campaigns';
import { enumFilter, idFilter, type ListDefinition } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

/**
 * `/internal/campaigns`: every user's campaigns (`GET /api/campaigns` without `userId` as an admin), the moderation
 * queue being `hasModerationKey=true`. Filters: name, status, type, owner (`userId`), creation dates (`created=from..to`), `sus` and
 * `hasModerationKey`. The default order is the moderation deadline, soonest first (campaigns without one last).
 */
export const moderationList: ListDefinition<CampaignFilters, CampaignSortField> = {
  ...campaignList,
  defaultSort: { orderBy: 'sla', order: 'asc' },
  filters: { ...campaignList.filters, status: enumFilter(CAMPAIGN_STATUSES), userId: idFilter },
};

/** The internal list ignores the acting-as `uid`: it is every user's campaigns (the owner is a filter). */
export function useModerationList() {
  const api = useApi();
  return useGridQuery<CampaignListRow, CampaignFilters, CampaignSortField>(moderationList, (query) =>
    api.campaigns.list(query),
  );
}

/** How many campaigns wait for moderation (the queue's count), refreshed with every campaign write. */
export function useWaitingCount() {
  const api = useApi();
  const query = { hasModerationKey: true, pageSize: 1 } as const;
  return useSWR(resourceKey('campaigns', query, 'waiting'), () =>
    api.campaigns.list(query).then((p) => p.total),
  );
}

/** The campaign under review, in full (ads, targeting, owner id), under the `campaign` resource. */
export function useCampaignReview(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('campaign', id), () => api.campaigns.get(id!));
}

/** A user as admins see them (roles, flags, balance, agency, operator). */
export function useAdminUser(id: number | null | undefined) {
  const api = useApi();
  return useSWR(id == null ? null : resourceKey('adminUser', id), () => api.admin.user(id!));
}

/**
 * The review open on the moderation page, kept in the URL (`review=<id>`) so that a moderator can send a colleague
 * the exact campaign, and back closes it. Designed: one parameter beside the list's own, left alone by the list.
 */
export function useReviewParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('review');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const set = useCallback(
    (next: number | null, how: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === null) out.delete('review');
          else out.set('review', String(next));
          return out;
        },
        { replace: how.replace ?? false },
      ),
    [setParams],
  );
  return [id, set] as const;
}

/** The reasons a moderator picks from (translation keys under `internal.moderation.reasons`), then "other". */
export const DECLINE_REASONS = [
  'misleading',
  'landing',
  'prohibited',
  'quality',
  'marking',
  'targeting',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Every key a moderation write touches: campaigns everywhere, the owner's page and audit. */
export const MODERATION_RESOURCES = [
  ...CAMPAIGN_RESOURCES,
  'adminUser',
  'audit',
] as const satisfies readonly Resource[];

type Target = Pick<Campaign | CampaignListRow, 'id' | 'name'>;

/**
 * The moderator's quick writes. Approve (`restore(id, true)`) asks first: the campaign starts serving and spending
 * the owner's money at once (A, Tab, Enter: three keys). Requeue (`restore(id, false)`) sends a declined campaign
 * back to the queue without asking: it spends nothing, and a moderator decides on it again. Suspicious is a flag with a known result, so
 * the row changes at once and rolls back on failure. Each write is recorded in the owner's audit by the server.
 */
export function useModerationActions() {
  const { t } = useTranslation();
  const api = useApi();
  const approve = useAction({
    name: 'moderation.approve',
    run: (c: Target) => api.campaigns.restore(c.id, true),
    revalidates: MODERATION_RESOURCES,
    confirm: (c) => ({
      title: t('internal.moderation.confirmApprove.title', { name: c.name }),
      description: t('internal.moderation.confirmApprove.description'),
      confirmLabel: t('internal.moderation.approve'),
    }),
    success: (_r, c) => t('internal.moderation.toast.approved', { name: c.name }),
  });
  const requeue = useAction({
    name: 'moderation.requeue',
    run: (c: Target) => api.campaigns.restore(c.id, false),
    revalidates: MODERATION_RESOURCES,
    success: (_r, c) => t('internal.moderation.toast.requeued', { name: c.name }),
  });
  const setSus = useAction({
    name: 'moderation.sus',
    run: ({ campaign, sus }: { campaign: Target; sus: boolean }) => api.admin.setSus(campaign.id, sus),
    revalidates: MODERATION_RESOURCES,
    optimistic: ({ campaign, sus }) => ({ resources: ['campaign'], id: campaign.id, patch: { sus } }),
    success: (_r, { campaign, sus }) =>
      t(sus ? 'internal.moderation.toast.marked' : 'internal.moderation.toast.cleared', {
        name: campaign.name,
      }),
  });
  return { approve, requeue, setSus };
}
