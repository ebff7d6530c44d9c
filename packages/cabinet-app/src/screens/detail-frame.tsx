import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type Breadcrumb } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { AppLink } from '../shell/acting-as';
import { Page } from './page';
import { LoadFailed } from './states';

/** One record as a detail data hook answers it (SWR's answer for the route's id: `useCampaign(useRouteId())`). */
export interface DetailQuery<T> {
  data?: T | undefined;
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface DetailFrameProps<T> {
  /** The record's answer. */
  query: DetailQuery<T>;
  /** The h1 until the record is there: the route's title ("Campaign"). */
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  /** The way back to the record's list, on the not-found and error states. */
  back: { to: string; label: string };
  /** What a 404 says (the record does not exist, or is not the reader's); by default the generic sentence. */
  notFound?: { title: string; description?: string };
  /** What could not be shown ("The client could not be shown."): the error state's description, and a 404's. */
  failed?: string;
  /** Placeholders of the loaded page's sections, drawn under the header while the record loads. */
  skeleton?: ReactNode;
  /** A whole page of its own while the record loads, instead of the header and `skeleton`. */
  loading?: ReactNode;
  /** The page's class, on every state (its layout rules). */
  className?: string;
  /** The page once the record is there: the only place a detail screen reads it. */
  children: (record: T) => ReactNode;
}

/**
 * The frame of every page about one record the route's id names: loading, not found (a 404: the server's answer
 * for a record that is gone or not the reader's) and a failed load with a retry, each inside the page's header with
 * the way back to its list; then the page itself, given the record. Data that is there stays on screen when a
 * background refresh fails. A detail screen is its record's sections, not these states.
 */
export function DetailFrame<T>({
  query,
  title,
  breadcrumbs,
  back,
  notFound,
  failed,
  skeleton,
  loading,
  className,
  children,
}: DetailFrameProps<T>) {
  const { t } = useTranslation();
  const { data, error } = query;
  if (data !== undefined) return children(data);
  if (error === undefined && loading !== undefined) return loading;
  const backLink = <AppLink to={back.to}>{back.label}</AppLink>;
  return (
    <Page title={title} breadcrumbs={breadcrumbs} {...(className && { className })}>
      {error !== undefined && isHttpError(error, 404) ? (
        <EmptyState
          titleAs="h2"
          title={notFound?.title ?? t('errors.notFound')}
          description={notFound ? notFound.description : failed}
          action={backLink}
        />
      ) : error !== undefined ? (
        <LoadFailed
          error={error}
          description={failed ?? t('errors.loadingError')}
          onRetry={() => void query.mutate()}
          retrying={query.isValidating}
          details={backLink}
        />
      ) : (
        <div className="detail-loading" role="status" aria-label={t('common.loading')}>
          {skeleton}
        </div>
      )}
    </Page>
  );
}
