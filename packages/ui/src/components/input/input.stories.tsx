import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Input, inputSizes } from './input';
import { stateOf } from '../../internal/story-helpers';

const SearchIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden="true"
  >
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Campaign name', placeholder: 'Spring sale', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: inputSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { 'aria-label': 'Campaign name', placeholder: 'Spring sale' },
      ru: { 'aria-label': 'Название кампании', placeholder: 'Весенняя распродажа' },
      'zh-CN': { 'aria-label': '广告活动名称', placeholder: '春季促销' },
    },
  },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await userEvent.type(input, 'Autumn');
    await expect(input).toHaveValue('Autumn');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Type' };

export const KeyboardFocus: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveFocus();
    // The ring is drawn on the box around the input.
    const box = input.closest('[data-slot="input"]')!;
    await expect(getComputedStyle(box).boxShadow).not.toBe('none');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inputSizes.map((size) => (
        <Input key={size} {...args} size={size} aria-label={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = inputSizes.map(
      (s) =>
        canvas.getByRole('textbox', { name: `Size ${s}` }).closest('[data-slot="input"]')!.clientHeight + 2,
    );
    await expect(heights).toEqual([28, 36, 44]);
  },
};

const withSlotsStory: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input
        {...args}
        type="search"
        aria-label="Search campaigns"
        placeholder="Search"
        startSlot={<SearchIcon />}
      />
      <Input {...args} inputMode="decimal" aria-label="Daily budget" placeholder="0.00" endSlot="USDT" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const budget = canvas.getByRole('textbox', { name: 'Daily budget' });
    await userEvent.type(budget, '250.50');
    await expect(budget).toHaveValue('250.50');
    await expect(canvas.getByText('USDT')).toBeVisible();
  },
};

export const WithSlots: Story = stateOf(withSlotsStory);

export const WithSlotsFlow: Story = { ...withSlotsStory, tags: ['flow'], name: 'With slots: type' };

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

const disabledStory: Story = {
  args: { disabled: true, defaultValue: 'Moderated campaign' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = {
  ...disabledStory,
  tags: ['flow'],
  name: 'Disabled: typing does nothing',
};

export const LongValue: Story = {
  args: {
    defaultValue:
      'https://t.me/adnet_demo_channel/1234567890?utm_source=adnet&utm_medium=fullscreen&utm_campaign=black_friday_2026',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox').closest('[data-slot="input"]')!;
    // The value scrolls inside the box; the box does not grow past its container.
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { 'aria-label': 'الميزانية', placeholder: '0.00', endSlot: 'USDT' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'الميزانية' });
    const unit = canvas.getByText('USDT');
    // The end slot is on the left in RTL.
    await expect(unit.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left + 1,
    );
  },
};

const chineseTextStory: Story = {
  globals: { locale: 'zh-CN' },
  args: { 'aria-label': '广告活动名称', placeholder: '春季促销' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '广告活动名称' });
    await userEvent.type(input, '双十一');
    await expect(input).toHaveValue('双十一');
  },
};

export const ChineseText: Story = stateOf(chineseTextStory);

export const ChineseTextFlow: Story = { ...chineseTextStory, tags: ['flow'], name: 'Chinese text: type' };
