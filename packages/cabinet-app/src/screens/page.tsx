import { Suspense, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  formatDateRange,
  DateRangePickerPlaceholder,
  PageHeader,
  preloadable,
  type Breadcrumb,
  type DataGridState,
} from '@adnet/ui';
import { describeError } from '../data/errors';
import { useFormat } from '../i18n/format';
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
 * chunk, fetched when the toolbar first draws, beside the list's data (issue 10 keeps the campaigns list's own
 * JavaScript within 40 KB); until it is in, an inert copy of its trigger holds its place, at its size.
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
