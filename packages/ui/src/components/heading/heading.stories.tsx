import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Campaigns' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Campaigns' });
    await expect(heading.tagName).toBe('H1');
    await expect(heading).toHaveAttribute('data-size', 'xl');
  },
};

/** Each level with its default size. */
export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = headingLevels.map((level) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize),
    );
    // Sizes never grow with a deeper level.
    for (let i = 1; i < sizes.length; i += 1) await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
    await expect(sizes[0]).toBe(30);
  },
};

/** The level says where it sits in the outline; the size is chosen apart from it. */
export const SizeIndependentOfLevel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={2} size="2xl">
        An h2 that looks big
      </Heading>
      <Heading level={1} size="xs">
        An h1 that looks small
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h2 = canvas.getByRole('heading', { level: 2 });
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(parseFloat(getComputedStyle(h2).fontSize)).toBe(36);
    await expect(parseFloat(getComputedStyle(h1).fontSize)).toBe(16);
  },
};

/** A long name without spaces wraps inside its column instead of widening the page. */
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  args: {
    children:
      'Black_Friday_rewarded_video_campaign_for_the_whole_CIS_region_with_a_very_long_name and more words',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { children: 'Рекламные кампании' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Рекламные кампании' })).toBeVisible();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: { children: '广告活动' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '广告活动' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Levels.render!,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
  },
};
