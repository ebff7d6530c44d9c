// #region list
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  SALES_CLIENT_SORT_FIELDS,
  SALES_CLIENT_STATUSES,
  type SalesClient,
  type SalesClientListQuery,
  type SalesClientSortField,
} from '@adnet/api-client';
import { useApi } from '../../../packages/cabinet-app/src/api-context';
import {
  enumFilter,
  textFilter,
  type ListDefinition,
} from '../../../packages/cabinet-app/src/data/grid-query';
import { resourceKey } from '../../../packages/cabinet-app/src/data/swr-keys';
import { useAction } from '../../../packages/cabinet-app/src/data/use-action';
import { useGridQuery } from '../../../packages/cabinet-app/src/data/use-grid-query';

/** The client's query less what the list recipe owns (page, size, order): what the filters fill. */
type Filters = Omit<SalesClientListQuery, 'page' | 'pageSize' | 'orderBy' | 'order'>;

/** What the list is, once: its cache name, its sortable fields, its default order and its filters. */
export const clientBook: ListDefinition<Filters, SalesClientSortField> = {
  resource: 'salesClients', // a name of RESOURCES (data/swr-keys.ts): a misspelled one fails to compile
  sortFields: SALES_CLIENT_SORT_FIELDS, // the client's own list of sortable fields
  defaultSort: { orderBy: 'name', order: 'asc' },
  filters: { search: textFilter, status: enumFilter(SALES_CLIENT_STATUSES) },
};

/** The rows, the grid's props and the URL state of the list (page, sort, filters). */
export function useClientBook() {
  const api = useApi();
  return useGridQuery<SalesClient, Filters, SalesClientSortField>(clientBook, (query) =>
    api.sales.clients(query),
  );
}
// #endregion list

// #region detail
/** One client, for the page the route's id names (`useClientCard(useRouteId())`). */
export function useClientCard(id: number) {
  const api = useApi();
  return useSWR(resourceKey('salesClient', id), () => api.sales.client(id));
}
// #endregion detail

// #region write
/** Marks a client as gone: asks first, shows the row changed at once, says the outcome, refreshes both lists. */
export function useChurnClient() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'salesClient.churn',
    run: (client: Pick<SalesClient, 'id' | 'name'>) =>
      api.sales.updateClient(client.id, { status: 'CHURNED' }),
    revalidates: ['salesClients', 'salesClient'],
    // Texts are keys of the feature's locale files (en, ru and zh-CN), with values, never joined strings.
    confirm: (client) => ({
      title: t('sales.churn.title', { name: client.name }),
      confirmLabel: t('sales.churn.submit'),
      tone: 'destructive',
    }),
    optimistic: (client) => ({ resources: ['salesClients'], id: client.id, patch: { status: 'CHURNED' } }),
    success: (_result, client) => t('sales.churn.done', { name: client.name }),
  });
}
// #endregion write
