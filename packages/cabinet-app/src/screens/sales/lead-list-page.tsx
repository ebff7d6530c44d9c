import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { SalesClient } from '@adnet/api-client';
import { useConvertLead, useLeadList } from '../../data/sales';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { lazyDialog } from '../lazy-dialog';
import { ListFrame } from '../list-frame';
import { Page } from '../page';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { ListSearch } from '../states';

const NewLeadDialog = lazyDialog(
  () => import('./new-lead-dialog'),
  'NewLeadDialog',
  (t) => t('sales.leads.newTitle'),
);

/**
 * `/sales/leads`: the clients a manager has yet to win (status `LEAD`), newest first. A lead is added here and,
 * once it signs, converted to an active client, which moves it to the clients list.
 */
export default function LeadListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const list = useLeadList();
  const [search, setSearch] = useDebouncedFilter(list, 'search');
  const convert = useConvertLead();
  const [creating, setCreating] = useState(false);
  usePreloadWhenIdle(NewLeadDialog);

  const columns = useMemo<DataGridColumn<SalesClient>[]>(
    () => [
      {
        id: 'name',
        header: t('sales.client.name'),
        value: (c) => c.name,
        cell: (c) => <AppLink to={`/sales/clients/${c.id}`}>{c.name}</AppLink>,
        sortable: true,
        hideable: false,
        card: 'title',
        width: '11rem',
      },
      // Addresses are what a manager copies from here: wide enough to stay on one line at 1280 px.
      { id: 'contactEmail', header: t('sales.client.contact'), value: (c) => c.contactEmail, width: '17rem' },
      { id: 'managerEmail', header: t('sales.client.manager'), value: (c) => c.managerEmail, width: '14rem' },
      {
        id: 'createdAt',
        header: t('sales.leads.since'),
        value: (c) => c.createdAt.getTime(),
        cell: (c) => fmt.date(c.createdAt),
        sortable: true,
        width: '9rem',
      },
    ],
    [t, fmt],
  );
  const rowActions = useCallback(
    (c: SalesClient): DataGridRowAction[] => [
      { id: 'convert', label: t('sales.leads.convert'), onSelect: () => void convert.trigger(c) },
    ],
    [convert, t],
  );

  return (
    <Page
      title={t('routes.salesLeads')}
      description={t('sales.leads.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('sales.leads.new')}</Button>}
    >
      <ListFrame
        list={list}
        caption={t('sales.leads.caption')}
        columns={columns}
        getRowId={(c) => String(c.id)}
        getRowLabel={(c) => c.name}
        rowActions={rowActions}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('sales.clients.search')} value={search} onChange={setSearch} />
          </div>
        }
        labels={{ emptyHint: t('sales.leads.noMatch') }}
        empty={!search && { title: t('sales.leads.empty'), description: t('sales.leads.emptyHint') }}
      />
      {creating ? <NewLeadDialog onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
