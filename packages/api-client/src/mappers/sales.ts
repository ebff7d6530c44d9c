import type { Deal, SalesClient, SalesClientDetail } from '../domain';
import type { DealWire, SalesClientDetailWire, SalesClientWire } from '../wire';
import { fromEpoch, fromEpochOrNull } from './common';

/** Domain sort fields of the sales lists that the wire names differently. */
export const SALES_CLIENT_SORT_WIRE: Readonly<Record<string, string>> = { createdAt: 'createdEpoch' };
export const DEAL_SORT_WIRE: Readonly<Record<string, string>> = {
  createdAt: 'createdEpoch',
  closedAt: 'closedEpoch',
};

export const toSalesClient = ({ createdEpoch, ...rest }: SalesClientWire): SalesClient => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
});

export const toDeal = ({ createdEpoch, closedEpoch, ...rest }: DealWire): Deal => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
  closedAt: fromEpochOrNull(closedEpoch),
});

export const toSalesClientDetail = ({ deals, ...rest }: SalesClientDetailWire): SalesClientDetail => ({
  ...toSalesClient(rest),
  notes: rest.notes,
  deals: deals.map(toDeal),
});
