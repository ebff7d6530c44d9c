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
 * Holds a list's grid. While a page, sort or filter change loads, the previous rows stay (no jump) but are dimmed
 * and marked busy, so nobody mistakes them for the new ones.
 */
export function GridFrame({ switching, children }: { switching: boolean; children: ReactNode }) {
  return (
    <div className="grid-frame" aria-busy={switching} data-switching={switching || undefined}>
      {children}
    </div>
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
