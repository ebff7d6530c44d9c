import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { countries } from '../../internal/countries.fixture';
import { expectListCappedAt44vh, expectSameBox, stateOf, inOwnFrame } from '../../internal/story-helpers';
import { Field } from '../field';
import { Select, type SelectProps } from './select';
import { SelectPlaceholder } from './select-placeholder';

const english = countries('en');

/** A label above the select, an optional hint or error below: how a host (or `Field`) names it. */
function Labelled({ label, error, ...props }: SelectProps & { label: string; error?: string }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 4, maxInlineSize: 320 }}>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...(error && { 'aria-describedby': `${id}-error` })} {...props} />
      {error && (
        <span id={`${id}-error`} style={{ color: 'var(--color-danger-11)', fontSize: 'var(--font-size-1)' }}>
          {error}
        </span>
      )}
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: english, placeholder: 'Choose a country', onValueChange: fn() },
  render: (args) => <Labelled label="Country" {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick with the pointer: the trigger then shows the choice. */
const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveTextContent('Choose a country');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('DE');
    await waitFor(() => expect(trigger).toHaveTextContent('Germany'));
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Open and pick' };

/** Keyboard: Enter opens, typing jumps to the first match (typeahead), Enter chooses, focus stays on the trigger. */
export const KeyboardAndTypeahead: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('rus');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Russia' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Rwanda' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('RW');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Rwanda');
  },
};

/** Escape closes the list without changing the value. */
export const EscapeKeepsValue: Story = {
  tags: ['flow'],
  args: { defaultValue: 'KZ' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(trigger);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kazakhstan');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** 200 options, open: the list stops at 44 vh and scrolls. */
export const LongListOpen: Story = {
  parameters: inOwnFrame,
  args: { options: english.slice(0, 200), defaultOpen: true, defaultValue: 'AF' },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(200);
    await expectListCappedAt44vh(listbox, 'select-content');
  },
};

export const WithValue: Story = { args: { defaultValue: 'AM' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

/** A disabled option is skipped by the keyboard and cannot be chosen. */
const disabledOptionStory: Story = {
  args: {
    options: [
      { value: 'cpm', label: 'Pay per 1000 impressions (CPM)' },
      { value: 'cpc', label: 'Pay per click (CPC)', disabled: true },
      { value: 'tcpc', label: 'Target CPC' },
    ],
    placeholder: 'Choose billing',
  },
  render: (args) => <Labelled label="Billing" {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Billing' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('option', { name: /CPC\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: /CPC\)/ }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const DisabledOption: Story = stateOf(disabledOptionStory);

export const DisabledOptionFlow: Story = {
  ...disabledOptionStory,
  tags: ['flow'],
  name: 'Disabled option: open',
};

/** Invalid: red border and `aria-invalid`, the error text is the trigger's description. */
export const Invalid: Story = {
  args: { invalid: true },
  render: (args) => <Labelled label="Country" error="Choose where the campaign runs." {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose where the campaign runs.');
  },
};

/** Inside a `Field`: the field's label names it, its error describes it and marks it invalid. */
export const InField: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Field label="Country" error="Choose where the campaign runs." hint="Ads show only there." required>
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose where the campaign runs. Ads show only there.');
  },
};

/** Options in groups with headings. */
const groupsStory: Story = {
  args: {
    options: [
      {
        label: 'Telegram formats',
        options: [
          { value: 'BotMessageMedia', label: 'Bot message' },
          { value: 'ChatMessageMedia', label: 'Chat message' },
          { value: 'InChat', label: 'In-chat page' },
        ],
      },
      {
        label: 'Mini-app formats',
        options: [
          { value: 'FullscreenMedia', label: 'Full-screen media' },
          { value: 'RewardedVideo', label: 'Rewarded video' },
          { value: 'Task', label: 'Task' },
          { value: 'MainPage', label: 'Main page' },
        ],
      },
    ],
    placeholder: 'Campaign type',
  },
  render: (args) => <Labelled label="Campaign type" {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Campaign type' }));
    await expect(await screen.findByText('Mini-app formats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Rewarded video' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('RewardedVideo');
  },
};

export const Groups: Story = stateOf(groupsStory);

export const GroupsFlow: Story = { ...groupsStory, tags: ['flow'], name: 'Groups: open' };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Labelled label="Small" size="sm" {...args} />
      <Labelled label="Medium" size="md" {...args} />
      <Labelled label="Large" size="lg" {...args} />
    </div>
  ),
};

/** Long labels are cut with an ellipsis in the trigger and wrap in the list. */
export const LongText: Story = {
  args: {
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        label:
          'Audience “Crypto enthusiasts from Kazakhstan, Uzbekistan and Kyrgyzstan who opened a wallet in the last 30 days”',
      },
      { value: 'short', label: 'Everyone' },
    ],
  },
  render: (args) => <Labelled label="Audience" {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Audience' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** Russian names and placeholder. */
export const Russian: Story = {
  args: { options: countries('ru'), placeholder: 'Выберите страну', defaultValue: 'RU' },
  render: (args) => <Labelled label="Страна" {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Страна' })).toHaveTextContent('Россия');
  },
};

/** Simplified Chinese names. */
const chineseSimplifiedStory: Story = {
  globals: { locale: 'zh-CN' },
  args: { options: countries('zh-CN'), placeholder: '选择国家', defaultValue: 'CN' },
  render: (args) => <Labelled label="国家" {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '国家' }));
    await expect(await screen.findByRole('option', { name: '中国' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const ChineseSimplified: Story = stateOf(chineseSimplifiedStory);

export const ChineseSimplifiedFlow: Story = {
  ...chineseSimplifiedStory,
  tags: ['flow'],
  name: 'Chinese: open',
};

/** Right-to-left: the chevron sits at the inline end (left). */
export const RightToLeft: Story = {
  args: {
    dir: 'rtl',
    options: [
      { value: 'EG', label: 'مصر' },
      { value: 'SA', label: 'السعودية' },
      { value: 'AE', label: 'الإمارات' },
    ],
    defaultValue: 'EG',
  },
  render: (args) => (
    <div dir="rtl">
      <Labelled label="الدولة" {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'الدولة' });
    const icon = trigger.querySelector('[data-slot="select-icon"]')!;
    await expect(icon.getBoundingClientRect().left).toBeLessThan(trigger.getBoundingClientRect().left + 40);
  },
};

/** Dark theme, open. */
export const Dark: Story = {
  parameters: inOwnFrame,
  globals: { theme: 'dark' },
  args: { options: english.slice(0, 40), defaultOpen: true, defaultValue: 'AR' },
};

/** While the select's code loads: its trigger with the chosen option's text, inert (above the real select). */
export const Placeholder: Story = {
  args: { defaultValue: 'AM', 'aria-label': 'Country' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, inlineSize: 280 }}>
      <SelectPlaceholder text="Armenia" aria-label="Country" />
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const held = canvasElement.querySelector('[data-slot="select-trigger"][inert]')!;
    await expect(held).toHaveAttribute('inert');
    await expect(canvas.getAllByRole('combobox')).toHaveLength(1);
    await expectSameBox(held, canvas.getByRole('combobox'));
  },
};
