import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, MONEY_COLUMN } from '../list-frame';
import { Button, StatusBadge, Switch, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { AdminWithdrawWire } from '@adnet/api-client';
import { useWithdrawList } from '../../data/withdraw';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';

/** The approve and reject forms (react-hook-form, valibot) are one chunk of their own: the queue draws without it. */
const ApproveDialog = lazyDialog(
  () => import('./withdraw-decision'),
  'ApproveDialog',
  (t, { withdraw }) => t('internal.withdraw.approve.title', { id: withdraw.id }),
);
const RejectDialog = lazyDialog(
  () => import('./withdraw-decision'),
  'RejectDialog',
  (t, { withdraw }) => t('internal.withdraw.reject.title', { id: withdraw.id }),
);

const STATUS_TONE = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

type Decision = { kind: 'approve' | 'reject'; withdraw: AdminWithdrawWire };

/**
 * `/internal/withdraw`: withdraws waiting for approval, oldest first, with user, amount, fee and address. Approve
 * asks for the TRON transaction hash, reject for a reason (the sum and the fee return to the balance); each dialog
 * is the confirmation. A decision someone else took first is told and the row refreshed.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useWithdrawList();
  const { state, setState } = grid;
  const [decision, setDecision] = useState<Decision | null>(null);
  usePreloadWhenIdle(ApproveDialog, RejectDialog);
  const decided = state.filter.decided === true;

  const columns = useMemo<DataGridColumn<AdminWithdrawWire>[]>(
    () => [
      {
        id: 'id',
        header: t('internal.withdraw.columns.id'),
        value: (w) => w.id,
        cell: (w) => `#${w.id}`,
        sortable: true,
        card: 'title',
        // Room for the header ("Request", "Заявка", with its sort arrow), not only for "#900".
        width: '6.5rem',
      },
      {
        id: 'userEmail',
        header: t('internal.withdraw.columns.user'),
        value: (w) => w.userEmail,
        cell: (w) => <AppLink to={`/internal/accounts/user/${w.userId}`}>{w.userEmail}</AppLink>,
        sortable: true,
        width: '14rem',
        // An e-mail in at most two or three lines, not a word a line.
        minWidth: 208,
      },
      {
        id: 'amount',
        header: t('internal.withdraw.columns.amount'),
        value: (w) => w.amount,
        cell: (w) => fmt.money(w.amount),
        sortable: true,
        ...MONEY_COLUMN,
      },
      {
        id: 'fee',
        header: t('internal.withdraw.columns.fee'),
        value: (w) => w.fee,
        cell: (w) => fmt.money(w.fee),
        // A fee is small: "999.99 USDT" on one line, narrower than a full money column.
        ...MONEY_COLUMN,
        width: 112,
        minWidth: 112,
        // The same small fee on most requests: the first column to leave for room (the Columns menu brings it back).
        priority: 1,
      },
      {
        id: 'wallet',
        header: t('internal.withdraw.columns.wallet'),
        value: (w) => w.wallet,
        cell: (w) => <code className="withdraw-address">{w.wallet}</code>,
        sortable: true,
        width: '18rem',
        // A TRON address (34 characters) in two lines of half its length.
        minWidth: 156,
      },
      {
        id: 'createdEpoch',
        header: t('internal.withdraw.columns.created'),
        value: (w) => w.createdEpoch,
        cell: (w) => fmt.dateTime(w.createdEpoch * 1000),
        sortable: true,
        width: '10rem',
        // The date on one line, the time on the next.
        minWidth: 136,
      },
      {
        id: 'status',
        header: t('internal.withdraw.columns.status'),
        value: (w) => w.status,
        cell: (w) => (
          <StatusBadge tone={STATUS_TONE[w.status]} size="sm">
            {t(`internal.withdraw.status.${w.status}`)}
          </StatusBadge>
        ),
        sortable: true,
        width: '8rem',
      },
    ],
    [fmt, t],
  );

  const rowActions = useCallback(
    (w: AdminWithdrawWire): DataGridRowAction[] =>
      w.status !== 'PENDING'
        ? []
        : [
            {
              id: 'approve',
              label: t('internal.withdraw.approve.action'),
              onSelect: () => setDecision({ kind: 'approve', withdraw: w }),
            },
            {
              id: 'reject',
              label: t('internal.withdraw.reject.action'),
              tone: 'danger',
              onSelect: () => setDecision({ kind: 'reject', withdraw: w }),
            },
          ],
    [t],
  );

  const toolbar = (
    <div className="list-toolbar">
      <Switch
        label={t('internal.withdraw.showDecided')}
        checked={decided}
        onCheckedChange={(on) => {
          const { decided: _d, ...rest } = state.filter;
          setState({ ...state, filter: on ? { ...rest, decided: true } : rest, currentPage: 1 });
        }}
      />
    </div>
  );

  return (
    <Page title={t('routes.internalWithdraw')} description={t('internal.withdraw.description')}>
      <ListFrame
        list={grid}
        caption={t('internal.withdraw.caption')}
        columns={columns}
        getRowId={(w) => String(w.id)}
        getRowLabel={(w) => t('internal.withdraw.rowLabel', { id: w.id, email: w.userEmail })}
        rowActions={rowActions}
        toolbar={toolbar}
        labels={{ emptyHint: t('internal.withdraw.empty.filtered') }}
        empty={
          !decided && {
            title: t('internal.withdraw.empty.title'),
            description: t('internal.withdraw.empty.hint'),
            action: (
              <Button
                variant="outline"
                onClick={() =>
                  setState({ ...state, filter: { ...state.filter, decided: true }, currentPage: 1 })
                }
              >
                {t('internal.withdraw.showDecided')}
              </Button>
            ),
          }
        }
      />
      {decision?.kind === 'approve' ? (
        <ApproveDialog withdraw={decision.withdraw} onClose={() => setDecision(null)} />
      ) : decision?.kind === 'reject' ? (
        <RejectDialog withdraw={decision.withdraw} onClose={() => setDecision(null)} />
      ) : null}
    </Page>
  );
}
