import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  DEAL_SORT_FIELDS,
  DEAL_STAGES,
  SALES_CLIENT_SORT_FIELDS,
  SALES_CLIENT_STATUSES,
  type CallOptions,
  type Deal,
  type DealInput,
  type DealListQuery,
  type DealSortField,
  type DealStage,
  type SalesClient,
  type SalesClientListQuery,
  type SalesClientSortField,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { enumFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

type ClientFilters = ListFilters<SalesClientListQuery>;
type DealFilters = ListFilters<DealListQuery>;

/**
 * The sales clients list (`GET /api/sales/clients`): the server already limits an Internal Manager to their own
 * clients (a Main Internal Manager and a SuperUser see all). Biggest spenders this month first.
 */
export const salesClientList: ListDefinition<ClientFilters, SalesClientSortField> = {
  resource: 'salesClients',
  sortFields: SALES_CLIENT_SORT_FIELDS,
  defaultSort: { orderBy: 'monthSpent', order: 'desc' },
  filters: { search: textFilter, status: enumFilter(SALES_CLIENT_STATUSES) },
};

export function useSalesClientList() {
  const api = useApi();
  return useGridQuery<SalesClient, ClientFilters, SalesClientSortField>(
    salesClientList,
    (query: SalesClientListQuery, _actingAs: number | null, options?: CallOptions) =>
      api.sales.clients(query, options),
  );
}

/** The deals list (`GET /api/sales/deals`): newest first; filters by stage and a search in title or client. */
export const dealList: ListDefinition<DealFilters, DealSortField> = {
  resource: 'deals',
  sortFields: DEAL_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: { search: textFilter, stage: enumFilter(DEAL_STAGES) },
};

export function useDealList(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useGridQuery<Deal, DealFilters, DealSortField>(
    dealList,
    (query: DealListQuery, _actingAs: number | null, callOptions?: CallOptions) =>
      api.sales.deals(query, callOptions),
    options,
  );
}

/** Deals a board column shows: the newest of a stage (the count says how many there are in all). */
export const BOARD_COLUMN_SIZE = 50;

/** The board: one page per stage, the same search as the list. */
export function useDealBoard(search: string | undefined, enabled: boolean) {
  const api = useApi();
  return useSWR(enabled ? resourceKey('deals', 'board', search ?? '') : null, async () => {
    const pages = await Promise.all(
      DEAL_STAGES.map((stage) =>
        api.sales.deals({
          stage,
          ...(search && { search }),
          page: 1,
          pageSize: BOARD_COLUMN_SIZE,
          orderBy: 'createdAt',
          order: 'desc',
        }),
      ),
    );
    return DEAL_STAGES.map((stage, i) => ({ stage, items: pages[i]!.items, total: pages[i]!.total }));
  });
}

/** Every cached thing that shows deals or client figures: what a deal write revalidates. */
export const SALES_RESOURCES = [
  'deals',
  'salesClients',
  'salesClient',
  'salesSummary',
] as const satisfies readonly Resource[];

/** The overview's figures. */
export function useSalesSummary() {
  const api = useApi();
  return useSWR(resourceKey('salesSummary'), () => api.sales.summary());
}

/** One client with notes and deals. */
export function useSalesClient(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('salesClient', id), () => api.sales.client(id!));
}

/** Clients a deal can be made for (the first 100 by name): the choices of the deal form. */
export function useDealClientChoices() {
  const api = useApi();
  return useSWR(resourceKey('salesClients', 'choices'), () =>
    api.sales.clients({ page: 1, pageSize: 100, orderBy: 'name', order: 'asc' }),
  );
}

/** Creates a deal, or changes one (`id` given). */
export function useSaveDeal() {
  const api = useApi();
  return (id: number | null, body: DealInput, call?: CallOptions) =>
    id === null ? api.sales.createDeal(body, call) : api.sales.updateDeal(id, body, call);
}

type DealRef = Pick<Deal, 'id' | 'title' | 'stage'>;

/** Moves a deal to a stage: the card or row moves at once, and back if the server refuses. */
export function useMoveDeal() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'deal.move',
    run: ({ deal, stage }: { deal: DealRef; stage: DealStage }) => api.sales.updateDeal(deal.id, { stage }),
    revalidates: SALES_RESOURCES,
    optimistic: ({ deal, stage }) => ({ resources: ['deals'], id: deal.id, patch: { stage } }),
    success: (_r, { deal, stage }) =>
      t('sales.toast.moved', { title: deal.title, stage: t(`sales.stage.${stage}`) }),
  });
}

/**
 * The leads (`/sales/leads`): clients still in `LEAD`, newest first, the ones a manager has yet to win. The status
 * is the list's own, not a filter of the user's: only the search is in the URL.
 */
export const leadList: ListDefinition<ClientFilters, SalesClientSortField> = {
  resource: 'salesClients',
  sortFields: SALES_CLIENT_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: { search: textFilter },
  toFilters: (f) => ({ ...(typeof f.search === 'string' && { search: f.search }), status: 'LEAD' }),
};

export function useLeadList() {
  const api = useApi();
  return useGridQuery<SalesClient, ClientFilters, SalesClientSortField>(
    leadList,
    (query: SalesClientListQuery, _actingAs: number | null, options?: CallOptions) =>
      api.sales.clients(query, options),
  );
}

/**
 * A lead who signed: the client turns `ACTIVE` and leaves the leads for the clients list. Not destructive and
 * undone the same way, so it does not ask first.
 */
export function useConvertLead() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'salesClient.convert',
    run: (lead: Pick<SalesClient, 'id' | 'name'>) => api.sales.updateClient(lead.id, { status: 'ACTIVE' }),
    revalidates: SALES_RESOURCES,
    success: (_result, lead) => t('sales.leads.converted', { name: lead.name }),
  });
}
