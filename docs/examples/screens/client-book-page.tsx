// #region list
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { SalesClient } from '@adnet/api-client';
import { useChurnClient, useClientBook } from '../data/client-book';
import { useDebouncedFilter } from '../../../packages/cabinet-app/src/data/use-grid-query';
import { AppLink } from '../../../packages/cabinet-app/src/shell/acting-as';
import { lazyDialog } from '../../../packages/cabinet-app/src/screens/lazy-dialog';
import { ListFrame } from '../../../packages/cabinet-app/src/screens/list-frame';
import { Page } from '../../../packages/cabinet-app/src/screens/page';
import { usePreloadWhenIdle } from '../../../packages/cabinet-app/src/screens/preload-when-idle';
import { ListSearch } from '../../../packages/cabinet-app/src/screens/states';

/**
 * The dialog and its form hook are a chunk of their own, fetched once the page is idle after its first paint;
 * opened before it is in, the dialog shows its title and a skeleton.
 */
const NewClientDialog = lazyDialog(
  () => import('./new-client-dialog'),
  'NewClientDialog',
  (t) => t('sales.newClient.title'),
);

/** A list screen is its columns, its filters and its actions: the frame draws every state. */
export default function ClientBookPage() {
  const { t } = useTranslation();
  const list = useClientBook();
  const [search, setSearch] = useDebouncedFilter(list, 'search');
  const churn = useChurnClient();
  const [creating, setCreating] = useState(false);
  usePreloadWhenIdle(NewClientDialog);

  const columns = useMemo<DataGridColumn<SalesClient>[]>(
    () => [
      {
        id: 'name',
        header: t('sales.client.name'),
        value: (c) => c.name,
        cell: (c) => <AppLink to={`/sales/clients/${c.id}`}>{c.name}</AppLink>,
        sortable: true,
        card: 'title',
      },
      {
        id: 'status',
        header: t('sales.client.status'),
        value: (c) => c.status,
        cell: (c) => t(`sales.status.${c.status}`),
      },
    ],
    [t],
  );
  const rowActions = useCallback(
    (c: SalesClient): DataGridRowAction[] =>
      c.status === 'CHURNED'
        ? []
        : [
            {
              id: 'churn',
              label: t('sales.churn.action'),
              tone: 'danger',
              onSelect: () => void churn.trigger(c),
            },
          ],
    [churn, t],
  );

  return (
    <Page
      title={t('routes.salesClients')}
      actions={<Button onClick={() => setCreating(true)}>{t('sales.newClient.action')}</Button>}
    >
      <ListFrame
        list={list}
        caption={t('routes.salesClients')}
        columns={columns}
        getRowId={(c) => String(c.id)}
        getRowLabel={(c) => c.name}
        rowActions={rowActions}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('sales.search')} value={search} onChange={setSearch} />
          </div>
        }
        empty={!search && { title: t('sales.empty.title') }}
      />
      {creating ? <NewClientDialog onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
// #endregion list
