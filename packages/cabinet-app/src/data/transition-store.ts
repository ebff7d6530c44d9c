import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { beginActivity } from '../boot/activity';

/**
 * The `useSyncExternalStore` that SWR's hooks (every answer) and react-i18next's `useTranslation` (a language
 * switch) subscribe with in this app (`store-transitions.ts` resolves their import of
 * `use-sync-external-store/shim` here): what the shim React ships for React 17 does (the snapshot read in render,
 * a subscription in an effect that asks for a re-render when it changed), except that the re-render is a
 * transition.
 *
 * Why (total blocking time): React's own `useSyncExternalStore` renders every store change
 * synchronously, so data arriving rendered the whole page in one task: the frame and page when the session check
 * answered, the rows when a list answered (`/campaigns`: 150-250 ms on a phone), the statistics module's cards
 * and chart on `/monitoring`. As transitions these renders are time-sliced: React yields to the browser every
 * 5 ms, and a click or a key in the meantime goes first. What a page shows and when is otherwise unchanged: the
 * render follows the answer within a frame or two, a loading state stays until its data is rendered, and data
 * on screen stays until the new data is.
 *
 * What React's hook would add and this one does not: a render is never forced to be consistent with the store.
 * Should an answer land between two slices of one render, the components rendered before it show the previous
 * state for that commit, and the transition its change scheduled renders them again at once; SWR keys are read
 * by one component each almost everywhere, and React 17 ran both libraries with this shim in the first place.
 */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [, forceUpdate] = useReducer((n: number) => n + 1, 0);
  // The snapshot the last commit used, for the checks below (React's shim keeps it in state and mutates it).
  const rendered = useRef<Rendered<T> | null>(null);
  // A change scheduled and not yet committed: the app is not settled until it is (boot/activity.ts).
  const awaiting = useRef<(() => void) | null>(null);
  const rerender = () => {
    awaiting.current ??= beginActivity();
    startTransition(forceUpdate);
  };
  useLayoutEffect(() => {
    rendered.current = { value, getSnapshot };
    if (changed(rendered.current)) rerender();
  }, [subscribe, value, getSnapshot]);
  // Every commit of this component: once one shows the store's current state, the scheduled change is drawn.
  useLayoutEffect(() => {
    if (awaiting.current && rendered.current && !changed(rendered.current)) {
      awaiting.current();
      awaiting.current = null;
    }
  });
  useEffect(() => {
    const check = () => {
      if (rendered.current && changed(rendered.current)) rerender();
    };
    check(); // a change between the render and the subscription
    return subscribe(check);
  }, [subscribe]);
  useEffect(
    () => () => {
      awaiting.current?.();
      awaiting.current = null;
    },
    [],
  );
  return value;
}

interface Rendered<T> {
  value: T;
  getSnapshot: () => T;
}

function changed<T>({ value, getSnapshot }: Rendered<T>): boolean {
  try {
    return !Object.is(value, getSnapshot());
  } catch {
    return true;
  }
}
