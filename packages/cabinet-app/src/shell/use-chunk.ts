import { useEffect, useState } from 'react';

/** What `useChunk` needs of a `preloadable` component: its load, which rejects when the chunk cannot be fetched. */
export interface LoadableChunk {
  preload: () => Promise<void>;
}

/**
 * Whether an optional part of a page (the toast area, the public pages' language and theme selects) has its chunk
 * in, so the part is mounted only then and never renders through `lazy`: a chunk that cannot be fetched (the
 * network went away before it came) must not throw the page it decorates to the error screen. A failed load is
 * asked for again when the browser is back online. `start` delays the first load (the toaster's: once the page has
 * loaded and the browser is idle) and returns its cancel; by default the load starts at mount.
 *
 * A chunk already loaded by an earlier mount is ready on the first render (no placeholder for one frame).
 */
export function useChunk(
  chunk: LoadableChunk,
  start: (load: () => void) => () => void = (load) => {
    load();
    return () => {};
  },
): boolean {
  const [ready, setReady] = useState(() => loaded.has(chunk));
  useEffect(() => {
    if (loaded.has(chunk)) return;
    let live = true;
    const load = () =>
      void loadChunk(chunk).then(
        () => live && setReady(true),
        () => undefined,
      );
    const cancel = start(load);
    window.addEventListener('online', load);
    return () => {
      live = false;
      cancel();
      window.removeEventListener('online', load);
    };
    // `start` is read once: the moment of the first load is the mount's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chunk]);
  return ready;
}

const loaded = new WeakSet<LoadableChunk>();

/**
 * Loads a chunk ahead of the part that draws it and remembers that it is in, so that part draws on its first render
 * (the confirm dialog, fetched once the page has loaded, opens in the same render as the request: a render later
 * and it would take focus from where the menu that asked had just put it).
 */
export const loadChunk = (chunk: LoadableChunk) => chunk.preload().then(() => void loaded.add(chunk));

/** Runs `run` once the page has loaded and the browser is idle (2 s after the load at the latest). */
export function afterLoad(run: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 0);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}
