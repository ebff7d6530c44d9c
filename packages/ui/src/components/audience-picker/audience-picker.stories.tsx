import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { atViewport, storyViewports } from '../../internal/story-helpers';
import { Button } from '../button';
import {
  AudiencePicker,
  type AudiencePickerItem,
  type AudiencePickerProps,
  type AudienceSelection,
} from './audience-picker';
import { AudienceStatusBadge, audienceStatuses } from './audience-status-badge';

const audiences: AudiencePickerItem[] = [
  { id: 1, name: 'Crypto enthusiasts', size: 1_240_000, minSize: 1_000, status: 'READY' },
  { id: 2, name: 'Mobile gamers', size: 86_500, minSize: 1_000, status: 'READY' },
  { id: 3, name: 'English learners', size: 0, minSize: 1_000, status: 'BUILDING' },
  { id: 4, name: 'Premium users', size: 640, minSize: 1_000, status: 'TOO_SMALL' },
  { id: 5, name: 'Old CRM export', size: 0, minSize: 1_000, status: 'FAILED' },
];

/** Keeps the selection in state, as the campaign form does, and reports each change to `onValueChange`. */
function Stateful(args: AudiencePickerProps) {
  const [value, setValue] = useState<AudienceSelection>(args.value);
  return (
    <div style={{ maxInlineSize: 760 }}>
      <AudiencePicker
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data/AudiencePicker',
  component: AudiencePicker,
  args: { audiences, value: { included: [], excluded: [] }, onValueChange: fn() },
  render: Stateful,
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof AudiencePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: both boxes with their hints. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Include audiences' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Exclude audiences' })).toBeEnabled();
  },
};

/** Include one audience with the pointer: the option shows its size; it is then not offered for exclusion. */
export const IncludesWithThePointer: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Include audiences' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mobile gamers · 86,500' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ included: [2], excluded: [] });
    await userEvent.keyboard('{Escape}');
    const list = canvas.getByRole('list', { name: 'Included audiences' });
    await expect(list).toHaveTextContent('Mobile gamers86,500 usersReady');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Exclude audiences' }));
    await screen.findByRole('option', { name: 'Crypto enthusiasts · 1,240,000' });
    await expect(screen.queryByRole('option', { name: /Mobile gamers/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Chosen audiences that campaigns would skip are named with the reason, before the campaign is saved. */
export const Warnings: Story = {
  args: { value: { included: [1, 3, 4], excluded: [5] } },
  play: async ({ canvas }) => {
    const included = canvas.getByRole('list', { name: 'Included audiences' });
    const items = within(included).getAllByRole('listitem');
    await expect(items[0]).not.toHaveAttribute('data-problem');
    await expect(items[1]).toHaveTextContent('Still building: its size is not final yet.');
    await expect(items[2]).toHaveTextContent('Too small: 640 of the 1,000 users needed.');
    const excluded = canvas.getByRole('list', { name: 'Excluded audiences' });
    await expect(excluded).toHaveTextContent('Failed: it has no users, so it targets nobody.');
  },
};

/** The keyboard alone: search, pick with Enter, remove with the chip's button; focus stays in the box. */
export const Keyboard: Story = {
  tags: ['flow'],
  args: { value: { included: [], excluded: [2] } },
  play: async ({ canvas, userEvent, args }) => {
    const include = canvas.getByRole('combobox', { name: 'Include audiences' });
    await userEvent.click(include);
    await userEvent.keyboard('prem');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ included: [4], excluded: [2] });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mobile gamers · 86,500' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ included: [4], excluded: [] });
  },
};

/** An id the list does not hold (deleted meanwhile) stays chosen and is named, never dropped silently. */
export const UnknownAudience: Story = {
  args: { value: { included: [1, 99], excluded: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Included audiences' })).toHaveTextContent(
      'Audience #99 (not available)',
    );
  },
};

export const Loading: Story = {
  args: { audiences: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading audiences');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { audiences: [], emptyAction: <Button variant="outline">Create an audience</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No audiences yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create an audience' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The retry of a failed load calls `onRetry` once. */
export const RetriesAfterAnError: Story = {
  tags: ['flow'],
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { included: [1], excluded: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Include audiences' })).toBeDisabled();
  },
};

export const FieldErrors: Story = {
  args: {
    value: { included: [1], excluded: [] },
    includeError: 'Audience #7 is not an audience of this account',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Include audiences' })).toHaveAccessibleDescription(
      /not an audience of this account/,
    );
  },
};

/** A phone: the two boxes stack; long names wrap. */
export const Phone: Story = {
  args: { value: { included: [1, 4], excluded: [2] } },
  globals: { viewport: atViewport('phone390') },
  play: async ({ canvas }) => {
    const [include, exclude] = canvas.getAllByRole('combobox');
    await expect(exclude!.getBoundingClientRect().top).toBeGreaterThan(
      include!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Translated texts and numbers (Russian). */
export const Russian: Story = {
  args: {
    locale: 'ru',
    value: { included: [4], excluded: [] },
    labels: {
      include: 'Включить аудитории',
      exclude: 'Исключить аудитории',
      includeHint: 'Рекламу увидят только пользователи хотя бы одной из них.',
      excludeHint: 'Пользователи любой из них рекламу не увидят.',
      placeholder: 'Выберите аудитории',
      includedList: 'Включённые аудитории',
      excludedList: 'Исключённые аудитории',
      size: (n) => `${n} польз.`,
      tooSmall: (n, min) =>
        `Слишком мала: ${n} из ${min} нужных. Кампании пропускают её, пока она не вырастет.`,
      statuses: { TOO_SMALL: 'Слишком мала' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Включённые аудитории' })).toHaveTextContent(
      /Слишком мала: 640 из 1\s000 нужных/,
    );
  },
};

/** Every audience status as a badge. */
export const StatusBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {audienceStatuses.map((status) => (
        <AudienceStatusBadge key={status} status={status} />
      ))}
      <AudienceStatusBadge status="ARCHIVED_LIST" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ready')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Too small')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('ARCHIVED_LIST')).toHaveAttribute('data-tone', 'neutral');
  },
};
