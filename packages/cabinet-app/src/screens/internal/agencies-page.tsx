import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame, createdColumn } from '../list-frame';
import { Button, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { AgencyWire } from '@adnet/api-client';
import { canManageNetwork } from '../../access/policy';
import { useAgencyList } from '../../data/admin-network';
import { useCurrentUser } from '../../data/hooks';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { ListSearch } from '../states';

/** The agency form (react-hook-form, valibot) is its own chunk: the list draws without it. */
const AgencyDialog = lazyDialog(
  () => import('./agency-dialog'),
  'AgencyDialog',
  (t, { agency }) =>
    agency ? t('admin.agencies.editTitle', { name: agency.name }) : t('admin.agencies.new'),
);

/**
 * `/internal/agencies`: agencies with their number of users and the site their staff are sent to. New and edit
 * are one dialog on the form recipe (the site must be https); a row's user count opens those users.
 */
export default function AgenciesPage() {
  const { t } = useTranslation();
  usePreloadWhenIdle(AgencyDialog);
  const fmt = useFormat();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const grid = useAgencyList();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const [editing, setEditing] = useState<{ agency: AgencyWire | null } | null>(null);
  const writable = canManageNetwork(me);

  const columns = useMemo<DataGridColumn<AgencyWire>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.agencies.columns.name'),
        value: (a) => a.name,
        sortable: true,
        card: 'title',
        width: '14rem',
      },
      {
        id: 'siteUrl',
        header: t('admin.agencies.columns.site'),
        value: (a) => a.siteUrl,
        cell: (a) => <code className="withdraw-address">{a.siteUrl}</code>,
        width: '18rem',
      },
      {
        id: 'usersCount',
        header: t('admin.agencies.columns.users'),
        value: (a) => a.usersCount,
        cell: (a) => (
          <AppLink
            to={`/internal/users?agencyId=${a.id}`}
            aria-label={t('admin.agencies.usersOf', { name: a.name, count: a.usersCount })}
          >
            {fmt.number(a.usersCount)}
          </AppLink>
        ),
        sortable: true,
        align: 'end',
        width: '7rem',
      },
      createdColumn(t('admin.agencies.columns.created'), fmt.date),
    ],
    [fmt, t],
  );

  const rowActions = useCallback(
    (a: AgencyWire): DataGridRowAction[] => [
      {
        id: 'users',
        label: t('admin.agencies.users'),
        onSelect: () => void navigate(`/internal/users?agencyId=${a.id}`),
      },
      ...(writable
        ? [{ id: 'edit', label: t('admin.agencies.edit'), onSelect: () => setEditing({ agency: a }) }]
        : []),
    ],
    [navigate, t, writable],
  );

  return (
    <Page
      title={t('routes.internalAgencies')}
      description={t('admin.agencies.description')}
      actions={
        writable ? (
          <Button onClick={() => setEditing({ agency: null })}>{t('admin.agencies.new')}</Button>
        ) : null
      }
    >
      <ListFrame
        list={grid}
        caption={t('admin.agencies.caption')}
        columns={columns}
        getRowId={(a) => String(a.id)}
        getRowLabel={(a) => a.name}
        rowActions={rowActions}
        labels={{ emptyHint: t('admin.agencies.empty') }}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('admin.agencies.search')} value={search} onChange={setSearch} />
          </div>
        }
      />
      {editing ? <AgencyDialog agency={editing.agency} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
