import type {
  FrozenBalanceRow,
  FrozenBalanceSortField,
  Page,
  PageQuery,
  Paged,
  Transaction,
  TransactionSortField,
  Withdraw,
  WithdrawSortField,
} from '../domain';
import {
  FROZEN_BALANCE_SORT_WIRE,
  TRANSACTION_SORT_WIRE,
  WITHDRAW_SORT_WIRE,
  toFrozenBalanceRow,
  toTransaction,
  toWithdraw,
} from '../mappers/money';
import type { CallOptions, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  BalanceQueryWire,
  BalanceWire,
  FrozenBalanceQueryWire,
  OkWire,
  TronFeeWire,
  TronWalletWire,
  WithdrawRequestWire,
  WithdrawWire,
} from '../wire';

/** The wallet calls of spec section 7: transactions, withdraws, the TRON wallet and fee, frozen balance. */
export function moneyArea(t: Transport) {
  return {
    /** The signed-in user's transactions, newest first unless `sort` says otherwise. */
    transactions: (query?: PageQuery<TransactionSortField>, o?: CallOptions): Promise<Page<Transaction>> =>
      getPage(t, '/api/user/transactions', query, o, toTransaction, TRANSACTION_SORT_WIRE),
    /** Another user's transactions (agency and internal pages). */
    userTransactions: (
      userId: number,
      query?: PageQuery<TransactionSortField>,
      o?: CallOptions,
    ): Promise<Page<Transaction>> =>
      getPage(t, `/api/user/user/${userId}/transactions`, query, o, toTransaction, TRANSACTION_SORT_WIRE),
    /**
     * The wallet balance and the amount frozen by running campaigns (designed); with `userId`, the wallet of a
     * user the caller acts for.
     */
    balance: (query: BalanceQueryWire = {}, o?: CallOptions) =>
      t.request<BalanceWire>({ method: 'GET', path: '/api/user/balance', query: { ...query }, ...o }),
    /** Asks for a withdraw; needs the code from {@link requestWithdrawCode}. */
    withdraw: async (body: WithdrawRequestWire, o?: CallOptions): Promise<Withdraw> =>
      toWithdraw(
        await t.request<WithdrawWire>({ method: 'POST', path: '/api/user/publisher/withdraw', body, ...o }),
      ),
    /** The user's withdraw requests. */
    withdrawals: (query?: PageQuery<WithdrawSortField>, o?: CallOptions): Promise<Page<Withdraw>> =>
      getPage(t, '/api/user/publisher/withdraw', query, o, toWithdraw, WITHDRAW_SORT_WIRE),
    /** Mails the confirmation code a withdraw needs. */
    requestWithdrawCode: (o?: CallOptions) =>
      t.request<OkWire>({ method: 'POST', path: '/api/user/publisher/withdraw/code', ...o }),
    /** The user's TRON deposit address. */
    tronWallet: (o?: CallOptions) =>
      t.request<TronWalletWire>({ method: 'GET', path: '/api/user/tron-wallet', ...o }),
    /** The TRON network fee of a withdraw (cache it 1800 s, spec section 9). */
    tronFee: (o?: CallOptions) => t.request<TronFeeWire>({ method: 'GET', path: '/api/tron/fee', ...o }),
    /** Campaigns holding frozen money, each row with its `campaignId`. */
    frozenBalance: (
      query?: Paged<FrozenBalanceQueryWire, FrozenBalanceSortField>,
      o?: CallOptions,
    ): Promise<Page<FrozenBalanceRow>> =>
      getPage(
        t,
        '/api/user/campaigns-frozen-balance',
        query,
        o,
        toFrozenBalanceRow,
        FROZEN_BALANCE_SORT_WIRE,
      ),
  };
}
