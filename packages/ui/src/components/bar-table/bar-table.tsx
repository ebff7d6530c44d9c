import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import { Skeleton } from '../skeleton';
import {
  defaultMetricLabels,
  formatMetricValue,
  statisticsMetrics,
  type StatisticsMetric,
  type StatisticsValues,
} from '../charts/chart-model';
import { useLocaleOf } from '../../locale/ui-locale-provider';

/** One row of a {@link BarTable}: a language, country, platform, category or ad with its figures. */
export interface BarTableRow {
  id: string;
  /** What the row is, as the reader knows it (a country's name in the UI language, an ad's title). */
  name: string;
  /**
   * A small picture beside the name (a platform's avatar, an ad's image), decorative. Only an https URL, a path on
   * the page's own origin (`/files/…`) or a raster data URL is drawn; anything else is left out.
   */
  icon?: string | null;
  /** Where the name leads (a platform's channel), opened in a new tab. Only https links become links. */
  href?: string | null;
  values: StatisticsValues;
}

/** Texts of {@link BarTable}; templates take `{metric}`. */
export interface BarTableLabels {
  /** Header of the name column. @default 'Name' */
  name: string;
  /** Names a metric's sort button. @default 'Sort by {metric}' */
  sortBy: string;
  /** The footer row's header. @default 'Total' */
  total: string;
  /** Shown when there are no rows. @default 'No data' */
  empty: string;
  /** Said after a link's name. @default '(opens in a new tab)' */
  newTab: string;
  /** Read while rows load. @default 'Loading…' */
  loading: string;
}

/** English defaults of {@link BarTableLabels}. */
export const defaultBarTableLabels: BarTableLabels = {
  name: 'Name',
  sortBy: 'Sort by {metric}',
  total: 'Total',
  empty: 'No data',
  newTab: '(opens in a new tab)',
  loading: 'Loading…',
};

/** Props of {@link BarTable}. */
export interface BarTableProps {
  /** The table's caption (and so its accessible name). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. @default false */
  hideCaption?: boolean;
  rows: readonly BarTableRow[];
  /** The metric the rows are ordered by (largest first) and the bars measure. */
  metric: StatisticsMetric;
  /** Makes the metric headers buttons that choose the metric; without it the order is fixed. */
  onMetricChange?: (metric: StatisticsMetric) => void;
  /** The metric columns, in order. @default all six */
  metrics?: readonly StatisticsMetric[];
  /** A footer row with the totals of every row. */
  totals?: StatisticsValues;
  /** BCP 47 locale of the figures. @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  loading?: boolean;
  labels?: Partial<BarTableLabels>;
  /** Names of the metrics (translate them here). */
  metricLabels?: Partial<Record<StatisticsMetric, string>>;
  className?: string;
}

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/** An icon source that cannot run or leak anything: https, this origin's own path, or a raster data URL. */
export function safeIconSrc(value: string | null | undefined): string | undefined {
  const src = value?.trim();
  if (!src) return undefined;
  if (SAFE_DATA_IMAGE.test(src)) return src;
  if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : undefined;
  } catch {
    return undefined;
  }
}

/** A link target the table may open: https only. */
export function safeHref(value: string | null | undefined): string | undefined {
  const href = value?.trim();
  if (!href) return undefined;
  try {
    return new URL(href).protocol === 'https:' ? href : undefined;
  } catch {
    return undefined;
  }
}

/** Rows by one metric, largest first; rows without the figure last; ties by name. */
export function sortBarRows(
  rows: readonly BarTableRow[],
  metric: StatisticsMetric,
  locale = 'en',
): BarTableRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = a.values[metric];
    const y = b.values[metric];
    const xs = typeof x === 'number' && Number.isFinite(x);
    const ys = typeof y === 'number' && Number.isFinite(y);
    if (xs && ys && x !== y) return (y as number) - (x as number);
    if (xs !== ys) return xs ? -1 : 1;
    return collator.compare(a.name, b.name);
  });
}

/** Whether a box overflows in either direction (then it must take keyboard focus to be scrolled). */
function useOverflows(node: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () =>
      setOverflows(node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return overflows;
}

/**
 * Statistics by slice as a real table, largest first, with a bar in the chosen metric's column showing each row
 * against the largest. Being a table, it is its own screen-reader alternative (headers, `aria-sort`); the bars are
 * decoration. Names may carry an icon and an https link (a platform's channel). The metric headers sort the table
 * when `onMetricChange` is given, so the host can keep the chosen metric (in the URL, say). On a narrow screen the
 * table scrolls sideways inside a focusable region, with the name column pinned.
 */
export function BarTable({
  caption,
  hideCaption = false,
  rows,
  metric,
  onMetricChange,
  metrics = statisticsMetrics,
  totals,
  locale: localeProp,
  loading = false,
  labels: labelsProp,
  metricLabels: metricLabelsProp,
  className,
}: BarTableProps) {
  const locale = useLocaleOf(localeProp);
  const labels = { ...defaultBarTableLabels, ...labelsProp };
  const metricLabels = { ...defaultMetricLabels, ...metricLabelsProp };
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflows(scroller);
  const sorted = useMemo(() => sortBarRows(rows, metric, locale), [rows, metric, locale]);
  const max = Math.max(0, ...sorted.map((row) => row.values[metric] ?? 0));
  const empty = !loading && rows.length === 0;
  const captionId = useId();

  return (
    <div
      ref={setScroller}
      className={cx('adn-BarTable', className)}
      data-slot="bar-table"
      aria-busy={loading || undefined}
      // A box that scrolls must be reachable by keyboard; a tab stop on one that does not is noise.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
      {...(overflows && { role: 'region', 'aria-labelledby': captionId })}
    >
      <table className="adn-BarTable-table">
        <caption id={captionId} className={hideCaption ? 'adn-visually-hidden' : 'adn-BarTable-caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="adn-BarTable-nameHead">
              {labels.name}
            </th>
            {metrics.map((m) => {
              const active = m === metric;
              return (
                <th
                  key={m}
                  scope="col"
                  aria-sort={active ? 'descending' : undefined}
                  data-active={active || undefined}
                >
                  {onMetricChange ? (
                    <button
                      type="button"
                      className="adn-BarTable-sort"
                      aria-label={fillTemplate(labels.sortBy, { metric: metricLabels[m] })}
                      aria-pressed={active}
                      onClick={() => onMetricChange(m)}
                    >
                      {metricLabels[m]}
                      <span className="adn-BarTable-arrow" aria-hidden="true">
                        {active ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    metricLabels[m]
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: 4 }, (_, i) => (
                <tr key={i} data-loading="">
                  <td className="adn-BarTable-name">
                    <Skeleton width="70%" />
                    {i === 0 ? <span className="adn-visually-hidden">{labels.loading}</span> : null}
                  </td>
                  {metrics.map((m) => (
                    <td key={m}>
                      <Skeleton width="60%" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {empty ? (
            <tr>
              <td colSpan={metrics.length + 1} className="adn-BarTable-empty">
                {labels.empty}
              </td>
            </tr>
          ) : null}
          {!loading
            ? sorted.map((row) => {
                const icon = safeIconSrc(row.icon);
                const href = safeHref(row.href);
                const value = row.values[metric] ?? 0;
                const share = max > 0 ? Math.max(0, value) / max : 0;
                return (
                  <tr key={row.id}>
                    <th scope="row" className="adn-BarTable-name">
                      <span className="adn-BarTable-nameInner">
                        {icon ? (
                          <img src={icon} alt="" width={20} height={20} loading="lazy" decoding="async" />
                        ) : null}
                        {href ? (
                          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                            {row.name}
                            <span className="adn-visually-hidden"> {labels.newTab}</span>
                          </a>
                        ) : (
                          <span>{row.name}</span>
                        )}
                      </span>
                    </th>
                    {metrics.map((m) => (
                      <td key={m} data-active={m === metric || undefined}>
                        <span className="adn-BarTable-value">
                          {formatMetricValue(m, row.values[m], locale)}
                        </span>
                        {m === metric ? (
                          <span className="adn-BarTable-track" aria-hidden="true">
                            <span
                              className="adn-BarTable-bar"
                              style={{ inlineSize: `${(share * 100).toFixed(2)}%` }}
                            />
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                );
              })
            : null}
        </tbody>
        {totals && !loading && !empty ? (
          <tfoot>
            <tr>
              <th scope="row">{labels.total}</th>
              {metrics.map((m) => (
                <td key={m}>{formatMetricValue(m, totals[m], locale)}</td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
BarTable.displayName = 'BarTable';
