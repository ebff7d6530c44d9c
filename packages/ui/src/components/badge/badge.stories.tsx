import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, StatusBadge, badgeTones, badgeVariants } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Rewarded video' },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { children: 'Rewarded video' },
      ru: { children: 'Видео с наградой' },
      'zh-CN': { children: '激励视频' },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rewarded video')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const TonesAndVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={row}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>{`${tone} ${variant}`}</Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('warning solid')).toHaveAttribute('data-variant', 'solid');
  },
};

export const Status: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge tone="success" live>
        Active
      </StatusBadge>
      <StatusBadge tone="warning">On moderation</StatusBadge>
      <StatusBadge tone="danger">Declined</StatusBadge>
      <StatusBadge tone="neutral">Stopped</StatusBadge>
      <StatusBadge tone="primary" size="sm">
        Finished
      </StatusBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    // The state is in the text; the dot adds nothing to it.
    const active = canvas.getByText('Active');
    await expect(active).toHaveTextContent(/^Active$/);
    await expect(active.querySelector('[data-slot="status-dot"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  args: { children: 'Full-screen media with a rewarded video fallback for desktop clients' },
  decorators: [(Story) => <div style={{ inlineSize: 200 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/Full-screen media/);
    // Truncated with an ellipsis inside its container instead of overflowing it.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

/**
 * A badge in a grid column (the campaign page's checklist puts one in a 136 px column) keeps its content's width:
 * stretched to the column, a pill read as a progress bar.
 */
export const InAGridColumn: Story = {
  name: 'In a grid column',
  args: { children: 'Fine', tone: 'success', size: 'sm' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '136px 1fr', gap: 16, alignItems: 'center' }}>
        {Story()}
        <span>Budget left</span>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Fine');
    await expect(badge.getBoundingClientRect().width).toBeLessThan(60);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <div style={row}>
      <StatusBadge tone="success">投放中</StatusBadge>
      <StatusBadge tone="warning">审核中</StatusBadge>
      <Badge tone="primary">激励视频</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核中')).toBeVisible();
  },
};

export const RussianText: Story = {
  globals: { locale: 'ru' },
  render: () => (
    <div style={row}>
      <StatusBadge tone="success">Активна</StatusBadge>
      <StatusBadge tone="danger">Отклонена</StatusBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Отклонена')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  render: () => <StatusBadge tone="success">نشطة</StatusBadge>,
  play: async ({ canvas }) => {
    const badge = canvas.getByText('نشطة');
    const dot = badge.querySelector('[data-slot="status-dot"]')!;
    // The dot leads the text: on the right in RTL.
    await expect(dot.getBoundingClientRect().left).toBeGreaterThan(badge.getBoundingClientRect().left + 20);
  },
};
