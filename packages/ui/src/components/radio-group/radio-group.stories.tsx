import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './radio-group';
import { Checkbox } from '../checkbox';
import { Switch } from '../switch';
import { stateOf } from '../../internal/story-helpers';

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
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { label: 'Billing type', options: billing },
      ru: {
        label: 'Тип оплаты',
        options: [
          { value: 'PAY_PER_SHOW', label: 'Оплата за 1000 показов (CPM)' },
          {
            value: 'PAY_PER_CLICK',
            label: 'Оплата за клик (CPC)',
            description: 'Списывается, только когда пользователь открывает ссылку.',
          },
          {
            value: 'TCPC',
            label: 'Целевая цена клика',
            disabled: true,
            description: 'Доступно после 1000 кликов.',
          },
        ],
      },
      'zh-CN': {
        label: '计费方式',
        options: [
          { value: 'PAY_PER_SHOW', label: '按千次展示付费 (CPM)' },
          { value: 'PAY_PER_CLICK', label: '按点击付费 (CPC)', description: '仅在用户打开链接时扣费。' },
          { value: 'TCPC', label: '目标点击价格', disabled: true, description: '1000 次点击后可用。' },
        ],
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
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

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Pick with the pointer' };

/** The gap between a control and its label, measured: the radio touched its label (0 px) while Checkbox and Switch keep 8 px. */
export const SpacingLikeCheckbox: Story = {
  name: 'Spacing: 8 px to the label, as Checkbox and Switch',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup {...args} />
      <Checkbox label="Show in the Telegram app" />
      <Switch label="Pause on low balance" />
    </div>
  ),
  play: async ({ canvas }) => {
    // From the right edge of the control's box to the left edge of its label's text.
    const measure = (label: string) => {
      const text = canvas.getByText(label);
      const box = text.closest('.adn-Choice')?.querySelector('input')?.parentElement as HTMLElement;
      return Math.round(text.getBoundingClientRect().left - box.getBoundingClientRect().right);
    };
    await expect(measure('Pay per click (CPC)')).toBe(8);
    await expect(measure('Show in the Telegram app')).toBe(8);
    await expect(measure('Pause on low balance')).toBe(8);
  },
};

export const KeyboardArrows: Story = {
  tags: ['flow'],
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

const controlledValueStory: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay per click (CPC)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay per 1000 impressions (CPM)' }));
    await expect(canvas.getByText('Selected: PAY_PER_SHOW')).toBeVisible();
  },
};

export const ControlledValue: Story = stateOf(controlledValueStory);

export const ControlledValueFlow: Story = {
  ...controlledValueStory,
  tags: ['flow'],
  name: 'Controlled value: pick',
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

const rightToLeftStory: Story = {
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

export const RightToLeft: Story = stateOf(rightToLeftStory);

export const RightToLeftFlow: Story = { ...rightToLeftStory, tags: ['flow'], name: 'Right to left: arrows' };

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
