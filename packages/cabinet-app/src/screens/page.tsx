import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, PageHeader, type Breadcrumb } from '@adnet/ui';
import { describeError } from '../data/errors';
import { renderAppLink } from '../shell/acting-as';

/**
 * The frame of every signed-in screen: ui's `PageHeader` (breadcrumbs as router links that keep the acting-as
 * `uid`, the page's one h1, badges, a description and the page's actions) over the screen's content, in a region
 * named by the title.
 */
export function Page({
  title,
  description,
  meta,
  breadcrumbs,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  meta?: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={className ? `page ${className}` : 'page'} aria-labelledby="page-title">
      <PageHeader
        className="page-header"
        title={title}
        titleId="page-title"
        description={description}
        meta={meta}
        {...(breadcrumbs && { breadcrumbs })}
        actions={actions}
        renderLink={renderAppLink}
        labels={{ breadcrumbs: t('nav.breadcrumbs') }}
      />
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
    <Callout
      tone="warning"
      className="stale-notice"
      announce="polite"
      title={t('list.stale')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {describeError(t, error)}
    </Callout>
  );
}
