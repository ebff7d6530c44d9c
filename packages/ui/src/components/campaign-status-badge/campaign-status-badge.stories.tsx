import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CampaignStatusBadge, campaignStatuses, defaultCampaignStatusLabels } from './campaign-status-badge';

const meta = {
  title: 'Data/CampaignStatusBadge',
  component: CampaignStatusBadge,
  args: { status: 'ACTIVE' },
  // The Locale toolbar swaps these sample texts.
  parameters: {
    localeArgs: {
      en: { labels: undefined },
      ru: {
        labels: {
          DRAFT: 'Черновик',
          MODERATION: 'На модерации',
          ACTIVE: 'Активна',
          STOPPED: 'Остановлена',
          DECLINED: 'Отклонена',
          FINISHED: 'Завершена',
          ARCHIVED: 'В архиве',
        },
      },
      'zh-CN': {
        labels: {
          DRAFT: '草稿',
          MODERATION: '审核中',
          ACTIVE: '投放中',
          STOPPED: '已停止',
          DECLINED: '已拒绝',
          FINISHED: '已结束',
          ARCHIVED: '已归档',
        },
      },
    },
  },
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

/** How a badge looks, as a person would tell two apart: fill, outline style and the icon's shape. */
function lookOf(badge: HTMLElement) {
  const style = getComputedStyle(badge);
  return [
    style.backgroundColor,
    style.borderStyle,
    badge.querySelector('svg')?.getAttribute('class') ?? 'no icon',
  ].join(' | ');
}

/** A colour as the browser computes it (`rgb(…)`), for comparing with a computed background. */
function computedColor(value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
}

/**
 * The three statuses of a campaign that is not serving, each with its own outline and icon: a draft (dashed), a
 * stopped one (amber) and an archived one (grey). None is filled: none waits for anyone but its owner's choice.
 */
export const NotServing: Story = {
  name: 'Not serving: Draft, Stopped, Archived',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(['DRAFT', 'STOPPED', 'ARCHIVED'] as const).map((status) => (
        <CampaignStatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const badges = ['Draft', 'Stopped', 'Archived'].map((name) => canvas.getByText(name));
    const looks = badges.map((badge) => lookOf(badge as HTMLElement));
    await expect(new Set(looks).size).toBe(3);
    for (const badge of badges)
      await expect(getComputedStyle(badge).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/**
 * The list's weight follows what needs the advertiser: Declined (fix the ad and send it again) is the one solid
 * badge; Stopped, once the loudest, is an outline.
 */
export const DeclinedStandsOut: Story = {
  name: 'Declined is the one solid badge',
  render: renderAll,
  play: async ({ canvas }) => {
    const declined = canvas.getByText('Declined');
    await expect(getComputedStyle(declined).backgroundColor).toBe(
      computedColor(getComputedStyle(document.documentElement).getPropertyValue('--color-danger-9').trim()),
    );
    await expect(getComputedStyle(declined).color).toBe('rgb(255, 255, 255)');
    const solid = campaignStatuses.filter(
      (status) =>
        canvas.getByText(defaultCampaignStatusLabels[status]).getAttribute('data-variant') === 'solid',
    );
    await expect(solid).toEqual(['DECLINED']);
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
