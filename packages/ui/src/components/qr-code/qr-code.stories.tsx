import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectSameBox } from '../../internal/story-helpers';
import { expect } from 'storybook/test';
import { QrCode } from './qr-code';
import { QrCodePlaceholder } from './qr-code-placeholder';

const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const meta = {
  title: 'Data/QrCode',
  component: QrCode,
  args: { value: address, label: 'QR code of your TRON wallet address' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code of your TRON wallet address' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code).toHaveAttribute('width', '176');
  },
};

export const WithValue: Story = {
  args: { showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(address)).toBeVisible();
  },
};

export const LongLinkSmall: Story = {
  name: 'Long link, small',
  args: {
    value:
      'https://t.me/adnet_bot?start=deposit_7f3a9c2e1b4d4a0f9e8c7b6a5d4c3b2a1f0e9d8c7b6a5d4c3b2a1f0e9d8c7b6a',
    size: 128,
    showValue: true,
    label: 'QR code of the deposit link',
  },
};

export const Russian: Story = {
  args: { label: 'QR-код адреса вашего кошелька TRON', showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR-код адреса вашего кошелька TRON' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { showValue: true },
};

/** While the encoder loads: a skeleton of the code's size with the value already under it (beside the code). */
export const Placeholder: Story = {
  args: { showValue: true, size: 128 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'start' }}>
      <QrCodePlaceholder value={args.value} size={args.size} showValue={args.showValue} />
      <QrCode {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const held = canvasElement.querySelector('[data-slot="qr-code-placeholder"]')!;
    await expect(held).toHaveAttribute('aria-busy', 'true');
    await expect(held).toHaveTextContent(args.value);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expectSameBox(held, canvasElement.querySelector('[data-slot="qr-code"]')!);
  },
};
