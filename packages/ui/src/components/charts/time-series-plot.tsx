// The uPlot half of TimeSeriesChart. It is loaded with a dynamic import so that uPlot (~50 KB) becomes its own
// chunk and costs nothing to screens without a chart.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import uPlot from 'uplot';
import { formatDate } from '../../format';
import { dateFormat } from '../../format/intl-cache';
import {
  formatAxisValue,
  formatMetricValue,
  metricUnits,
  plotScales,
  type StatisticsMetric,
  type TimeSeriesColumns,
} from './chart-model';
import { COMPARISON_ALPHA, COMPARISON_DASH, SeriesSwatch, seriesDash } from './series-style';

/** Props of the lazily loaded plot; TimeSeriesChart passes them, hosts never render it directly. */
export interface TimeSeriesPlotProps {
  data: TimeSeriesColumns;
  metrics: readonly StatisticsMetric[];
  metricLabels: Readonly<Record<StatisticsMetric, string>>;
  locale: string;
  timeZone: string | undefined;
  height: number;
  /** Accessible name of the focusable plot. */
  label: string;
  /** Explains the keyboard to screen-reader users. */
  keyboardHint: string;
  /** Names the compared period in the tooltip and the keyboard readout. */
  comparisonLabel: string;
  /** Titles of the x axis and of the shared y axis of a normalized plot. */
  axisLabels: { date: string; normalized: string };
  /** Called once the first frame is drawn (benchmarks and tests wait for it). */
  onReady: (() => void) | undefined;
}

interface Colors {
  text: string;
  grid: string;
  series: string[];
  /** The page's font (--font-sans), so the canvas's ticks match the HTML around them. */
  fontFamily: string;
}

/** Series colours and axis ink come from the tokens, read when drawing, so a theme switch repaints the canvas. */
function readColors(el: HTMLElement): Colors {
  const style = getComputedStyle(el);
  const get = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: get('--adn-chart-axis') || 'currentColor',
    grid: get('--adn-chart-grid') || 'rgba(127,127,127,0.25)',
    series: [1, 2, 3, 4, 5, 6].map((n) => get(`--adn-chart-series-${n}`) || '#2563eb'),
    fontFamily: style.fontFamily || 'system-ui, sans-serif',
  };
}

const DAY = 86_400;

/** Each metric's scale runs from 0 to 10% above its peak, so a line's height is its share of that peak. */
function peakRange(_u: uPlot, _min: number, max: number): uPlot.Range.MinMax {
  return [0, (max > 0 ? max : 1) * 1.1];
}

/**
 * How many points of each series the last draw put on the canvas, read from uPlot's own state: the lines (in
 * `metrics` order), then the compared period's. A point is a value in the series' drawn index range (`idxs`, what
 * the x scale shows) that is not a gap.
 */
function pointsDrawn(u: uPlot): number[] {
  return u.series.slice(1).map((series, i) => {
    const [from, to] = series.idxs ?? [null, null];
    const column = u.data[i + 1] ?? [];
    if (series.show === false || from === null || to === null) return 0;
    let count = 0;
    for (let j = from; j <= to; j++) if (column[j] !== null && column[j] !== undefined) count++;
    return count;
  });
}

/** Room for a value axis: its longest tick label as drawn ("123,4 тыс." is wider than "25K"), at least 40 px. */
const yAxisSize: uPlot.Axis.Size = (u, values, axisIdx, cycleNum) => {
  const axis = u.axes[axisIdx] as uPlot.Axis & { _size?: number };
  // uPlot sizes axes in rounds until they settle; after the first, the measured size stands.
  if (cycleNum > 1 && axis._size) return axis._size;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  // Inside uPlot the font is [the font at the device pixel ratio, its size]; measured widths are device pixels.
  const font = Array.isArray(axis.font) ? (axis.font[0] as string) : axis.font;
  if (font) u.ctx.font = font;
  const text = longest ? u.ctx.measureText(longest).width / uPlot.pxRatio : 0;
  return Math.max(40, Math.ceil(text + 16));
};

function buildOptions(
  props: TimeSeriesPlotProps,
  width: number,
  colors: Colors,
  onCursor: (u: uPlot) => void,
  onDraw: (u: uPlot) => void,
): uPlot.Options {
  const { metrics, metricLabels, locale, timeZone, height } = props;
  const { normalized } = plotScales(metrics);
  const font = `12px ${colors.fontFamily}`;
  const yAxis = (scale: string, side: 1 | 3, values: NonNullable<uPlot.Axis['values']>): uPlot.Axis => ({
    scale,
    side,
    stroke: colors.text,
    font,
    size: yAxisSize,
    grid: { show: side === 3, stroke: colors.grid, width: 1 },
    ticks: { show: false },
    values,
  });
  const yAxes: uPlot.Axis[] = normalized
    ? [yAxis('%', 3, (_u, splits) => splits.map((v) => formatAxisValue('ratio', v, locale)))]
    : metrics.map((metric, i) =>
        yAxis(metric, i === 0 ? 3 : 1, (_u, splits) =>
          splits.map((v) => formatAxisValue(metricUnits[metric], v, locale)),
        ),
      );
  return {
    width,
    height,
    // Milliseconds are turned into seconds by chart-model; uPlot's default unit is seconds.
    ...(timeZone ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1e3), timeZone) } : {}),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: true },
      ...Object.fromEntries(metrics.map((metric) => [metric, { auto: true, range: peakRange }])),
      // The shared axis of a normalized plot: 0-110% of each metric's own peak, as peakRange draws them.
      ...(normalized ? { '%': { auto: false, range: [0, 1.1] as uPlot.Range.MinMax } } : {}),
    } as uPlot.Scales,
    axes: [
      {
        stroke: colors.text,
        font,
        size: 32,
        grid: { show: false },
        ticks: { stroke: colors.grid, width: 1 },
        // At least ~80 px per tick, and no year on ticks (the table and tooltip carry full dates).
        space: 80,
        values: (_u, splits, _axis, _space, incr) => {
          const format = dateFormat(locale, {
            month: 'short',
            day: 'numeric',
            ...(incr < DAY ? { hour: '2-digit', minute: '2-digit' } : {}),
            ...(timeZone ? { timeZone } : {}),
          });
          return splits.map((s) => format.format(s * 1e3));
        },
      },
      ...yAxes,
    ],
    series: [
      {},
      ...metrics.map((metric, i) => ({
        label: metricLabels[metric],
        scale: metric,
        stroke: colors.series[i % colors.series.length] as string,
        width: 2,
        dash: [...seriesDash(i)],
        points: { show: false },
        spanGaps: false,
      })),
      // The compared period: the same colour, thin, dashed and faint, so the current line stays in front. On its
      // metric's own scale, so the two periods share the axis (and its range covers the higher of them).
      ...(props.data.comparison ?? []).map((_, i) => ({
        label: `${metricLabels[metrics[i] as StatisticsMetric]} · ${props.comparisonLabel}`,
        scale: metrics[i] as StatisticsMetric,
        stroke: colors.series[i % colors.series.length] as string,
        width: 1.5,
        dash: [...COMPARISON_DASH],
        alpha: COMPARISON_ALPHA,
        points: { show: false },
        spanGaps: false,
      })),
    ],
    hooks: { setCursor: [onCursor], draw: [onDraw] },
  };
}

/** One point in words, for the live region: `Mar 5, 2026: Impressions 1,234, Clicks 56`. */
function describePoint(idx: number, props: TimeSeriesPlotProps): string {
  const { data, metrics, metricLabels, locale, timeZone } = props;
  const x = data.xs[idx];
  if (x === undefined) return '';
  const values = metrics.map(
    (metric, m) => `${metricLabels[metric]} ${formatMetricValue(metric, data.columns[m]?.[idx], locale)}`,
  );
  if (data.comparison)
    values.push(
      ...metrics.map(
        (metric, m) =>
          `${metricLabels[metric]} · ${props.comparisonLabel} ${formatMetricValue(metric, data.comparison?.[m]?.[idx], locale)}`,
      ),
    );
  return `${formatDate(x * 1e3, locale, timeZone ? { timeZone } : {})}: ${values.join(', ')}`;
}

interface TooltipState {
  idx: number;
  /** Cursor position in CSS pixels from the top-left of the plot container (axes included). */
  left: number;
  top: number;
  /** The cursor is past the middle: the tooltip opens to its left so that it stays inside the chart. */
  flip: boolean;
}

/**
 * The canvas plot with its tooltip. For keyboard and screen-reader users a transparent slider lies over the plot:
 * arrow keys, Page Up/Down (10 points), Home and End move the cursor point by point, and the slider's value text
 * reads the point (`Mar 5, 2026: Impressions 1,234, Clicks 56`). The slider ignores the pointer, so the mouse
 * still reaches uPlot underneath.
 */
export default function TimeSeriesPlot(props: TimeSeriesPlotProps) {
  const { data, metrics, metricLabels, locale, timeZone, label, keyboardHint, onReady } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const [theme, setTheme] = useState(0);
  const last = data.xs.length - 1;
  // The point the keyboard is on; the most recent point until the user moves.
  const [point, setPoint] = useState(last);
  const current = Math.min(Math.max(point, 0), last);
  const hintId = useId();

  // Redraw with the new token values when the theme attribute on <html> changes.
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme((n) => n + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class'],
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onCursor = (u: uPlot) => {
      const idx = u.cursor.idx;
      const { left, top } = u.cursor;
      if (idx === null || idx === undefined || left === undefined || left < 0 || top === undefined) {
        setTooltip(null);
        return;
      }
      // The cursor is relative to the plotting area; the axes before it offset the overlay.
      setTooltip({
        idx,
        left: u.over.offsetLeft + left,
        top: u.over.offsetTop + Math.max(top, 0),
        flip: left > u.over.clientWidth / 2,
      });
    };
    // The chart's root (TimeSeriesChart's figure) says after each draw how many points of each series uPlot drew
    // (`data-points`), set here, in the lazily loaded plot, so the chart's frame costs nothing for it. On the DOM,
    // not in state: a draw (a resize, a theme change) must not render anything again.
    const root = host.closest<HTMLElement>('[data-slot="chart"]');
    const onDraw = (u: uPlot) => {
      if (root) root.dataset.points = pointsDrawn(u).join(' ');
    };
    const width = Math.max(host.clientWidth, 200);
    const plot = new uPlot(
      buildOptions(props, width, readColors(host), onCursor, onDraw),
      [data.xs, ...data.columns, ...(data.comparison ?? [])] as uPlot.AlignedData,
      host,
    );
    plotRef.current = plot;
    const resize = new ResizeObserver(() => {
      const next = Math.max(host.clientWidth, 200);
      if (next !== plot.width) plot.setSize({ width: next, height: props.height });
    });
    resize.observe(host);
    if (onReady) requestAnimationFrame(() => onReady());
    return () => {
      resize.disconnect();
      plot.destroy();
      plotRef.current = null;
      if (root) delete root.dataset.points;
    };
    // `props` as a whole would rebuild on every parent render; these are what the drawing depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    data,
    metrics,
    metricLabels,
    locale,
    timeZone,
    props.height,
    props.axisLabels.date,
    props.axisLabels.normalized,
    theme,
  ]);

  const showPoint = (idx: number) => {
    const plot = plotRef.current;
    const x = data.xs[idx];
    if (!plot || x === undefined) return;
    const firstMetric = metrics[0];
    const y = data.columns[0]?.[idx];
    const top = firstMetric && typeof y === 'number' ? plot.valToPos(y, firstMetric) : 0;
    plot.setCursor({ left: plot.valToPos(x, 'x'), top });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: 10,
      PageDown: -10,
    };
    const step = steps[event.key];
    const next =
      step !== undefined ? current + step : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const clamped = Math.min(Math.max(next, 0), last);
    setPoint(clamped);
    showPoint(clamped);
  };

  const x = tooltip ? data.xs[tooltip.idx] : undefined;
  const { normalized } = plotScales(metrics);
  return (
    <div className="adn-Chart-plot" data-slot="plot">
      {/* Axis titles in HTML (crisp, translated, in the page's font). The chart's one legend is its header's: a
          swatch here too made a second one. */}
      <div className="adn-Chart-axisTitles" data-slot="axis-titles" aria-hidden="true">
        {normalized ? (
          <span className="adn-Chart-axisTitle" data-axis="y">
            {props.axisLabels.normalized}
          </span>
        ) : (
          metrics.map((metric, i) => (
            <span key={metric} className="adn-Chart-axisTitle" data-axis={i === 0 ? 'y' : 'y2'}>
              {metricLabels[metric]}
            </span>
          ))
        )}
      </div>
      <div ref={hostRef} className="adn-Chart-canvas" aria-hidden="true" />
      <div className="adn-Chart-axisTitle" data-axis="x" aria-hidden="true">
        {props.axisLabels.date}
      </div>
      <span id={hintId} hidden>
        {keyboardHint}
      </span>
      <div
        className="adn-Chart-keyboard"
        data-slot="keyboard"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-roledescription="chart"
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(last, 0)}
        aria-valuenow={current}
        aria-valuetext={describePoint(current, props)}
        onKeyDown={onKeyDown}
        onFocus={() => showPoint(current)}
        onBlur={() => plotRef.current?.setCursor({ left: -10, top: -10 })}
      />
      {tooltip && x !== undefined ? (
        <div
          className="adn-Chart-tooltip"
          data-slot="tooltip"
          data-side={tooltip.flip ? 'left' : 'right'}
          aria-hidden="true"
          // uPlot measures in physical pixels from the left, whatever the writing direction.
          style={{ left: Math.round(tooltip.left), top: Math.round(tooltip.top) }}
        >
          <div className="adn-Chart-tooltipDate">
            {formatDate(x * 1e3, locale, timeZone ? { timeZone } : {})}
          </div>
          {metrics.map((metric, m) => (
            <div key={metric} className="adn-Chart-tooltipRow">
              <SeriesSwatch index={m} />
              <span>{metricLabels[metric]}</span>
              <span className="adn-Chart-tooltipValue">
                {formatMetricValue(metric, data.columns[m]?.[tooltip.idx], locale)}
              </span>
            </div>
          ))}
          {data.comparison
            ? metrics.map((metric, m) => (
                <div key={`${metric}-comparison`} className="adn-Chart-tooltipRow" data-comparison="">
                  <SeriesSwatch index={m} comparison />
                  <span>{props.comparisonLabel}</span>
                  <span className="adn-Chart-tooltipValue">
                    {formatMetricValue(metric, data.comparison?.[m]?.[tooltip.idx], locale)}
                  </span>
                </div>
              ))
            : null}
        </div>
      ) : null}
    </div>
  );
}
