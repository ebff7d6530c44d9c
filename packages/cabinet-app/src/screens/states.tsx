import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Input, Skeleton, type Breadcrumb } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { describeError } from '../data/errors';
import { AppLink } from '../shell/acting-as';
import { Page } from './page';

/**
 * The one error state of something that failed to load and has nothing older to show, on every screen: the failure
 * in one translated sentence (`describeError`), what could not be shown (else to try later), a retry (busy while
 * retrying) and, on a detail page, the way back to its list. `titleAs` keeps the heading outline of a section.
 */
export function LoadFailed({
  error,
  description,
  onRetry,
  retrying = false,
  details,
  size = 'default',
  titleAs = size === 'compact' ? 'p' : 'h2',
}: {
  error: unknown;
  description?: string;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
  details?: ReactNode;
  size?: 'default' | 'compact';
  titleAs?: 'h2' | 'h3' | 'p';
}) {
  const { t } = useTranslation();
  return (
    <ErrorState
      titleAs={titleAs}
      size={size}
      labels={{
        title: describeError(t, error),
        description: description ?? t('errors.tryLater'),
        retry: t('errors.retry'),
      }}
      onRetry={onRetry}
      retrying={retrying}
      details={details}
    />
  );
}

/**
 * The states of a page about one record before it has the record to show: not found (another user's, or one that
 * is not there) with the way back, a failed load with a retry, and loading placeholders (`loadingClass` lays
 * them out). Null once the record is there.
 */
export function DetailState({
  swr,
  title,
  breadcrumbs,
  notFound,
  back,
  loadingClass,
}: {
  swr: { data?: unknown; error?: unknown; isValidating: boolean; mutate: () => unknown };
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  notFound: { title: string; description?: string };
  back: { to: string; label: string };
  loadingClass: string;
}) {
  const { t } = useTranslation();
  const { data, error, isValidating, mutate } = swr;
  if (data) return null;
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {error && isHttpError(error, 404) ? (
        <EmptyState titleAs="h2" {...notFound} action={<AppLink to={back.to}>{back.label}</AppLink>} />
      ) : error ? (
        <ErrorState
          titleAs="h2"
          labels={{
            title: t('errors.loadingError'),
            description: describeError(t, error),
            retry: t('errors.retry'),
          }}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      ) : (
        <div className={loadingClass} role="status" aria-label={t('common.loading')}>
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={240} />
        </div>
      )}
    </Page>
  );
}

/** A list's search box (the value is the list's debounced text filter, `useDebouncedFilter`). */
export function ListSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={200}
      wrapperClassName="list-search"
    />
  );
}
