import { useTranslation } from 'react-i18next';
import { Button, Card, toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { useAcceptTerms } from '../../data/hooks';
import { describeError } from '../../data/errors';
import { termsLinks } from '../../boot/runtime-config';
import { useConfig } from '../../shell/config-context';
import { useSignOut } from '../../shell/sign-out';

/**
 * The only page shown, on every path, while newer terms wait to be accepted (spec 2): a card centred like the
 * sign-in card, links to the published terms and their changes (`termsUrl` of the runtime config), and a sign-out
 * beside "Accept", since the gate hides the navigation and someone who will not accept must still be able to leave.
 * The version number is the API's bookkeeping and is not shown.
 */
export function TermsPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const { trigger, isMutating } = useAcceptTerms();
  const signOut = useSignOut();
  const links = termsLinks(useConfig());
  async function accept() {
    try {
      await trigger(user.latestTermsVersion);
      toast.success(t('toast.termsAccepted'));
    } catch (e) {
      toast.error(describeError(t, e));
    }
  }
  return (
    <section className="auth-card" aria-labelledby="terms-title">
      <Card className="terms-card">
        <h1 id="terms-title" className="auth-title">
          {t('terms.title')}
        </h1>
        <p className="auth-subtitle">{t('terms.updated')}</p>
        <div className="terms-body">
          <p>{t('terms.body')}</p>
        </div>
        <ul className="agency-actions">
          <li>
            <a href={links.terms} target="_blank" rel="noopener noreferrer">
              {t('terms.read')}
            </a>
          </li>
          <li>
            <a href={links.changes} target="_blank" rel="noopener noreferrer">
              {t('terms.changes')}
            </a>
          </li>
        </ul>
        <div className="agency-actions">
          <Button onClick={() => void accept()} loading={isMutating}>
            {t('terms.accept')}
          </Button>
          <Button variant="outline" tone="neutral" onClick={() => void signOut()}>
            {t('terms.signOut')}
          </Button>
        </div>
      </Card>
    </section>
  );
}
