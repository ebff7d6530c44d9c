import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { StatisticsMetric } from '../charts/chart-model';
import { BarTable, type BarTableRow } from './bar-table';

function row(id: string, name: string, impressions: number, extra: Partial<BarTableRow> = {}): BarTableRow {
  const clicks = Math.round(impressions * (0.01 + (id.charCodeAt(0) % 5) / 1000));
  const spent = impressions * 0.0021;
  return {
    id,
    name,
    values: {
      impressions,
      clicks,
      spent,
      ctr: clicks / impressions,
      cpm: (spent / impressions) * 1000,
      cpc: spent / clicks,
    },
    ...extra,
  };
}

const countries = [
  row('KZ', 'Kazakhstan', 12_900),
  row('RU', 'Russia', 48_200),
  row('DE', 'Germany', 7_100),
  row('UZ', 'Uzbekistan', 9_400),
  row('AE', 'United Arab Emirates', 2_100),
];

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const platforms = [
  row('1', 'Crypto Daily', 31_400, { href: 'https://t.me/crypto_daily', icon: PIXEL }),
  row('2', 'Meme Factory', 18_050, { href: 'https://t.me/meme_factory', icon: PIXEL }),
  // Neither a javascript: link nor an http icon is ever rendered.
  row('3', 'Weather Bot', 4_020, { href: 'javascript:alert(1)', icon: 'http://tracker.example/p.png' }),
];

const meta = {
  title: 'Data/BarTable',
  component: BarTable,
  args: { caption: 'Impressions by country', rows: countries, metric: 'impressions' },
} satisfies Meta<typeof BarTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Largest first, whatever order the rows came in; the bar sits in the chosen metric's column. */
export const ByCountry: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Impressions by country' });
    await expect(names(table)).toEqual([
      'Russia',
      'Kazakhstan',
      'Uzbekistan',
      'Germany',
      'United Arab Emirates',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Impressions' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Russia48,200');
  },
};

/** The metric headers are buttons: the host keeps the chosen metric (the cabinet keeps it in the URL). */
export const SortsByAMetric: Story = {
  name: 'Sorts by the chosen metric',
  tags: ['flow'],
  args: { onMetricChange: fn() },
  render: function Render(args) {
    const [metric, setMetric] = useState<StatisticsMetric>(args.metric);
    return (
      <BarTable
        {...args}
        metric={metric}
        onMetricChange={(next) => {
          args.onMetricChange?.(next);
          setMetric(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by CTR' }));
    await expect(args.onMetricChange).toHaveBeenCalledWith('ctr');
    await expect(canvas.getByRole('button', { name: 'Sort by CTR' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Sort by CTR' })).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: Tab reaches the sort buttons, Enter sorts.
    canvas.getByRole('button', { name: 'Sort by Clicks' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMetricChange).toHaveBeenLastCalledWith('clicks');
  },
};

/** Platforms carry their icon and an https link to the channel; anything else is plain text. */
export const PlatformsWithLinks: Story = {
  name: 'Platforms: icons and links',
  args: { caption: 'Impressions by platform', rows: platforms, totals: { impressions: 53_470, clicks: 600 } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Crypto Daily/ });
    await expect(link).toHaveAttribute('href', 'https://t.me/crypto_daily');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Crypto Daily (opens in a new tab)');
    await expect(canvas.queryByRole('link', { name: /Weather Bot/ })).toBeNull();
    await expect(canvas.getByText('Weather Bot').closest('th')?.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

export const LongNamesRussianAndChinese: Story = {
  name: 'Long names, ru and zh-CN',
  args: {
    caption: 'Клики по объявлениям',
    metric: 'clicks',
    locale: 'ru',
    labels: { name: 'Объявление', total: 'Итого', sortBy: 'Сортировать по {metric}' },
    metricLabels: { impressions: 'Показы', clicks: 'Клики', spent: 'Расход' },
    rows: [
      row('1', 'Весенняя распродажа: скидки до 70% на всё для дома и сада', 81_200),
      row('2', '春季大促销：家居和园艺用品低至三折，限时抢购', 64_000),
      row('3', 'An exceptionally long advertisement title that will not fit on one line', 9_500),
    ],
  },
};

/** On a phone the table scrolls sideways in a focusable region, the name column pinned. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 340 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Impressions by country' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { rows: platforms, caption: 'By platform' } };
