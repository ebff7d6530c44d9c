import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@adnet/ui';
import type { AgencyWire } from '@adnet/api-client';
import { useAgencyForm } from '../../data/admin-network-forms';
import { FormError } from '../../data/use-recipe-form';

/** Creates an agency, or changes one's name and site (`agency` given). Loaded with its form (lazy-forms.tsx). */
export function AgencyDialog({ agency, onClose }: { agency: AgencyWire | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { onSubmit, field, submitting, rootError } = useAgencyForm(agency, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onClose()}>
      <Dialog.Content size="md" labels={{ close: t('common.close') }}>
        <Dialog.Title>
          {agency ? t('admin.agencies.editTitle', { name: agency.name }) : t('admin.agencies.new')}
        </Dialog.Title>
        <Dialog.Description>{t('admin.agencies.formDescription')}</Dialog.Description>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="decline-form">
          <Dialog.Body>
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
            <FormError error={rootError} />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('admin.agencies.save')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
