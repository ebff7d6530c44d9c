import { useEffect } from 'react';

/**
 * Fetches a page's lazily loaded parts (made with ui's `preloadable`) once the browser is idle after the page's
 * first paint, so a part the user opens later (a dialog, a review) shows at once, while the page's first paint does
 * not wait for it. A failed fetch is left to the part's own render (it throws to the error boundary then).
 */
export function usePreloadWhenIdle(...parts: readonly { preload: () => Promise<void> }[]) {
  useEffect(() => {
    const load = () => {
      for (const part of parts) void part.preload().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1000);
    return () => window.clearTimeout(timer);
    // The parts are module-level constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
