// #region form
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@adnet/ui';
import { useNewClientForm } from '../data/client-book-form';
import { FormError } from '../../../packages/cabinet-app/src/data/use-recipe-form';

/** A form in a dialog: fields from the recipe's `field`, its root error once, the submit button the busy one. */
export function NewClientDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { onSubmit, field, submitting, rootError } = useNewClientForm(onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{t('sales.newClient.title')}</Dialog.Title>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Dialog.Body>
            <TextField
              label={t('sales.client.name')}
              required
              maxLength={100}
              {...field('name', { max: 100 })}
            />
            <TextField
              label={t('sales.client.contact')}
              inputMode="email"
              required
              {...field('contactEmail')}
            />
            <FormError error={rootError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('sales.newClient.submit')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
// #endregion form
