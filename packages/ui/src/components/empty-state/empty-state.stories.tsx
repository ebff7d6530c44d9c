import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

const withActionStory: Story = {
  args: {
    title: 'No campaigns yet',
    description: 'Create a campaign to start showing ads in Telegram mini apps and channels.',
  },
  render: (args) => {
    const onCreate = fn();
    return <EmptyState {...args} action={<Button onClick={onCreate}>Create campaign</Button>} />;
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Create campaign' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  },
};

export const WithAction: Story = stateOf(withActionStory);

export const WithActionFlow: Story = { ...withActionStory, tags: ['flow'], name: 'With action: click' };

export const Compact: Story = {
  args: { size: 'compact', title: 'No transactions in this period', icon: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No transactions in this period' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'No audiences match the filters you selected for regions, languages, platforms and categories',
    description:
      'Try removing some filters, or widen the date range: audiences created more than ninety days ago are in the archive and do not show here.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="empty-state"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '暂无数据', description: '创建广告活动后，这里会显示统计信息。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无数据' })).toBeVisible();
  },
};

export const RussianText: Story = {
  globals: { locale: 'ru' },
  args: { title: 'Нет данных', description: 'Создайте кампанию, чтобы увидеть статистику.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Нет данных' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { title: 'لا توجد بيانات', description: 'أنشئ حملة لعرض الإحصاءات.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد بيانات' })).toBeVisible();
  },
};
