import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { DEFAULT_AFTER_LOGIN } from '../access/return-path';
import { useApi } from '../api-context';
import { fetchSelf, selfKey } from '../data/hooks';
import { useSession } from './session-context';
import { forcedState } from './forced-navigation';

/**
 * What the tabs of one browser tell each other about the session they share (through its cookies). `signing-out`
 * goes out before the sign-out request, `signed-out` after it.
 */
export type SessionMessage =
  { type: 'signing-out' } | { type: 'signed-out' } | { type: 'signed-in'; userId: number };

/** When another tab last said it was signing out (its sign-out request under way). */
let signingOutElsewhereAt = Number.NEGATIVE_INFINITY;
/** How long after another tab's `signing-out` this tab's refused refresh is taken to be that sign-out. */
const SIGNING_OUT_WINDOW_MS = 10_000;

/**
 * Whether another tab said it was signing out within the last few seconds. A request this tab made while that tab's
 * sign-out was under way meets the cleared cookies, and its refused refresh can come before the `signed-out`
 * message: the tab then tells the user they signed out in another tab, not that their session ended.
 */
export function signingOutElsewhere(now = Date.now()): boolean {
  return now - signingOutElsewhereAt < SIGNING_OUT_WINDOW_MS;
}

/** The channel's name; every tab of the cabinet's origin listens on it. */
export const SESSION_CHANNEL = 'adnet:session';

let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  // Designed: no fallback. Every browser the cabinet supports has BroadcastChannel; without it a tab still learns
  // of a sign-out at its next request (a 401 whose refresh is refused).
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
}

/** Tells the other tabs (never this one) what happened to the session. */
export function announceSession(message: SessionMessage) {
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // a closed channel (page unloading) has nobody to tell
  }
}

/**
 * Keeps the tabs of one browser on one session:
 * - a sign-out (or a refused refresh) in another tab clears this tab's data and shows the sign-in page;
 * - another user signing in in another tab (the cookies are now theirs) clears this tab's data and opens their
 *   cabinet, so nothing of the previous user stays on screen; a tab that was signed out starts afresh and picks
 *   the session up;
 * - this tab's own `self` turning into another user (a revalidation after such a change) does the same here.
 * It reads the cached `self` without fetching it itself.
 */
export function SessionSync() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clearCache } = useSession();
  const api = useApi();
  // Reads the cached `self` and never fetches it by itself. It has the real fetcher all the same: SWR runs a
  // `mutate(selfKey)` through the first hook of the key, and a hook without one would silently drop that refetch.
  const { data: self } = useSWR<User | null>(selfKey, () => fetchSelf(api, true), {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  // Tell the other tabs who is signed in here; notice when that changed under this tab's feet.
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (self === undefined) return;
    const id = self?.id ?? null;
    const before = seen.current;
    seen.current = id;
    if (id === null || id === before) return;
    announceSession({ type: 'signed-in', userId: id });
    if (before !== null && before !== undefined) {
      toast(t('session.switched'), { id: 'session-switched' });
      void navigate(DEFAULT_AFTER_LOGIN, { replace: true, state: forcedState() });
      clearCache();
    }
  }, [self, t, navigate, clearCache]);

  useEffect(() => {
    const bc = sessionChannel();
    if (!bc) return;
    const onMessage = (event: MessageEvent<SessionMessage>) => {
      const message = event.data;
      const here = self;
      if (message?.type === 'signing-out') signingOutElsewhereAt = Date.now();
      else if (message?.type === 'signed-out') {
        if (!here) return; // nothing of a session on this tab: leave a half-filled public form alone
        toast(t('session.signedOutElsewhere'), { id: 'session-signed-out' });
        void navigate('/login', { replace: true, state: forcedState() });
        clearCache();
      } else if (message?.type === 'signed-in') {
        // Still asking who is signed in: that answer will tell.
        if (here === undefined) return;
        if (here === null) {
          // Signed out here (the sign-in page): start afresh, so the page finds the session and moves on.
          clearCache();
        } else if (here.id !== message.userId) {
          toast(t('session.switched'), { id: 'session-switched' });
          void navigate(DEFAULT_AFTER_LOGIN, { replace: true, state: forcedState() });
          clearCache();
        }
      }
    };
    bc.addEventListener('message', onMessage);
    return () => bc.removeEventListener('message', onMessage);
  }, [self, t, navigate, clearCache]);

  return null;
}
