import { useTranslation } from 'react-i18next';
import { TextField } from '@adnet/ui';
import type { AgencyWire } from '@adnet/api-client';
import { useAgencyForm } from '../../data/admin-network-forms';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** Creates an agency, or changes one's name and site (`agency` given). A chunk of its own (lazyDialog). */
export function AgencyDialog({ agency, onClose }: { agency: AgencyWire | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAgencyForm(agency, onClose);
  const { field } = form;
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={agency ? t('admin.agencies.editTitle', { name: agency.name }) : t('admin.agencies.new')}
      description={t('admin.agencies.formDescription')}
      submit={t('admin.agencies.save')}
    >
      <TextField label={t('admin.agencies.columns.name')} maxLength={100} required {...field('name')} />
      <TextField
        label={t('admin.agencies.columns.site')}
        hint={t('admin.agencies.siteHint')}
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        required
        {...field('siteUrl')}
      />
    </RecipeFormDialog>
  );
}
