import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  type ArchiveListQuery,
  type CallOptions,
  type CampaignListQuery,
  type CampaignListRow,
  type CampaignSortField,
  type CampaignType,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { AppLink } from '../shell/acting-as';
import {
  booleanFilter,
  dayRangeFilter,
  enumFilter,
  textFilter,
  type ListDefinition,
  type ListFilters,
} from './grid-query';
import { useTrack } from './track';
import { useAction, useBulkAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { CAMPAIGN_RESOURCES, resourceKey } from './swr-keys';

/** Statuses a campaign in the campaigns list can have (archived ones live in the archive). */
export const LISTED_STATUSES = CAMPAIGN_STATUSES.filter((s) => s !== 'ARCHIVED');

export type CampaignFilters = ListFilters<CampaignListQuery>;

/**
 * The campaigns list (`GET /api/campaigns`): newest first; filters by name, status, type (the `campaignType`
 * column's filter, sent as `type`), creation date range, and for internal users `sus` and `hasModerationKey`.
 */
export const campaignList: ListDefinition<CampaignFilters, CampaignSortField> = {
  resource: 'campaigns',
  sortFields: CAMPAIGN_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: {
    name: textFilter,
    status: enumFilter(LISTED_STATUSES),
    campaignType: enumFilter(CAMPAIGN_TYPES),
    created: dayRangeFilter,
    sus: booleanFilter,
    hasModerationKey: booleanFilter,
  },
  toFilters: ({ campaignType, created, ...rest }) => ({
    ...(rest as CampaignFilters),
    ...(campaignType ? { type: campaignType as CampaignType } : {}),
    ...createdRange(created),
  }),
};

type CreatedRange = { startDate?: string; endDate?: string };

/** The `created` range filter as the API's `startDate` / `endDate` query. */
export function createdRange(created: unknown): CreatedRange {
  const range = created as { from: string; to: string } | undefined;
  return range ? { startDate: range.from, endDate: range.to } : {};
}

/** Fetches a page of campaigns: the acting-as user's when `uid` is set (their `userId` is sent). */
export function useCampaignListFetcher() {
  const api = useApi();
  return (query: CampaignListQuery, actingAs: number | null, options?: CallOptions) =>
    api.campaigns.list(actingAs === null ? query : { ...query, userId: actingAs }, options);
}

/** The campaign in full (`GET /api/campaigns/{id}`), shared with the page's and the moderation review's cache entry. */
export function useCampaign(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('campaign', id), () => api.campaigns.get(id!));
}

/** A campaign the command palette found: what its line shows. */
export type CampaignFound = Pick<CampaignListRow, 'id' | 'name' | 'status' | 'campaignType'>;

/** How many campaigns the command palette lists for what is typed. */
export const CAMPAIGN_SEARCH_SIZE = 8;

/**
 * The command palette's campaign search (`text`, trimmed; nothing is asked while it is empty): the campaign whose id
 * it is, when it is a number the user may open, then the newest campaigns whose name holds it, the acting-as user's
 * when `actingAs` is set. Cached under `campaigns`, so a campaign write refreshes it.
 */
export function useCampaignSearch(text: string, actingAs: number | null) {
  const api = useApi();
  const fetchPage = useCampaignListFetcher();
  const q = text.trim();
  return useSWR(
    q === '' ? null : resourceKey('campaigns', 'search', q, actingAs),
    async (): Promise<CampaignFound[]> => {
      const id = /^[1-9]\d{0,14}$/.test(q) ? Number(q) : null;
      const [page, byId] = await Promise.all([
        fetchPage({ name: q, pageSize: CAMPAIGN_SEARCH_SIZE, orderBy: 'createdAt', order: 'desc' }, actingAs),
        // Another user's id, or none, answers 403 or 404: no match, not a failed search.
        id === null ? null : api.campaigns.get(id).catch(() => null),
      ]);
      const rows: CampaignFound[] = page.items.filter((row) => row.id !== byId?.id);
      return byId && byId.status !== 'ARCHIVED' ? [byId, ...rows].slice(0, CAMPAIGN_SEARCH_SIZE) : rows;
    },
    { keepPreviousData: true },
  );
}

export function useCampaignList() {
  return useGridQuery<CampaignListRow, CampaignFilters, CampaignSortField>(
    campaignList,
    useCampaignListFetcher(),
  );
}

/** The archive (`GET /api/archive/campaigns`): date range, paging and sort, `userId` when acting as a user. */
export const archiveList: ListDefinition<CreatedRange, CampaignSortField> = {
  resource: 'archive',
  sortFields: CAMPAIGN_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: { created: dayRangeFilter },
  toFilters: ({ created }) => createdRange(created),
};

export function useArchiveListFetcher() {
  const api = useApi();
  return (query: ArchiveListQuery, actingAs: number | null, options?: CallOptions) =>
    api.archive.list(actingAs === null ? query : { ...query, userId: actingAs }, options);
}

export function useArchiveList() {
  return useGridQuery<CampaignListRow, CreatedRange, CampaignSortField>(archiveList, useArchiveListFetcher());
}

export { CAMPAIGN_RESOURCES };

type Row = Pick<CampaignListRow, 'id' | 'name' | 'status'>;

/**
 * The owner's campaign writes, on the action recipe: stop and start update the row at once (rolled back on
 * failure), copy and restore tell where the result went, archive asks first.
 */
export function useCampaignActions() {
  const { t } = useTranslation();
  const api = useApi();
  const track = useTrack();
  const stop = useAction({
    name: 'campaign.stop',
    run: (c: Row) => api.campaigns.stop(c.id),
    revalidates: CAMPAIGN_RESOURCES,
    optimistic: (c) => ({ resources: CAMPAIGN_RESOURCES, id: c.id, patch: { status: 'STOPPED' } }),
    success: (_r, c) => t('campaigns.toast.stopped', { name: c.name }),
  });
  const start = useAction({
    name: 'campaign.start',
    run: (c: Row) => api.campaigns.start(c.id),
    revalidates: CAMPAIGN_RESOURCES,
    // An approved campaign serves again; the server's answer corrects a never-approved one to MODERATION.
    optimistic: (c) => ({ resources: CAMPAIGN_RESOURCES, id: c.id, patch: { status: 'ACTIVE' } }),
    success: (r, c) =>
      r.status === 'MODERATION'
        ? t('campaigns.toast.startedToModeration', { name: c.name })
        : t('campaigns.toast.started', { name: c.name }),
  });
  const copy = useAction({
    name: 'campaign.copy',
    run: async (c: Row) => {
      const made = await api.campaigns.copy(c.id);
      track('campaign_created', { campaignType: made.campaignType, via: 'copy' });
      return made;
    },
    revalidates: CAMPAIGN_RESOURCES,
    success: (copy) => (
      <span>
        {t('campaigns.toast.copied', { name: copy.name })}{' '}
        <AppLink to={`/campaigns/${copy.id}/edit`}>{t('campaigns.toast.openCopy')}</AppLink>
      </span>
    ),
  });
  const archive = useAction({
    name: 'campaign.archive',
    run: (c: Row) => api.archive.add(c.id),
    revalidates: CAMPAIGN_RESOURCES,
    confirm: (c) => ({
      title: t('campaigns.confirmArchive.title', { name: c.name }),
      description: t('campaigns.confirmArchive.description'),
      confirmLabel: t('campaigns.actions.archive'),
      tone: 'destructive',
    }),
    success: (_r, c) => t('campaigns.toast.archived', { name: c.name }),
  });
  const restore = useAction({
    name: 'campaign.restoreArchive',
    run: (c: Row) => api.archive.restore(c.id),
    revalidates: CAMPAIGN_RESOURCES,
    confirm: (c) => ({
      title: t('archive.confirmRestore.title', { name: c.name }),
      description: t('archive.confirmRestore.description'),
      confirmLabel: t('archive.restore'),
    }),
    success: (_r, c) => (
      <span>
        {t('archive.toast.restored', { name: c.name })}{' '}
        <AppLink to={`/campaigns/${c.id}`}>{t('archive.toast.open')}</AppLink>
      </span>
    ),
  });
  return { stop, start, copy, archive, restore };
}

export type BulkCampaignAction = 'stop' | 'start' | 'archive';

/** Bulk stop, start and archive over selected rows: one after another, one summary, failures by name. */
export function useBulkCampaignAction(action: BulkCampaignAction) {
  const { t } = useTranslation();
  const api = useApi();
  const run: Record<BulkCampaignAction, (c: Row) => Promise<unknown>> = {
    stop: (c) => api.campaigns.stop(c.id),
    start: (c) => api.campaigns.start(c.id),
    archive: (c) => api.archive.add(c.id),
  };
  return useBulkAction<Row>({
    name: `campaigns.bulk.${action}`,
    run: run[action],
    label: (c) => c.name,
    revalidates: CAMPAIGN_RESOURCES,
    confirm: (items) => ({
      title: t(`campaigns.bulk.confirm.${action}`, { count: items.length }),
      description: t('campaigns.bulk.confirmDescription'),
      confirmLabel: t(`campaigns.bulk.${action}`, { count: items.length }),
      tone: action === 'start' ? 'default' : 'destructive',
      details: (
        <ul className="confirm-list">
          {items.slice(0, 10).map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
          {items.length > 10 ? <li>{t('campaigns.bulk.andMore', { count: items.length - 10 })}</li> : null}
        </ul>
      ),
    }),
    summary: (done, total) => t(`campaigns.bulk.summary.${action}`, { done, total }),
    failedHeading: (count) => t('campaigns.bulk.failed', { count }),
  });
}
