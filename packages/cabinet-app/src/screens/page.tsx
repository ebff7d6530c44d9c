import { Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  EmptyState,
  ErrorState,
  formatDateRange,
  DateRangePickerPlaceholder,
  PageHeader,
  preloadable,
  type Breadcrumb,
  type DataGridState,
} from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { describeError } from '../data/errors';
import { useFormat } from '../i18n/format';
import { AppLink, renderAppLink } from '../shell/acting-as';

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
  /** The h1's text; a placeholder in its line while a page's name loads (the campaign page). */
  title: ReactNode;
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

/**
 * A list's day-range filter in its toolbar (a `dayRangeFilter` of its definition, e.g. `created`): the picker
 * writes the range into the grid state, a chip (see {@link useDescribeFilter}) removes it. The picker is its own
 * chunk, fetched when the toolbar first draws, beside the list's data (the campaigns list's own JavaScript has a
 * 40 KB budget); until it is in, an inert copy of its trigger holds its place, at its size.
 */
export function DayRangeFilter({
  grid,
  id,
  label,
}: {
  grid: { state: DataGridState; setState: (state: DataGridState) => void };
  id: string;
  label: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const value = grid.state.filter[id] as { from: string; to: string } | undefined;
  return (
    <Suspense
      fallback={
        // ui's copy of the trigger with the same text: same size, no shift when it swaps.
        <DateRangePickerPlaceholder
          empty={!value}
          text={
            value
              ? formatDateRange(`${value.from}T00:00:00Z`, `${value.to}T00:00:00Z`, fmt.locale, {
                  timeZone: 'UTC',
                })
              : t('list.dates.placeholder')
          }
        />
      }
    >
      <DateRangePicker
        label={label}
        hideLabel
        value={value ?? null}
        onValueChange={(range) =>
          grid.setState({
            ...grid.state,
            filter: { ...grid.state.filter, [id]: { from: range.from, to: range.to } },
            currentPage: 1,
          })
        }
      />
    </Suspense>
  );
}

const DateRangePicker = preloadable(() => import('./date-range-picker-chunk'));

/**
 * Chips for filters set outside the column popovers (the grid's `describeFilter`): a name search, a day range, the
 * internal toggles. Unknown ids get no chip.
 */
export function useDescribeFilter(labels: Record<string, string> = {}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return useCallback(
    (id: string, value: unknown): string | null => {
      if (id === 'name' && typeof value === 'string') return t('list.chips.name', { value });
      if (typeof value === 'object' && value !== null && 'from' in value && 'to' in value) {
        const range = value as { from: string; to: string };
        return `${labels[id] ?? t('list.chips.created')}: ${fmt.dateRange(range.from, range.to)}`;
      }
      if (value === true && labels[id]) return labels[id];
      return null;
    },
    [t, fmt, labels],
  );
}

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
 * background refresh fails. A detail screen is its record's sections, not these states. It lives here, with the
 * error state, because every screen loads this module: a module of their own was two more chunks on each detail
 * route's first visit, and the campaign editor's had no room for them.
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
