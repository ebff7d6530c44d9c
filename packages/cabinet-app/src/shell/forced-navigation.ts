/**
 * The navigation state of a move the user cannot refuse: the session expired, was ended in another tab or by
 * signing out, or another user signed in. A leave guard (the campaign editor's "Leave without saving?") lets such
 * a navigation through: the page cannot stay without its session, and the form's autosaved draft keeps what was
 * typed for when the user is back.
 */
const FORCED = 'adnetForcedNavigation';

/** `state` for `navigate(to, { state: forcedState() })`, with what the target page reads kept beside it. */
export function forcedState<T extends object>(state?: T): T & { [FORCED]: true } {
  return { ...(state as T), [FORCED]: true };
}

/** Whether a location's state marks it as forced (see {@link forcedState}). */
export function isForcedNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FORCED] === true;
}
