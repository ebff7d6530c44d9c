import type { RegionNode } from '../domain';
import { toRegionNode } from '../mappers/statistics';
import type { CallOptions, Transport } from '../transport/transport';
import type { RegionNodeWire } from '../wire';

/** The geography call of spec section 7. */
export function geoArea(t: Transport) {
  return {
    /** The region tree (roots first), every node with a `children` array. */
    tree: async (o?: CallOptions): Promise<RegionNode[]> =>
      (await t.request<RegionNodeWire[]>({ method: 'GET', path: '/api/geo/tree', ...o })).map(toRegionNode),
  };
}
