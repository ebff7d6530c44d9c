import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import type { DataGridColumn, DataGridRowAction } from '@adnet/ui';
import { SALES_CLIENT_STATUSES, type SalesClient } from '@adnet/api-client';
import { useSalesClientList } from '../../data/sales';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page } from '../page';
import { ClientStatusBadge } from './sales-labels';
import { ListSearch } from '../states';

/**
 * `/sales/clients`: the clients the signed-in manager may see (the server decides: an Internal Manager their own,
 * a Main Internal Manager and a SuperUser all), with this month's and total spend, balance, campaigns and deals.
 */
export default function ClientListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const grid = useSalesClientList();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');

  const columns = useMemo<DataGridColumn<SalesClient>[]>(() => {
    const money = (v: number | null) => (v === null ? '—' : fmt.money(v));
    return [
      {
        id: 'name',
        header: t('sales.client.name'),
        value: (r) => r.name,
        cell: (r) => (
          <AppLink to={`/sales/clients/${r.id}`} className="client-name">
            {r.name}
          </AppLink>
        ),
        sortable: true,
        hideable: false,
        card: 'title',
        width: '15rem',
      },
      {
        id: 'status',
        header: t('sales.client.status'),
        value: (r) => r.status,
        cell: (r) => <ClientStatusBadge status={r.status} />,
        sortable: true,
        width: '8rem',
        filter: {
          type: 'select',
          options: SALES_CLIENT_STATUSES.map((s) => ({ value: s, label: t(`sales.clientStatus.${s}`) })),
        },
      },
      { id: 'managerEmail', header: t('sales.client.manager'), value: (r) => r.managerEmail, width: '13rem' },
      {
        id: 'monthSpent',
        header: t('sales.client.monthSpent'),
        value: (r) => r.monthSpent,
        cell: (r) => money(r.monthSpent),
        sortable: true,
        align: 'end',
        width: '9rem',
      },
      {
        id: 'totalSpent',
        header: t('sales.client.totalSpent'),
        value: (r) => r.totalSpent,
        cell: (r) => money(r.totalSpent),
        sortable: true,
        align: 'end',
        width: '9rem',
      },
      {
        id: 'balance',
        header: t('sales.client.balance'),
        value: (r) => r.balance ?? 0,
        cell: (r) => money(r.balance),
        sortable: true,
        align: 'end',
        width: '9rem',
      },
      {
        id: 'campaignsCount',
        header: t('sales.client.campaigns'),
        value: (r) => r.campaignsCount,
        cell: (r) => fmt.number(r.campaignsCount),
        sortable: true,
        align: 'end',
        width: '7rem',
      },
      {
        id: 'dealsCount',
        header: t('sales.client.deals'),
        value: (r) => r.dealsCount,
        cell: (r) => fmt.number(r.dealsCount),
        sortable: true,
        align: 'end',
        width: '6rem',
      },
    ];
  }, [t, fmt]);

  const rowActions = useCallback(
    (row: SalesClient): DataGridRowAction[] => [
      {
        id: 'open',
        label: t('sales.client.open'),
        onSelect: () => void navigate(`/sales/clients/${row.id}`),
      },
    ],
    [navigate, t],
  );

  return (
    <Page title={t('routes.salesClients')} description={t('sales.clients.description')}>
      <ListFrame
        list={grid}
        caption={t('sales.clients.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        rowActions={rowActions}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('sales.clients.search')} value={search} onChange={setSearch} />
          </div>
        }
        labels={{ emptyHint: t('sales.clients.noMatch') }}
        empty={
          Object.keys(grid.state.filter).length === 0 && {
            title: t('sales.clients.empty'),
            description: t('sales.clients.emptyHint'),
          }
        }
      />
    </Page>
  );
}
