import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Field, TextField, Textarea } from '@adnet/ui';
import type { AdminWithdrawWire } from '@adnet/api-client';
import { useApproveWithdrawForm, useRejectWithdrawForm } from '../../data/withdraw-decisions';
import { useFormat } from '../../i18n/format';
import { FormError } from '../../data/use-recipe-form';

/** What is being decided, repeated in each dialog so nobody pays the wrong address. */
function WithdrawSummary({ withdraw: w }: { withdraw: AdminWithdrawWire }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <dl className="review-facts">
      <dt>{t('internal.withdraw.columns.user')}</dt>
      <dd>{w.userEmail}</dd>
      <dt>{t('internal.withdraw.columns.amount')}</dt>
      <dd>{fmt.money(w.amount)}</dd>
      <dt>{t('internal.withdraw.columns.fee')}</dt>
      <dd>{fmt.money(w.fee)}</dd>
      <dt>{t('internal.withdraw.columns.wallet')}</dt>
      <dd>
        <code className="withdraw-address">{w.wallet}</code>
      </dd>
      <dt>{t('internal.withdraw.memo')}</dt>
      <dd>{w.memoTag || '—'}</dd>
    </dl>
  );
}

function DecisionDialog({
  title,
  description,
  withdraw,
  onClose,
  onSubmit,
  submitting,
  rootError,
  submitLabel,
  danger,
  children,
}: {
  title: string;
  description: string;
  withdraw: AdminWithdrawWire;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  rootError: string | undefined;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <form onSubmit={onSubmit} noValidate className="decline-form">
          <Dialog.Body>
            <WithdrawSummary withdraw={withdraw} />
            {children}
            <FormError error={rootError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" tone={danger ? 'danger' : 'primary'} loading={submitting}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function ApproveDialog({ withdraw, onClose }: { withdraw: AdminWithdrawWire; onClose: () => void }) {
  const { t } = useTranslation();
  const { onSubmit, field, submitting, rootError } = useApproveWithdrawForm(withdraw, onClose);
  return (
    <DecisionDialog
      title={t('internal.withdraw.approve.title', { id: withdraw.id })}
      description={t('internal.withdraw.approve.description')}
      withdraw={withdraw}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitting={submitting}
      rootError={rootError}
      submitLabel={t('internal.withdraw.approve.submit')}
    >
      <TextField
        label={t('internal.withdraw.approve.hash')}
        hint={t('internal.withdraw.approve.hashHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        {...field('txHash')}
      />
    </DecisionDialog>
  );
}

export function RejectDialog({ withdraw, onClose }: { withdraw: AdminWithdrawWire; onClose: () => void }) {
  const { t } = useTranslation();
  const { onSubmit, field, submitting, rootError } = useRejectWithdrawForm(withdraw, onClose);
  const { error, ...reason } = field('reason');
  return (
    <DecisionDialog
      title={t('internal.withdraw.reject.title', { id: withdraw.id })}
      description={t('internal.withdraw.reject.description')}
      withdraw={withdraw}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitting={submitting}
      rootError={rootError}
      submitLabel={t('internal.withdraw.reject.submit')}
      danger
    >
      {/* The browser caps the reason at 500 characters (a pasted megabyte would take the tab minutes to lay out in
          a counting field), as the moderator's decline reason is. */}
      <Field
        label={t('internal.withdraw.reject.reason')}
        hint={t('internal.withdraw.reject.reasonHint')}
        error={error}
        required
      >
        <Textarea rows={3} maxLength={500} {...reason} />
      </Field>
    </DecisionDialog>
  );
}
