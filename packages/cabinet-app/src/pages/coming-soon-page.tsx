import { useTranslation } from 'react-i18next';
import { EmptyState } from '@adnet/ui';
import type { RouteMeta } from '../access/routes';

/** A real page for routes whose screens come in later issues: title, access and navigation already work. */
export function ComingSoonPage({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
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
