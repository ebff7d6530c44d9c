/**
 * SWR keys are arrays whose first item names the resource: `['campaigns', query, actingAsUid]`. Writes name the
 * resources they touch, and everything cached under those names is revalidated (or patched) at once.
 */
export type ResourceKey = readonly [resource: string, ...rest: unknown[]];

export function isResourceKey(key: unknown, resources: readonly string[]): key is ResourceKey {
  return Array.isArray(key) && typeof key[0] === 'string' && resources.includes(key[0]);
}
