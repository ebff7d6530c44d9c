import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './button';
import { stateOf } from '../../internal/story-helpers';

const PlusIcon = () => (
  <svg
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M8 3v10M3 8h10" />
  </svg>
);
const TrashIcon = () => (
  <svg
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />
  </svg>
);

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Create campaign', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { children: 'Create campaign' },
      ru: { children: 'Создать кампанию' },
      'zh-CN': { children: '创建广告活动' },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Click calls onClick' };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonTones.map((tone) => (
        <div key={tone} style={row}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} tone={tone} onClick={args.onClick}>
              {`${variant} ${tone}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonTones.length);
    await expect(canvas.getByRole('button', { name: 'soft danger' })).toHaveAttribute('data-variant', 'soft');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} size={size} onClick={args.onClick}>{`Size ${size}`}</Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map((s) => canvas.getByRole('button', { name: `Size ${s}` }).offsetHeight);
    await expect(heights).toEqual([28, 36, 44]);
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={row}>
      <Button startIcon={<PlusIcon />} onClick={args.onClick}>
        New audience
      </Button>
      <Button variant="outline" tone="danger" endIcon={<TrashIcon />} onClick={args.onClick}>
        Archive
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Decorative icons add nothing to the name.
    await expect(canvas.getByRole('button', { name: 'New audience' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeVisible();
  },
};

const iconOnlyStory: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button
          key={size}
          size={size}
          variant="ghost"
          tone="danger"
          icon={<TrashIcon />}
          aria-label={`Delete campaign (${size})`}
          onClick={args.onClick}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete campaign (md)' });
    await expect(button.offsetWidth).toBe(button.offsetHeight);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const IconOnly: Story = stateOf(iconOnlyStory);

export const IconOnlyFlow: Story = { ...iconOnlyStory, tags: ['flow'], name: 'Icon only: click' };

export const KeyboardFocusAndActivation: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Create campaign' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The focus ring is visible: a box-shadow ring appears on keyboard focus.
    await expect(getComputedStyle(button).boxShadow).not.toBe('none');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const disabledStory: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = { ...disabledStory, tags: ['flow'], name: 'Disabled: clicks do nothing' };

const loadingStory: Story = {
  render: (args) => (
    <div style={row}>
      <Button onClick={args.onClick}>Save changes</Button>
      <Button loading onClick={args.onClick}>
        Save changes
      </Button>
      <Button loading variant="soft" size="lg" onClick={args.onClick}>
        Save changes
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const [idle, busy] = canvas.getAllByRole('button', { name: 'Save changes' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Same width as the idle button: the layout does not jump when saving starts.
    await expect(busy.offsetWidth).toBe(idle.offsetWidth);
    await userEvent.click(busy);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable, so keyboard users do not lose their place while it saves.
    busy.focus();
    await expect(busy).toHaveFocus();
  },
};

export const Loading: Story = stateOf(loadingStory);

export const LoadingFlow: Story = { ...loadingStory, tags: ['flow'], name: 'Loading: clicks do nothing' };

function SignInForm({ loading }: { loading: boolean }) {
  const [submits, setSubmits] = useState(0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setSubmits((n) => n + 1);
      }}
    >
      <Button type="submit" loading={loading}>
        Sign in
      </Button>
      <p>Submissions: {submits}</p>
    </form>
  );
}

export const LoadingSubmitDoesNotResubmit: Story = {
  tags: ['flow'],
  render: () => <SignInForm loading />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Submissions: 0')).toBeVisible();
  },
};

export const SubmitsAForm: Story = {
  tags: ['flow'],
  render: () => <SignInForm loading={false} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Submissions: 1')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Create a campaign for the full-screen media format with a very long name that should not break',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // One line: buttons never wrap their label.
    const button = canvas.getByRole('button');
    await expect(button.offsetHeight).toBe(36);
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" style={row}>
      <Button startIcon={<PlusIcon />} onClick={args.onClick}>
        إنشاء حملة
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'إنشاء حملة' });
    const icon = button.querySelector('[data-slot="icon"]')!;
    // The start icon sits on the right in RTL.
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().left + 40);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <div style={row}>
      <Button onClick={args.onClick}>创建广告活动</Button>
      <Button variant="soft" onClick={args.onClick}>
        保存草稿
      </Button>
      <Button variant="outline" tone="danger" onClick={args.onClick}>
        删除
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '创建广告活动' })).toBeVisible();
  },
};

export const RussianText: Story = {
  globals: { locale: 'ru' },
  render: (args) => (
    <div style={row}>
      <Button onClick={args.onClick}>Создать кампанию</Button>
      <Button variant="ghost" tone="neutral" onClick={args.onClick}>
        Отмена
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Создать кампанию' })).toBeVisible();
  },
};
