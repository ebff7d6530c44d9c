import { useTranslation } from 'react-i18next';
import { Field, TextField, Textarea } from '@adnet/ui';
import type { AdminWithdrawWire } from '@adnet/api-client';
import { useApproveWithdrawForm, useRejectWithdrawForm } from '../../data/withdraw-decisions';
import { useFormat } from '../../i18n/format';
import { RecipeFormDialog } from '../recipe-form-dialog';

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

export function ApproveDialog({ withdraw, onClose }: { withdraw: AdminWithdrawWire; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useApproveWithdrawForm(withdraw, onClose);
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={t('internal.withdraw.approve.title', { id: withdraw.id })}
      description={t('internal.withdraw.approve.description')}
      submit={t('internal.withdraw.approve.submit')}
    >
      <WithdrawSummary withdraw={withdraw} />
      <TextField
        label={t('internal.withdraw.approve.hash')}
        hint={t('internal.withdraw.approve.hashHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        {...form.field('txHash')}
      />
    </RecipeFormDialog>
  );
}

export function RejectDialog({ withdraw, onClose }: { withdraw: AdminWithdrawWire; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useRejectWithdrawForm(withdraw, onClose);
  const { error, ...reason } = form.field('reason');
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={t('internal.withdraw.reject.title', { id: withdraw.id })}
      description={t('internal.withdraw.reject.description')}
      submit={t('internal.withdraw.reject.submit')}
      submitTone="danger"
    >
      <WithdrawSummary withdraw={withdraw} />
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
    </RecipeFormDialog>
  );
}
