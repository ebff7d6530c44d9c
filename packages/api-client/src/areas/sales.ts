import type { DEAL_SORT_FIELDS, Paged, SALES_CLIENT_SORT_FIELDS } from '../domain';
import type { CallOptions, HttpMethod, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  DealInputWire,
  DealListQueryWire,
  DealWire,
  SalesClientDetailWire,
  SalesClientInputWire,
  SalesClientListQueryWire,
  SalesClientWire,
  SalesSummaryWire,
} from '../wire';

/** Sales (designed): clients and deals. Allowed to `SuperUser`, `Main Internal Manager` and `Internal Manager`. */
export function salesArea(t: Transport) {
  const send = <T>(method: HttpMethod, path: string, body?: unknown, o?: CallOptions) =>
    t.request<T>({ method, path, body, ...o });
  return {
    /** Counts and sums for the sales overview. */
    summary: (o?: CallOptions) => send<SalesSummaryWire>('GET', '/api/sales/summary', undefined, o),
    /** One page of clients. */
    clients: (
      query?: Paged<SalesClientListQueryWire, (typeof SALES_CLIENT_SORT_FIELDS)[number]>,
      o?: CallOptions,
    ) => getPage<SalesClientWire>(t, '/api/sales/clients', query, o),
    /** A client with notes and deals. */
    client: (id: number, o?: CallOptions) =>
      send<SalesClientDetailWire>('GET', `/api/sales/clients/${id}`, undefined, o),
    createClient: (body: SalesClientInputWire, o?: CallOptions) =>
      send<SalesClientWire>('POST', '/api/sales/clients', body, o),
    updateClient: (id: number, patch: Partial<SalesClientInputWire>, o?: CallOptions) =>
      send<SalesClientWire>('PATCH', `/api/sales/clients/${id}`, patch, o),
    /** One page of deals. */
    deals: (query?: Paged<DealListQueryWire, (typeof DEAL_SORT_FIELDS)[number]>, o?: CallOptions) =>
      getPage<DealWire>(t, '/api/sales/deals', query, o),
    createDeal: (body: DealInputWire, o?: CallOptions) => send<DealWire>('POST', '/api/sales/deals', body, o),
    updateDeal: (id: number, patch: Partial<DealInputWire>, o?: CallOptions) =>
      send<DealWire>('PATCH', `/api/sales/deals/${id}`, patch, o),
  };
}
