/**
 * Every name the cache knows data by. SWR keys are arrays whose first item is one of these: `['campaigns', query,
 * actingAsUid]`. Writes name the resources they touch, and everything cached under those names is revalidated (or
 * patched) at once, so a name is typed: a misspelled one in a key, a list definition or a write fails to compile
 * instead of silently refreshing nothing.
 */
export const RESOURCES = [
  'adminAccounts',
  'adminAgencies',
  'adminFeatures',
  'adminManagers',
  'adminPlatforms',
  'adminPromocodes',
  'adminReferrals',
  'adminUser',
  'adminUsers',
  'adminWithdraws',
  'archive',
  'audience',
  'audienceEstimate',
  'audienceOptions',
  'audiences',
  'audit',
  'balance',
  'campaign',
  'campaigns',
  'constants',
  'deals',
  'forecast',
  'frozenBalance',
  'geoTree',
  'legalInfos',
  'monitoring',
  'personalToken',
  'referralSettings',
  'salesClient',
  'salesClients',
  'salesSummary',
  'self',
  'statistics',
  'supportAgents',
  'supportCase',
  'supportCases',
  'supportOpenCount',
  'supportUserCases',
  'telegramName',
  'transactions',
  'tronFee',
  'tronWallet',
  'withdraws',
] as const;

export type Resource = (typeof RESOURCES)[number];

export type ResourceKey = readonly [resource: Resource, ...rest: unknown[]];

/** An SWR key for data of `resource`; the rest tells one entry of it from another (an id, a query, a user). */
export const resourceKey = <const T extends readonly unknown[]>(resource: Resource, ...rest: T) =>
  [resource, ...rest] as const;

export function isResourceKey(key: unknown, resources: readonly Resource[]): key is ResourceKey {
  return Array.isArray(key) && resources.includes(key[0] as Resource);
}

/**
 * Every list, page and summary that shows campaigns: what a campaign write revalidates. Here rather than in
 * `campaigns.tsx` so that a page writing campaigns (the editor) does not pull in the lists' actions and their texts.
 */
export const CAMPAIGN_RESOURCES = [
  'campaigns',
  'archive',
  'campaign',
  'monitoring',
  'frozenBalance',
] as const satisfies readonly Resource[];
