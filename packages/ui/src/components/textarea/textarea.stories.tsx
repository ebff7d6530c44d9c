import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Textarea } from './textarea';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Decline reason', placeholder: 'Explain what to change', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { 'aria-label': 'Decline reason', placeholder: 'Explain what to change' },
      ru: { 'aria-label': 'Причина отклонения', placeholder: 'Объясните, что изменить' },
      'zh-CN': { 'aria-label': '拒绝原因', placeholder: '说明需要修改的内容' },
    },
  },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Decline reason' });
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Type' };

export const KeyboardFocus: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toHaveFocus();
    await expect(getComputedStyle(textarea).boxShadow).not.toBe('none');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'bad' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only after moderation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const NotResizable: Story = {
  args: { resizable: false, rows: 5 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('textbox')).resize).toBe('none');
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'The landing page of this ad redirects through three trackers before reaching the advertised channel, which our rules do not allow. '.repeat(
        4,
      ),
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox');
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { 'aria-label': '拒绝原因', placeholder: '请说明需要修改的内容' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '拒绝原因' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { 'aria-label': 'سبب الرفض', defaultValue: 'الإعلان لا يطابق القواعد' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('textbox')).direction).toBe('rtl');
  },
};
