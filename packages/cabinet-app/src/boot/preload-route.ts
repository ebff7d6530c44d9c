import { matchRoutes } from 'react-router-dom';
import { preloadable, type Preloadable } from '@adnet/ui';
import { ROUTE_PAGE_MODULES } from '../access/route-pages';
import { ROUTES, type RouteMeta } from '../access/routes';
import { loadTexts } from '../i18n';
import { CabinetLayout } from '../shell/lazy-shell';

/**
 * Each route's page, one instance per route shared by the router (`app.tsx`) and `preloadRoute`, so a page
 * preloaded at boot renders without suspending (see `preloadable` in @adnet/ui). Its load is the page module and
 * the route's feature texts (`texts`, in the current language) together: the page never draws before its texts.
 */
export const ROUTE_PAGES: ReadonlyMap<string, Preloadable<object>> = new Map(
  ROUTES.map((route, i) => [
    route.path,
    preloadable(() => {
      preloadChunksOf(route.path);
      return Promise.all([ROUTE_PAGE_MODULES[i]!(), loadTexts(route.texts ?? [])]).then(([page]) => page);
    }),
  ]),
);

/** The name under which the boot script (`preloadFirstPaint` in build-plugins.ts) offers a route's preload. */
export const PRELOAD_ROUTE_GLOBAL = 'adnetPreloadRoute';

/**
 * Asks the browser for every chunk a route's page imports, beside the page's own chunk rather than after it. The
 * build gives route imports no preload list of their own (each list repeated in the entry cost 3 KB gzip on every
 * route); the boot script's first-paint map has the same lists, once. No boot script (dev server, tests): nothing.
 */
function preloadChunksOf(path: string) {
  const preload = (window as unknown as Record<string, unknown>)[PRELOAD_ROUTE_GLOBAL];
  if (typeof preload === 'function') (preload as (path: string) => void)(path);
}

/** Where `/` sends a signed-in user (`app.tsx`). */
const HOME = '/monitoring';

/** The route of the table that draws `pathname` (ranked as the router ranks them), or null. */
export function routeOf(pathname: string): RouteMeta | null {
  const path = pathname === '/' ? HOME : pathname;
  return matchRoutes([...ROUTES], path)?.[0]?.route ?? null;
}

/**
 * Loads the code the page at `pathname` needs for its first paint: its page chunk with its feature texts and, on
 * signed-in pages, the cabinet frame. `main.tsx` starts it with the runtime config and the language and renders once all three are in,
 * so the first render draws the page itself, not a Suspense fallback. (In production the boot script has already
 * requested these chunks beside the entry.) Never rejects: a failed chunk is left to the router's own import,
 * which shows the error screen (and the new-version reload) as usual.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeOf(pathname);
  if (!route) return;
  const loads = [ROUTE_PAGES.get(route.path)?.preload()];
  if (route.area !== 'public') loads.push(CabinetLayout.preload());
  await Promise.all(loads).catch(() => undefined);
}
