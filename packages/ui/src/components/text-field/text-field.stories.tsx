import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  COUNT_ANNOUNCE_DELAY_MS,
  TextField,
  type TextFieldInputProps,
  type TextFieldProps,
} from './text-field';
import { stateOf } from '../../internal/story-helpers';

/** Story args: the input's props, plus `multiline` and `rows` (the union of both shapes confuses arg types). */
type StoryArgs = Omit<TextFieldInputProps, 'multiline'> & { multiline?: boolean; rows?: number };

const meta = {
  title: 'Forms/TextField',
  component: TextField as (props: StoryArgs) => ReturnType<typeof TextField>,
  render: (args) => <TextField {...(args as TextFieldProps)} />,
  args: { label: 'Campaign name', placeholder: 'Spring sale', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 400 }}>{Story()}</div>],
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Campaign name'));
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Black Friday');
    await expect(input).toHaveValue('Black Friday');
    await expect(args.onChange).toHaveBeenCalledTimes(12);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Type a name' };

export const HintAndError: Story = {
  args: {
    required: true,
    hint: 'Only you see the name; users see the ad title.',
    error: 'Enter a name of at least 3 characters.',
    defaultValue: 'ab',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Campaign name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter a name of at least 3 characters. Only you see the name; users see the ad title.',
    );
  },
};

/** The counter under the field; the limit is part of the description, so it is heard before typing. */
const withCounterStory: Story = {
  args: { label: 'Title', maxLength: 60, showCount: true, hint: 'Shown on top of the ad.' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAccessibleDescription('Shown on top of the ad. Up to 60 characters');
    await userEvent.type(input, 'Rewarded video');
    const count = canvasElement.querySelector('[data-slot="text-field-count"]')!;
    await expect(count).toHaveTextContent('14/60');
    await expect(count).toHaveAttribute('data-state', 'ok');
  },
};

export const WithCounter: Story = stateOf(withCounterStory);

export const WithCounterFlow: Story = { ...withCounterStory, tags: ['flow'], name: 'With counter: type' };

/** Near the limit the counter turns amber and, once typing pauses, a polite live region says how many are left. */
const nearTheLimitStory: Story = {
  args: { label: 'Button text', maxLength: 12, showCount: true, defaultValue: 'Open th' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Button text' });
    const live = canvasElement.querySelector('[data-slot="text-field-announcer"]')!;
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(input, 'e bo');
    const count = canvasElement.querySelector('[data-slot="text-field-count"]')!;
    await expect(count).toHaveTextContent('11/12');
    await expect(count).toHaveAttribute('data-state', 'near');
    await waitFor(() => expect(live).toHaveTextContent('1 character left'), {
      timeout: COUNT_ANNOUNCE_DELAY_MS + 1000,
    });
  },
};

export const NearTheLimit: Story = stateOf(nearTheLimitStory);

export const NearTheLimitFlow: Story = {
  ...nearTheLimitStory,
  tags: ['flow'],
  name: 'Near the limit: type past it',
};

/** Over the limit: nothing is cut (a paste stays whole); the counter says how many are too many. */
export const OverTheLimit: Story = {
  args: {
    label: 'Title',
    maxLength: 30,
    showCount: true,
    defaultValue: 'Spring sale: every rewarded video at half price',
    error: 'At most 30 characters.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Spring sale: every rewarded video at half price',
    );
    const count = canvasElement.querySelector('[data-slot="text-field-count"]')!;
    await expect(count).toHaveTextContent('47/30');
    await expect(count).toHaveAttribute('data-state', 'over');
  },
};

const multilineStory: Story = {
  args: {
    multiline: true,
    label: 'Description',
    rows: 4,
    maxLength: 160,
    showCount: true,
    placeholder: 'What the user gets',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(canvasElement.querySelector('[data-slot="text-field-count"]')).toHaveTextContent('17/160');
  },
};

export const Multiline: Story = stateOf(multilineStory);

export const MultilineFlow: Story = { ...multilineStory, tags: ['flow'], name: 'Multiline: type' };

/** A hard limit (`hardMaxLength`): a paste past it is cut where it ends, so a megabyte pasted by mistake never lands. */
const hardLimitStory: Story = {
  args: {
    multiline: true,
    label: 'Comment',
    rows: 3,
    maxLength: 20,
    hardMaxLength: 20,
    showCount: true,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(textarea);
    await userEvent.paste('A comment pasted far past its limit');
    await expect(textarea).toHaveValue('A comment pasted far');
    await expect(canvasElement.querySelector('[data-slot="text-field-count"]')).toHaveTextContent('20/20');
  },
};

export const HardLimit: Story = stateOf(hardLimitStory);

export const HardLimitFlow: Story = { ...hardLimitStory, tags: ['flow'], name: 'Hard limit: paste past it' };

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'Moderated campaign',
    hint: 'The name cannot change after moderation.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Campaign name' })).toBeDisabled();
  },
};

interface AdTexts {
  title: string;
  text: string;
}

/** Stands in for the page's submit handler. */
const submitted = fn<(values: AdTexts) => void>();

function AdTextsForm({ onSubmit }: { onSubmit: (values: AdTexts) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdTexts>({ defaultValues: { title: '', text: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: 16 }}>
      <TextField
        label="Title"
        required
        maxLength={30}
        showCount
        error={errors.title?.message}
        {...register('title', {
          required: 'Enter a title.',
          maxLength: { value: 30, message: 'At most 30 characters.' },
        })}
      />
      <TextField
        multiline
        label="Text"
        maxLength={60}
        showCount
        error={errors.text?.message}
        {...register('text', { maxLength: { value: 60, message: 'At most 60 characters.' } })}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

/** With react-hook-form's `register`: the ref, `name`, `onChange` and `onBlur` go straight to the control. */
export const WithReactHookForm: Story = {
  tags: ['flow'],
  render: () => <AdTextsForm onSubmit={(values) => submitted(values)} />,
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(await canvas.findByText('Enter a title.')).toBeVisible();
    await expect(title).toBeInvalid();
    // react-hook-form focuses the first invalid field through the forwarded ref.
    await expect(title).toHaveFocus();
    await userEvent.type(title, 'Half-price week');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text' }), 'Every video at half price.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        title: 'Half-price week',
        text: 'Every video at half price.',
      }),
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Name of the campaign as it appears in reports, exports and invoices sent to your finance team',
    hint: 'A long hint wraps under the control instead of widening the form: https://example.com/a/very/long/link',
    error: 'This name is already used by another campaign in the archive; choose a different one.',
    maxLength: 64,
    showCount: true,
    defaultValue: 'Black_Friday_rewarded_video_campaign_for_the_whole_CIS_region',
  },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="field"]')!;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    label: 'Заголовок',
    hint: 'Виден над объявлением.',
    maxLength: 40,
    showCount: true,
    required: true,
    defaultValue: 'Скидки на всё',
    labels: { limit: 'Не больше {max} символов' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Заголовок' })).toHaveAccessibleDescription(
      'Виден над объявлением. Не больше 40 символов',
    );
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '标题',
    hint: '显示在广告上方。',
    maxLength: 30,
    showCount: true,
    defaultValue: '春季促销',
    labels: { limit: '最多 {max} 个字符' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="text-field-count"]')).toHaveTextContent('4/30');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Title" maxLength={30} showCount defaultValue="Spring sale" hint="Shown on top." />
      <TextField label="Button" maxLength={12} showCount defaultValue="Open the bot" />
      <TextField
        label="Text"
        multiline
        maxLength={20}
        showCount
        defaultValue="Every video at half price"
        error="At most 20 characters."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="text-field-count"]')].map((c) =>
      c.getAttribute('data-state'),
    );
    await expect(states).toEqual(['ok', 'near', 'over']);
  },
};
