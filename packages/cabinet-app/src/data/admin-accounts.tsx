import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  ACCOUNT_SORT_FIELDS,
  type AccountListQueryWire,
  type AccountWire,
  type ManagerWire,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { ADMIN_USER_RESOURCES } from './admin-users';
import { idFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
type AccountFilters = ListFilters<AccountListQueryWire>;

/**
 * `/internal/accounts` (`GET /api/admin/accounts`): advertiser accounts with their manager (operator), biggest
 * balance first. `search` matches e-mail and name; `managerId` narrows to one manager's accounts.
 */
export const accountList: ListDefinition<AccountFilters, AccountSortField> = {
  resource: 'adminAccounts',
  sortFields: ACCOUNT_SORT_FIELDS,
  defaultSort: { orderBy: 'balance', order: 'desc' },
  filters: { search: textFilter, managerId: idFilter },
};

export function useAccountList() {
  const api = useApi();
  return useGridQuery<AccountWire, AccountFilters, AccountSortField>(accountList, (query) =>
    api.admin.accounts(query),
  );
}

/** One manager's accounts on the manager's page: the manager is fixed by the route, not by the URL's filters. */
export function useManagerAccounts(managerId: number) {
  const api = useApi();
  const def = useMemo<ListDefinition<AccountFilters, AccountSortField>>(
    () => ({
      ...accountList,
      filters: { search: textFilter },
      toFilters: (f) => ({ ...(typeof f.search === 'string' && { search: f.search }), managerId }),
    }),
    [managerId],
  );
  return useGridQuery<AccountWire, AccountFilters, AccountSortField>(def, (query) =>
    api.admin.accounts(query),
  );
}

/** Every internal manager with their number of accounts and the sum of those balances. */
export function useManagers() {
  const api = useApi();
  return useSWR(resourceKey('adminManagers'), () => api.admin.managers());
}

export function useManager(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('adminManagers', id), () => api.admin.manager(id!));
}

export const ACCOUNT_RESOURCES = [
  ...ADMIN_USER_RESOURCES,
  'adminManagers',
] as const satisfies readonly Resource[];

/**
 * Gives an account to a manager, or takes it away (null). Not money and not a block: it does not ask first; the
 * toast names both sides.
 */
export function useAssignManager() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.assignManager',
    run: ({ account, manager }: { account: AccountWire; manager: ManagerWire | null }) =>
      api.admin.assignManager(account.userId, manager?.id ?? null),
    revalidates: ACCOUNT_RESOURCES,
    success: (_r, { account, manager }) =>
      manager
        ? t('admin.accounts.assigned', { email: account.email, manager: manager.username })
        : t('admin.accounts.unassigned', { email: account.email }),
  });
}
