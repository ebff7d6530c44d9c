import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MoreIcon } from '../../internal/overlay-icons';
import { Button } from '../button';
import { ConfirmDialog, Dialog } from '../dialog';
import { TextField } from '../text-field';
import { IconButton } from '../icon-button';
import { DropdownMenu } from './dropdown-menu';
import { stateOf, inOwnFrame } from '../../internal/story-helpers';

interface DemoArgs {
  onSelect: (action: string) => void;
  onArchive: () => void;
  onBlur: () => void;
}

function RowActions({ onSelect, name = 'Spring sale' }: { onSelect: (a: string) => void; name?: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton icon={<MoreIcon />} label={`Actions for ${name}`} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onSelect('edit')}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect('copy')}>Copy</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect('stop')}>Stop</DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={() => onSelect('start')}>
          Start
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onSelect('archive')}>
          Archive
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  args: { onSelect: fn(), onArchive: fn(), onBlur: fn() },
  render: (args) => <RowActions onSelect={args.onSelect} />,
  parameters: {
    // Most stories show an open dialog or menu: each gets its own frame on the docs page.
    docs: {
      ...inOwnFrame.docs,
      description: { component: 'Row action menus and other menus of actions, on Radix DropdownMenu.' },
    },
  },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

/** Click to open, click an action: it runs and the menu closes, focus back on the trigger. */
const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Spring sale' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    await expect(args.onSelect).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Open and pick' };

/** Keyboard: Enter opens on the first item, arrows skip the disabled one, typeahead jumps, Escape closes. */
export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Spring sale' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('archive');
  },
};

function RowActionWithConfirm({ onArchive }: { onArchive: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <IconButton icon={<MoreIcon />} label="Actions for Spring sale" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item>Edit</DropdownMenu.Item>
          <DropdownMenu.Item tone="danger" onSelect={() => setConfirming(true)}>
            Archive
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="destructive"
        title="Archive “Spring sale”?"
        labels={{ confirm: 'Archive' }}
        onConfirm={onArchive}
      />
    </>
  );
}

/** A destructive row action asks first; after the dialog, focus is back on the row's menu button. */
export const ConfirmFromMenu: Story = {
  tags: ['flow'],
  render: (args) => <RowActionWithConfirm onArchive={args.onArchive} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Spring sale' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “Spring sale”?' });
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function RowActionWithForm({ onBlur }: { onBlur: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <IconButton icon={<MoreIcon />} label="Actions for Spring sale" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setOpen(true)}>Rename</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content labels={{ close: 'Close' }}>
          <Dialog.Title>Rename “Spring sale”</Dialog.Title>
          <Dialog.Body>
            <TextField label="New name" onBlur={onBlur} />
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/**
 * A row action that opens a form: its first field gets the focus and keeps it (the menu does not take it back to
 * its trigger a tick later, which blurred the field); closing the dialog gives it back to the trigger.
 */
export const FormFromMenu: Story = {
  tags: ['flow'],
  name: 'Open a form from the menu',
  render: (args) => <RowActionWithForm onBlur={args.onBlur} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Spring sale' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'New name' });
    await waitFor(() => expect(field).toHaveFocus());
    // Radix hands focus back a timer tick after the menu is gone: a timer set once it is gone runs after that one.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(field).toHaveFocus();
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Checkbox and radio items, with a label and groups (e.g. table columns and density). */
export const CheckboxAndRadioItems: Story = {
  tags: ['flow'],
  render: function Render() {
    const [columns, setColumns] = useState({ clicks: true, ctr: false });
    const [density, setDensity] = useState('comfortable');
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" tone="neutral">
            View
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start">
          <DropdownMenu.Label>Columns</DropdownMenu.Label>
          <DropdownMenu.CheckboxItem
            checked={columns.clicks}
            onCheckedChange={(v) => setColumns((c) => ({ ...c, clicks: v === true }))}
          >
            Clicks
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.CheckboxItem
            checked={columns.ctr}
            onCheckedChange={(v) => setColumns((c) => ({ ...c, ctr: v === true }))}
          >
            CTR
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator />
          <DropdownMenu.Label>Density</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={density} onValueChange={setDensity}>
            <DropdownMenu.RadioItem value="comfortable">Comfortable</DropdownMenu.RadioItem>
            <DropdownMenu.RadioItem value="compact">Compact</DropdownMenu.RadioItem>
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    const ctr = await screen.findByRole('menuitemcheckbox', { name: 'CTR' });
    await expect(ctr).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(ctr);
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(await screen.findByRole('menuitemcheckbox', { name: 'CTR' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Compact' }));
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Open, for review (light and dark). */
export const Open: Story = {
  render: (args) => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <IconButton icon={<MoreIcon />} label="Actions for Spring sale" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item onSelect={() => args.onSelect('edit')}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Start</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger">Archive</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};

/** Long item text wraps inside the 320 px maximum width. */
export const LongText: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button>Export</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item>
          Export statistics of every campaign for the selected period as CSV
        </DropdownMenu.Item>
        <DropdownMenu.Item>Экспортировать статистику по всем кампаниям за выбранный период</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const Russian: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <IconButton icon={<MoreIcon />} label="Действия с кампанией «Весна»" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item>Изменить</DropdownMenu.Item>
        <DropdownMenu.Item>Копировать</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger">В архив</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'В архив' })).toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <IconButton icon={<MoreIcon />} label="广告活动操作" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item>编辑</DropdownMenu.Item>
        <DropdownMenu.Item>复制</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger">归档</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: '归档' })).toBeInTheDocument();
  },
};

/** Right-to-left: opens towards the inline start and mirrors the item layout. */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <DropdownMenu.Root defaultOpen dir="rtl">
        <DropdownMenu.Trigger asChild>
          <IconButton icon={<MoreIcon />} label="إجراءات" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item>تعديل</DropdownMenu.Item>
          <DropdownMenu.Item tone="danger">أرشفة</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Open.render!,
};
