import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import {
  AUDIENCE_KINDS,
  AUDIENCE_SORT_FIELDS,
  AUDIENCE_STATUSES,
  audienceBlockers,
  isAudienceInUseError,
  type Audience,
  type AudienceEstimateQuery,
  type AudienceInput,
  type AudienceListQuery,
  type AudiencePatch,
  type IdUploadProgress,
  type AudienceSortField,
  type CallOptions,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { useActingAs } from '../shell/acting-as';
import { describeError } from './errors';
import { enumFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

type AudienceFilters = ListFilters<AudienceListQuery>;

/** The audiences list (`GET /api/audiences`): newest change first; filters by name, kind and status. */
export const audienceList: ListDefinition<AudienceFilters, AudienceSortField> = {
  resource: 'audiences',
  sortFields: AUDIENCE_SORT_FIELDS,
  defaultSort: { orderBy: 'updatedAt', order: 'desc' },
  filters: { name: textFilter, kind: enumFilter(AUDIENCE_KINDS), status: enumFilter(AUDIENCE_STATUSES) },
};

/** Fetches a page of audiences: the acting-as user's when `uid` is set. */
export function useAudienceListFetcher() {
  const api = useApi();
  return (query: AudienceListQuery, actingAs: number | null, options?: CallOptions) =>
    api.audiences.list(actingAs === null ? query : { ...query, userId: actingAs }, options);
}

export function useAudienceList() {
  return useGridQuery<Audience, AudienceFilters, AudienceSortField>(audienceList, useAudienceListFetcher());
}

/** Every list and page that shows audiences (and campaigns' targeting): what an audience write revalidates. */
export const AUDIENCE_RESOURCES = [
  'audiences',
  'audience',
  'audienceOptions',
] as const satisfies readonly Resource[];

/** While an audience is building, its page and the list poll every few seconds until it settles. */
export const BUILDING_POLL_MS = 2_000;

/** One audience with its size history (`GET /api/audiences/{id}`); polls while it is building. */
export function useAudience(id: number | null) {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(id === null ? null : resourceKey('audience', id, actingAs), () => api.audiences.get(id!), {
    refreshInterval: (data) => (data?.status === 'BUILDING' ? BUILDING_POLL_MS : 0),
  });
}

/**
 * Every audience of the account (for the campaign targeting picker): the first 200, which is the contract's
 * page limit and more than an account keeps in practice.
 */
export function useAudienceOptions() {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(
    resourceKey('audienceOptions', actingAs),
    async () =>
      (
        await api.audiences.list({
          pageSize: 200,
          orderBy: 'name',
          order: 'asc',
          ...(actingAs === null ? {} : { userId: actingAs }),
        })
      ).items,
  );
}

type Row = Pick<Audience, 'id' | 'name' | 'campaigns'>;

/**
 * The audience writes on the action recipe. Deleting asks first, names the campaigns that would lose it from
 * their targeting, and when the server refuses (a running campaign uses it) says which campaigns hold it.
 */
export function useAudienceActions() {
  const { t } = useTranslation();
  const api = useApi();
  const remove = useAction({
    name: 'audience.delete',
    run: (a: Row) => api.audiences.remove(a.id),
    revalidates: AUDIENCE_RESOURCES,
    confirm: (a) => ({
      title: t('audiences.confirmDelete.title', { name: a.name }),
      description:
        audienceBlockers(a).length > 0
          ? t('audiences.confirmDelete.blocked', {
              names: audienceBlockers(a)
                .map((c) => c.name)
                .join(', '),
            })
          : a.campaigns.length > 0
            ? t('audiences.confirmDelete.used', { count: a.campaigns.length })
            : t('audiences.confirmDelete.description'),
      confirmLabel: t('audiences.actions.delete'),
      tone: 'destructive',
    }),
    success: (_r, a) => t('audiences.toast.deleted', { name: a.name }),
    failure: (error, a) =>
      isAudienceInUseError(error)
        ? t('audiences.toast.inUse', {
            name: a.name,
            names: error.data.campaigns.map((c) => c.name).join(', '),
          })
        : describeError(t, error),
  });
  return { remove };
}

/** The account's campaigns a retargeting rule can name (the first 200 by name; archived ones are not offered). */
export function useRetargetableCampaigns() {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(
    resourceKey('campaigns', 'retargetable', actingAs),
    async () =>
      (
        await api.campaigns.list({
          pageSize: 200,
          orderBy: 'name',
          order: 'asc',
          ...(actingAs === null ? {} : { userId: actingAs }),
        })
      ).items,
  );
}

/**
 * The live size estimate of a rule being edited (null: nothing to estimate yet). The previous answer stays on
 * screen while the next one loads, so the figure never blinks.
 */
export function useAudienceEstimate(query: AudienceEstimateQuery | null) {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(
    query === null ? null : resourceKey('audienceEstimate', query, actingAs),
    () => api.audiences.estimate(actingAs === null ? query! : { ...query!, userId: actingAs }),
    { keepPreviousData: true },
  );
}

/** Creating, renaming or re-ruling an audience, and sending an uploaded list (data calls of the form). */
export function useAudienceWrites() {
  const api = useApi();
  return {
    create: (input: AudienceInput, call?: CallOptions) => api.audiences.create(input, call),
    update: (id: number, patch: AudiencePatch, call?: CallOptions) => api.audiences.update(id, patch, call),
    startUpload: (id: number, fileName: string) => api.audiences.startUpload(id, fileName),
    uploadIds: (id: number, ids: Float64Array, onProgress: (p: IdUploadProgress) => void) =>
      api.audiences.uploadIds(id, ids, { onProgress }),
  };
}
