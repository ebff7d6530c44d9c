import { REFRESH_THROTTLE_MS } from '../constants';
import type { ApiError } from '../errors';

/**
 * What one refresh ended in: `true` the server issued new cookies, `false` it refused (the session is over: a 401,
 * or a 403 that says so), or the error of a refresh that got no usable answer after its retries (network, timeout,
 * 408, 429, 5xx, an unreadable body) or another 4xx: that says nothing about the session.
 */
export type RefreshResult = boolean | ApiError;

/** The outcome of one refresh, shared by every request that waited for it. */
interface RefreshRound {
  promise: Promise<RefreshResult>;
  /** Set once `onAuthFailure` has been called for this round, so a refused round calls it exactly once. */
  notified: boolean;
}

/** What the transport asks the refresher when a request met a 401. */
export interface Refresher {
  /** The number of successful refreshes so far; a request notes it before it is sent. */
  readonly generation: () => number;
  /**
   * Resolves `true` when the request should be replayed (a refresh succeeded after it was sent), `false` when
   * the session is over and the request fails with its 401, or the transport error of a refresh that could not
   * be completed: the request fails with that error, so a network blip is never mistaken for a sign-out. `quiet`
   * requests never trigger `onAuthFailure` themselves.
   */
  readonly recover: (sentAt: number, quiet: boolean) => Promise<RefreshResult>;
  /**
   * A sign-in succeeded: a refresh refused before it (the sign-in page's own probe) says nothing about the new
   * session, so the next 401 may refresh at once; requests sent before it replay with the new cookies.
   */
  readonly newSession: () => void;
}

/**
 * One shared refresh for all requests (spec section 8):
 * - while a refresh is in flight, every request that meets a 401 waits for it and replays once;
 * - a request sent before the last successful refresh replays without a new one (its 401 was for the old cookie);
 * - otherwise at most one refresh starts per {@link REFRESH_THROTTLE_MS}; inside the window the request fails,
 *   which is what stops a server that keeps answering 401 from causing a refresh loop;
 * - a refused refresh calls `onAuthFailure` once, and only for a request that is not `quiet`;
 * - a refresh that could not be completed signs nobody out: the requests fail with its transport error.
 *
 * `refresh` never rejects.
 */
export function createRefresher(
  refresh: () => Promise<RefreshResult>,
  onAuthFailure: () => void,
  now: () => number = () => Date.now(),
): Refresher {
  let generation = 0;
  let startedAt = -Infinity;
  let round: RefreshRound | null = null;
  let inFlight = false;

  const settle = async (r: RefreshRound, quiet: boolean): Promise<RefreshResult> => {
    const result = await r.promise;
    if (result === false && !quiet && !r.notified) {
      r.notified = true;
      onAuthFailure();
    }
    return result;
  };

  return {
    generation: () => generation,
    newSession() {
      generation += 1;
      if (inFlight) return;
      round = null;
      startedAt = -Infinity;
    },
    async recover(sentAt, quiet) {
      if (round && inFlight) return settle(round, quiet);
      if (sentAt !== generation) return true;
      if (now() - startedAt < REFRESH_THROTTLE_MS) {
        // Inside the window. After a successful round the 401 is real (no loop); a refused round still owes a
        // non-quiet caller its single onAuthFailure; an unreachable one is still the likelier story.
        return round ? settle(round, quiet).then((result) => (result === true ? false : result)) : false;
      }
      startedAt = now();
      inFlight = true;
      const r: RefreshRound = { notified: false, promise: Promise.resolve(false) };
      r.promise = refresh().then((result) => {
        inFlight = false;
        if (result === true) generation += 1;
        return result;
      });
      round = r;
      return settle(r, quiet);
    },
  };
}
