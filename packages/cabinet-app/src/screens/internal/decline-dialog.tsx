import { useTranslation } from 'react-i18next';
import { Field, RadioGroup, Textarea } from '@adnet/ui';
import type { Campaign } from '@adnet/api-client';
import { DECLINE_REASONS, type DeclineReason } from '../../data/moderation';
import { useDeclineForm } from '../../data/moderation-decline';
import { fieldError } from '../../data/use-recipe-form';
import { RecipeFormDialog } from '../recipe-form-dialog';

/** Asks why (a reason from the list, own words required for "other"); the dialog is the confirmation. */
export default function DeclineDialog({
  campaign,
  onCancel,
  onDone,
}: {
  campaign: Campaign;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const recipe = useDeclineForm(campaign, onDone);
  const { form, field } = recipe;
  const reason = form.watch('reason') as DeclineReason | undefined;
  return (
    <RecipeFormDialog
      form={recipe}
      onClose={onCancel}
      title={t('internal.moderation.decline.title', { name: campaign.name })}
      description={t('internal.moderation.decline.description')}
      submit={t('internal.moderation.decline.submit')}
      submitTone="danger"
    >
      <RadioGroup
        label={t('internal.moderation.decline.reason')}
        required
        options={DECLINE_REASONS.map((r) => ({
          value: r,
          label: t(`internal.moderation.reasons.${r}`),
        }))}
        value={reason}
        onValueChange={(value) => form.setValue('reason', value as DeclineReason, { shouldValidate: true })}
        error={fieldError(t, form, 'reason')}
      />
      <Field
        label={t('internal.moderation.decline.details')}
        hint={t('internal.moderation.decline.detailsHint')}
        error={field('details').error}
        required={reason === 'other'}
      >
        <Textarea {...form.register('details')} maxLength={800} rows={3} />
      </Field>
    </RecipeFormDialog>
  );
}
