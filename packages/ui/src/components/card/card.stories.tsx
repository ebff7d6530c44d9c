import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from './card';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: 'Balance: 1 250.00 USDT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance: 1 250.00 USDT')).toBeVisible();
  },
};

const withPartsStory: Story = {
  render: () => {
    const onTopUp = fn();
    return (
      <Card as="section" aria-labelledby="wallet-title">
        <Card.Header>
          <Card.Title id="wallet-title">Wallet</Card.Title>
          <Card.Description>Funds available for all campaigns.</Card.Description>
        </Card.Header>
        <Card.Body>
          <strong style={{ fontSize: 24 }}>1 250.00 USDT</strong>
        </Card.Body>
        <Card.Footer>
          <Button variant="soft" tone="neutral">
            History
          </Button>
          <Button onClick={onTopUp}>Top up</Button>
        </Card.Footer>
      </Card>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Wallet' });
    await expect(region).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toHaveFocus();
  },
};

export const WithParts: Story = stateOf(withPartsStory);

export const WithPartsFlow: Story = { ...withPartsStory, tags: ['flow'], name: 'WithParts: flow' };

export const Raised: Story = {
  args: { variant: 'raised', children: 'Raised card for content above the page, such as a summary panel.' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const LongText: Story = {
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>
          Campaign «Black Friday — full-screen media for iOS and Android users in Brazil, India and Indonesia»
        </Card.Title>
        <Card.Description>
          https://t.me/adnet_demo_channel/very/long/link/without/any/spaces/that/must/wrap/inside/the/card
        </Card.Description>
      </Card.Header>
      <Card.Footer>
        <Badge tone="primary">Full-screen media</Badge>
      </Card.Footer>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>钱包</Card.Title>
        <Card.Description>可用于所有广告活动的资金。</Card.Description>
      </Card.Header>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '钱包' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>المحفظة</Card.Title>
      </Card.Header>
      <Card.Footer>
        <Button>إيداع</Button>
      </Card.Footer>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    const button = canvas.getByRole('button', { name: 'إيداع' });
    // Footer actions sit at the inline end: the left in RTL.
    await expect(button.getBoundingClientRect().left - card.getBoundingClientRect().left).toBeLessThan(40);
  },
};
