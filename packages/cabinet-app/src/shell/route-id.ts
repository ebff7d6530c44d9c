import { useParams } from 'react-router-dom';

/** Digits of a positive integer as a link writes it: no sign, no leading zero, no exponent, no spaces. */
const ROUTE_ID = /^[1-9]\d*$/;

/**
 * The id a route's `:param` names, or null when the text cannot be one: only positive integers as a link writes
 * them, within `Number.MAX_SAFE_INTEGER` (a larger one would be read as another number).
 */
export const parseRouteId = (raw: string | undefined): number | null =>
  raw !== undefined && ROUTE_ID.test(raw) && +raw <= Number.MAX_SAFE_INTEGER ? +raw : null;

/**
 * Whether every `:param` of the matched route is an id. The router draws the not-found page instead of a page
 * whose route params fail this (`app.tsx`), so a page never sees a bad id and a bad link asks the server nothing.
 */
export const routeParamsAreIds = (params: Readonly<Record<string, string | undefined>>) =>
  Object.values(params).every(parseRouteId);

/**
 * The id of a page drawn by two routes, one with `:name` and one without (the editor's `/campaigns/new` and
 * `/campaigns/:id/edit`): undefined on the route without it, where the page creates instead of editing.
 */
export function useOptionalRouteId(name = 'id'): number | undefined {
  const raw = useParams()[name];
  const id = parseRouteId(raw);
  // Only outside the app's router (a test or story drawing a page alone) can a bad id get this far.
  if (raw !== undefined && id === null) throw Error(raw);
  return id ?? undefined;
}

/** The id the route's `:name` (`:id` by default) names. The router has already refused any other text. */
export function useRouteId(name = 'id'): number {
  const id = useOptionalRouteId(name);
  if (id === undefined) throw Error(name);
  return id;
}
