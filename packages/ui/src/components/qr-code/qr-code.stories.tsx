import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './qr-code';

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
