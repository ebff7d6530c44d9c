import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  AGENCY_SORT_FIELDS,
  PLATFORM_SORT_FIELDS,
  PROMOCODE_SORT_FIELDS,
  REFERRAL_SORT_FIELDS,
  type AgencyListQueryWire,
  type AgencyWire,
  type FeatureWire,
  type PlatformKind,
  type PlatformListQueryWire,
  type PlatformStatus,
  type PlatformWire,
  type PromocodeWire,
  type ReferralListQueryWire,
  type ReferralWire,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { enumFilter, idFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { resourceKey } from './swr-keys';

// --- Agencies --------------------------------------------------------------------------------------------------

type AgencySortField = (typeof AGENCY_SORT_FIELDS)[number];

/** `/internal/agencies` (`GET /api/admin/agencies`): by name, searchable. */
export const agencyList: ListDefinition<ListFilters<AgencyListQueryWire>, AgencySortField> = {
  resource: 'adminAgencies',
  sortFields: AGENCY_SORT_FIELDS,
  defaultSort: { orderBy: 'name', order: 'asc' },
  filters: { search: textFilter },
};

export function useAgencyList() {
  const api = useApi();
  return useGridQuery<AgencyWire, ListFilters<AgencyListQueryWire>, AgencySortField>(agencyList, (query) =>
    api.admin.agencies(query),
  );
}

// --- Promocodes ------------------------------------------------------------------------------------------------

type PromocodeSortField = (typeof PROMOCODE_SORT_FIELDS)[number];

/** `/internal/promocodes` (`GET /api/admin/promocodes`): newest first. */
export const promocodeList: ListDefinition<object, PromocodeSortField> = {
  resource: 'adminPromocodes',
  sortFields: PROMOCODE_SORT_FIELDS,
  defaultSort: { orderBy: 'createdEpoch', order: 'desc' },
  filters: {},
};

export function usePromocodeList() {
  const api = useApi();
  return useGridQuery<PromocodeWire, object, PromocodeSortField>(promocodeList, (query) =>
    api.admin.promocodes(query),
  );
}

/** The last second (UTC) of a `YYYY-MM-DD` day: a code "valid until the 31st" works all of the 31st. */
export const endOfDayEpoch = (day: string) => Math.floor(Date.parse(`${day}T23:59:59Z`) / 1000);

/** Deactivates a promocode (nobody can use it any more; asks first) or turns it back on. */
export function usePromocodeActive() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.promocodeActive',
    run: ({ code, active }: { code: PromocodeWire; active: boolean }) =>
      api.admin.updatePromocode(code.id, { active }),
    revalidates: ['adminPromocodes'],
    confirm: ({ code, active }) =>
      active
        ? null
        : {
            title: t('admin.promocodes.deactivate.title', { code: code.code }),
            description: t('admin.promocodes.deactivate.description'),
            confirmLabel: t('admin.promocodes.deactivate.submit'),
            tone: 'destructive',
          },
    optimistic: ({ code, active }) => ({ resources: ['adminPromocodes'], id: code.id, patch: { active } }),
    success: (_r, { code, active }) =>
      t(active ? 'admin.promocodes.activated' : 'admin.promocodes.deactivated', { code: code.code }),
  });
}

// --- Platforms -------------------------------------------------------------------------------------------------

type PlatformSortField = (typeof PLATFORM_SORT_FIELDS)[number];
export const PLATFORM_STATUSES = [
  'PENDING',
  'APPROVED',
  'BLOCKED',
] as const satisfies readonly PlatformStatus[];
export const PLATFORM_KINDS = ['CHANNEL', 'BOT', 'MINI_APP'] as const satisfies readonly PlatformKind[];

/** `/internal/platforms` (`GET /api/admin/platforms`): the ones waiting first would need a status sort; newest first. */
export const platformList: ListDefinition<ListFilters<PlatformListQueryWire>, PlatformSortField> = {
  resource: 'adminPlatforms',
  sortFields: PLATFORM_SORT_FIELDS,
  defaultSort: { orderBy: 'createdEpoch', order: 'desc' },
  filters: { search: textFilter, status: enumFilter(PLATFORM_STATUSES), kind: enumFilter(PLATFORM_KINDS) },
};

export function usePlatformList() {
  const api = useApi();
  return useGridQuery<PlatformWire, ListFilters<PlatformListQueryWire>, PlatformSortField>(
    platformList,
    (query) => api.admin.platforms(query),
  );
}

/** Approves or blocks a publisher's platform; blocking stops its ads and its earnings, so it asks first. */
export function usePlatformStatus() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.platformStatus',
    run: ({ platform, status }: { platform: PlatformWire; status: PlatformStatus }) =>
      api.admin.updatePlatform(platform.id, { status }),
    revalidates: ['adminPlatforms', 'audit'],
    confirm: ({ platform, status }) =>
      status === 'BLOCKED'
        ? {
            title: t('admin.platforms.block.title', { name: platform.name }),
            description: t('admin.platforms.block.description'),
            confirmLabel: t('admin.platforms.block.submit'),
            tone: 'destructive',
          }
        : null,
    success: (_r, { platform, status }) => t(`admin.platforms.toast.${status}`, { name: platform.name }),
  });
}

// --- Referral --------------------------------------------------------------------------------------------------

type ReferralSortField = (typeof REFERRAL_SORT_FIELDS)[number];

/** `/internal/referral` (`GET /api/admin/referrals`): newest first; `referrerId` narrows to one referrer. */
export const referralList: ListDefinition<ListFilters<ReferralListQueryWire>, ReferralSortField> = {
  resource: 'adminReferrals',
  sortFields: REFERRAL_SORT_FIELDS,
  defaultSort: { orderBy: 'createdEpoch', order: 'desc' },
  filters: { referrerId: idFilter },
};

export function useReferralList() {
  const api = useApi();
  return useGridQuery<ReferralWire, ListFilters<ReferralListQueryWire>, ReferralSortField>(
    referralList,
    (query) => api.admin.referrals(query),
  );
}

export function useReferralSettings() {
  const api = useApi();
  return useSWR(resourceKey('referralSettings'), () => api.admin.referralSettings());
}

// --- Features --------------------------------------------------------------------------------------------------

export function useFeatures() {
  const api = useApi();
  return useSWR(resourceKey('adminFeatures'), () => api.admin.features());
}

/** Turns a feature on or off for everyone (a user's own override still wins): it changes every cabinet, so it asks. */
export function useToggleFeature() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.feature',
    run: ({ feature, active }: { feature: FeatureWire; active: boolean }) =>
      api.admin.setFeature(feature.name, active),
    revalidates: ['adminFeatures', 'adminUser', 'self'],
    confirm: ({ feature, active }) => ({
      title: t(active ? 'admin.features.confirmOn' : 'admin.features.confirmOff', { name: feature.name }),
      description: t('admin.features.confirmDescription'),
      confirmLabel: t(active ? 'admin.features.turnOn' : 'admin.features.turnOff'),
      tone: active ? 'default' : 'destructive',
    }),
    success: (_r, { feature, active }) =>
      t(active ? 'admin.features.onDone' : 'admin.features.offDone', { name: feature.name }),
  });
}

/** One user's own overrides: each feature "as everyone", forced on, or forced off. */
export type FeatureOverride = 'default' | 'on' | 'off';

export function useSetUserFeatures() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.userFeatures',
    run: ({ userId, overrides }: { userId: number; overrides: Record<string, FeatureOverride> }) =>
      api.admin.setUserFeatures(userId, {
        activeFeatures: Object.keys(overrides).filter((f) => overrides[f] === 'on'),
        disabledFeatures: Object.keys(overrides).filter((f) => overrides[f] === 'off'),
      }),
    revalidates: ['adminUser', 'adminFeatures'],
    success: (r) => t('admin.features.userSaved', { email: r.email }),
  });
}
