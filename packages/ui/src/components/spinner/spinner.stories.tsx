import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Screen readers hear "Loading" once, politely.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('status').map((s) => s.getBoundingClientRect().width);
    await expect(widths).toEqual([14, 20, 32]);
  },
};

export const InheritsTextColour: Story = {
  render: () => (
    <p style={{ color: 'var(--color-danger-11)', display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner size="sm" label={null} /> Retrying the upload
    </p>
  ),
  play: async ({ canvas }) => {
    // A decorative spinner announces nothing: the text next to it says what happens.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Retrying the upload')).toBeVisible();
  },
};

export const TranslatedLabel: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '加载中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};
