import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCompactNumber, formatMoney } from '../../format';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  args: {
    label: 'Impressions',
    value: formatCompactNumber(1_284_000, 'en'),
    delta: 0.124,
    deltaContext: 'vs previous 7 days',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Impressions');
    const delta = canvas.getByText('12.4%').closest('dd') as HTMLElement;
    await expect(delta).toHaveAttribute('data-tone', 'good');
    // The arrow is decorative; the direction is said in words.
    await expect(delta).toHaveTextContent('Up');
  },
};

export const CostRisingIsBad: Story = {
  name: 'Cost rising is bad news',
  args: {
    label: 'CPC',
    value: formatMoney(0.1834, 'en', { kind: 'price' }),
    delta: 0.08,
    better: 'lower',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8.0%').closest('dd')).toHaveAttribute('data-tone', 'bad');
  },
};

export const SpendIsNeither: Story = {
  name: 'Spend: a change is neither good nor bad',
  args: { label: 'Spent', value: formatMoney(2_480.5, 'en'), delta: 0.31, better: 'neither' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31.0%').closest('dd')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Falling: Story = {
  args: { label: 'Clicks', value: '18,204', delta: -0.052 },
  play: async ({ canvas }) => {
    const delta = canvas.getByText('5.2%').closest('dd') as HTMLElement;
    await expect(delta).toHaveAttribute('data-tone', 'bad');
    await expect(delta).toHaveTextContent('Down');
  },
};

export const NoChange: Story = { args: { delta: 0 } };

/** A change too small to show (it rounds to 0.0 %) is no change: no arrow down, no minus. */
export const TinyFallIsNoChange: Story = {
  name: 'A fall that rounds to zero is no change',
  args: { label: 'CTR', value: '1.23%', delta: -0.00001 },
  play: async ({ canvas }) => {
    const delta = canvas.getByText('0.0%').closest('dd') as HTMLElement;
    await expect(delta).toHaveAttribute('data-tone', 'neutral');
    await expect(delta).toHaveAttribute('data-direction', 'flat');
    await expect(delta).toHaveTextContent('No change');
  },
};

export const WithoutDelta: Story = {
  args: { label: 'Balance', value: formatMoney(12_480.5, 'en'), delta: null, hint: 'Available to spend' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A loading card is as tall as the loaded one, so a page does not move when its figures arrive (CLS). */
export const LoadingKeepsItsHeight: Story = {
  name: 'Loading keeps the loaded height',
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatCard {...args} loading data-testid="loading" />
      <StatCard {...args} data-testid="loaded" />
      <StatCard {...args} delta={null} hint="Lasts about 12 days" data-testid="loaded-hint" />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBeGreaterThan(0);
    await expect(height('loading')).toBeCloseTo(height('loaded'), 0);
    // Without a delta a loaded card shows its hint where the loading one draws the delta's bar.
    await expect(height('loaded-hint')).toBeCloseTo(height('loading'), 0);
  },
};

export const LongText: Story = {
  args: {
    label: 'Spent on the campaign «Spring sale for the whole family» this month',
    value: formatMoney(1_234_567.891234, 'en'),
    deltaContext: 'compared with the same period of the previous month',
  },
};

export const Russian: Story = {
  args: {
    label: 'Показы',
    value: formatCompactNumber(1_284_000, 'ru'),
    locale: 'ru',
    deltaContext: 'к прошлым 7 дням',
    labels: { increase: 'Рост', decrease: 'Снижение', unchanged: 'Без изменений' },
  },
};

export const Chinese: Story = {
  args: {
    label: '展示次数',
    value: formatCompactNumber(1_284_000, 'zh-CN'),
    locale: 'zh-CN',
    deltaContext: '与前 7 天相比',
    labels: { increase: '上升', decrease: '下降', unchanged: '无变化' },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The line boxes `text` ("USDT", the number) takes in a card's value: one rect is one unbroken line. */
function linesOf(card: HTMLElement, text: string) {
  const value = card.querySelector('.adn-StatCard-value') as HTMLElement;
  const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return [...range.getClientRects()];
  }
  throw new Error(`no "${text}" in the value`);
}

/**
 * Money on a phone: two cards a row leave about 170 px each. The figure shrinks to fit, or wraps between the number
 * and "USDT", and never inside either ("863.47 US / DT"), in every language's number format.
 */
export const MoneyOnAPhone: Story = {
  name: 'Money on a phone (never split inside the figure)',
  decorators: [(Story) => <div style={{ inlineSize: 173 }}>{Story()}</div>],
  args: { label: 'Balance', value: formatMoney(863.47, 'en'), delta: null, hint: 'Available to spend' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatCard {...args} data-testid="short" />
      <StatCard {...args} value={formatMoney(12_480.5, 'en')} data-testid="wraps" />
      <StatCard {...args} value={formatMoney(1_234_567.89, 'ru')} locale="ru" data-testid="ru" />
      <StatCard {...args} value={formatMoney(98_765_432.1, 'zh-CN')} locale="zh-CN" data-testid="cn" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const id of ['short', 'wraps', 'ru', 'cn']) {
      const card = canvas.getByTestId(id);
      const value = card.querySelector('.adn-StatCard-value') as HTMLElement;
      const figure = (value.textContent ?? '').split('\u00a0')[0] as string;
      await expect(linesOf(card, 'USDT'), `${id}: USDT on one line`).toHaveLength(1);
      await expect(linesOf(card, figure), `${id}: ${figure} on one line`).toHaveLength(1);
      // Nothing runs out of the card.
      await expect(value.scrollWidth, `${id}: fits the card`).toBeLessThanOrEqual(value.clientWidth);
    }
    // A short figure keeps number and unit on one line.
    const short = canvas.getByTestId('short');
    await expect(linesOf(short, 'USDT')[0]?.top).toBeCloseTo(linesOf(short, '863.47')[0]?.top ?? NaN, 0);
  },
};
