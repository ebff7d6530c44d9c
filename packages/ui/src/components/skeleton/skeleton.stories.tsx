import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar.getBoundingClientRect().width).toBe(360);
  },
};

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(bars).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    await expect(bars[2]!.getBoundingClientRect().width).toBeLessThan(bars[0]!.getBoundingClientRect().width);
  },
};

/** A campaign card while it loads: the region is aria-busy and says what loads; the bars are hidden. */
export const CardPlaceholder: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading campaign" style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton width="50%" />
      </div>
      <Skeleton shape="rect" height={120} />
      <Skeleton lines={2} />
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Loading campaign' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton width={120} height={24} />
      <Skeleton shape="rect" width="100%" height={48} />
      <Skeleton shape="circle" width={24} height={24} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first] = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(first!.getBoundingClientRect().width).toBe(120);
    await expect(first!.getBoundingClientRect().height).toBe(24);
  },
};

/** Bare boxes sized by the host's class, as a page frame's placeholders are (a nav entry, an avatar). */
export const Box: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="box" />
      <Skeleton shape="box" style={{ blockSize: 28, borderRadius: 'var(--radius-3)' }} />
      <Skeleton shape="box" style={{ inlineSize: 32, blockSize: 32, borderRadius: 'var(--radius-full)' }} />
      <Skeleton
        shape="box"
        style={{ display: 'inline-block', justifySelf: 'start', inlineSize: 'auto', blockSize: 28 }}
      >
        <span>Русский</span>
      </Skeleton>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const [plain, nav] = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(plain).toHaveAttribute('data-shape', 'box');
    // No margin of a text line: the host's class decides the size.
    await expect(getComputedStyle(plain!).marginBlockStart).toBe('0px');
    await expect(plain!.getBoundingClientRect().width).toBe(360);
    await expect(nav!.getBoundingClientRect().height).toBe(28);
    // A box sized by the text it stands for: as wide as the text, which is not seen.
    const sized = canvas.getByText('Русский');
    await expect(getComputedStyle(sized).visibility).toBe('hidden');
    await expect(sized.parentElement!.getBoundingClientRect().width).toBe(
      sized.getBoundingClientRect().width,
    );
  },
};

export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="skeleton"]')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Shimmers (its shine layer slides) unless the user asked for less motion.
    await expect(getComputedStyle(bar, '::after').animationName).toBe(
      reduced ? 'none' : 'adn-skeleton-shimmer',
    );
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    // The short last line starts at the right edge, as RTL text would.
    await expect(bars[2]!.getBoundingClientRect().right).toBe(bars[0]!.getBoundingClientRect().right);
  },
};
