import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TRON_TX_HASH, isAlreadyDecided, type AdminWithdrawWire } from '@adnet/api-client';
import { useApi } from '../api-context';
import { describeError } from './errors';
import { useRecipeForm } from './use-recipe-form';
import { useRevalidate } from './use-revalidate';
import { type Resource } from './swr-keys';

/*
 * The withdraw decisions (approve with the transfer's hash, reject with a reason), apart from the list in
 * `withdraw.tsx`: only their dialogs (a chunk of their own) use them, so the queue's first paint does not carry
 * react-hook-form and valibot.
 */

/** What a withdraw decision changes: the list, the user's page, balance and audit. */
export const WITHDRAW_RESOURCES = [
  'adminWithdraws',
  'adminUser',
  'audit',
  'transactions',
] as const satisfies readonly Resource[];

export const approveSchema = v.object({
  txHash: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('internal.withdraw.approve.hashRequired'),
    v.regex(TRON_TX_HASH, 'internal.withdraw.approve.hashInvalid'),
  ),
});
export const rejectSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('internal.withdraw.reject.reasonRequired'),
    v.maxLength(500, 'internal.withdraw.reject.tooLong'),
  ),
});

/**
 * A decision another admin took first answers 409 (`isAlreadyDecided`): the form says so, the list is read again
 * (the row shows what was decided, or leaves the waiting list) and the dialog closes, since there is nothing left
 * to decide.
 */
function useDecisionFailure(onDone: () => void) {
  const { t } = useTranslation();
  const revalidate = useRevalidate();
  return {
    describeFailure: (error: unknown) =>
      isAlreadyDecided(error) ? t('internal.withdraw.alreadyDecided') : describeError(t, error),
    onFailure: (error: unknown) => {
      if (!isAlreadyDecided(error)) return;
      void revalidate(WITHDRAW_RESOURCES);
      onDone();
    },
  };
}

/** Approve with the hash of the TRON transfer that paid it (the dialog that asks for it is the confirmation). */
export function useApproveWithdrawForm(w: AdminWithdrawWire, onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useDecisionFailure(onDone);
  return useRecipeForm({
    name: 'withdraw.approve',
    schema: approveSchema,
    defaultValues: { txHash: '' },
    submit: ({ txHash }, call) => api.admin.approveWithdraw(w.id, txHash, call),
    revalidates: WITHDRAW_RESOURCES,
    success: () => t('internal.withdraw.toast.approved', { id: w.id, email: w.userEmail }),
    onSuccess: onDone,
    ...failure,
  });
}

/** Reject with a reason: the sum and the fee go back to the user's balance. */
export function useRejectWithdrawForm(w: AdminWithdrawWire, onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useDecisionFailure(onDone);
  return useRecipeForm({
    name: 'withdraw.reject',
    schema: rejectSchema,
    defaultValues: { reason: '' },
    submit: ({ reason }, call) => api.admin.rejectWithdraw(w.id, reason, call),
    revalidates: WITHDRAW_RESOURCES,
    success: () => t('internal.withdraw.toast.rejected', { id: w.id, email: w.userEmail }),
    onSuccess: onDone,
    ...failure,
  });
}
