import { REFRESH_THROTTLE_MS } from '../constants';

/** The outcome of one refresh, shared by every request that waited for it. */
interface RefreshRound {
  promise: Promise<boolean>;
  /** Set once `onAuthFailure` has been called for this round, so a failed round calls it exactly once. */
  notified: boolean;
}

/** What the transport asks the refresher when a request met a 401. */
export interface Refresher {
  /** The number of successful refreshes so far; a request notes it before it is sent. */
  readonly generation: () => number;
  /**
   * Resolves true when the request should be replayed (a refresh succeeded after it was sent), false when it must
   * fail. `quiet` requests never trigger `onAuthFailure` themselves.
   */
  readonly recover: (sentAt: number, quiet: boolean) => Promise<boolean>;
}

/**
 * One shared refresh for all requests (spec section 8):
 * - while a refresh is in flight, every request that meets a 401 waits for it and replays once;
 * - a request sent before the last successful refresh replays without a new one (its 401 was for the old cookie);
 * - otherwise at most one refresh starts per {@link REFRESH_THROTTLE_MS}; inside the window the request fails,
 *   which is what stops a server that keeps answering 401 from causing a refresh loop;
 * - a failed refresh calls `onAuthFailure` once, and only for a request that is not `quiet`.
 *
 * `refresh` never rejects: it resolves true when the server issued new cookies, false when it refused (the
 * session is over), and null when it could not reach the server or the server failed (the session may be fine,
 * so `onAuthFailure` is not called and the original 401 is returned).
 */
export function createRefresher(
  refresh: () => Promise<boolean | null>,
  onAuthFailure: () => void,
  now: () => number = () => Date.now(),
): Refresher {
  let generation = 0;
  let startedAt = -Infinity;
  let round: RefreshRound | null = null;
  let inFlight = false;

  const fail = (r: RefreshRound, quiet: boolean) => {
    if (!quiet && !r.notified) {
      r.notified = true;
      onAuthFailure();
    }
    return false;
  };

  const settle = async (r: RefreshRound, quiet: boolean) => (await r.promise) || fail(r, quiet);

  return {
    generation: () => generation,
    async recover(sentAt, quiet) {
      if (round && inFlight) return settle(round, quiet);
      if (sentAt !== generation) return true;
      if (now() - startedAt < REFRESH_THROTTLE_MS) {
        // Inside the window: a failed round still owes a non-quiet caller its single onAuthFailure.
        return round && !(await round.promise) ? fail(round, quiet) : false;
      }
      startedAt = now();
      inFlight = true;
      const r: RefreshRound = { notified: false, promise: Promise.resolve(false) };
      r.promise = refresh().then((ok) => {
        inFlight = false;
        if (ok) generation += 1;
        // A refresh that never reached the server does not end the session: mark it notified so nobody logs out.
        if (ok === null) r.notified = true;
        return ok === true;
      });
      round = r;
      return settle(r, quiet);
    },
  };
}
