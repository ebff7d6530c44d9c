import { lazy, useState, type ComponentProps, type ComponentType, type JSX } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render (see `preloadable`). */
export interface Preloadable<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading (once) and resolves when the component can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` with a preload. `lazy` suspends on its first render even when its chunk is already in memory, so
 * the Suspense fallback is committed and React then holds the real content back for up to 300 ms (its fallback
 * throttle): a flash of the fallback and a late first paint. A component made here renders its module directly
 * once `preload()` has resolved, and falls back to `lazy` (so to the nearest Suspense boundary) only when it
 * renders before that. Each instance keeps the form it started with, so a page never remounts (and loses its
 * state) when its chunk arrives. A failed load rejects `preload()` and throws to the nearest error boundary on
 * render, as `lazy` does.
 *
 * ```tsx
 * const Settings = preloadable(() => import('./settings-page'));
 * await Settings.preload(); // e.g. before the first render, or on hover of a link
 * <Suspense fallback={<Spinner />}><Settings /></Suspense>
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type; its props are inferred
export function preloadable<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): Preloadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  // A failed load is forgotten, so the next preload or render asks again (the network may be back). A module that
  // resolves to nothing (Vite resolves a failed import with undefined once its `vite:preloadError` is handled) is
  // a failure too, not a component of `undefined`.
  const preload = () =>
    (pending ??= load()
      .then((module: { default: C } | undefined) => {
        if (!module) throw new Error('Failed to fetch dynamically imported module');
        loaded = module.default;
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
