// #region form
import { useTranslation } from 'react-i18next';
import { TextField } from '@adnet/ui';
import { useNewClientForm } from '../data/client-book-form';
import { RecipeFormDialog } from '../../../packages/cabinet-app/src/screens/recipe-form-dialog';

/**
 * A form in a dialog: ui's `FormDialog` driven by the recipe (`RecipeFormDialog`): fields from the recipe's `field`,
 * its root error in the dialog's alert, the submit button the busy one, no closing while it sends.
 */
export function NewClientDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useNewClientForm(onClose);
  const { field } = form;
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={t('sales.newClient.title')}
      submit={t('sales.newClient.submit')}
    >
      <TextField label={t('sales.client.name')} required maxLength={100} {...field('name', { max: 100 })} />
      <TextField label={t('sales.client.contact')} inputMode="email" required {...field('contactEmail')} />
    </RecipeFormDialog>
  );
}
// #endregion form
