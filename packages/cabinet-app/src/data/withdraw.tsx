import {
  ADMIN_WITHDRAW_SORT_FIELDS,
  type AdminWithdrawQueryWire,
  type AdminWithdrawWire,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { booleanFilter, idFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useGridQuery } from './use-grid-query';

type WithdrawSortField = (typeof ADMIN_WITHDRAW_SORT_FIELDS)[number];
type WithdrawFilters = ListFilters<AdminWithdrawQueryWire>;

/**
 * `/internal/withdraw`: withdraw requests (`GET /api/admin/withdraw`), oldest first, so the one waiting longest is
 * decided first. Designed: the list shows only those waiting (`status=PENDING`) unless "decided ones too" is on
 * (`decided=true` in the URL); `userId` narrows to one user.
 */
export const withdrawList: ListDefinition<WithdrawFilters, WithdrawSortField> = {
  resource: 'adminWithdraws',
  sortFields: ADMIN_WITHDRAW_SORT_FIELDS,
  defaultSort: { orderBy: 'createdEpoch', order: 'asc' },
  filters: { decided: booleanFilter, userId: idFilter },
  toFilters: ({ decided, userId }) => ({
    ...(decided === true ? {} : { status: 'PENDING' as const }),
    ...(typeof userId === 'number' && { userId }),
  }),
};

export function useWithdrawList() {
  const api = useApi();
  return useGridQuery<AdminWithdrawWire, WithdrawFilters, WithdrawSortField>(withdrawList, (query) =>
    api.admin.withdrawals(query),
  );
}
