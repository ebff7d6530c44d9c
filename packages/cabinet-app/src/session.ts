import type { AuthFailure } from '@adnet/api-client';
import { RETURN_PATH_STORAGE_KEY, safeReturnPath } from './access/return-path';

/**
 * The client calls `onAuthFailure` (once) when a refresh is refused. Outside React, we store where the user was
 * and announce it; the router-aware shell listens and moves to /login (spec section 8).
 */
export const AUTH_FAILURE_EVENT = 'adnet:auth-failure';

/** Query parameters that may carry secrets are never stored as a return path. */
const SECRET_PARAMS = ['token', 'code', 'password', 'confirmationCode'];

export function rememberReturnPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
) {
  const params = new URLSearchParams(location.search);
  for (const p of SECRET_PARAMS) params.delete(p);
  const query = params.toString();
  const path = safeReturnPath(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  try {
    if (path && path !== '/login') sessionStorage.setItem(RETURN_PATH_STORAGE_KEY, path);
  } catch {
    // without storage the user lands on the default page after login
  }
}

/** Reads and forgets the stored return path. */
export function takeReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_PATH_STORAGE_KEY);
    sessionStorage.removeItem(RETURN_PATH_STORAGE_KEY);
    return value;
  } catch {
    return null;
  }
}

/**
 * Whether this tab's session ended and the sign-in page has not said so yet. The shell sets it when it sends the
 * user to /login for an ended session; the sign-in page reads it besides its navigation state, since the session
 * guard may draw its own redirect to /login (without that state) when the same refusal reaches it a moment later.
 */
let sessionEnded = false;
export const markSessionEnded = () => {
  sessionEnded = true;
};
export const sessionEndedUntold = () => sessionEnded;
export const sessionEndedTold = () => {
  sessionEnded = false;
};

/** What the shell learns of a refused refresh: whether there was a session that ended. */
export interface AuthFailureDetail {
  hadSession: boolean;
}

/**
 * A refused refresh: the path is kept for after the sign-in, and the shell is told whether a session ended (then
 * the sign-in page says so) or there was none (a first visit, or after a sign-out: nothing to say).
 */
export function announceAuthFailure(failure?: Pick<AuthFailure, 'hadSession'>) {
  rememberReturnPath();
  const hadSession = failure?.hadSession ?? true;
  // Noted here, not only by the shell's listener: a refusal of the boot's first call can come before the shell has
  // mounted it, and the guard's redirect would then reach the sign-in page with nothing to say.
  if (hadSession) markSessionEnded();
  window.dispatchEvent(new CustomEvent<AuthFailureDetail>(AUTH_FAILURE_EVENT, { detail: { hadSession } }));
}
