import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isHttpError } from '@adnet/api-client';
import { useApi } from '../api-context';
import { useFormat } from '../i18n/format';
import { ADMIN_USER_RESOURCES, MAX_DEPOSIT, USER_ID_TEXT } from './admin-users';
import { describeError } from './errors';
import { useRecipeForm } from './use-recipe-form';

/*
 * The deposit form (react-hook-form and valibot through useRecipeForm), apart from the user lists' hooks in
 * admin-users.tsx: the users' pages draw without it, and the deposit dialog loads it as a chunk of its own
 * (screens/internal/lazy-forms.tsx).
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
    v.minValue(0.01, 'admin.deposit.amountInvalid'),
    v.maxValue(MAX_DEPOSIT, 'admin.deposit.amountTooLarge'),
  ),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(200, 'admin.deposit.commentTooLong')),
  isInternalCurrency: v.boolean(),
});

const DEPOSIT_CODES = ['USER_NOT_FOUND', 'NO_RIGHTS', 'PUBLISHER_ACCOUNT'] as const;

/**
 * A deposit to a user (`POST /api/admin/user/{userId}/deposit`). It moves money, so it asks first, repeating the
 * user and the sum. Its three refusals are said with the spec's own messages (translated): 404 'UserId not
 * found', 403 'No rights', 400 'Deposit cannot be applied to the publisher'.
 */
export function useDepositForm(userId: number | null, onDone: () => void) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const api = useApi();
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
      title: t('admin.deposit.confirm.title', { amount: fmt.money(values.amount), id: values.userId }),
      description: values.isInternalCurrency
        ? t('admin.deposit.confirm.internal')
        : t('admin.deposit.confirm.description'),
      confirmLabel: t('admin.deposit.confirm.submit'),
    }),
    submit: ({ userId: id, amount, comment, isInternalCurrency }, call) =>
      api.admin.deposit(id, { amount, comment, isInternalCurrency }, call),
    revalidates: ADMIN_USER_RESOURCES,
    success: (_r, values) =>
      t('admin.deposit.toast', { amount: fmt.money(values.amount), id: values.userId }),
    describeFailure: (error) =>
      isHttpError(error) && (DEPOSIT_CODES as readonly string[]).includes(error.code ?? '')
        ? t(`admin.deposit.errors.${error.code}`)
        : describeError(t, error),
    onSuccess: onDone,
  });
}
