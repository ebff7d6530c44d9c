import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch';
import { SwitchPlaceholder } from './switch-placeholder';
import { stateOf, expectSameBox } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Show archived campaigns', onCheckedChange: fn() },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { label: 'Show archived campaigns' },
      ru: { label: 'Показывать архивные кампании' },
      'zh-CN': { label: '显示已归档的广告活动' },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Show archived campaigns' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Show archived campaigns'));
    await expect(control).not.toBeChecked();
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Toggle with a click' };

export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(getComputedStyle(control).boxShadow).not.toBe('none');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    const thumb = control.nextElementSibling!;
    // The thumb has moved to the inline end.
    await expect(thumb.getBoundingClientRect().right).toBeGreaterThan(
      control.getBoundingClientRect().right - 6,
    );
  },
};

export const WithDescription: Story = {
  args: { label: 'Pause at budget end', description: 'The campaign stops instead of going over budget.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Pause at budget end' })).toHaveAccessibleDescription(
      'The campaign stops instead of going over budget.',
    );
  },
};

export const Small: Story = {
  args: { size: 'sm', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch').getBoundingClientRect().width).toBe(28);
  },
};

const disabledStory: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch {...args} label="Disabled off" disabled />
      <Switch {...args} label="Disabled on" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Disabled off' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = { ...disabledStory, tags: ['flow'], name: 'Disabled: clicks do nothing' };

export const LongText: Story = {
  args: {
    label:
      'Send me a Telegram message every time a campaign is declined by moderation, with the reason and a link',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 300 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch').getBoundingClientRect().width).toBe(36);
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { label: 'إظهار الحملات المؤرشفة', defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    const thumb = control.nextElementSibling!;
    // On means "toward the inline end": the left side in RTL.
    await expect(thumb.getBoundingClientRect().left).toBeLessThan(control.getBoundingClientRect().left + 6);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '显示已归档的广告活动' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '显示已归档的广告活动' })).toBeVisible();
  },
};

/** While the switch's code loads: its track and label, inert, at its size (above the real switch). */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <SwitchPlaceholder label={args.label} />
      <Switch {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const held = canvasElement.querySelector('[data-slot="switch-placeholder"]')!;
    await expect(held).toHaveAttribute('inert');
    // Only the real switch is a control.
    await expect(canvas.getAllByRole('switch')).toHaveLength(1);
    await expectSameBox(held, canvasElement.querySelector('[data-slot="switch"]')!);
  },
};
