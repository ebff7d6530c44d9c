import { createContext, forwardRef, useContext } from 'react';
import type { LinkRenderProps } from '@adnet/ui';
import { Link, useLocation, useSearchParams, type LinkProps, type To } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN, sameOriginPath } from '../access/return-path';

/** Spec 3: the query parameter `uid` means "show the cabinet of this user" (acting-as). */
export const ACTING_AS_PARAM = 'uid';

/** The acting-as user id from the URL, or null. Only positive integers count. */
export function useActingAs(): number | null {
  const [params] = useSearchParams();
  const raw = params.get(ACTING_AS_PARAM);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Adds the current `uid` to an in-app destination, so acting-as survives navigation. A string destination is
 * resolved from the cabinet's root with `new URL` and kept only on the cabinet's origin with a path that does not
 * normalize to `//…` (which a link would read as another host); anything else goes home ({@link DEFAULT_AFTER_LOGIN}).
 */
export function withActingAs(to: string, uid: number | null): string;
export function withActingAs(to: To, uid: number | null): To;
export function withActingAs(to: To, uid: number | null): To {
  if (typeof to === 'string') {
    const path = sameOriginPath(to) ?? DEFAULT_AFTER_LOGIN;
    if (uid === null) return path;
    const target = new URL(path, 'https://x.invalid');
    target.searchParams.set(ACTING_AS_PARAM, String(uid));
    return `${target.pathname}${target.search}${target.hash}`;
  }
  if (to.pathname !== undefined && sameOriginPath(to.pathname) === null)
    return withActingAs(DEFAULT_AFTER_LOGIN, uid);
  if (uid === null) return to;
  const search = new URLSearchParams(to.search ?? '');
  search.set(ACTING_AS_PARAM, String(uid));
  return { ...to, search: `?${search.toString()}` };
}

/**
 * What a link loads on intent: the router's `preloadRoute` (`boot/preload-route.ts`), given by `app.tsx`. Handed
 * down instead of imported, because that module imports every page and every page draws links: an import would
 * close a cycle through all of them.
 */
export const LinkPreloadContext = createContext<(path: string) => unknown>(() => undefined);

/**
 * The app's link: a router link that carries the acting-as `uid` along. It starts loading its page's code on
 * intent (pointer over it, keyboard focus, touch), so the click finds the chunk in or on its way: the router
 * keeps the old page on screen while the new one loads, and a shorter wait means less of that in-between.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(
  { to, onPointerEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const uid = useActingAs();
  const target = withActingAs(to, uid);
  const preloadRoute = useContext(LinkPreloadContext);
  const preload = () => {
    const path = typeof target === 'string' ? target.split(/[?#]/)[0] : target.pathname;
    if (path) void preloadRoute(path);
  };
  return (
    <Link
      ref={ref}
      to={target}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        preload();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        preload();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        preload();
      }}
      {...rest}
    />
  );
});

/** ui's link slots (navigation, breadcrumbs) rendered as router links that carry the acting-as `uid`. */
export const renderAppLink = ({ href, ...props }: LinkRenderProps) => <AppLink to={href} {...props} />;

/** The current path without `uid`: where "back to my cabinet" goes. */
export function usePathWithoutActingAs(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(ACTING_AS_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}
