import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  AUDIT_SORT_FIELDS,
  ROLES,
  TRANSACTION_SORT_FIELDS,
  USER_SORT_FIELDS,
  type AdminUserWire,
  type AuditEntry,
  type AuditSortField,
  type Transaction,
  type TransactionSortField,
  type UserListQueryWire,
  type UserSummaryWire,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { enumFilter, idFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

type UserSortField = (typeof USER_SORT_FIELDS)[number];
type UserFilters = ListFilters<UserListQueryWire>;

/**
 * `/internal/users` (`GET /api/admin/users`): every user, by id first. `search` matches e-mail and username, and a
 * whole number also finds the user with that id (the server's rule); `role` and `agencyId` narrow it.
 */
export const userList: ListDefinition<UserFilters, UserSortField> = {
  resource: 'adminUsers',
  sortFields: USER_SORT_FIELDS,
  defaultSort: { orderBy: 'id', order: 'desc' },
  filters: { search: textFilter, role: enumFilter(ROLES), agencyId: idFilter },
};

export function useUserList() {
  const api = useApi();
  return useGridQuery<UserSummaryWire, UserFilters, UserSortField>(userList, (query) =>
    api.admin.users(query),
  );
}

/** One user as an admin sees it (roles, flags, balance, agency, operator). */
export function useAdminUser(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('adminUser', id), () => api.admin.user(id!));
}

/** A user's transactions on their account page (`tx.` in the URL), newest first. */
export const userTransactionList: ListDefinition<object, TransactionSortField> = {
  resource: 'transactions',
  prefix: 'tx',
  sortFields: TRANSACTION_SORT_FIELDS,
  defaultSort: { orderBy: 'date', order: 'desc' },
  filters: {},
};

type Owned = { ownerId: number };

/**
 * A list of one user's rows on that user's page: the owner goes into the query (and so into the SWR key), so two
 * users' pages never share a cache entry, while writes still revalidate the list by its resource name.
 */
function useOwnedList<S extends string>(def: ListDefinition<object, S>, ownerId: number) {
  return useMemo<ListDefinition<Owned, S>>(
    () => ({ ...def, toFilters: () => ({ ownerId }) }),
    [def, ownerId],
  );
}

export function useUserTransactions(userId: number) {
  const api = useApi();
  return useGridQuery<Transaction, Owned, TransactionSortField>(
    useOwnedList(userTransactionList, userId),
    ({ ownerId, ...query }) => api.money.userTransactions(ownerId, query),
  );
}

/** The audit lines about a user (`au.` in the URL), newest first: who deposited, decided, blocked. */
export const userAuditList: ListDefinition<object, AuditSortField> = {
  resource: 'audit',
  prefix: 'au',
  sortFields: AUDIT_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: {},
};

export function useUserAudit(userId: number) {
  const api = useApi();
  return useGridQuery<AuditEntry, Owned, AuditSortField>(
    useOwnedList(userAuditList, userId),
    ({ ownerId, ...query }) => api.admin.audit(ownerId, query),
  );
}

/** Everything a write about a user changes: lists, the user's page, balance, transactions and audit. */
export const ADMIN_USER_RESOURCES = [
  'adminUsers',
  'adminUser',
  'adminAccounts',
  'transactions',
  'audit',
] as const satisfies readonly Resource[];

/** A user id as typed (a deposit's, a user's feature flags): a whole number of up to 9 digits, no leading zero. */
export const USER_ID_TEXT = /^[1-9]\d{0,8}$/;

/** Blocks or unblocks a user: blocking signs them out everywhere, so it asks first. */
export function useBlockUser() {
  const { t } = useTranslation();
  const api = useApi();
  return useAction({
    name: 'admin.block',
    run: ({ user, blocked }: { user: Pick<AdminUserWire, 'id' | 'email'>; blocked: boolean }) =>
      api.admin.updateUser(user.id, { blocked }),
    revalidates: ADMIN_USER_RESOURCES,
    confirm: ({ user, blocked }) =>
      blocked
        ? {
            title: t('admin.user.block.title', { email: user.email }),
            description: t('admin.user.block.description'),
            confirmLabel: t('admin.user.block.submit'),
            tone: 'destructive',
          }
        : null,
    success: (_r, { user, blocked }) =>
      t(blocked ? 'admin.user.block.done' : 'admin.user.unblock.done', { email: user.email }),
  });
}
