import { useTranslation } from 'react-i18next';
import { TextField } from '@adnet/ui';
import { useNewLeadForm } from '../../data/sales-lead-form';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** A new lead: who it is and how to reach them; the manager is the one who adds it. */
export function NewLeadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useNewLeadForm(onClose);
  const { field } = form;
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={t('sales.leads.newTitle')}
      submit={t('sales.leads.create')}
    >
      <TextField label={t('sales.client.name')} required maxLength={100} {...field('name', { max: 100 })} />
      <TextField label={t('sales.leads.email')} inputMode="email" required {...field('contactEmail')} />
    </RecipeFormDialog>
  );
}
