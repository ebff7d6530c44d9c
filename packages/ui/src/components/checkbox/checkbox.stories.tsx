import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Field } from '../field/field';
import { Checkbox } from './checkbox';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Telegram Premium users only', onCheckedChange: fn() },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { label: 'Telegram Premium users only' },
      ru: { label: 'Только пользователи Telegram Premium' },
      'zh-CN': { label: '仅限 Telegram Premium 用户' },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Telegram Premium users only' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label is part of the target.
    await userEvent.click(canvas.getByText('Telegram Premium users only'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Toggle with a click' };

export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).boxShadow).not.toBe('none');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { label: 'Exclude VPN traffic', description: 'Clicks from known VPN ranges are not charged.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Exclude VPN traffic' })).toHaveAccessibleDescription(
      'Clicks from known VPN ranges are not charged.',
    );
  },
};

const regions = ['Brazil', 'India', 'Indonesia'];

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['India']);
  const all = selected.length === regions.length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="All regions"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onCheckedChange={() => setSelected(all ? [] : regions)}
      />
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
        {regions.map((r) => (
          <Checkbox
            key={r}
            label={r}
            checked={selected.includes(r)}
            onCheckedChange={(on) => setSelected((s) => (on ? [...s, r] : s.filter((x) => x !== r)))}
          />
        ))}
      </div>
    </div>
  );
}

const indeterminateStory: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'All regions' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Brazil' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Brazil' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Indeterminate: Story = stateOf(indeterminateStory);

export const IndeterminateFlow: Story = {
  ...indeterminateStory,
  tags: ['flow'],
  name: 'Indeterminate: click',
};

const disabledStory: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Disabled' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = { ...disabledStory, tags: ['flow'], name: 'Disabled: clicks do nothing' };

export const InvalidInField: Story = {
  render: (args) => (
    <Field label="Terms" error="Accept the terms to continue." required>
      <Checkbox {...args} label="I accept the advertising rules" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the advertising rules' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const LongText: Story = {
  args: {
    label:
      'Show this campaign only to users who have not seen any campaign of this advertiser in the last thirty days, across every placement',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Show this campaign/);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { label: 'مستخدمو تيليجرام بريميوم فقط' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    const text = canvas.getByText('مستخدمو تيليجرام بريميوم فقط');
    // The box sits at the inline start: on the right.
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().left);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '仅限 Telegram Premium 用户', description: '其他用户不会看到此广告' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '仅限 Telegram Premium 用户' })).toBeVisible();
  },
};
