import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@adnet/ui';
import { AppLink } from '../shell/acting-as';

/**
 * The page for a path the app does not know, and for a known route whose id cannot be one (`/campaigns/0`).
 * `inFrame`: drawn inside the signed-in frame, which already holds the page's `main` landmark.
 */
export default function NotFoundPage({ inFrame = false }: { inFrame?: boolean }) {
  const Root = inFrame ? 'div' : 'main';
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <Root id={inFrame ? undefined : 'main'} className="page not-found">
      <EmptyState
        titleAs="h1"
        title={t('notFound.title')}
        description={t('notFound.hint')}
        action={<AppLink to="/monitoring">{t('notFound.back')}</AppLink>}
      />
    </Root>
  );
}
