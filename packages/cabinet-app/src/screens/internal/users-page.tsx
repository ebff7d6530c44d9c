import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame, MONEY_COLUMN, createdColumn } from '../list-frame';
import { Button, StatusBadge, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import { ROLES, type UserSummaryWire } from '@adnet/api-client';
import { canDeposit } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useUserList } from '../../data/admin-users';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink, withActingAs } from '../../shell/acting-as';
import { Page, useDescribeFilter } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { useRoleLabel } from './admin-labels';
import { ListSearch } from '../states';

/** The deposit form (react-hook-form, valibot) is its own chunk: the page draws without it. */
const DepositDialog = lazyDialog(
  () => import('./deposit-dialog'),
  'DepositDialog',
  (t) => t('admin.deposit.title'),
);

/**
 * `/internal/users`: every user, searchable by e-mail, name or id, filtered by role (a column filter) and agency
 * (`agencyId`, set from the agencies page). A row opens the user's page; its menu deposits or opens the cabinet as
 * that user. "Deposit by id" takes a user id typed in, for the case where a colleague only sent the number.
 */
export default function UsersPage() {
  return <UsersList area="internal" />;
}

/**
 * The users list of `/internal/users` and of `/support/users` (designed): support work sees the same search but
 * opens the support view of a user, and never deposits (money is read-only there).
 */
export function UsersList({ area }: { area: 'internal' | 'support' }) {
  const { t } = useTranslation();
  usePreloadWhenIdle(DepositDialog);
  const userPath = useCallback(
    (id: number) => (area === 'support' ? `/support/users/${id}` : `/internal/accounts/user/${id}`),
    [area],
  );
  const fmt = useFormat();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const mayDeposit = area === 'internal' && canDeposit(me);
  const grid = useUserList();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const roleLabel = useRoleLabel();
  const [deposit, setDeposit] = useState<{ userId: number | null } | null>(null);
  const describe = useDescribeFilter();
  const describeFilter = useCallback(
    (id: string, value: unknown) =>
      id === 'agencyId'
        ? t('admin.users.agencyChip', { id: String(value) })
        : id === 'role'
          ? roleLabel(String(value))
          : describe(id, value),
    [describe, roleLabel, t],
  );

  const columns = useMemo<DataGridColumn<UserSummaryWire>[]>(
    () => [
      {
        id: 'id',
        header: t('admin.users.columns.id'),
        value: (u) => u.id,
        cell: (u) => `#${u.id}`,
        sortable: true,
        width: '4.5rem',
        minWidth: 64,
      },
      {
        id: 'email',
        header: t('admin.users.columns.email'),
        value: (u) => u.email,
        cell: (u) => <AppLink to={userPath(u.id)}>{u.email}</AppLink>,
        sortable: true,
        card: 'title',
        width: '16rem',
        // What staff look users up by: room for a usual address on one line.
        minWidth: 200,
      },
      {
        id: 'username',
        header: t('admin.users.columns.username'),
        value: (u) => u.username,
        sortable: true,
        width: '10rem',
        // Name and agency give way first on a laptop (the columns menu offers them back); e-mail, balance and
        // registration date stay.
        priority: 1,
      },
      {
        id: 'role',
        header: t('admin.users.columns.role'),
        value: (u) => u.role,
        cell: (u) => (
          <>
            {roleLabel(u.role)}
            {u.roles.length > 1 ? ` ${t('admin.users.moreRoles', { count: u.roles.length - 1 })}` : null}
          </>
        ),
        sortable: true,
        width: '12rem',
        filter: { type: 'select', options: ROLES.map((r) => ({ value: r, label: roleLabel(r) })) },
      },
      {
        id: 'agency',
        header: t('admin.users.columns.agency'),
        value: (u) => u.agency?.name ?? '',
        cell: (u) => u.agency?.name ?? '—',
        width: '10rem',
        priority: 2,
      },
      {
        id: 'balance',
        header: t('admin.users.columns.balance'),
        value: (u) => u.balance,
        cell: (u) => fmt.money(u.balance),
        sortable: true,
        ...MONEY_COLUMN,
      },
      {
        id: 'state',
        header: t('admin.users.columns.state'),
        value: (u) => (u.blocked ? 2 : u.confirmed ? 0 : 1),
        cell: (u) =>
          u.blocked ? (
            <StatusBadge tone="danger" size="sm">
              {t('admin.user.blocked')}
            </StatusBadge>
          ) : u.confirmed ? (
            <StatusBadge tone="success" size="sm">
              {t('admin.user.active')}
            </StatusBadge>
          ) : (
            <StatusBadge tone="warning" size="sm">
              {t('admin.user.unconfirmed')}
            </StatusBadge>
          ),
        // "Not confirmed" / "Не подтверждён" whole: a state cut to "Not confi…" is one a reader has to guess.
        width: '10rem',
        minWidth: 144,
      },
      {
        ...createdColumn<UserSummaryWire>(t('admin.users.columns.created'), fmt.date),
        // "May 25, 2026" on one line.
        minWidth: 120,
      },
    ],
    [fmt, roleLabel, t, userPath],
  );

  const rowActions = useCallback(
    (u: UserSummaryWire): DataGridRowAction[] => [
      {
        id: 'open',
        label: t('admin.users.open'),
        onSelect: () => void navigate(userPath(u.id)),
      },
      {
        id: 'cabinet',
        label: t('admin.user.openCabinet'),
        onSelect: () => void navigate(withActingAs('/campaigns', u.id)),
      },
      ...(mayDeposit
        ? [{ id: 'deposit', label: t('admin.deposit.action'), onSelect: () => setDeposit({ userId: u.id }) }]
        : []),
    ],
    [mayDeposit, navigate, t, userPath],
  );

  return (
    <Page
      title={t(area === 'support' ? 'routes.supportUsers' : 'routes.internalUsers')}
      description={t(area === 'support' ? 'admin.support.description' : 'admin.users.description')}
      actions={
        mayDeposit ? (
          <Button variant="outline" onClick={() => setDeposit({ userId: null })}>
            {t('admin.deposit.byId')}
          </Button>
        ) : null
      }
    >
      <ListFrame
        list={grid}
        caption={t('admin.users.caption')}
        columns={columns}
        getRowId={(u) => String(u.id)}
        getRowLabel={(u) => t('admin.users.rowLabel', { id: u.id, email: u.email })}
        rowActions={rowActions}
        labels={{ emptyHint: t('admin.users.empty') }}
        describeFilter={describeFilter}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('admin.users.search')} value={search} onChange={setSearch} />
          </div>
        }
      />
      {deposit ? <DepositDialog userId={deposit.userId} onClose={() => setDeposit(null)} /> : null}
    </Page>
  );
}
