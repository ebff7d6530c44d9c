import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@adnet/ui';
import { AppLink } from '../shell/acting-as';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <main id="main" className="page not-found">
      <EmptyState
        titleAs="h1"
        title={t('notFound.title')}
        description={t('notFound.hint')}
        action={<AppLink to="/monitoring">{t('notFound.back')}</AppLink>}
      />
    </main>
  );
}
