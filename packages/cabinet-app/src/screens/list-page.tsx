import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adnet/ui';
import { describeError } from '../data/errors';

/**
 * The frame of a list screen: the page's heading, description and actions over its content. Every list screen
 * uses it, so their headers line up and read the same to screen readers (one h1 per page).
 */
export function ListPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page list-page" aria-labelledby="page-title">
      <header className="page-header">
        <div className="page-header-text">
          <h1 id="page-title">{title}</h1>
          {description ? <p className="page-description">{description}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/**
 * Said when a refresh failed while older rows stay on screen: the data is still useful, so it is not replaced by
 * an error screen, but the user learns it may be out of date and can retry.
 */
export function StaleDataNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="stale-notice" role="status">
      <span>
        {t('list.stale')} {describeError(t, error)}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
