import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BreakdownChart, TimeSeriesChart, type BreakdownItem } from './charts';
import type { TimeSeriesPoint } from './chart-model';
import { stateOf } from '../../internal/story-helpers';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 2, 1);

/** Deterministic statistics: a weekly rhythm on a slow rise, so the stories look the same on every run. */
function dailyStats(days: number, stepMs = DAY_MS): TimeSeriesPoint[] {
  return Array.from({ length: days }, (_, i) => {
    const impressions = Math.round(12_000 + 4_000 * Math.sin(i / 1.1) + i * 150);
    const clicks = Math.round(impressions * (0.012 + 0.004 * Math.cos(i / 3)));
    const spent = impressions * 0.0021;
    return {
      date: START + i * stepMs,
      impressions,
      clicks,
      spent,
      ctr: clicks / impressions,
      cpm: (spent / impressions) * 1000,
      cpc: spent / clicks,
    };
  });
}

const month = dailyStats(30);

const canvasElement = (slider: HTMLElement) => slider.parentElement?.querySelector('canvas') ?? null;

const meta = {
  title: 'Data/TimeSeriesChart',
  component: TimeSeriesChart,
  args: { title: 'Impressions and clicks', data: month, timeZone: 'UTC' },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { title: 'Impressions and clicks', locale: undefined, metricLabels: undefined, labels: undefined },
      ru: {
        title: 'Показы и клики',
        locale: 'ru',
        metricLabels: {
          impressions: 'Показы',
          clicks: 'Клики',
          spent: 'Расход',
          ctr: 'CTR',
          cpm: 'CPM',
          cpc: 'CPC',
        },
        labels: {
          showTable: 'Показать таблицу',
          hideTable: 'Скрыть таблицу',
          date: 'Дата',
          normalizedAxis: '% от пика каждой метрики',
        },
      },
      'zh-CN': {
        title: '展示次数和点击次数',
        locale: 'zh-CN',
        metricLabels: {
          impressions: '展示次数',
          clicks: '点击次数',
          spent: '花费',
          ctr: '点击率',
          cpm: '千次展示费用',
          cpc: '单次点击费用',
        },
        labels: {
          showTable: '显示表格',
          hideTable: '隐藏表格',
          date: '日期',
          normalizedAxis: '占各指标峰值的百分比',
        },
      },
    },
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent }) => {
    const plot = await canvas.findByRole('slider', { name: 'Impressions and clicks' });
    await waitFor(() => expect(canvasElement(plot)).not.toBeNull());
    await expect(within(canvas.getByRole('list')).getByText('Impressions')).toBeVisible();
    // Keyboard users walk the points: the slider reads the point and the tooltip shows it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    await expect(plot).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Mar 30, 2026: Impressions/));
    await userEvent.keyboard('{Home}');
    await expect(plot).toHaveAttribute('aria-valuetext', 'Mar 1, 2026: Impressions 12,000, Clicks 192');
    await userEvent.keyboard('{ArrowRight}');
    await expect(plot).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Mar 2, 2026: /));
    const tooltip = await waitFor(() => {
      const tip = plot.parentElement?.querySelector('[data-slot="tooltip"]');
      if (!tip) throw new Error('no tooltip yet');
      return tip;
    });
    await expect(tooltip).toHaveTextContent(/Mar 2, 2026/);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Keyboard walks the points' };

/** A colour as `[r, g, b]`, whatever CSS syntax it was given in. */
function rgbOf(color: string): [number, number, number] {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const [r = 0, g = 0, b = 0] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
  probe.remove();
  return [r, g, b];
}

/** How far the pixel at `i` of canvas image data is from a colour (the sum of the channels' distances). */
const colourDistance = (pixels: Uint8ClampedArray, i: number, [r, g, b]: [number, number, number]) =>
  Math.abs((pixels[i] ?? 0) - r) + Math.abs((pixels[i + 1] ?? 0) - g) + Math.abs((pixels[i + 2] ?? 0) - b);

/**
 * How tall a series' line is drawn, as a share of the canvas: the rows of the canvas holding pixels of the
 * series' colour, from the highest to the lowest. Measures what a person sees, not the chart's options.
 */
function drawnHeightShare(canvas: HTMLCanvasElement, color: string): number {
  const rgb = rgbOf(color);
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, width, height).data;
  if (!pixels) return 0;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (colourDistance(pixels, i, rgb) < 40 && (pixels[i + 3] ?? 0) > 200) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        break;
      }
    }
  }
  return bottom < top ? 0 : (bottom - top) / height;
}

/**
 * Impressions and clicks each on a scale of their own, with labelled axes: clicks show their ups and downs
 * instead of a flat line at zero (they shared the impressions axis).
 */
export const ClicksKeepTheirShape: Story = {
  name: 'Impressions and clicks: an axis each',
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Impressions and clicks' });
    const drawn = await waitFor(() => {
      const element = canvasElement.querySelector('canvas');
      if (!element) throw new Error('no canvas yet');
      return element;
    });
    const style = getComputedStyle(plot);
    await waitFor(() =>
      expect(drawnHeightShare(drawn, style.getPropertyValue('--adn-chart-series-2'))).toBeGreaterThan(0.3),
    );
    await expect(drawnHeightShare(drawn, style.getPropertyValue('--adn-chart-series-1'))).toBeGreaterThan(
      0.3,
    );
    // Both y axes and the x axis carry a title.
    const titles = [...canvasElement.querySelectorAll('.adn-Chart-axisTitle')].map(
      (title) => title.textContent,
    );
    await expect(titles).toEqual(['Impressions', 'Clicks', 'Date']);
  },
};

export const MoneyAndCtr: Story = {
  name: 'Spent and CTR (two axes)',
  args: { title: 'Spent and CTR', metrics: ['spent', 'ctr'] },
};

/**
 * Six metrics: each line a share of its own peak (real values in the tooltip and the table), six colours that stay
 * apart for colour-blind eyes, six dash patterns, and legend swatches drawn as the lines are.
 */
export const AllMetrics: Story = {
  args: { title: 'Every metric', metrics: ['impressions', 'clicks', 'spent', 'ctr', 'cpm', 'cpc'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('slider', { name: 'Every metric' });
    const swatches = [
      ...canvasElement.querySelectorAll<SVGElement>('[data-slot="legend"] .adn-Chart-swatch'),
    ];
    await expect(swatches).toHaveLength(6);
    for (const swatch of swatches) {
      const box = swatch.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(20);
    }
    const looks = swatches.map(
      (swatch) =>
        `${getComputedStyle(swatch).color} ${swatch.querySelector('line')?.getAttribute('stroke-dasharray')}`,
    );
    await expect(new Set(looks).size).toBe(6);
    await expect(new Set(swatches.map((swatch) => getComputedStyle(swatch).color)).size).toBe(6);
    const titles = [...canvasElement.querySelectorAll('.adn-Chart-axisTitle')].map(
      (title) => title.textContent,
    );
    await expect(titles).toEqual(['% of each metric’s peak', 'Date']);
  },
};

export const HourlyTenThousandPoints: Story = {
  name: '10k hourly points',
  args: { title: 'Hourly impressions', data: dailyStats(10_000, 3_600_000), metrics: ['impressions'] },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('slider', { name: 'Hourly impressions' });
    await waitFor(() => expect(canvasElement(plot)).not.toBeNull());
    await expect(plot).toHaveAttribute('aria-valuemax', '9999');
    // What uPlot drew, read from its own data after its draw: every one of the 10,000 points.
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveAttribute('data-points', '10000'));
  },
};

export const WithTable: Story = {
  tags: ['flow'],
  name: 'Table alternative',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    const table = canvas.getByRole('table', { name: 'Impressions and clicks' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('rowheader', { name: 'Mar 1, 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide table' }));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

const previousMonth = dailyStats(60)
  .slice(0, 30)
  .map((row) => ({
    ...row,
    impressions: Math.round((row.impressions ?? 0) * 0.8),
  }));

/** The previous period of the same length, drawn dashed and faint under the current one. */
export const ComparedWithPreviousPeriod: Story = {
  name: 'Reads the previous period by keyboard and in the table',
  tags: ['flow'],
  args: {
    title: 'Impressions',
    metrics: ['impressions'],
    comparison: previousMonth,
    comparisonLabel: 'Previous 30 days',
  },
  play: async ({ canvas, userEvent }) => {
    const plot = await canvas.findByRole('slider', { name: 'Impressions' });
    await waitFor(() => expect(canvasElement(plot)).not.toBeNull());
    await expect(canvas.getByRole('list')).toHaveTextContent('Previous 30 days');
    // Points drawn per series, after uPlot's draw: the 30 days, then the previous 30 days.
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveAttribute('data-points', '30 30'));
    plot.focus();
    await userEvent.keyboard('{Home}');
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      'Mar 1, 2026: Impressions 12,000, Impressions · Previous 30 days 9,600',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    const table = canvas.getByRole('table', { name: 'Impressions' });
    await expect(
      within(table).getByRole('columnheader', { name: 'Impressions · Previous 30 days' }),
    ).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mar 1, 202612,0009,600');
  },
};

/** Days of a flat series, so each period's line is a level one and its height reads its value. */
const flat = (days: number, impressions: number): TimeSeriesPoint[] =>
  Array.from({ length: days }, (_, i) => ({ date: START + i * DAY_MS, impressions }));

/**
 * The rows of the canvas where the series' colour is drawn, split by opacity: the current period's line is
 * opaque, the compared period's faint (drawn at `COMPARISON_ALPHA`). Only the middle third of the columns is read,
 * away from the axes.
 */
function drawnRows(canvas: HTMLCanvasElement, color: string): { opaque: number[]; faint: number[] } {
  const rgb = rgbOf(color);
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, width, height).data;
  const rows = { opaque: new Set<number>(), faint: new Set<number>() };
  if (!pixels) return { opaque: [], faint: [] };
  for (let x = Math.floor(width / 3); x < (2 * width) / 3; x++) {
    for (let y = 0; y < height; y++) {
      const i = (y * width + x) * 4;
      const alpha = pixels[i + 3] ?? 0;
      if (colourDistance(pixels, i, rgb) > 40) continue;
      if (alpha > 230) rows.opaque.add(y);
      else if (alpha > 100 && alpha < 180) rows.faint.add(y);
    }
  }
  return { opaque: [...rows.opaque], faint: [...rows.faint] };
}

const middle = (rows: number[]) => (Math.min(...rows) + Math.max(...rows)) / 2;

/**
 * Last week spent 3.4 times this week: both periods on the one axis, so the previous period's line is drawn 3.4
 * times as high above the axis's zero as the current one (it ran below it on a scale of its own). One legend, with
 * a dashed, faint swatch for the previous period as its line is drawn.
 */
export const PreviousPeriodOnTheSameAxis: Story = {
  name: 'The previous period on the same axis',
  args: {
    title: 'Impressions',
    data: flat(7, 1_000),
    metrics: ['impressions'],
    comparison: flat(7, 3_400),
    comparisonLabel: 'Previous 7 days',
  },
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Impressions' });
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveAttribute('data-points', '7 7'));
    const drawn = canvasElement.querySelector('canvas')!;
    // The plotting area (uPlot's overlay) in the canvas's own pixels: the axis's zero is its bottom.
    const area = canvasElement.querySelector('.u-over')!.getBoundingClientRect();
    const box = drawn.getBoundingClientRect();
    const scale = drawn.height / box.height;
    const zero = (area.bottom - box.top) * scale;
    const tall = area.height * scale;
    const rows = drawnRows(drawn, getComputedStyle(plot).getPropertyValue('--adn-chart-series-1'));
    await expect(rows.opaque.length).toBeGreaterThan(0);
    await expect(rows.faint.length).toBeGreaterThan(0);
    const current = zero - middle(rows.opaque);
    const previous = zero - middle(rows.faint);
    // The axis runs from 0 to 110 % of the higher period's peak: each line stands at its value's height.
    await expect(Math.abs(previous - (tall * 3_400) / 3_740)).toBeLessThan(3);
    await expect(Math.abs(current - (tall * 1_000) / 3_740)).toBeLessThan(3);
    await expect(previous / current).toBeCloseTo(3.4, 1);
    // One legend: the axis title names the metric without a second swatch.
    await expect(canvasElement.querySelectorAll('.adn-Chart-swatch')).toHaveLength(2);
    const legend = canvas.getByRole('list');
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Impressions', 'Previous 7 days']);
    const swatch = legend.querySelector('[data-comparison] line')!;
    await expect(swatch.getAttribute('stroke-dasharray')).toBe('5 4');
    await expect(Number(swatch.getAttribute('stroke-opacity'))).toBeLessThan(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading chart…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show table' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

export const Russian: Story = {
  args: {
    title: 'Показы и клики',
    locale: 'ru',
    metricLabels: { impressions: 'Показы', clicks: 'Клики' },
    labels: { showTable: 'Показать таблицу', hideTable: 'Скрыть таблицу', date: 'Дата' },
  },
};

export const Chinese: Story = {
  args: {
    title: '展示次数和点击次数',
    locale: 'zh-CN',
    metricLabels: { impressions: '展示次数', clicks: '点击次数' },
    labels: { showTable: '显示表格', hideTable: '隐藏表格', date: '日期' },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { metrics: ['impressions', 'clicks', 'spent'] },
};

const countries: BreakdownItem[] = [
  ['RU', 'Russia', 48_200],
  ['KZ', 'Kazakhstan', 12_900],
  ['UZ', 'Uzbekistan', 9_400],
  ['DE', 'Germany', 7_100],
  ['TR', 'Türkiye', 5_300],
  ['AE', 'United Arab Emirates', 2_100],
  ['CN', 'China', 1_200],
].map(([id, name, impressions]) => {
  const shows = impressions as number;
  const clicks = Math.round(shows * 0.013);
  return {
    id: id as string,
    name: name as string,
    values: { impressions: shows, clicks, spent: shows * 0.002, ctr: clicks / shows, cpm: 2, cpc: 0.15 },
  };
});

/** Breakdown bars share the figure, legend and table of the time series. */
const breakdownByCountryStory: StoryObj<typeof BreakdownChart> = {
  name: 'Breakdown: by country',
  render: (args) => <BreakdownChart {...args} />,
  args: { title: 'Impressions by country', items: countries },
  play: async ({ canvas, userEvent }) => {
    const bars = canvas.getByRole('list', { name: 'Impressions by country: Impressions' });
    const items = within(bars).getAllByRole('listitem');
    // Largest first, whatever order the API sent.
    await expect(items[0]).toHaveTextContent('Russia48,200');
    await userEvent.hover(items[1] as HTMLElement);
    await expect(within(items[1] as HTMLElement).getByText('CTR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('table')).toHaveTextContent('Kazakhstan12,900168');
  },
};

export const BreakdownByCountry: StoryObj<typeof BreakdownChart> = stateOf(breakdownByCountryStory);

export const BreakdownByCountryFlow: StoryObj<typeof BreakdownChart> = {
  ...breakdownByCountryStory,
  tags: ['flow'],
  name: 'Breakdown: hover a bar, open the table',
};

export const BreakdownLongNames: StoryObj<typeof BreakdownChart> = {
  name: 'Breakdown: long names, zh-CN and ru',
  render: (args) => <BreakdownChart {...args} />,
  args: {
    title: 'Clicks by ad',
    metric: 'clicks',
    items: [
      { id: '1', name: 'Весенняя распродажа: скидки до 70% на всё для дома и сада', values: { clicks: 812 } },
      { id: '2', name: '春季大促销：家居和园艺用品低至三折，限时抢购', values: { clicks: 640 } },
      {
        id: '3',
        name: 'An exceptionally long advertisement title that will not fit on one line of the bar list',
        values: { clicks: 95 },
      },
    ],
  },
};

export const BreakdownEmpty: StoryObj<typeof BreakdownChart> = {
  name: 'Breakdown: empty',
  render: (args) => <BreakdownChart {...args} />,
  args: { title: 'Impressions by platform', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};
