import { useTranslation } from 'react-i18next';
import { Button, Dialog, Field, RadioGroup, Textarea } from '@adnet/ui';
import type { Campaign } from '@adnet/api-client';
import { DECLINE_REASONS, type DeclineReason } from '../../data/moderation';
import { useDeclineForm } from '../../data/moderation-decline';
import { fieldError, FormError } from '../../data/use-recipe-form';

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
  const { form, onSubmit, field, submitting, rootError } = useDeclineForm(campaign, onDone);
  const reason = form.watch('reason') as DeclineReason | undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onCancel()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>{t('internal.moderation.decline.title', { name: campaign.name })}</Dialog.Title>
        <Dialog.Description>{t('internal.moderation.decline.description')}</Dialog.Description>
        <form onSubmit={onSubmit} noValidate className="decline-form">
          <Dialog.Body>
            <RadioGroup
              label={t('internal.moderation.decline.reason')}
              required
              options={DECLINE_REASONS.map((r) => ({
                value: r,
                label: t(`internal.moderation.reasons.${r}`),
              }))}
              value={reason}
              onValueChange={(value) =>
                form.setValue('reason', value as DeclineReason, { shouldValidate: true })
              }
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
            <FormError error={rootError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" tone="danger" loading={submitting}>
              {t('internal.moderation.decline.submit')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
