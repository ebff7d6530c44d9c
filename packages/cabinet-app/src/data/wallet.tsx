import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  FROZEN_BALANCE_SORT_FIELDS,
  TRANSACTION_SORT_FIELDS,
  TRON_FEE_MAX_AGE_MS,
  WITHDRAW_SORT_FIELDS,
  type CallOptions,
  type FrozenBalanceRow,
  type FrozenBalanceSortField,
  type PageQuery,
  type Transaction,
  type TransactionSortField,
  type Withdraw,
  type WithdrawRequestWire,
  type WithdrawSortField,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { useFormat } from '../i18n/format';
import { TRON_FEE_KEY } from './cache';
import type { ListDefinition } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

/**
 * The wallet's data (spec section 7): balance, frozen money by campaign, the TRON deposit address and fee,
 * transactions and withdraws. Acting as a user (`?uid=`), the lists are that user's; the balance, the deposit
 * address and the withdraw are the signed-in user's own calls (the API has no `userId` for them), so the page
 * shows them only to the user themselves.
 */

/** Every cache entry a withdraw changes: the figures and both money lists. */
export const WALLET_RESOURCES = [
  'balance',
  'frozenBalance',
  'transactions',
  'withdraws',
] as const satisfies readonly Resource[];

export function useBalance(enabled = true) {
  const api = useApi();
  return useSWR(enabled ? resourceKey('balance') : null, () => api.money.balance());
}

export function useTronWallet(enabled = true) {
  const api = useApi();
  return useSWR(enabled ? resourceKey('tronWallet') : null, () => api.money.tronWallet());
}

/**
 * The TRON network fee, asked at most once per 1800 s (spec section 9): the cache keeps it that long after the
 * last page using it closes (`keepUnusedMsFor`); a new visit within 1800 s of the last call reuses it without
 * asking (SWR's dedupe window, `dedupingInterval`), a visit after that asks again (a fee older than 1800 s is
 * never the one confirmed), and a page left open asks again 1800 s after its last call.
 */
export function useTronFee(enabled = true) {
  const api = useApi();
  return useSWR(enabled ? resourceKey(TRON_FEE_KEY) : null, () => api.money.tronFee(), {
    dedupingInterval: TRON_FEE_MAX_AGE_MS,
    // A minute past the dedupe window: the window closes 1800 s after the call *answered*, the timer runs 1800 s
    // after the page opened (before the answer); a timer due inside the window would be deduped and the page would
    // then show a fee up to an hour old. The minute covers a slow answer.
    refreshInterval: TRON_FEE_MAX_AGE_MS + 60_000,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Campaigns holding frozen money, most first; `fz.` parameters in the URL. */
export const frozenList: ListDefinition<object, FrozenBalanceSortField> = {
  resource: 'frozenBalance',
  prefix: 'fz',
  sortFields: FROZEN_BALANCE_SORT_FIELDS,
  defaultSort: { orderBy: 'amount', order: 'desc' },
  filters: {},
};

export function useFrozenList() {
  const api = useApi();
  return useGridQuery<FrozenBalanceRow, object, FrozenBalanceSortField>(frozenList, (query, actingAs) =>
    api.money.frozenBalance(actingAs === null ? query : { ...query, userId: actingAs }),
  );
}

/** Transactions, newest first; `tx.` parameters in the URL. */
export const transactionList: ListDefinition<object, TransactionSortField> = {
  resource: 'transactions',
  prefix: 'tx',
  sortFields: TRANSACTION_SORT_FIELDS,
  defaultSort: { orderBy: 'date', order: 'desc' },
  filters: {},
};

/** A page of transactions: the acting-as user's through `GET /api/user/user/{userId}/transactions`. */
export function useTransactionFetcher() {
  const api = useApi();
  return (query: PageQuery<TransactionSortField>, actingAs: number | null, options?: CallOptions) =>
    actingAs === null
      ? api.money.transactions(query, options)
      : api.money.userTransactions(actingAs, query, options);
}

export function useTransactionList() {
  return useGridQuery<Transaction, object, TransactionSortField>(transactionList, useTransactionFetcher());
}

/** Withdraw requests, newest first; `wd.` parameters in the URL. The signed-in user's own (no `userId`). */
export const withdrawList: ListDefinition<object, WithdrawSortField> = {
  resource: 'withdraws',
  prefix: 'wd',
  sortFields: WITHDRAW_SORT_FIELDS,
  defaultSort: { orderBy: 'createdAt', order: 'desc' },
  filters: {},
};

export function useWithdrawList(enabled = true) {
  const api = useApi();
  return useGridQuery<Withdraw, object, WithdrawSortField>(
    withdrawList,
    (query) => api.money.withdrawals(query),
    { enabled },
  );
}

/** Recently used withdraw addresses, newest first, from the withdraws the server holds (nothing is stored here). */
export function useRecentWithdrawAddresses(enabled = true) {
  const api = useApi();
  const { data } = useSWR(enabled ? resourceKey('withdraws', 'recent') : null, () =>
    api.money.withdrawals({ page: 1, pageSize: 50, orderBy: 'createdAt', order: 'desc' }),
  );
  return [...new Set((data?.items ?? []).map((w) => w.wallet))].slice(0, 5);
}

/** The limits of the forms (`GET /api/user/constants`): the minimum withdraw among them. */
export function useUserConstants() {
  const api = useApi();
  return useSWR(resourceKey('constants'), () => api.account.constants(), { revalidateOnFocus: false });
}

/** What a withdraw will do, as the confirmation before the code is mailed says it. */
export interface WithdrawSummary {
  wallet: string;
  amount: number;
  fee: number;
  memoTag: string;
  /** The whole balance now (frozen money included), as the wallet's "Balance" shows it. */
  balance: number;
}

/**
 * The withdraw's first write: mailing the confirmation code, after a confirmation that names the address, the
 * amount sent, the network fee, the amount taken from the balance (the two together) and the balance after it (a
 * costly write asks first). "Leaves your balance" and one figure read as the money left over: each figure has its
 * own words.
 */
export function useSendWithdrawCode(options: { focusNext?: () => HTMLElement | null } = {}) {
  const { t } = useTranslation();
  const api = useApi();
  const fmt = useFormat();
  return useAction({
    name: 'wallet.withdrawCode',
    run: (_summary: WithdrawSummary) => api.money.requestWithdrawCode(),
    revalidates: [],
    confirm: (s) => ({
      title: t('wallet.withdraw.confirm.title', { amount: fmt.money(s.amount) }),
      description: t('wallet.withdraw.confirm.description'),
      confirmLabel: t('wallet.withdraw.confirm.send'),
      ...(options.focusNext && { focusNext: options.focusNext }),
      details: (
        <dl className="withdraw-summary">
          <dt>{t('wallet.withdraw.address')}</dt>
          <dd>
            <code dir="ltr">{s.wallet}</code>
          </dd>
          {s.memoTag ? (
            <>
              <dt>{t('wallet.withdraw.memo')}</dt>
              <dd>{s.memoTag}</dd>
            </>
          ) : null}
          <dt>{t('wallet.withdraw.amount')}</dt>
          <dd>{fmt.money(s.amount)}</dd>
          <dt>{t('wallet.withdraw.fee')}</dt>
          <dd>{fmt.money(s.fee)}</dd>
          <dt>{t('wallet.withdraw.taken')}</dt>
          <dd>{fmt.money(s.amount + s.fee)}</dd>
          <dt>{t('wallet.withdraw.balanceAfter')}</dt>
          <dd>{fmt.money(s.balance - s.amount - s.fee)}</dd>
        </dl>
      ),
    }),
    success: () => t('wallet.withdraw.codeSent'),
    // The form says a failure beside its button, once (a toast said it a second time).
    failure: null,
  });
}

/** The withdraw itself, with the code from the e-mail. */
export function useWithdrawCall() {
  const api = useApi();
  return (body: WithdrawRequestWire, call?: CallOptions) => api.money.withdraw(body, call);
}
