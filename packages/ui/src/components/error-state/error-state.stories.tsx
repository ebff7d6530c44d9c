import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './error-state';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Retry with a click' };

export const KeyboardRetry: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function RetryingGrid() {
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorState
      labels={{ title: 'Data loading error.' }}
      retrying={retrying}
      onRetry={() => setRetrying(true)}
    />
  );
}

export const Retrying: Story = {
  tags: ['flow'],
  render: () => <RetryingGrid />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithoutRetry: Story = {
  args: { details: 'Error code: TIMEOUT_ERROR' },
  render: ({ onRetry: _onRetry, ...args }) => <ErrorState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Error code: TIMEOUT_ERROR')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact', labels: { title: 'Data loading error.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Data loading error.' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    labels: {
      description:
        'The statistics service did not answer within thirty seconds. Your campaigns keep running; only this report could not be built right now.',
    },
    details: 'Request id: 6f1c2a9e-8b0d-4c5e-a1f3-0d9b7e2c4a68-very-long-identifier-without-spaces',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { labels: { title: '出错了', description: '请稍后再试。', retry: '重试' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const RussianText: Story = {
  globals: { locale: 'ru' },
  args: { labels: { title: 'Что-то пошло не так', description: 'Попробуйте позже.', retry: 'Повторить' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { labels: { title: 'حدث خطأ ما', retry: 'أعد المحاولة' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
  },
};
