/** The Web Lock every tab of the cabinet takes around a session refresh. */
export const REFRESH_LOCK_NAME = 'adnet:session-refresh';

/**
 * The client's `refreshLock`: refreshes of all the cabinet's tabs run one after the other under a Web Lock, so
 * when two tabs meet an expired session together, the second refreshes with the cookie the first just received
 * instead of presenting the same one-time credential (which the server would take for a stolen copy once its grace
 * window is over). Fallback, where Web Locks are missing (an insecure origin, an old browser): the refresh runs at
 * once and the server's grace window for a just-rotated credential keeps both tabs signed in.
 */
export function crossTabRefreshLock(locks: LockManager | undefined = globalThis.navigator?.locks) {
  return <T>(task: () => Promise<T>): Promise<T> =>
    typeof locks?.request === 'function'
      ? (locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => task()) as Promise<T>)
      : task();
}
