import useSWR, { preload, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient, User } from '@adnet/api-client';
import { useApi } from '../api-context';
import type { ResourceKey } from './swr-keys';

/**
 * Data hooks, named for what they return. Every fetcher input is in the key; a `null` key means "do not fetch".
 */
// A literal rather than `resourceKey('self')`: the entry chunk holds this key and nothing else that needs the helper.
export const selfKey = ['self'] as const satisfies ResourceKey;

/**
 * The signed-in user, or `null` when nobody is. On public pages the call is `quiet` (spec section 8): an expired
 * session there is not an error and does not bounce the user anywhere.
 */
export function useSelf(options: { quiet?: boolean } = {}) {
  const api = useApi();
  return useSWR<User | null>(selfKey, () => fetchSelf(api, options.quiet === true));
}

/** `self`'s fetcher: the user, or `null` when the client ends with a 401 (nobody is signed in). */
export async function fetchSelf(api: ApiClient, quiet: boolean): Promise<User | null> {
  try {
    return await api.account.self(quiet ? { quiet: true } : undefined);
  } catch (error) {
    if (typeof error === 'object' && error && 'status' in error && error.status === 401) return null;
    throw error;
  }
}

/**
 * Starts the session check before the first render (`main.tsx`), so it runs beside the page's chunks instead of
 * after them; the first `useSelf` takes this request over instead of sending its own (SWR `preload`).
 */
export function preloadSelf(api: ApiClient, options: { quiet: boolean }) {
  preload(selfKey, () => fetchSelf(api, options.quiet)).catch(() => undefined);
}

/** Accepting the terms lifts the terms gate: self is refetched afterwards. */
export function useAcceptTerms() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(['acceptTerms'], async (_key, { arg }: { arg: number }) => {
    await api.account.acceptTerms({ termsVersion: arg });
    await mutate(selfKey);
  });
}

/** The signed-in user inside a signed-in route (the session guard renders nothing before it is known). */
export function useCurrentUser(): User {
  const { data } = useSelf();
  if (!data) throw new Error('useCurrentUser() is only available inside a signed-in route');
  return data;
}
