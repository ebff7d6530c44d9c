import type { DealInput, DealListQuery, DealPatch, SalesClientListQuery } from '../domain';
import {
  DEAL_SORT_WIRE,
  SALES_CLIENT_SORT_WIRE,
  toDeal,
  toSalesClient,
  toSalesClientDetail,
} from '../mappers/sales';
import type { CallOptions, HttpMethod, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  DealWire,
  SalesClientDetailWire,
  SalesClientInputWire,
  SalesClientWire,
  SalesSummaryWire,
} from '../wire';

/**
 * Sales (designed): clients and deals. Allowed to `SuperUser`, `Main Internal Manager` and `Internal Manager`; an
 * Internal Manager sees only their own clients and deals (others' are 404), the other two see everyone's.
 */
export function salesArea(t: Transport) {
  const send = <T>(method: HttpMethod, path: string, body?: unknown, o?: CallOptions) =>
    t.request<T>({ method, path, body, ...o });
  return {
    /** Counts and sums for the sales overview: deals by stage, pipeline, won, this month's spend. */
    summary: (o?: CallOptions) => send<SalesSummaryWire>('GET', '/api/sales/summary', undefined, o),
    /** One page of clients. */
    clients: (query?: SalesClientListQuery, o?: CallOptions) =>
      getPage(t, '/api/sales/clients', query, o, toSalesClient, SALES_CLIENT_SORT_WIRE),
    /** A client with notes and deals. */
    client: async (id: number, o?: CallOptions) =>
      toSalesClientDetail(await send<SalesClientDetailWire>('GET', `/api/sales/clients/${id}`, undefined, o)),
    createClient: async (body: SalesClientInputWire, o?: CallOptions) =>
      toSalesClient(await send<SalesClientWire>('POST', '/api/sales/clients', body, o)),
    updateClient: async (id: number, patch: Partial<SalesClientInputWire>, o?: CallOptions) =>
      toSalesClient(await send<SalesClientWire>('PATCH', `/api/sales/clients/${id}`, patch, o)),
    /** One page of deals. */
    deals: (query?: DealListQuery, o?: CallOptions) =>
      getPage(t, '/api/sales/deals', query, o, toDeal, DEAL_SORT_WIRE),
    createDeal: async (body: DealInput, o?: CallOptions) =>
      toDeal(await send<DealWire>('POST', '/api/sales/deals', body, o)),
    /** Changes a deal: its stage (moving it on the board), title, amount or client. */
    updateDeal: async (id: number, patch: DealPatch, o?: CallOptions) =>
      toDeal(await send<DealWire>('PATCH', `/api/sales/deals/${id}`, patch, o)),
  };
}
