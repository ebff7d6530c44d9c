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

export function announceAuthFailure() {
  rememberReturnPath();
  window.dispatchEvent(new Event(AUTH_FAILURE_EVENT));
}
