import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Callout, Card, CopyField, ErrorState, Skeleton, StatCard, type DataGridColumn } from '@adnet/ui';
import type { FrozenBalanceRow, Transaction, Withdraw } from '@adnet/api-client';
import { canWrite } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useTrack } from '../../data/track';
import { queryFromGridState } from '../../data/grid-query';
import { useListExport, type CsvColumn } from '../../data/list-export';
import {
  transactionList,
  useBalance,
  useFrozenList,
  useTransactionFetcher,
  useTransactionList,
  useTronWallet,
  useWithdrawList,
} from '../../data/wallet';
import { useFormat } from '../../i18n/format';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { ExportControl } from '../export-control';
import { Page } from '../page';
import { QrCode, WithdrawForm } from './lazy-parts';
import './wallet.css';

/**
 * `/wallet` (spec section 7): what the money is (balance, frozen by campaigns, available), how to add some (the
 * TRON USDT deposit address with its QR code), how to take it out (withdraw), and where it went (transactions,
 * withdraws). Acting as a user, only that user's frozen money and transactions are shown: the balance, deposit
 * address and withdraws have no `userId` in the API, and moving a user's money is theirs to do.
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  const own = actingAs === null;

  return (
    <Page title={t('routes.wallet')} description={t('wallet.description')} className="page-stack">
      {own ? <BalanceFigures /> : <Callout tone="info">{t('wallet.actingAsNote')}</Callout>}
      {own ? (
        <div className="wallet-columns">
          <DepositCard />
          {canWrite(user) ? <WithdrawForm /> : null}
        </div>
      ) : null}
      <FrozenCampaigns />
      <Transactions />
      {own ? <Withdraws /> : null}
    </Page>
  );
}

function BalanceFigures() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { data, error, isLoading, mutate } = useBalance();
  if (error && !data)
    return (
      <ErrorState
        labels={{
          title: t('wallet.balance.error'),
          description: t('errors.tryLater'),
          retry: t('errors.retry'),
        }}
        onRetry={() => void mutate()}
      />
    );
  const loading = isLoading || !data;
  const available = data ? Math.max(0, data.balance - data.frozenBalance) : 0;
  return (
    <section className="wallet-figures" aria-label={t('wallet.balance.heading')}>
      <StatCard
        label={t('wallet.balance.balance')}
        value={data ? fmt.money(data.balance) : ''}
        hint={t('wallet.balance.balanceHint')}
        loading={loading}
        data-testid="wallet-balance"
      />
      <StatCard
        label={t('wallet.balance.frozen')}
        value={data ? fmt.money(data.frozenBalance) : ''}
        hint={t('wallet.balance.frozenHint')}
        loading={loading}
        data-testid="wallet-frozen"
      />
      <StatCard
        label={t('wallet.balance.available')}
        value={data ? fmt.money(available) : ''}
        hint={t('wallet.balance.availableHint')}
        loading={loading}
        data-testid="wallet-available"
      />
    </section>
  );
}

function DepositCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useTronWallet();
  const track = useTrack();
  return (
    <Card.Root as="section" className="wallet-deposit" aria-labelledby="wallet-deposit-title">
      <Card.Header>
        <Card.Title as="h2" id="wallet-deposit-title">
          {t('wallet.deposit.title')}
        </Card.Title>
        <Card.Description>{t('wallet.deposit.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !data ? (
          <ErrorState
            labels={{
              title: t('wallet.deposit.error'),
              description: t('errors.tryLater'),
              retry: t('errors.retry'),
            }}
            onRetry={() => void mutate()}
          />
        ) : !data ? (
          <div className="wallet-deposit-loading" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton width={176} height={176} />
            <Skeleton height={40} />
          </div>
        ) : (
          <div className="wallet-deposit-body">
            <QrCode value={data.walletAddress} label={t('wallet.deposit.qrLabel')} showValue />
            <div className="wallet-deposit-text">
              <CopyField
                value={data.walletAddress}
                onCopy={() => track('deposit_address_copied')}
                label={t('wallet.deposit.address')}
                hint={t('wallet.deposit.addressHint')}
                labels={{
                  copy: t('wallet.copy.copy'),
                  copied: t('wallet.copy.copied'),
                  failed: t('wallet.copy.failed'),
                }}
              />
              <Callout tone="warning" title={t('wallet.deposit.warningTitle')}>
                <ul className="wallet-warnings">
                  <li>{t('wallet.deposit.onlyUsdt')}</li>
                  <li>{t('wallet.deposit.confirmations')}</li>
                  <li>{t('wallet.deposit.noMemo')}</li>
                </ul>
              </Callout>
            </div>
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/*
 * The money lists are named groups, not regions: each grid is already a region named by its caption (the same
 * words as the section's heading), and two landmarks of one name are noise to a screen reader (axe
 * landmark-unique). Their paginations get their own names for the same reason.
 */
function FrozenCampaigns() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useFrozenList();
  const actingAs = useActingAs();
  const columns: DataGridColumn<FrozenBalanceRow>[] = [
    {
      id: 'name',
      header: t('wallet.frozen.campaign'),
      value: (r) => r.name,
      cell: (r) => <AppLink to={withActingAs(`/campaigns/${r.campaignId}`, actingAs)}>{r.name}</AppLink>,
      sortable: true,
      hideable: false,
      card: 'title',
    },
    {
      id: 'status',
      header: t('wallet.frozen.status'),
      value: (r) => r.status,
      cell: (r) => t(`domain.status.${r.status}`),
      sortable: true,
    },
    {
      id: 'amount',
      header: t('wallet.frozen.amount'),
      value: (r) => r.amount,
      cell: (r) => fmt.money(r.amount),
      sortable: true,
      align: 'end',
    },
  ];
  return (
    <section className="wallet-section" role="group" aria-labelledby="wallet-frozen-title">
      <h2 id="wallet-frozen-title" className="wallet-section-title">
        {t('wallet.frozen.title')}
      </h2>
      <p className="wallet-section-hint">{t('wallet.frozen.description')}</p>
      <ListFrame
        list={grid}
        caption={t('wallet.frozen.title')}
        columns={columns}
        getRowId={(r) => String(r.campaignId)}
        getRowLabel={(r) => r.name}
        labels={{
          emptyHint: t('wallet.frozen.empty'),
          pagination: t('wallet.frozen.pagination'),
        }}
      />
    </section>
  );
}

function Transactions() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useTransactionList();
  const { actingAs, state, page } = grid;
  const columns: DataGridColumn<Transaction>[] = [
    {
      id: 'date',
      header: t('wallet.transactions.date'),
      value: (r) => r.date.getTime(),
      cell: (r) => fmt.dateTime(r.date),
      sortable: true,
    },
    {
      id: 'title',
      header: t('wallet.transactions.title_'),
      value: (r) => r.title,
      sortable: true,
      hideable: false,
      // On a phone the description is the card's full-width title and date and amount share the row under it: in
      // a half-width field it took four lines a card.
      card: 'title',
    },
    {
      id: 'amount',
      header: t('wallet.transactions.amount'),
      value: (r) => r.amount,
      cell: (r) => (
        <span className={r.amount < 0 ? 'money-out' : 'money-in'}>
          {fmt.money(r.amount) /* the sign is the figure's own */}
        </span>
      ),
      sortable: true,
      align: 'end',
    },
    {
      id: 'id',
      header: t('wallet.transactions.id'),
      value: (r) => r.id,
      sortable: true,
      defaultHidden: true,
    },
  ];

  const fetcher = useTransactionFetcher();
  const exporter = useListExport(
    useCallback(
      (query: Parameters<typeof fetcher>[0], signal: AbortSignal) => fetcher(query, actingAs, { signal }),
      [fetcher, actingAs],
    ),
  );
  const csvColumns: CsvColumn<Transaction>[] = [
    { header: t('wallet.transactions.id'), value: (r) => r.id },
    { header: t('wallet.transactions.date'), value: (r) => r.date },
    { header: t('wallet.transactions.title_'), value: (r) => r.title },
    { header: t('wallet.transactions.amount'), value: (r) => r.amount },
  ];
  const exportCsv = () =>
    void exporter.start(
      queryFromGridState(state, transactionList),
      csvColumns,
      `transactions-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  return (
    <section className="wallet-section" role="group" aria-labelledby="wallet-transactions-title">
      <div className="wallet-section-head">
        <h2 id="wallet-transactions-title" className="wallet-section-title">
          {t('wallet.transactions.heading')}
        </h2>
        <ExportControl
          progress={exporter.progress}
          onExport={exportCsv}
          onCancel={exporter.cancel}
          disabled={!page || page.total === 0}
        />
      </div>
      <ListFrame
        list={grid}
        caption={t('wallet.transactions.heading')}
        columns={columns}
        getRowId={(r) => String(r.id)}
        getRowLabel={(r) => r.title}
        labels={{
          emptyHint: t('wallet.transactions.empty'),
          pagination: t('wallet.transactions.pagination'),
        }}
      />
    </section>
  );
}

function Withdraws() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useWithdrawList();
  const columns: DataGridColumn<Withdraw>[] = [
    {
      id: 'createdAt',
      header: t('wallet.withdraws.date'),
      value: (r) => r.createdAt.getTime(),
      cell: (r) => fmt.dateTime(r.createdAt),
      sortable: true,
      card: 'title',
    },
    {
      id: 'amount',
      header: t('wallet.withdraws.amount'),
      value: (r) => r.amount,
      cell: (r) => fmt.money(r.amount),
      sortable: true,
      align: 'end',
    },
    {
      id: 'status',
      header: t('wallet.withdraws.status'),
      value: (r) => r.status,
      cell: (r) => (
        <span className={`withdraw-status withdraw-status-${r.status.toLowerCase()}`}>
          {t(`wallet.withdraws.statuses.${r.status}`)}
          {r.status === 'REJECTED' && r.rejectReason ? `: ${r.rejectReason}` : ''}
        </span>
      ),
      sortable: true,
    },
    {
      id: 'wallet',
      header: t('wallet.withdraws.wallet'),
      value: (r) => r.wallet,
      cell: (r) => (
        <code className="wallet-address" dir="ltr">
          {r.wallet}
        </code>
      ),
      sortable: true,
    },
    {
      id: 'txHash',
      header: t('wallet.withdraws.txHash'),
      value: (r) => r.txHash ?? '',
      cell: (r) =>
        r.txHash ? (
          <code className="wallet-address" dir="ltr">
            {r.txHash}
          </code>
        ) : (
          '—'
        ),
      defaultHidden: true,
    },
  ];
  return (
    <section className="wallet-section" role="group" aria-labelledby="wallet-withdraws-title">
      <h2 id="wallet-withdraws-title" className="wallet-section-title">
        {t('wallet.withdraws.heading')}
      </h2>
      <ListFrame
        list={grid}
        caption={t('wallet.withdraws.heading')}
        columns={columns}
        getRowId={(r) => String(r.id)}
        getRowLabel={(r) => `${fmt.money(r.amount)} → ${r.wallet}`}
        labels={{
          emptyHint: t('wallet.withdraws.empty'),
          pagination: t('wallet.withdraws.pagination'),
        }}
      />
    </section>
  );
}
