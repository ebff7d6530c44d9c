import { Suspense, lazy, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { formatDate } from '../../format';
import {
  defaultMetricLabels,
  formatMetricValue,
  statisticsMetrics,
  toTimeSeriesColumns,
  type StatisticsMetric,
  type StatisticsValues,
  type TimeSeriesPoint,
} from './chart-model';
import { SeriesSwatch } from './series-style';
import { useLocaleOf } from '../../locale/ui-locale-provider';

// uPlot arrives with the plot on first render, in its own chunk.
const TimeSeriesPlot = lazy(() => import('./time-series-plot'));

/** Starts loading the chart chunk ahead of time (e.g. on hover of the statistics tab). */
export function preloadTimeSeriesChart(): Promise<unknown> {
  return import('./time-series-plot');
}

/** Texts of the charts; every one has an English default. */
export interface ChartLabels {
  /** Toggle that reveals the data table. @default 'Show table' */
  showTable: string;
  /** @default 'Hide table' */
  hideTable: string;
  /** Header of the date column. @default 'Date' */
  date: string;
  /** Header of the slice column of a breakdown. @default 'Name' */
  name: string;
  /** @default 'Loading chart…' */
  loading: string;
  /** @default 'No data' */
  empty: string;
  /** Read out on the focusable plot. @default 'Use the arrow keys to move between points.' */
  keyboardHint: string;
  /**
   * Title of the y axis when more than two metrics share the plot: each line is then drawn on its own scale, as a
   * share of its own highest value, and the tooltip and the table give the real values. @default '% of each metric’s peak'
   */
  normalizedAxis: string;
}

const defaultChartLabels: ChartLabels = {
  showTable: 'Show table',
  hideTable: 'Hide table',
  date: 'Date',
  name: 'Name',
  loading: 'Loading chart…',
  empty: 'No data',
  keyboardHint: 'Use the arrow keys to move between points.',
  normalizedAxis: '% of each metric’s peak',
};

interface ChartFrameProps {
  title: string;
  className: string | undefined;
  labels: ChartLabels;
  loading: boolean;
  empty: boolean;
  kind: 'time-series' | 'breakdown';
  legend: ReactNode;
  /** Column headers of the table alternative; the first names the row headers. */
  tableHeaders: readonly string[];
  /** Rows of the table, built only when it is open (a long series is thousands of rows). */
  tableRows: () => readonly (readonly string[])[];
  defaultTableOpen: boolean;
  height: number | undefined;
  children: ReactNode;
}

/** Title, legend, the table toggle and the loading/empty states every chart shares. */
function ChartFrame(props: ChartFrameProps) {
  const {
    title,
    className,
    labels,
    loading,
    empty,
    kind,
    legend,
    tableHeaders,
    tableRows,
    height,
    children,
  } = props;
  const [tableOpen, setTableOpen] = useState(props.defaultTableOpen);
  const tableId = useId();
  const placeholder = (text: string) => (
    <div
      className="adn-Chart-placeholder"
      data-slot="placeholder"
      style={height ? { blockSize: height } : undefined}
    >
      {text}
    </div>
  );
  return (
    <figure
      className={className ? `adn-Chart ${className}` : 'adn-Chart'}
      data-slot="chart"
      data-kind={kind}
      aria-busy={loading || undefined}
    >
      <figcaption className="adn-Chart-header" data-slot="header">
        <span className="adn-Chart-title">{title}</span>
        {legend}
        {!loading && !empty ? (
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            className="adn-Chart-toggle"
            aria-expanded={tableOpen}
            aria-controls={tableOpen ? tableId : undefined}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? labels.hideTable : labels.showTable}
          </Button>
        ) : null}
      </figcaption>
      {loading ? placeholder(labels.loading) : empty ? placeholder(labels.empty) : children}
      {tableOpen && !loading && !empty ? (
        // A scrolling region must be reachable by keyboard, hence focusable.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="adn-Chart-tableWrap" data-slot="table" role="region" aria-label={title} tabIndex={0}>
          <table id={tableId} className="adn-Chart-table">
            <caption>{title}</caption>
            <thead>
              <tr>
                {tableHeaders.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows().map(([head, ...cells], i) => (
                <tr key={i}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}

/** Props of {@link TimeSeriesChart}. */
export interface TimeSeriesChartProps {
  /** Visible title, also the accessible name of the chart and the caption of its table. */
  title: string;
  /** Statistics rows with their dates (any order). */
  data: readonly TimeSeriesPoint[];
  /**
   * Metrics drawn as lines, each on a scale of its own so that every line shows its shape (clicks beside
   * impressions are no flat line at zero). One or two metrics get a labelled axis each (left, right); three or
   * more are drawn as a share of each one's peak, with the real values in the tooltip and the table.
   * @default ['impressions', 'clicks']
   */
  metrics?: readonly StatisticsMetric[];
  /** BCP 47 locale for numbers and dates. @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  /** IANA time zone the days are shown in. @default the browser's */
  timeZone?: string;
  /** Height of the plot in CSS pixels. @default 280 */
  height?: number;
  /** Shows a placeholder while the statistics load. */
  loading?: boolean;
  labels?: Partial<ChartLabels>;
  /** Names of the metrics (translate them here). */
  metricLabels?: Partial<Record<StatisticsMetric, string>>;
  /** Opens the data table at first render. @default false */
  defaultTableOpen?: boolean;
  /** Called after the plot's first frame is drawn. */
  onReady?: () => void;
  /**
   * A period to compare with (the previous period of the same length), drawn faintly and dashed under each metric:
   * its first row lines up with the first row of `data`, the second with the second, and so on. Its values also
   * appear in the tooltip, the keyboard readout and the table.
   */
  comparison?: readonly TimeSeriesPoint[];
  /** Names the comparison in the legend and the table ('Previous 30 days'). @default 'Previous period' */
  comparisonLabel?: string;
  className?: string;
}

const DEFAULT_METRICS: readonly StatisticsMetric[] = ['impressions', 'clicks'];

/**
 * The chart's one legend: a swatch per series, then the compared period's lines (dashed and faint, as drawn): named
 * by the comparison alone for one metric, by metric and comparison for several.
 */
function Legend({
  items,
  comparison,
  kind = 'line',
}: {
  items: readonly string[];
  comparison?: string | undefined;
  kind?: 'line' | 'bar';
}) {
  return (
    <ul className="adn-Chart-legend" data-slot="legend">
      {items.map((item, i) => (
        <li key={item}>
          <SeriesSwatch index={i} kind={kind} />
          {item}
        </li>
      ))}
      {comparison
        ? items.map((item, i) => (
            <li key={`${item}-comparison`} data-comparison="">
              <SeriesSwatch index={i} comparison />
              {items.length === 1 ? comparison : `${item} · ${comparison}`}
            </li>
          ))
        : null}
    </ul>
  );
}

/** The comparison's columns, lined up with the shown period's days by position. */
function alignComparison(
  comparison: readonly TimeSeriesPoint[] | undefined,
  metrics: readonly StatisticsMetric[],
  length: number,
): (number | null)[][] | null {
  if (!comparison) return null;
  const { columns } = toTimeSeriesColumns(comparison, metrics);
  return columns.map((column) => Array.from({ length }, (_, i) => column[i] ?? null));
}

/**
 * A statistics time series (impressions, clicks, spent, ctr, cpm, cpc) drawn with uPlot on a canvas, themed from
 * the tokens. uPlot is lazy-loaded. The plot is focusable (arrow keys walk the points and a live region reads
 * them) and a toggle shows the same data as a table.
 *
 * After each draw its root (`figure[data-slot="chart"]`) carries `data-points`: how many points uPlot drew of each
 * series, space-separated, the lines in `metrics` order and then the compared period's (`"365 365"` for a year
 * with its previous year). It is read from uPlot's own data after its draw, so a test or a monitor sees what the
 * canvas holds; it is absent while no plot is drawn (loading, empty).
 */
export function TimeSeriesChart({
  title,
  data,
  metrics = DEFAULT_METRICS,
  locale: localeProp,
  timeZone,
  height = 280,
  loading = false,
  labels: labelsProp,
  metricLabels: metricLabelsProp,
  defaultTableOpen = false,
  onReady,
  comparison,
  comparisonLabel = 'Previous period',
  className,
}: TimeSeriesChartProps) {
  const locale = useLocaleOf(localeProp);
  const labels = { ...defaultChartLabels, ...labelsProp };
  const metricLabels = useMemo(() => ({ ...defaultMetricLabels, ...metricLabelsProp }), [metricLabelsProp]);
  const columns = useMemo(() => {
    const own = toTimeSeriesColumns(data, metrics);
    const previous = alignComparison(comparison, metrics, own.xs.length);
    return previous ? { ...own, comparison: previous } : own;
  }, [data, metrics, comparison]);
  const compared = columns.comparison !== undefined;
  const dateOptions = timeZone ? { timeZone } : {};
  const placeholderStyle = { blockSize: height };
  return (
    <ChartFrame
      title={title}
      className={className}
      labels={labels}
      loading={loading}
      empty={columns.xs.length === 0}
      kind="time-series"
      height={height}
      defaultTableOpen={defaultTableOpen}
      legend={
        <Legend
          items={metrics.map((metric) => metricLabels[metric])}
          comparison={compared ? comparisonLabel : undefined}
        />
      }
      tableHeaders={[
        labels.date,
        ...metrics.map((metric) => metricLabels[metric]),
        ...(compared ? metrics.map((metric) => `${metricLabels[metric]} · ${comparisonLabel}`) : []),
      ]}
      tableRows={() =>
        columns.xs.map((x, i) => [
          formatDate(x * 1e3, locale, dateOptions),
          ...metrics.map((metric, m) => formatMetricValue(metric, columns.columns[m]?.[i], locale)),
          ...(columns.comparison
            ? metrics.map((metric, m) => formatMetricValue(metric, columns.comparison?.[m]?.[i], locale))
            : []),
        ])
      }
    >
      <Suspense
        fallback={
          <div className="adn-Chart-placeholder" data-slot="placeholder" style={placeholderStyle}>
            {labels.loading}
          </div>
        }
      >
        <TimeSeriesPlot
          data={columns}
          metrics={metrics}
          metricLabels={metricLabels}
          locale={locale}
          timeZone={timeZone}
          height={height}
          label={title}
          keyboardHint={labels.keyboardHint}
          comparisonLabel={comparisonLabel}
          axisLabels={{ date: labels.date, normalized: labels.normalizedAxis }}
          onReady={onReady}
        />
      </Suspense>
    </ChartFrame>
  );
}

/** One slice of a breakdown: a language, country, platform, category or ad. */
export interface BreakdownItem {
  id: string;
  name: string;
  /** Image URL of the slice (a flag, platform or ad icon); decorative, shown through `<img>`. */
  icon?: string;
  values: StatisticsValues;
}

/** Props of {@link BreakdownChart}. */
export interface BreakdownChartProps {
  title: string;
  items: readonly BreakdownItem[];
  /** The metric the bars measure; the table shows every metric of `tableMetrics`. @default 'impressions' */
  metric?: StatisticsMetric;
  /** Metrics in the table alternative. @default all six */
  tableMetrics?: readonly StatisticsMetric[];
  /** Bars shown; the rest stay in the table. @default 10 */
  limit?: number;
  /** BCP 47 locale of the figures. @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  loading?: boolean;
  labels?: Partial<ChartLabels>;
  metricLabels?: Partial<Record<StatisticsMetric, string>>;
  defaultTableOpen?: boolean;
  className?: string;
}

/**
 * Horizontal bars of one metric by slice (language, country, platform, category, ad), largest first. The bars are
 * HTML, not canvas: slices are few (at most ~250 countries), names need real text (Cyrillic, CJK, wrapping), and
 * every bar is then readable by a screen reader as a list item with its value. Hovering a bar shows every metric
 * of the slice in a tooltip; the table toggle shows them all.
 */
export function BreakdownChart({
  title,
  items,
  metric = 'impressions',
  tableMetrics = statisticsMetrics,
  limit = 10,
  locale: localeProp,
  loading = false,
  labels: labelsProp,
  metricLabels: metricLabelsProp,
  defaultTableOpen = false,
  className,
}: BreakdownChartProps) {
  const locale = useLocaleOf(localeProp);
  const labels = { ...defaultChartLabels, ...labelsProp };
  const metricLabels = { ...defaultMetricLabels, ...metricLabelsProp };
  const [hovered, setHovered] = useState<string | null>(null);
  const sorted = useMemo(
    () => [...items].sort((a, b) => (b.values[metric] ?? 0) - (a.values[metric] ?? 0)),
    [items, metric],
  );
  const shown = sorted.slice(0, limit);
  const max = Math.max(0, ...shown.map((item) => item.values[metric] ?? 0));
  return (
    <ChartFrame
      title={title}
      className={className}
      labels={labels}
      loading={loading}
      empty={items.length === 0}
      kind="breakdown"
      height={undefined}
      defaultTableOpen={defaultTableOpen}
      legend={<Legend items={[metricLabels[metric]]} kind="bar" />}
      tableHeaders={[labels.name, ...tableMetrics.map((m) => metricLabels[m])]}
      tableRows={() =>
        sorted.map((item) => [
          item.name,
          ...tableMetrics.map((m) => formatMetricValue(m, item.values[m], locale)),
        ])
      }
    >
      <ol className="adn-Chart-bars" aria-label={`${title}: ${metricLabels[metric]}`} data-slot="bars">
        {shown.map((item) => {
          const value = item.values[metric] ?? 0;
          const share = max > 0 ? value / max : 0;
          return (
            <li
              key={item.id}
              className="adn-Chart-bar"
              data-slot="bar"
              onPointerEnter={() => setHovered(item.id)}
              onPointerLeave={() => setHovered((id) => (id === item.id ? null : id))}
            >
              <span className="adn-Chart-barName">
                {item.icon ? <img src={item.icon} alt="" width={16} height={16} /> : null}
                <span>{item.name}</span>
              </span>
              <span className="adn-Chart-barTrack" aria-hidden="true">
                <span className="adn-Chart-barFill" style={{ inlineSize: `${(share * 100).toFixed(2)}%` }} />
              </span>
              <span className="adn-Chart-barValue">
                {formatMetricValue(metric, item.values[metric], locale)}
              </span>
              {hovered === item.id ? (
                <span
                  className="adn-Chart-tooltip"
                  data-slot="tooltip"
                  data-placement="bar"
                  aria-hidden="true"
                >
                  <span className="adn-Chart-tooltipDate">{item.name}</span>
                  {tableMetrics.map((m) => (
                    <span key={m} className="adn-Chart-tooltipRow">
                      <span>{metricLabels[m]}</span>
                      <span className="adn-Chart-tooltipValue">
                        {formatMetricValue(m, item.values[m], locale)}
                      </span>
                    </span>
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </ChartFrame>
  );
}

/** The slices the statistics screen breaks down by (the API's `slice` values other than DATE). */
export const breakdownSlices = ['LANG', 'COUNTRY', 'PLATFORM', 'CATEGORY', 'AD'] as const;
