/**
 * SWR keys are arrays whose first item names the resource: `['campaigns', query, actingAsUid]`. Writes name the
 * resources they touch, and everything cached under those names is revalidated (or patched) at once.
 */
export type ResourceKey = readonly [resource: string, ...rest: unknown[]];

export function isResourceKey(key: unknown, resources: readonly string[]): key is ResourceKey {
  return Array.isArray(key) && typeof key[0] === 'string' && resources.includes(key[0]);
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
] as const;
