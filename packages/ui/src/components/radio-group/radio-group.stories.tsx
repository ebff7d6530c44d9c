import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './radio-group';

const billing: RadioOption[] = [
  { value: 'PAY_PER_SHOW', label: 'Pay per 1000 impressions (CPM)' },
  {
    value: 'PAY_PER_CLICK',
    label: 'Pay per click (CPC)',
    description: 'Charged only when a user opens the link.',
  },
  { value: 'TCPC', label: 'Target CPC', disabled: true, description: 'Available after 1000 clicks.' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Billing type', options: billing, defaultValue: 'PAY_PER_SHOW', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing type' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay per click (CPC)' }));
    await expect(canvas.getByRole('radio', { name: 'Pay per click (CPC)' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAY_PER_CLICK');
    // The label text is a click target too.
    await userEvent.click(canvas.getByText('Pay per 1000 impressions (CPM)'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAY_PER_SHOW');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Pay per 1000 impressions (CPM)' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).boxShadow).not.toBe('none');
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('radio', { name: 'Pay per click (CPC)' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PAY_PER_CLICK');
    // The disabled option is skipped: arrows wrap to the first one.
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toBeChecked();
  },
};

export const OptionDescription: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay per click (CPC)' })).toHaveAccessibleDescription(
      'Charged only when a user opens the link.',
    );
    await expect(canvas.getByRole('radio', { name: 'Target CPC' })).toBeDisabled();
  },
};

function Controlled() {
  const [value, setValue] = useState('PAY_PER_CLICK');
  return (
    <div>
      <RadioGroup label="Billing type" options={billing} value={value} onValueChange={setValue} />
      <p>Selected: {value}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay per click (CPC)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay per 1000 impressions (CPM)' }));
    await expect(canvas.getByText('Selected: PAY_PER_SHOW')).toBeVisible();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Platform',
    options: [
      { value: 'ios', label: 'iOS' },
      { value: 'android', label: 'Android' },
      { value: 'desktop', label: 'Desktop' },
    ],
    defaultValue: 'ios',
    orientation: 'horizontal',
  },
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('radio');
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
  },
};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    required: true,
    error: 'Choose how you pay.',
    hint: 'You can change it later.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how you pay. You can change it later.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'How should we bill this campaign when both impressions and clicks are delivered in the same period?',
    options: [
      {
        value: 'a',
        label:
          'Bill per thousand impressions, and stop the campaign as soon as the daily budget has been spent in full',
      },
      { value: 'b', label: 'Bill per click' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: {
    label: 'نوع الفوترة',
    options: [
      { value: 'cpm', label: 'الدفع لكل ألف ظهور' },
      { value: 'cpc', label: 'الدفع لكل نقرة' },
    ],
    defaultValue: 'cpm',
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('radio', { name: 'الدفع لكل ألف ظهور' });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'الدفع لكل نقرة' })).toBeChecked();
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '计费方式',
    options: [
      { value: 'cpm', label: '按千次展示付费' },
      { value: 'cpc', label: '按点击付费' },
    ],
    defaultValue: 'cpm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '计费方式' })).toBeVisible();
  },
};
