import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Callout, calloutTones } from './callout';
import { stateOf } from '../../internal/story-helpers';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  args: {
    title: 'Campaigns are paused',
    children: 'Your balance reached 0 USDT. Top up the wallet to start them again.',
  },
  argTypes: { tone: { control: 'inline-radio', options: calloutTones } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the page: no live role, so nothing is announced on load. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Campaigns are paused')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The tone's icon is decorative.
    const icon = canvasElement.querySelector('[data-slot="callout-icon"]')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.querySelector('svg')).not.toBeNull();
  },
};

const toneTexts = {
  info: ['Moderation takes up to 24 hours', 'You can edit the campaign while it waits.'],
  success: ['Campaign saved', 'It starts on 1 December at 00:00 UTC.'],
  warning: ['Low balance', 'About 2 days of spend are left at the current rate.'],
  danger: ['Payment failed', 'The deposit was not received. Nothing was charged.'],
} as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {calloutTones.map((tone) => (
        <Callout key={tone} tone={tone} title={toneTexts[tone][0]}>
          {toneTexts[tone][1]} <a href="#details">Details</a>
        </Callout>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const callouts = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="callout"]')];
    await expect(callouts.map((c) => c.dataset.tone)).toEqual([...calloutTones]);
    // Each tone has its own icon and its own colours.
    const icons = callouts.map((c) => c.querySelector('svg')!.innerHTML);
    await expect(new Set(icons).size).toBe(4);
    const backgrounds = callouts.map((c) => getComputedStyle(c).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(4);
  },
};

const withActionStory: Story = {
  args: {
    tone: 'warning',
    title: 'Low balance',
    children: 'Campaigns stop when the balance reaches 0 USDT.',
    action: (
      <Button size="sm" variant="outline" tone="neutral">
        Top up
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toHaveFocus();
  },
};

export const WithAction: Story = stateOf(withActionStory);

export const WithActionFlow: Story = { ...withActionStory, tags: ['flow'], name: 'With action: click it' };

const dismissibleStory: Story = {
  args: { tone: 'success', title: 'Campaign saved', children: undefined, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Dismissible: Story = stateOf(dismissibleStory);

export const DismissibleFlow: Story = { ...dismissibleStory, tags: ['flow'], name: 'Dismissible: dismiss' };

function SaveWithStatus() {
  const [saved, setSaved] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={() => setSaved(true)}>Save</Button>
      {/* Kept mounted, so the change of its text is announced. */}
      <Callout tone={saved ? 'success' : 'info'} announce="polite">
        {saved ? 'Campaign saved.' : 'Changes are not saved yet.'}
      </Callout>
    </div>
  );
}

/** `announce="polite"`: a status region, announced when its text changes. */
const announcedPolitelyStory: Story = {
  render: () => <SaveWithStatus />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Changes are not saved yet.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status).toHaveTextContent('Campaign saved.'));
    await expect(status).toHaveAttribute('data-tone', 'success');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AnnouncedPolitely: Story = stateOf(announcedPolitelyStory);

export const AnnouncedPolitelyFlow: Story = {
  ...announcedPolitelyStory,
  tags: ['flow'],
  name: 'Announced politely: show it',
};

/** `announce="assertive"`: an alert, only for what must interrupt. */
export const AnnouncedAsAlert: Story = {
  args: { tone: 'danger', announce: 'assertive', title: 'Payment failed', children: 'Nothing was charged.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment failed');
  },
};

/** A danger callout that is part of the page is still not an alert unless asked. */
export const DangerWithoutAnnouncement: Story = {
  args: { tone: 'danger', title: 'This campaign was declined', children: 'Reason: misleading claim.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  args: {
    tone: 'warning',
    title:
      'The landing page https://example.com/a/very/long/path/without/any/spaces/to/break/at is unreachable',
    children:
      'We tried three times in the last hour and got no answer. Ads that lead to an unreachable page are stopped after 24 hours, so check the address or the server before then.',
    onDismiss: fn(),
    action: <Button size="sm">Edit the link</Button>,
  },
  play: async ({ canvasElement }) => {
    const callout = canvasElement.querySelector<HTMLElement>('[data-slot="callout"]')!;
    await expect(callout.scrollWidth).toBeLessThanOrEqual(callout.clientWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    tone: 'warning',
    title: 'Низкий баланс',
    children: 'Кампании остановятся, когда баланс достигнет 0 USDT.',
    onDismiss: fn(),
    labels: { dismiss: 'Закрыть' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    tone: 'info',
    title: '审核最多需要 24 小时',
    children: '在等待期间您可以编辑广告活动。',
    onDismiss: fn(),
    labels: { dismiss: '关闭' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核最多需要 24 小时')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render!,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="callout"]')).toHaveLength(4);
  },
};
