import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isResourceKey, type Resource } from './swr-keys';

/** Revalidates every cached key of the named resources (all pages, filters and users of a list). */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (resources: readonly Resource[]) =>
      resources.length
        ? mutate((key) => isResourceKey(key, resources)).then(() => undefined)
        : Promise.resolve(),
    [mutate],
  );
}
