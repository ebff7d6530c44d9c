import { MAX_BACKOFF_DOUBLINGS, MAX_RETRY_AFTER_MS, RETRY_BASE_DELAY_MS } from '../constants';
import type { ApiError } from '../errors';

/**
 * Wait before retry number `attempt` (0 for the first retry), in RTK Query's shape: the base doubled per attempt
 * up to {@link MAX_BACKOFF_DOUBLINGS} times, times a jitter factor in [0.4, 1.4) so clients that failed together
 * do not come back together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return ~~((random() + 0.4) * (RETRY_BASE_DELAY_MS << Math.min(attempt, MAX_BACKOFF_DOUBLINGS)));
}

/**
 * Whether a failure is worth one more attempt: no answer, a timeout, a server error, 408 or 429. Other 4xx
 * answers will not change by asking again. A body that did not parse is retried only when its status was one of
 * those (a proxy's HTML error page), never on a 2xx.
 */
export function isRetryable(error: ApiError): boolean {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

/** The `Retry-After` header (delta-seconds or an HTTP date) in ms from now, or undefined when absent or unreadable. */
function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/**
 * The `Retry-After` header in milliseconds, or undefined when absent or unreadable. A value above
 * {@link MAX_RETRY_AFTER_MS} comes back as `Infinity`: the caller gives up instead of holding a screen for minutes.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  const wait = parseRetryAfter(header, now);
  return wait !== undefined && wait > MAX_RETRY_AFTER_MS ? Infinity : wait;
}

/** The `Retry-After` header in whole seconds (rounded up), however long; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const wait = parseRetryAfter(header, now);
  return wait === undefined ? undefined : Math.ceil(wait / 1000);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
