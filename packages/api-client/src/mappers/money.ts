import type { AuditEntry, FrozenBalanceRow, Transaction, Withdraw } from '../domain';
import type { AuditEntryWire, FrozenBalanceRowWire, TransactionWire, WithdrawWire } from '../wire';
import { fromEpoch, fromTimestamp } from './common';

/** Domain sort fields of the money lists that the wire names differently. */
export const TRANSACTION_SORT_WIRE: Readonly<Record<string, string>> = {
  date: 'timestamp',
  title: 'description',
};
export const WITHDRAW_SORT_WIRE: Readonly<Record<string, string>> = { createdAt: 'createdEpoch' };
export const FROZEN_BALANCE_SORT_WIRE: Readonly<Record<string, string>> = { amount: 'frozenAmount' };
export const AUDIT_SORT_WIRE: Readonly<Record<string, string>> = { createdAt: 'createdEpoch' };

/** A transaction with its description as the title and its timestamp as a date. */
export const toTransaction = (wire: TransactionWire): Transaction => ({
  id: wire.id,
  amount: wire.amount,
  title: wire.description,
  userId: wire.userId,
  date: fromTimestamp(wire.timestamp),
});

/** A withdraw request with its creation date. */
export const toWithdraw = ({ createdEpoch, ...rest }: WithdrawWire): Withdraw => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
});

/** A frozen-balance row: the campaign it belongs to (`campaignId`) and the amount it holds. */
export const toFrozenBalanceRow = (wire: FrozenBalanceRowWire): FrozenBalanceRow => ({
  campaignId: wire.campaignId,
  name: wire.name,
  status: wire.status,
  amount: wire.frozenAmount,
});

/** An audit line with its date. */
export const toAuditEntry = ({ createdEpoch, ...rest }: AuditEntryWire): AuditEntry => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
});
