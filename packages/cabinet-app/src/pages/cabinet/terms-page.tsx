import { useTranslation } from 'react-i18next';
import { Button, toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { useAcceptTerms } from '../../data/hooks';
import { describeError } from '../../data/errors';

/** The only page shown, on every path, while newer terms wait to be accepted (spec 2). */
export function TermsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { trigger, isMutating } = useAcceptTerms();
  async function accept() {
    try {
      await trigger(user.latestTermsVersion);
      toast.success(t('toast.termsAccepted'));
    } catch (e) {
      toast.error(describeError(t, e));
    }
  }
  return (
    <section className="page terms-page" aria-labelledby="terms-title">
      <h1 id="terms-title">{t('terms.title')}</h1>
      <p className="terms-updated">{t('terms.updated', { version: user.latestTermsVersion })}</p>
      <div className="terms-body">
        <p>{t('terms.body')}</p>
      </div>
      <Button onClick={() => void accept()} loading={isMutating}>
        {t('terms.accept')}
      </Button>
    </section>
  );
}
