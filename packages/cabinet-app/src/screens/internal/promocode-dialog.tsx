import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@adnet/ui';
import { usePromocodeForm } from '../../data/admin-network-forms';
import { FormError } from '../../data/use-recipe-form';

/** Creates a promocode (asks first: it hands out money). Loaded with its form (lazy-forms.tsx). */
export function PromocodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { onSubmit, field, submitting, rootError } = usePromocodeForm(onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{t('admin.promocodes.new')}</Dialog.Title>
        <Dialog.Description>{t('admin.promocodes.formDescription')}</Dialog.Description>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="decline-form">
          <Dialog.Body>
            <TextField
              label={t('admin.promocodes.columns.code')}
              hint={t('admin.promocodes.codeHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              required
              {...field('code')}
            />
            <TextField
              label={t('admin.promocodes.columns.amount')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
              required
              {...field('amount')}
            />
            <TextField
              label={t('admin.promocodes.limit')}
              hint={t('admin.promocodes.limitHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              {...field('usageLimit')}
            />
            <TextField
              type="date"
              label={t('admin.promocodes.expires')}
              hint={t('admin.promocodes.expiresHint')}
              {...field('expires')}
            />
            <FormError error={rootError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('admin.promocodes.create')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
