import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { MAX_MONEY, MIN_DEPOSIT_AMOUNT, isHttpError, isValidationError } from '@adnet/api-client';
import { useApi } from '../api-context';
import { useFormat } from '../i18n/format';
import { ADMIN_USER_RESOURCES, USER_ID_TEXT } from './admin-users';
import { describeError } from './errors';
import { useRecipeForm } from './use-recipe-form';

/*
 * The deposit form (react-hook-form and valibot through useRecipeForm), apart from the user lists' hooks in
 * admin-users.tsx: the users' pages draw without it, and the deposit dialog loads it as a chunk of its own
 * (screens/lazy-dialog.tsx).
 */

export const depositSchema = v.object({
  userId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('admin.deposit.userIdRequired'),
    v.regex(USER_ID_TEXT, 'admin.deposit.userIdInvalid'),
    v.transform(Number),
  ),
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('admin.deposit.amountRequired'),
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'admin.deposit.amountInvalid'),
    v.transform(Number),
    // The contract's range, as the server checks it.
    v.minValue(MIN_DEPOSIT_AMOUNT, 'admin.deposit.amountRange'),
    v.maxValue(MAX_MONEY, 'admin.deposit.amountRange'),
  ),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(200, 'admin.deposit.commentTooLong')),
  isInternalCurrency: v.boolean(),
});

/** The deposit's range, in the user's words: the figures the amount's hint and error name. */
export const useDepositRange = () => {
  const fmt = useFormat();
  return { min: fmt.money(MIN_DEPOSIT_AMOUNT), max: fmt.money(MAX_MONEY) };
};

const DEPOSIT_CODES = ['USER_NOT_FOUND', 'NO_RIGHTS', 'PUBLISHER_ACCOUNT'] as const;

/**
 * A deposit to a user (`POST /api/admin/user/{userId}/deposit`). It moves money, so it asks first, repeating the
 * sum and the user (by e-mail once `recipient` has found it). Its three refusals are said with the spec's own
 * messages (translated): 404 'UserId not found', 403 'No rights', 400 'Deposit cannot be applied to the publisher';
 * a field the server refuses is said on that field. Each failure is told once, in the dialog (no toast behind it).
 */
export function useDepositForm(
  userId: number | null,
  onDone: () => void,
  recipient: (id: number) => string | null,
) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const api = useApi();
  const to = (id: number) => {
    const email = recipient(id);
    return email === null ? t('admin.deposit.toUser', { id }) : t('admin.deposit.toEmail', { id, email });
  };
  return useRecipeForm({
    name: 'admin.deposit',
    schema: depositSchema,
    defaultValues: {
      userId: userId === null ? '' : String(userId),
      amount: '',
      comment: '',
      isInternalCurrency: false,
    },
    confirm: (values) => ({
      title: t('admin.deposit.confirm.title', { amount: fmt.money(values.amount), to: to(values.userId) }),
      description: values.isInternalCurrency
        ? t('admin.deposit.confirm.internal')
        : t('admin.deposit.confirm.description'),
      confirmLabel: t('admin.deposit.confirm.submit'),
    }),
    submit: ({ userId: id, amount, comment, isInternalCurrency }, call) =>
      api.admin.deposit(id, { amount, comment, isInternalCurrency }, call),
    revalidates: ADMIN_USER_RESOURCES,
    success: (_r, values) =>
      t('admin.deposit.toast', { amount: fmt.money(values.amount), to: to(values.userId) }),
    describeFailure: (error) =>
      isValidationError(error)
        ? undefined
        : isHttpError(error) && (DEPOSIT_CODES as readonly string[]).includes(error.code ?? '')
          ? t(`admin.deposit.errors.${error.code}`)
          : describeError(t, error),
    toastFailures: false,
    onSuccess: onDone,
  });
}
