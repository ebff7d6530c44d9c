import { createContext, useContext } from 'react';
import type { RouteMeta } from '../access/routes';

/** The route table entry of the page being shown: its title key, area and rules. */
export const RouteMetaContext = createContext<RouteMeta | null>(null);

export function useRouteMeta(): RouteMeta {
  const meta = useContext(RouteMetaContext);
  if (!meta) throw new Error('useRouteMeta() is only available inside a routed page');
  return meta;
}
