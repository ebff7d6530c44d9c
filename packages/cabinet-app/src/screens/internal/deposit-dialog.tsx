import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { isHttpError } from '@adnet/api-client';
import { Checkbox, TextField, type TextFieldLabels } from '@adnet/ui';
import { useAdminUser } from '../../data/admin-users';
import { USER_ID_TEXT } from '../../data/admin-users';
import { useDepositForm, useDepositRange } from '../../data/admin-users-forms';
import { useSettled } from '../../data/use-settled';
import { fieldError } from '../../data/use-recipe-form';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** The comment's limit, as the deposit schema counts it (UTF-16 units). */
const COMMENT_MAX = 200;

/** How long a typed user id rests before the dialog looks the user up. */
const LOOKUP_SETTLE_MS = 300;

/**
 * Deposit to a user: the user id (filled in when opened from a user, typed when a colleague only gave the id), the
 * user it names (their e-mail, looked up as the id is typed, so the money goes to the person meant), the sum in USDT
 * within the contract's range, a comment kept with the transaction and its audit line, and whether it is internal
 * currency (bonus money, not paid in). Submitting asks first, repeating the sum and the user; the dialog stays open
 * with everything typed when the server refuses, saying why once, in the spec's words or on the refused field.
 * Escape closes it, as every dialog, unless the deposit is being sent.
 */
export function DepositDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const range = useDepositRange();
  // The user last found, for the confirmation to name (it is asked for when the form is submitted).
  const found = useRef<{ id: number; email: string } | null>(null);
  const recipe = useDepositForm(userId, onClose, (id) =>
    found.current?.id === id ? found.current.email : null,
  );
  const { form, field } = recipe;
  // The user the id names, looked up once the typed id rests and looks like one.
  const typed = useWatch({ control: form.control, name: 'userId' }).trim();
  const settled = useSettled(typed, userId === null ? LOOKUP_SETTLE_MS : 0);
  const lookupId = USER_ID_TEXT.test(settled) ? Number(settled) : null;
  const recipient = useAdminUser(lookupId);
  useEffect(() => {
    if (lookupId !== null && recipient.data) found.current = { id: lookupId, email: recipient.data.email };
  }, [lookupId, recipient.data]);
  const counter = useMemo<Partial<TextFieldLabels>>(
    () => ({
      // The counter itself is digits ("12/200"); the comment is cut at its limit, so it is never over it.
      limit: (_n, max) => t('admin.deposit.commentCounter.limit', { max }),
      remaining: (count) => t('admin.deposit.commentCounter.remaining', { count }),
    }),
    [t],
  );
  // Only the lookup of the id in the field is shown (not one of an id typed before it).
  const recipientText =
    lookupId === null || settled !== typed
      ? null
      : recipient.data
        ? t('admin.deposit.recipient', { email: recipient.data.email })
        : isHttpError(recipient.error, 404)
          ? t('admin.deposit.noRecipient')
          : recipient.error
            ? null
            : t('admin.deposit.lookingUp');
  return (
    <RecipeFormDialog
      form={recipe}
      onClose={onClose}
      title={t('admin.deposit.title')}
      description={t('admin.deposit.description')}
      submit={t('admin.deposit.submit')}
    >
      <TextField
        label={t('admin.deposit.userId')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required
        {...field('userId')}
      />
      <p className="deposit-recipient" role="status" data-testid="deposit-recipient">
        {recipientText}
      </p>
      <TextField
        label={t('admin.deposit.amount')}
        hint={t('admin.deposit.amountHint', range)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        required
        {...field('amount')}
        error={fieldError((key) => t(key, range), form, 'amount')}
      />
      <TextField
        multiline
        label={t('admin.deposit.comment')}
        hint={t('admin.deposit.commentHint')}
        // Cut where the schema stops (200 UTF-16 units, within the server's 500): a pasted megabyte froze the
        // dialog, counted and laid out on every key.
        maxLength={COMMENT_MAX}
        hardMaxLength={COMMENT_MAX}
        showCount
        labels={counter}
        {...field('comment')}
      />
      <Checkbox
        label={t('admin.deposit.internal')}
        description={t('admin.deposit.internalHint')}
        {...form.register('isInternalCurrency')}
      />
    </RecipeFormDialog>
  );
}
