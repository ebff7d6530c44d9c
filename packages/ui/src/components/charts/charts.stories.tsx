import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BreakdownChart, TimeSeriesChart, type BreakdownItem } from './charts';
import type { TimeSeriesPoint } from './chart-model';

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
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const plot = await canvas.findByRole('slider', { name: 'Impressions and clicks' });
    await waitFor(() => expect(canvasElement(plot)).not.toBeNull());
    await expect(canvas.getByText('Impressions')).toBeVisible();
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

export const MoneyAndCtr: Story = {
  name: 'Spent and CTR (two axes)',
  args: { title: 'Spent and CTR', metrics: ['spent', 'ctr'] },
};

export const AllMetrics: Story = {
  args: { title: 'Every metric', metrics: ['impressions', 'clicks', 'spent', 'ctr', 'cpm', 'cpc'] },
};

export const HourlyTenThousandPoints: Story = {
  name: '10k hourly points',
  args: { title: 'Hourly impressions', data: dailyStats(10_000, 3_600_000), metrics: ['impressions'] },
  play: async ({ canvas }) => {
    const plot = await canvas.findByRole('slider', { name: 'Hourly impressions' });
    await waitFor(() => expect(canvasElement(plot)).not.toBeNull());
    await expect(plot).toHaveAttribute('aria-valuemax', '9999');
  },
};

export const WithTable: Story = {
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
export const BreakdownByCountry: StoryObj<typeof BreakdownChart> = {
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
