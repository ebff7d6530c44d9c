import { forwardRef } from 'react';
import type { LinkRenderProps } from '@adnet/ui';
import { Link, useLocation, useSearchParams, type LinkProps, type To } from 'react-router-dom';

/** Spec 3: the query parameter `uid` means "show the cabinet of this user" (acting-as). */
export const ACTING_AS_PARAM = 'uid';

/** The acting-as user id from the URL, or null. Only positive integers count. */
export function useActingAs(): number | null {
  const [params] = useSearchParams();
  const raw = params.get(ACTING_AS_PARAM);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Adds the current `uid` to an in-app destination, so acting-as survives navigation. */
export function withActingAs(to: string, uid: number | null): string;
export function withActingAs(to: To, uid: number | null): To;
export function withActingAs(to: To, uid: number | null): To {
  if (uid === null) return to;
  if (typeof to === 'string') {
    const target = new URL(to, 'https://x.invalid');
    target.searchParams.set(ACTING_AS_PARAM, String(uid));
    return `${target.pathname}${target.search}${target.hash}`;
  }
  const search = new URLSearchParams(to.search ?? '');
  search.set(ACTING_AS_PARAM, String(uid));
  return { ...to, search: `?${search.toString()}` };
}

/** The app's link: a router link that carries the acting-as `uid` along. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink({ to, ...rest }, ref) {
  const uid = useActingAs();
  return <Link ref={ref} to={withActingAs(to, uid)} {...rest} />;
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
