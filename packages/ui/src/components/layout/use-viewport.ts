import { useEffect, useState } from 'react';

/** Below this width (CSS px) the viewport is `mobile`. */
export const MOBILE_BREAKPOINT_PX = 768;
/** From this width (CSS px) the viewport is `desktop`; between the two it is `tablet`. */
export const DESKTOP_BREAKPOINT_PX = 1024;
/** Resizes are reported once the window has kept its size this long (ms). */
export const RESIZE_DEBOUNCE_MS = 250;

export const viewports = ['mobile', 'tablet', 'desktop'] as const;
export type Viewport = (typeof viewports)[number];

/** The viewport class of a width: mobile < 768 <= tablet < 1024 <= desktop. */
export function viewportForWidth(width: number): Viewport {
  if (width < MOBILE_BREAKPOINT_PX) return 'mobile';
  if (width < DESKTOP_BREAKPOINT_PX) return 'tablet';
  return 'desktop';
}

/**
 * The current viewport class, from `window.innerWidth` (the width CSS media queries use). Changes arrive
 * `RESIZE_DEBOUNCE_MS` after the last resize, so dragging a window edge re-renders the shell once, not on every
 * frame. Without a window (server rendering) it is `desktop`.
 */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState<Viewport>(() =>
    typeof window === 'undefined' ? 'desktop' : viewportForWidth(window.innerWidth),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(viewportForWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return viewport;
}
