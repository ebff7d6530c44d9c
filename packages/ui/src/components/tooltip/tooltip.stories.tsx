import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';
import { inOwnFrame } from '../../internal/story-helpers';

const CopyGlyph = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1" />
    <path d="M10.5 5.5V3a.5.5 0 00-.5-.5H3a.5.5 0 00-.5.5v7a.5.5 0 00.5.5h2.5" />
  </svg>
);

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'CTR is clicks divided by impressions.',
    children: <Button variant="outline">What is CTR?</Button>,
  },
  decorators: [(Story) => <div style={{ paddingBlock: 56, paddingInline: 24 }}>{Story()}</div>],
  // Most stories show an open tooltip: each gets its own frame on the docs page.
  parameters: inOwnFrame,
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'What is CTR?' });
    await userEvent.hover(trigger);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('CTR is clicks divided by impressions.');
    // Screen readers hear it as the trigger's description.
    await expect(trigger).toHaveAccessibleDescription('CTR is clicks divided by impressions.');
    await userEvent.unhover(trigger);
  },
};

export const OnKeyboardFocusAndEscape: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'What is CTR?' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Escape closes the tooltip, not the focus.
    await expect(canvas.getByRole('button', { name: 'What is CTR?' })).toHaveFocus();
  },
};

export const OnAnIconButton: Story = {
  tags: ['flow'],
  args: {
    content: 'Copy API token',
    children: <IconButton icon={<CopyGlyph />} label="Copy API token" />,
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy API token' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy API token');
    await userEvent.unhover(button);
  },
};

export const Sides: Story = {
  args: { defaultOpen: true, side: 'bottom', content: 'Shown below the trigger' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await screen.findByRole('tooltip');
    const content = document.querySelector('[data-slot="tooltip"]')!;
    await waitFor(() =>
      expect(content.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        trigger.getBoundingClientRect().bottom,
      ),
    );
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Recommended CPM is computed from the last seven days of auctions for the same regions, languages and platforms, rounded to two decimals.',
  },
  play: async () => {
    await screen.findByRole('tooltip');
    const content = document.querySelector('[data-slot="tooltip"]')!;
    // Wraps at 280px instead of running off the screen.
    await waitFor(() => expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(280));
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    defaultOpen: true,
    content: '点击率 = 点击次数 / 展示次数',
    children: <Button variant="outline">什么是点击率？</Button>,
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('点击率 = 点击次数 / 展示次数');
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: {
    defaultOpen: true,
    content: 'نسبة النقر إلى الظهور',
    children: <Button variant="outline">ما هو CTR؟</Button>,
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('نسبة النقر إلى الظهور');
  },
};
