import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CampaignStatusBadge, campaignStatuses } from './campaign-status-badge';

const meta = {
  title: 'Data/CampaignStatusBadge',
  component: CampaignStatusBadge,
  args: { status: 'ACTIVE' },
} satisfies Meta<typeof CampaignStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active');
    await expect(badge).toHaveAttribute('data-tone', 'success');
  },
};

/** Every status, so a designer sees the whole palette at once. */
const renderAll: Story['render'] = (args) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {campaignStatuses.map((status) => (
      <CampaignStatusBadge key={status} {...args} status={status} />
    ))}
  </div>
);

export const AllStatuses: Story = {
  render: renderAll,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On moderation')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Declined')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Small: Story = { args: { status: 'DECLINED', size: 'sm' } };

export const UnknownStatus: Story = {
  name: 'Unknown status (newer API)',
  args: { status: 'PAUSED_BY_SCHEDULE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PAUSED_BY_SCHEDULE')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Russian: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {campaignStatuses.map((status) => (
        <CampaignStatusBadge
          key={status}
          {...args}
          status={status}
          labels={{
            DRAFT: 'Черновик',
            MODERATION: 'На модерации',
            ACTIVE: 'Активна',
            STOPPED: 'Остановлена',
            DECLINED: 'Отклонена',
            FINISHED: 'Завершена',
            ARCHIVED: 'В архиве',
          }}
        />
      ))}
    </div>
  ),
};

export const Chinese: Story = {
  args: { status: 'MODERATION', labels: { MODERATION: '审核中' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核中')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: renderAll,
};
