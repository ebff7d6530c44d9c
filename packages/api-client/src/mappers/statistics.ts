import type { CampaignStat, RegionNode, StatRow } from '../domain';
import type { CampaignStatRowWire, CampaignStatWire, RegionNodeWire } from '../wire';
import { ctrFromPercent } from './campaign';

/** A statistics row with ctr as a fraction (spec section 3: the server percent divided by 100). */
export const toStatRow = <R extends Omit<CampaignStatRowWire, 'date' | 'key'>>(row: R): R => ({
  ...row,
  ctr: ctrFromPercent(row.ctr),
});

/** Statistics of one query, every row and the totals mapped. */
export const toCampaignStat = (wire: CampaignStatWire): CampaignStat => ({
  slice: wire.slice,
  rows: wire.rows.map((row) => toStatRow<StatRow>(row)),
  totals: toStatRow(wire.totals),
});

/** A region tree node with `children` always an array, all the way down. */
export const toRegionNode = (wire: RegionNodeWire): RegionNode => ({
  id: wire.id,
  name: wire.name,
  getCode: wire.getCode,
  children: (wire.children ?? []).map(toRegionNode),
});
