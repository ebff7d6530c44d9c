import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, type DataGridColumn } from '@adnet/ui';
import type { AccountWire, ManagerWire } from '@adnet/api-client';
import { canManageNetwork } from '../../access/policy';
import { type useAccountList, useAssignManager, useManagers } from '../../data/admin-accounts';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useCurrentUser } from '../../data/hooks';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { ListFrame, MONEY_COLUMN, StaffSection } from '../list-frame';
import { ListSearch } from '../states';

const NONE = 'none';

/**
 * The manager of an account, changed in place by a select (keyboard, screen reader and phone alike, one step);
 * read-only text with a link for whoever may not change it.
 */
function ManagerCell({ account, managers }: { account: AccountWire; managers: ManagerWire[] | undefined }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const assign = useAssignManager();
  if (!canManageNetwork(me) || !managers)
    return account.managerId === null ? (
      <>{t('admin.accounts.noManager')}</>
    ) : (
      <AppLink to={`/internal/accounts/manager/${account.managerId}`}>{account.managerName}</AppLink>
    );
  return (
    <Select
      size="sm"
      aria-label={t('admin.accounts.managerOf', { email: account.email })}
      options={[
        { value: NONE, label: t('admin.accounts.noManager') },
        ...managers.map((m) => ({ value: String(m.id), label: m.username })),
      ]}
      value={account.managerId === null ? NONE : String(account.managerId)}
      disabled={assign.isMutating}
      onValueChange={(value) =>
        void assign.trigger({
          account,
          manager: value === NONE ? null : (managers.find((m) => String(m.id) === value) ?? null),
        })
      }
    />
  );
}

/** The accounts lists' columns (all accounts, one manager's). */
function useAccountColumns() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const managers = useManagers().data;
  return useMemo<DataGridColumn<AccountWire>[]>(
    () => [
      {
        id: 'email',
        header: t('admin.accounts.columns.user'),
        value: (a) => a.email,
        cell: (a) => <AppLink to={`/internal/accounts/user/${a.userId}`}>{a.email}</AppLink>,
        sortable: true,
        card: 'title',
        width: '16rem',
      },
      {
        id: 'username',
        header: t('admin.accounts.columns.username'),
        value: (a) => a.username,
        sortable: true,
        width: '10rem',
      },
      {
        id: 'managerName',
        header: t('admin.accounts.columns.manager'),
        value: (a) => a.managerName ?? '',
        cell: (a) => <ManagerCell account={a} managers={managers} />,
        sortable: true,
        width: '13rem',
        // The select shows a usual manager's name whole ("Account Manager").
        minWidth: 192,
      },
      {
        id: 'balance',
        header: t('admin.accounts.columns.balance'),
        value: (a) => a.balance,
        cell: (a) => fmt.money(a.balance),
        sortable: true,
        ...MONEY_COLUMN,
      },
      {
        id: 'spent',
        header: t('admin.accounts.columns.spent'),
        value: (a) => a.spent,
        cell: (a) => fmt.money(a.spent),
        sortable: true,
        ...MONEY_COLUMN,
      },
      {
        id: 'campaignsCount',
        header: t('admin.accounts.columns.campaigns'),
        value: (a) => a.campaignsCount,
        cell: (a) => fmt.number(a.campaignsCount),
        sortable: true,
        align: 'end',
        width: '7rem',
      },
    ],
    [fmt, managers, t],
  );
}

/**
 * A section of advertiser accounts (all of them, or one manager's) under its heading: searchable, each account's
 * manager changed in place.
 */
export function AccountsSection({
  grid,
  titleId,
  emptyHint,
  describeFilter,
}: {
  grid: ReturnType<typeof useAccountList>;
  titleId: string;
  emptyHint: string;
  describeFilter?: (id: string, value: unknown) => string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const columns = useAccountColumns();
  return (
    <StaffSection id={titleId} title={t('admin.accounts.heading')}>
      <ListFrame<AccountWire>
        list={grid}
        caption={t('admin.accounts.heading')}
        columns={columns}
        getRowId={(a) => String(a.userId)}
        getRowLabel={(a) => a.email}
        labels={{ emptyHint }}
        {...(describeFilter && { describeFilter })}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('admin.accounts.search')} value={search} onChange={setSearch} />
          </div>
        }
      />
    </StaffSection>
  );
}
