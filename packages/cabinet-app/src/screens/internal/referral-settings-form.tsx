import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '@adnet/ui';
import { canManageNetwork } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useReferralSettingsForm } from '../../data/admin-network-forms';
import { FormError } from '../../data/use-recipe-form';

/** The program's reward, editable by network managers (asks first). A chunk of its own (lazyPart). */
export function ReferralSettingsForm({ current }: { current: number }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { onSubmit, field, submitting, rootError } = useReferralSettingsForm(current);
  const writable = canManageNetwork(me);
  return (
    <Card padding="md" as="section" aria-labelledby="referral-settings-title">
      <h2 id="referral-settings-title" className="case-section-title">
        {t('admin.referral.settings')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="admin-inline-form">
        <TextField
          label={t('admin.referral.percent')}
          hint={t('admin.referral.percentHint', { current })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
          readOnly={!writable}
          {...field('rewardPercent')}
        />
        {writable ? (
          <Button type="submit" loading={submitting}>
            {t('admin.referral.save')}
          </Button>
        ) : null}
        <FormError error={rootError} />
      </form>
    </Card>
  );
}
