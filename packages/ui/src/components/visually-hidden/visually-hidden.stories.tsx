import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Loading' },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busy region: the eye sees the skeleton, a screen reader hears what loads. */
export const LoadingRegion: Story = {
  render: (args) => (
    <section aria-busy="true" aria-labelledby="loading-title" style={{ display: 'grid', gap: 12 }}>
      <VisuallyHidden as="h2" id="loading-title">
        Campaign
      </VisuallyHidden>
      <Skeleton shape="rect" height={96} />
      <VisuallyHidden {...args} />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Campaign' })).toHaveAttribute('aria-busy', 'true');
    const text = canvas.getByText('Loading');
    await expect(text.tagName).toBe('SPAN');
    // In the accessibility tree, but it takes no room on screen.
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().height).toBe(96);
  },
};

/** A status line that announces itself: a `p` with `role="status"`. */
export const StatusLine: Story = {
  args: { as: 'p', role: 'status', children: 'Saved' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('P');
    await expect(status).toHaveTextContent('Saved');
  },
};
