import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DotsLoader } from './dots-loader';

const meta = {
  title: 'Primitives/DotsLoader',
  component: DotsLoader,
} satisfies Meta<typeof DotsLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelectorAll('.adn-DotsLoader-dot')).toHaveLength(3);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <DotsLoader size="sm" label="Loading small" />
      <DotsLoader size="md" label="Loading medium" />
      <DotsLoader size="lg" label="Loading large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    const large = canvas.getByText('Loading large').parentElement!.querySelector('.adn-DotsLoader-dot')!;
    await expect(large.getBoundingClientRect().width).toBe(12);
  },
};

/** What AppShell shows while a layout loads: the loader centred in the page. */
export const FillsItsArea: Story = {
  args: { fill: true, label: 'Loading the cabinet' },
  decorators: [
    (Story) => <div style={{ blockSize: 240, border: '1px dashed var(--color-border)' }}>{Story()}</div>,
  ],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading the cabinet');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(238);
  },
};

export const MotionFollowsPreference: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('.adn-DotsLoader-dot')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(dot).animationName).toBe(reduced ? 'adn-dots-fade' : 'adn-dots-bounce');
  },
};

export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      Preparing the report <DotsLoader label={null} size="sm" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const TranslatedLabel: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Загрузка' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка');
  },
};
