import { useTranslation } from 'react-i18next';
import { EmptyState } from '@adnet/ui';
import { useRouteMeta } from '../shell/route-meta';

/** A real page for routes whose screens come in later issues: title, access and navigation already work. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = t(meta.titleKey);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <EmptyState
        titleAs="h2"
        title={t('comingSoon.title', { page: title })}
        description={t('comingSoon.hint')}
      />
    </section>
  );
}
