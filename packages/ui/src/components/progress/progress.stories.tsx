import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Progress } from './progress';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { label: 'Uploading video', value: 45, showValue: true },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading video' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const CustomValueText: Story = {
  args: {
    label: 'Budget spent',
    value: 320,
    max: 500,
    tone: 'danger',
    formatValue: (v: number, max: number) => `${v} of ${max} USDT`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Budget spent' })).toHaveAttribute(
      'aria-valuetext',
      '320 of 500 USDT',
    );
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Transcoding video' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Transcoding video' });
    // Unknown amount: no value is claimed.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: 'Upload complete' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvasElement.querySelector('[data-slot="progress"]')).toHaveAttribute(
      'data-state',
      'complete',
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading video' })).toBeVisible();
    await expect(canvas.queryByText('Uploading video')).toBeNull();
  },
};

function Stepper() {
  const [value, setValue] = useState(20);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Progress label="Campaign setup" value={value} showValue />
      <Button onClick={() => setValue((v) => Math.min(v + 20, 100))}>Next step</Button>
    </div>
  );
}

export const Updates: Story = {
  tags: ['flow'],
  render: () => <Stepper />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 140, label: 'Over-delivered impressions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const LongText: Story = {
  args: {
    label: 'Uploading creative_black_friday_fullscreen_1080x1920_final_v7_approved_by_legal.mp4',
    value: 70,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('70%')).toBeVisible();
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '正在上传视频', value: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在上传视频' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { label: 'جارٍ رفع الفيديو', value: 30 },
  play: async ({ canvas, canvasElement }) => {
    const track = canvas.getByRole('progressbar');
    const fill = canvasElement.querySelector('[data-slot="progress-bar"]')!;
    // The bar grows from the right in RTL.
    await expect(Math.round(fill.getBoundingClientRect().right)).toBe(
      Math.round(track.getBoundingClientRect().right),
    );
  },
};
