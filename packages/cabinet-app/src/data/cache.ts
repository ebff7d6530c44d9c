import { useEffect } from 'react';
import { unstable_serialize, type Cache, type Middleware, type SWRConfiguration } from 'swr';

/** Spec 9: unused data is dropped 60 s after its last subscriber leaves... */
export const KEEP_UNUSED_MS = 60_000;
/** ...except the tron fee, kept 1800 s. */
export const KEEP_UNUSED_TRON_FEE_MS = 1_800_000;
export const TRON_FEE_KEY = 'tronFee';

/** How long a key's data outlives its last subscriber. Keys are arrays whose first item names the resource. */
export function keepUnusedMsFor(key: unknown): number {
  const head = Array.isArray(key) ? key[0] : key;
  return head === TRON_FEE_KEY ? KEEP_UNUSED_TRON_FEE_MS : KEEP_UNUSED_MS;
}

/**
 * SWR keeps data forever by design. This cache counts subscribers per key (through {@link evictionMiddleware})
 * and deletes a key's entry once it has had none for {@link keepUnusedMsFor} ms. A new subscriber cancels the
 * pending deletion.
 */
export function createEvictingCache() {
  const map = new Map<string, unknown>() as Map<string, unknown> & Cache;
  const subscribers = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function retain(serialized: string) {
    subscribers.set(serialized, (subscribers.get(serialized) ?? 0) + 1);
    const timer = timers.get(serialized);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(serialized);
    }
  }

  function release(serialized: string, keepMs: number) {
    const left = (subscribers.get(serialized) ?? 1) - 1;
    if (left > 0) {
      subscribers.set(serialized, left);
      return;
    }
    subscribers.delete(serialized);
    timers.set(
      serialized,
      setTimeout(() => {
        timers.delete(serialized);
        if (!subscribers.has(serialized)) map.delete(serialized);
      }, keepMs),
    );
  }

  /** Drops everything: what logout calls, so the next user sees none of the previous one's data. */
  function clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    subscribers.clear();
    map.clear();
  }

  const evictionMiddleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const result = useSWRNext(key, fetcher, config);
    const serialized = key === null ? null : unstable_serialize(key);
    useEffect(() => {
      if (serialized === null || serialized === '') return;
      retain(serialized);
      return () => release(serialized, keepUnusedMsFor(typeof key === 'function' ? null : key));
      // `key` is represented by `serialized`; depending on the array identity would re-subscribe every render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [serialized]);
    return result;
  };

  return { cache: map, evictionMiddleware, clear, subscriberCount: (k: string) => subscribers.get(k) ?? 0 };
}

/**
 * The app's SWR options. The client already retries a failed GET once with backoff (spec section 9), so SWR must
 * not stack its own retries on top: with SWR's default (or any retry here) one failing GET went out up to eight
 * times. A failed request stays failed until the user retries, the window regains focus or the network comes
 * back; a failed background revalidation keeps the data SWR already has (the list recipe shows it as stale).
 */
export const swrOptions = {
  shouldRetryOnError: false,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
} as const satisfies SWRConfiguration;
