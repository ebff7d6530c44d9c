import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createEvictingCache, swrOptions } from '../data/cache';
import { SessionContext } from './session-context';

/**
 * The app's SWR cache, one per session. `clearCache` (sign-out, a refused refresh, another user signing in in
 * another tab) drops every cached byte and starts a new cache under a remounted `SWRConfig`: requests still in
 * flight resolve into the old cache, which nothing reads any more, so a late answer for the previous user can
 * never reach the screen (SWR's own `mutate` keeps their in-flight markers, and a deduplicated request could).
 * The remount also drops every screen's state, which is what a change of user needs.
 */
export function SessionScope({ children }: { children: ReactNode }) {
  // One cache per generation; the remount below (`key`) is what makes SWR take the new one.
  const [{ generation, evicting }, setScope] = useState(() => ({
    generation: 0,
    evicting: createEvictingCache(),
  }));
  const clearCache = useCallback(() => {
    evicting.clear();
    setScope({ generation: generation + 1, evicting: createEvictingCache() });
  }, [evicting, generation]);
  const session = useMemo(() => ({ clearCache }), [clearCache]);
  return (
    <SWRConfig
      key={generation}
      value={{
        provider: () => evicting.cache,
        use: [evicting.evictionMiddleware],
        ...swrOptions,
      }}
    >
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SWRConfig>
  );
}
