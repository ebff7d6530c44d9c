import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { AudienceStatusBadge, Button, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { Audience } from '@adnet/api-client';
import { canManageAudiences } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useAudienceActions, useAudienceList } from '../../data/audiences';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink, withActingAs } from '../../shell/acting-as';
import { Page } from '../page';
import { useAudienceLabels } from './audience-labels';
import { ListSearch } from '../states';

/**
 * `/audiences`: the account's audiences on the list recipe — name search, kind and status filters, sort and
 * paging in the URL; each row opens its page, and the owner can edit or delete one (after a confirmation that
 * names the campaigns using it; the server refuses while a running campaign does, and the toast says which).
 */
export default function AudienceListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grid = useAudienceList();
  const { state, actingAs } = grid;
  const { remove } = useAudienceActions();
  const [search, setSearch] = useDebouncedFilter(grid, 'name');
  const labels = useAudienceLabels();
  const writable = canManageAudiences(user);
  const to = useCallback((path: string) => withActingAs(path, actingAs), [actingAs]);

  const columns = useMemo<DataGridColumn<Audience>[]>(
    () => [
      {
        id: 'name',
        header: t('audiences.columns.name'),
        value: (a) => a.name,
        cell: (a) => <AppLink to={to(`/audiences/${a.id}`)}>{a.name}</AppLink>,
        sortable: true,
        hideable: false,
        card: 'title',
        width: '16rem',
      },
      {
        id: 'kind',
        header: t('audiences.columns.kind'),
        value: (a) => a.kind,
        cell: (a) => labels.kind(a.kind),
        sortable: true,
        width: '9rem',
        filter: { type: 'select', options: labels.kinds },
      },
      {
        id: 'size',
        header: t('audiences.columns.size'),
        value: (a) => a.size,
        cell: (a) => fmt.number(a.size),
        sortable: true,
        align: 'end',
        width: '8rem',
      },
      {
        id: 'status',
        header: t('audiences.columns.status'),
        value: (a) => a.status,
        cell: (a) => <AudienceStatusBadge status={a.status} labels={labels.statuses} size="sm" />,
        sortable: true,
        width: '9rem',
        filter: { type: 'select', options: labels.statusOptions },
      },
      {
        id: 'usedBy',
        header: t('audiences.columns.usedBy'),
        value: (a) => a.campaigns.length,
        cell: (a) =>
          a.campaigns.length === 0
            ? t('audiences.usedByNone')
            : t('audiences.usedByCount', { count: a.campaigns.length }),
        align: 'end',
        width: '8rem',
      },
      {
        id: 'createdAt',
        header: t('audiences.columns.created'),
        value: (a) => a.createdAt.getTime(),
        cell: (a) => fmt.date(a.createdAt),
        sortable: true,
        width: '8rem',
      },
    ],
    [fmt, labels, t, to],
  );

  const rowActions = useCallback(
    (a: Audience): DataGridRowAction[] => [
      {
        id: 'open',
        label: t('audiences.actions.open'),
        onSelect: () => void navigate(to(`/audiences/${a.id}`)),
      },
      ...(writable
        ? [
            {
              id: 'edit',
              label: t('audiences.actions.edit'),
              onSelect: () => void navigate(to(`/audiences/${a.id}/edit`)),
            },
            {
              id: 'delete',
              label: t('audiences.actions.delete'),
              tone: 'danger' as const,
              onSelect: () => void remove.trigger(a),
            },
          ]
        : []),
    ],
    [navigate, remove, t, to, writable],
  );

  const filtered = Object.keys(state.filter).length > 0;
  const create = writable ? (
    <Button onClick={() => void navigate(to('/audiences/new'))}>{t('audiences.create')}</Button>
  ) : null;

  return (
    <Page title={t('routes.audiences')} description={t('audiences.description')} actions={create}>
      <ListFrame
        list={grid}
        caption={t('audiences.caption')}
        columns={columns}
        getRowId={(a) => String(a.id)}
        getRowLabel={(a) => a.name}
        rowActions={rowActions}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('audiences.search')} value={search} onChange={setSearch} />
          </div>
        }
        labels={{ emptyHint: t('audiences.empty.filtered') }}
        empty={
          !filtered && {
            title: t('audiences.empty.title'),
            description: writable ? t('audiences.empty.hint') : t('audiences.empty.hintReadOnly'),
            action: create,
          }
        }
      />
    </Page>
  );
}
