import { formatCompactNumber, formatCtr, formatMoney, formatNumber, formatPercent } from '../../format';

/** The statistics a campaign has per day or per slice, in the order the cabinet shows them. */
export const statisticsMetrics = ['impressions', 'clicks', 'spent', 'ctr', 'cpm', 'cpc'] as const;
/** One statistics metric. */
export type StatisticsMetric = (typeof statisticsMetrics)[number];

/** Values of the metrics of one statistics row; a missing or `null` value is a gap, not a zero. */
export type StatisticsValues = Partial<Record<StatisticsMetric, number | null>>;

/** One point of a time series: a statistics row with its date. */
export interface TimeSeriesPoint extends StatisticsValues {
  /** The day (or moment) of the row: a Date, epoch milliseconds, or an ISO string. */
  date: Date | number | string;
}

/** What kind of quantity a metric is; metrics of one unit share a y scale so their lines compare honestly. */
export type MetricUnit = 'count' | 'money' | 'ratio';

/** The unit of each metric: counts, money (USDT) or a ratio (ctr is the server percent divided by 100). */
export const metricUnits: Readonly<Record<StatisticsMetric, MetricUnit>> = {
  impressions: 'count',
  clicks: 'count',
  spent: 'money',
  cpm: 'money',
  cpc: 'money',
  ctr: 'ratio',
};

/** Names of the metrics, in English; hosts pass their translations through `labels`. */
export const defaultMetricLabels: Readonly<Record<StatisticsMetric, string>> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  spent: 'Spent',
  ctr: 'CTR',
  cpm: 'CPM',
  cpc: 'CPC',
};

/** Formats a metric's value in full, as the tooltip and the table show it. */
export function formatMetricValue(
  metric: StatisticsMetric,
  value: number | null | undefined,
  locale: string,
) {
  switch (metricUnits[metric]) {
    case 'money':
      // Spend is a sum (cents); cpm and cpc are prices, with the fixed decimals every price has.
      return metric === 'spent'
        ? formatMoney(value, locale, { maximumFractionDigits: 2 })
        : formatMoney(value, locale, { kind: 'price' });
    case 'ratio':
      return formatCtr(value, locale);
    default:
      return formatNumber(value, locale);
  }
}

/** Formats a tick of an axis of the given unit: short, because axes are narrow. */
export function formatAxisValue(unit: MetricUnit, value: number, locale: string): string {
  if (unit === 'ratio') return formatPercent(value, locale, value !== 0 && Math.abs(value) < 0.1 ? 1 : 0);
  if (unit === 'money' && Math.abs(value) < 1000)
    return formatNumber(value, locale, { maximumFractionDigits: 3 });
  return formatCompactNumber(value, locale);
}

/** The data of a time-series plot in the column shape uPlot draws from. */
export interface TimeSeriesColumns {
  /** x values in seconds since the epoch, ascending. */
  xs: number[];
  /** one column per metric, aligned with `xs`; `null` marks a gap. */
  columns: (number | null)[][];
  /** The compared period's columns (one per metric), lined up with `xs` by position; absent without one. */
  comparison?: (number | null)[][];
}

function toEpochMs(date: Date | number | string): number {
  if (typeof date === 'number') return date;
  return (date instanceof Date ? date : new Date(date)).getTime();
}

/**
 * Turns statistics rows into sorted columns. Rows with an unreadable date are dropped rather than drawn at 1970.
 * One pass over the rows (plus a sort only when they arrive out of order) keeps 10k points well under a frame.
 */
export function toTimeSeriesColumns(
  data: readonly TimeSeriesPoint[],
  metrics: readonly StatisticsMetric[],
): TimeSeriesColumns {
  let rows: { t: number; point: TimeSeriesPoint }[] = [];
  let ordered = true;
  let previous = -Infinity;
  for (const point of data) {
    const t = toEpochMs(point.date);
    if (!Number.isFinite(t)) continue;
    if (t < previous) ordered = false;
    previous = t;
    rows.push({ t, point });
  }
  if (!ordered) rows = rows.sort((a, b) => a.t - b.t);
  const xs = new Array<number>(rows.length);
  const columns = metrics.map(() => new Array<number | null>(rows.length));
  rows.forEach(({ t, point }, i) => {
    xs[i] = t / 1000;
    metrics.forEach((metric, m) => {
      const value = point[metric];
      (columns[m] as (number | null)[])[i] =
        typeof value === 'number' && Number.isFinite(value) ? value : null;
    });
  });
  return { xs, columns };
}

/**
 * The y scales of a plot. Every metric has a scale of its own (named after it), so a small series beside a large
 * one still shows its shape. Up to two metrics each get a labelled axis (left, right); from three on, one axis
 * (`%`) reads every line as a share of its own peak and the tooltip gives the real values.
 */
export function plotScales(metrics: readonly StatisticsMetric[]): { normalized: boolean; axes: string[] } {
  return metrics.length > 2 ? { normalized: true, axes: ['%'] } : { normalized: false, axes: [...metrics] };
}
