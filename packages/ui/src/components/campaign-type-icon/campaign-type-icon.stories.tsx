import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { campaignTypes } from '../ad-preview/ad-preview-model';
import { CampaignTypeIcon } from './campaign-type-icon';

const meta = {
  title: 'Data/CampaignTypeIcon',
  component: CampaignTypeIcon,
  args: { type: 'BotMessageMedia' },
} satisfies Meta<typeof CampaignTypeIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative next to the type's name: hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <CampaignTypeIcon {...args} /> Bot message
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-type', 'BotMessageMedia');
  },
};

/** Standing alone (a compact card): named for screen readers. */
export const Labelled: Story = {
  args: { type: 'RewardedVideo', label: 'Rewarded video', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rewarded video' })).toBeVisible();
  },
};

/** Every format, so a designer sees the set; each pictogram differs from the others. */
export const AllTypes: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {campaignTypes.map((type) => (
        <li key={type} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <CampaignTypeIcon type={type} size={20} /> {type}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const paths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    await expect(paths).toHaveLength(7);
    await expect(new Set(paths).size).toBe(7);
  },
};
