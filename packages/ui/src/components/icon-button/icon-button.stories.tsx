import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { buttonSizes, buttonTones } from '../button/button';
import { IconButton } from './icon-button';
import { stateOf } from '../../internal/story-helpers';

const MoreGlyph = () => (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <circle cx="3" cy="8" r="1.5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="13" cy="8" r="1.5" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: <MoreGlyph />, label: 'Campaign actions', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Campaign actions' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button.offsetWidth).toBe(button.offsetHeight);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Click' };

export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Campaign actions' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).boxShadow).not.toBe('none');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const TonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {buttonTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <IconButton key={size} {...args} tone={tone} size={size} label={`${tone} ${size}`} />
          ))}
          <IconButton {...args} tone={tone} variant="soft" label={`${tone} soft`} />
          <IconButton {...args} tone={tone} variant="solid" label={`${tone} solid`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'danger lg' }).offsetHeight).toBe(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Campaign actions' })).toBeDisabled();
  },
};

const loadingStory: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Campaign actions' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = stateOf(loadingStory);

export const LoadingFlow: Story = { ...loadingStory, tags: ['flow'], name: 'Loading: clicks do nothing' };

export const TranslatedLabel: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '广告活动操作' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '广告活动操作' })).toBeVisible();
  },
};
