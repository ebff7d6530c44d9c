import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Campaign name', children: <Input placeholder="Spring sale" /> },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent }) => {
    // Clicking the label focuses the control: they are wired by id.
    await userEvent.click(canvas.getByText('Campaign name'));
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Black Friday');
    await expect(input).toHaveValue('Black Friday');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Type and see the hint' };

export const WithHint: Story = {
  args: { hint: 'Only you see the name; users see the ad title.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(
      'Only you see the name; users see the ad title.',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'From 3 to 64 characters.', error: 'Enter a name of at least 3 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toBeInvalid();
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription(
      'Enter a name of at least 3 characters. From 3 to 64 characters.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    // The asterisk is visual only; the name stays clean.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'The name cannot change after moderation.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Campaign name' })).toBeDisabled();
  },
};

function ValidatingField() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && value.trim().length < 3 ? 'Enter a name of at least 3 characters.' : undefined;
  return (
    <Field label="Campaign name" error={error} required>
      <Input value={value} onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)} />
    </Field>
  );
}

export const ValidatesOnBlur: Story = {
  tags: ['flow'],
  render: () => <ValidatingField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await userEvent.click(input);
    await userEvent.keyboard('ab');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a name of at least 3 characters.')).toBeVisible();
    await expect(input).toBeInvalid();
    await userEvent.click(input);
    await userEvent.keyboard('c');
    await expect(canvas.queryByText('Enter a name of at least 3 characters.')).toBeNull();
    await expect(input).toBeValid();
  },
};

const withTextareaStory: Story = {
  args: {
    label: 'Decline reason',
    hint: 'The advertiser sees this text.',
    children: <Textarea placeholder="The creative shows a competitor's logo" />,
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Decline reason' });
    await userEvent.type(textarea, 'Misleading claim');
    await expect(textarea).toHaveValue('Misleading claim');
    await expect(textarea).toHaveAccessibleDescription('The advertiser sees this text.');
  },
};

export const WithTextarea: Story = stateOf(withTextareaStory);

export const WithTextareaFlow: Story = { ...withTextareaStory, tags: ['flow'], name: 'With textarea: type' };

export const LongText: Story = {
  args: {
    label: 'Name of the campaign as it appears in reports, exports and invoices sent to your finance team',
    hint: 'A long hint wraps under the control instead of widening the form: https://example.com/a/very/long/link/that/has/no/spaces/to/break/at',
    error:
      'This name is already used by another campaign in the archive; choose a different one to continue.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox').closest('[data-slot="field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { label: 'اسم الحملة', hint: 'يظهر لك فقط', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'اسم الحملة' })).toBeVisible();
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '广告活动名称',
    hint: '仅您可见',
    error: '名称至少需要 3 个字符',
    children: <Input placeholder="春季促销" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '广告活动名称' })).toHaveAccessibleDescription(
      '名称至少需要 3 个字符 仅您可见',
    );
  },
};

export const RussianText: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Название кампании', hint: 'Видно только вам', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Название кампании' })).toBeVisible();
  },
};
