/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. Vite then dispatches `vite:preloadError`
 * on window and rethrows unless the event is handled. We handle it: the failed import then resolves to nothing
 * (Vite's rule for a handled error), which `lazy` and `preloadable` turn into an error for the error boundary (its
 * screen, told as a chunk error by the flag below), and the app offers ONE reload. A reload flag in sessionStorage stops a loop when
 * the new version is broken too: the second failure within a minute shows the error screen without the offer.
 */
export const PRELOAD_RELOAD_KEY = 'preloadReloadAt';
const LOOP_WINDOW_MS = 60_000;

/** Set when a chunk failed to load in this page's life (a handled preload error leaves no message to match). */
let chunkErrorSeen = false;

export function isChunkLoadError(error: unknown): boolean {
  if (chunkErrorSeen) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether offering a reload is safe (no reload for this reason in the last minute). */
export function mayOfferReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(PRELOAD_RELOAD_KEY) ?? 0);
    return now - last > LOOP_WINDOW_MS;
  } catch {
    return true;
  }
}

export function reloadForNewVersion(now = Date.now()) {
  try {
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(now));
  } catch {
    // reload anyway
  }
  window.location.reload();
}

/** Installs the handler. Returns the uninstaller. */
export function handlePreloadErrors(): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    chunkErrorSeen = true;
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
