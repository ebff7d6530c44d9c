import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, MONEY_COLUMN, StaffSection, loadedRows } from '../list-frame';
import type { DataGridColumn } from '@adnet/ui';
import type { ManagerWire } from '@adnet/api-client';
import { useAccountList, useManagers } from '../../data/admin-accounts';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page, useDescribeFilter } from '../page';
import { AccountsSection } from './account-columns';

/**
 * `/internal/accounts`: the managers (operators) with how many accounts each looks after and what those hold,
 * then every advertiser account with its manager, changed in place. A manager's name opens their page.
 */
export default function AccountsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.internalAccounts')} description={t('admin.accounts.description')}>
      <Managers />
      <Accounts />
    </Page>
  );
}

function Managers() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const managers = useManagers();
  const columns = useMemo<DataGridColumn<ManagerWire>[]>(
    () => [
      {
        id: 'username',
        header: t('admin.managers.columns.name'),
        value: (m) => m.username,
        cell: (m) => <AppLink to={`/internal/accounts/manager/${m.id}`}>{m.username}</AppLink>,
        sortable: true,
        card: 'title',
        width: '12rem',
      },
      { id: 'email', header: t('admin.managers.columns.email'), value: (m) => m.email, width: '16rem' },
      {
        id: 'accountsCount',
        header: t('admin.managers.columns.accounts'),
        value: (m) => m.accountsCount,
        cell: (m) => fmt.number(m.accountsCount),
        sortable: true,
        align: 'end',
        width: '7rem',
      },
      {
        id: 'totalBalance',
        header: t('admin.managers.columns.balance'),
        value: (m) => m.totalBalance,
        cell: (m) => fmt.money(m.totalBalance),
        sortable: true,
        ...MONEY_COLUMN,
      },
    ],
    [fmt, t],
  );
  return (
    <StaffSection id="managers-title" title={t('admin.managers.heading')}>
      <DataGrid
        caption={t('admin.managers.heading')}
        columns={columns}
        {...loadedRows(managers)}
        getRowId={(m) => String(m.id)}
        labels={{ emptyHint: t('admin.managers.empty') }}
      />
    </StaffSection>
  );
}

function Accounts() {
  const { t } = useTranslation();
  const grid = useAccountList();
  const describe = useDescribeFilter();
  return (
    <AccountsSection
      grid={grid}
      titleId="accounts-title"
      emptyHint={t('admin.accounts.empty')}
      describeFilter={(id, value) =>
        id === 'managerId' ? t('admin.accounts.managerChip', { id: String(value) }) : describe(id, value)
      }
    />
  );
}
