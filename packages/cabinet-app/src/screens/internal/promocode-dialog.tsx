import { useTranslation } from 'react-i18next';
import { TextField } from '@adnet/ui';
import { usePromocodeForm } from '../../data/admin-network-forms';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** Creates a promocode (asks first: it hands out money). A chunk of its own (lazyDialog). */
export function PromocodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = usePromocodeForm(onClose);
  const { field } = form;
  return (
    <RecipeFormDialog
      form={form}
      onClose={onClose}
      title={t('admin.promocodes.new')}
      description={t('admin.promocodes.formDescription')}
      submit={t('admin.promocodes.create')}
    >
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
    </RecipeFormDialog>
  );
}
