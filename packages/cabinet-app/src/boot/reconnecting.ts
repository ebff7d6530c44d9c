/**
 * Whether the API client is trying a refresh again after it got no answer (its `onReconnecting` option): the
 * connection banner says the cabinet is reconnecting while the page stays as it is. Outside React, as the client
 * is created before the first render.
 */
let reconnecting = false;
const listeners = new Set<() => void>();

/** The client's `onReconnecting`. */
export function setReconnecting(value: boolean) {
  if (value === reconnecting) return;
  reconnecting = value;
  for (const listener of listeners) listener();
}

export const isReconnecting = () => reconnecting;

export function subscribeReconnecting(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
