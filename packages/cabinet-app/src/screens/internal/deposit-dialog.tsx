import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, TextField, type TextFieldLabels } from '@adnet/ui';
import { useDepositForm } from '../../data/admin-users-forms';

/** The comment's limit, as the deposit schema counts it (UTF-16 units). */
const COMMENT_MAX = 200;

/**
 * Deposit to a user: the user id (filled in when opened from a user, typed when a colleague only gave the id),
 * the sum in USDT, a comment kept with the transaction and its audit line, and whether it is internal currency
 * (bonus money, not paid in). Submitting asks first, repeating the sum and the user; the dialog stays open with
 * everything typed when the server refuses, saying why in the spec's words.
 */
export function DepositDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, field, submitting, rootError } = useDepositForm(userId, onClose);
  const counter = useMemo<Partial<TextFieldLabels>>(
    () => ({
      // The counter itself is digits ("12/200"); the comment is cut at its limit, so it is never over it.
      limit: (_n, max) => t('admin.deposit.commentCounter.limit', { max }),
      remaining: (count) => t('admin.deposit.commentCounter.remaining', { count }),
    }),
    [t],
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{t('admin.deposit.title')}</Dialog.Title>
        <Dialog.Description>{t('admin.deposit.description')}</Dialog.Description>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="decline-form">
          <Dialog.Body>
            <TextField
              label={t('admin.deposit.userId')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              required
              {...field('userId')}
            />
            <TextField
              label={t('admin.deposit.amount')}
              hint={t('admin.deposit.amountHint')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
              required
              {...field('amount')}
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
            {rootError ? (
              <p role="alert" className="form-error">
                {rootError}
              </p>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('admin.deposit.submit')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
