import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartColumn from 'lucide-react/icons/chart-column';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Square from 'lucide-react/icons/square';
import Wallet from 'lucide-react/icons/wallet';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { atViewport, inOwnFrame, storyViewports } from '../../internal/story-helpers';
import { Button } from '../button';
import {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteLabels,
} from './command-palette';
import { ShortcutsDialog, type ShortcutsDialogGroup } from './shortcuts-dialog';

type DemoItem = Omit<CommandPaletteItem, 'onSelect'>;
type DemoGroup = Omit<CommandPaletteGroup, 'items'> & { items: DemoItem[] };

/** What the stories hand the palette; items report their choice through one spy, `onSelectItem(id)`. */
interface DemoArgs {
  groups: DemoGroup[];
  labels: CommandPaletteLabels;
  loading?: boolean;
  /** Open when the story renders (a state to review) rather than after the button is pressed. */
  defaultOpen?: boolean;
  defaultQuery?: string;
  onSelectItem: (id: string) => void;
  onOpenChange: (open: boolean) => void;
  onQueryChange: (query: string) => void;
}

const labels: CommandPaletteLabels = {
  title: 'Command palette',
  placeholder: 'Search pages, campaigns, actions…',
  empty: 'No results',
  loading: 'Searching campaigns…',
  close: 'Close',
  hint: '↑↓ to move · Enter to open · Esc to close',
};

const icon = (Icon: typeof Megaphone) => <Icon size={16} />;

const pages: DemoGroup = {
  id: 'pages',
  heading: 'Pages',
  items: [
    { id: 'page-home', label: 'Home', icon: icon(LayoutDashboard), keywords: ['dashboard'] },
    {
      id: 'page-campaigns',
      label: 'Campaigns',
      icon: icon(Megaphone),
      keywords: ['ads'],
      shortcut: ['G', 'C'],
    },
    { id: 'page-wallet', label: 'Wallet', icon: icon(Wallet), keywords: ['balance'], shortcut: ['G', 'W'] },
    { id: 'page-statistics', label: 'Statistics', icon: icon(ChartColumn), keywords: ['stats', 'reports'] },
  ],
};
const actions: DemoGroup = {
  id: 'actions',
  heading: 'Actions',
  items: [
    { id: 'new-campaign', label: 'New campaign', icon: icon(Plus), keywords: ['create'] },
    { id: 'deposit', label: 'Deposit to wallet', icon: icon(Wallet), keywords: ['top up', 'pay'] },
  ],
};
const serverResults: DemoGroup = {
  id: 'campaigns',
  heading: 'Campaigns',
  unfiltered: true,
  items: [
    { id: 'campaign-1042', label: 'Spring sale', description: 'Campaign #1042 · Active', icon: icon(Play) },
    {
      id: 'campaign-1042-stop',
      label: 'Stop “Spring sale”',
      description: 'Campaign #1042',
      icon: icon(Square),
    },
  ],
};

/** Holds `open` and `query` as the app does, with a button that opens the palette (focus returns to it). */
function Demo({ groups, labels, loading, defaultOpen, defaultQuery, ...spies }: DemoArgs) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const [query, setQuery] = useState(defaultQuery ?? '');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open command palette</Button>
      <CommandPalette
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          spies.onOpenChange(next);
        }}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          spies.onQueryChange(next);
        }}
        loading={loading ?? false}
        labels={labels}
        groups={groups.map((group) => ({
          ...group,
          items: group.items.map((item) => ({ ...item, onSelect: () => spies.onSelectItem(item.id) })),
        }))}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  render: (args) => <Demo {...args} />,
  args: {
    groups: [pages, actions],
    labels,
    onSelectItem: fn(),
    onOpenChange: fn(),
    onQueryChange: fn(),
  },
  parameters: {
    viewport: { options: storyViewports },
    // The Locale toolbar swaps the palette's fixed texts, as the app passes them translated.
    localeArgs: {
      en: { labels },
      ru: {
        labels: {
          title: 'Командная палитра',
          placeholder: 'Поиск страниц, кампаний, действий…',
          empty: 'Ничего не найдено',
          loading: 'Ищем кампании…',
          close: 'Закрыть',
          hint: '↑↓ — выбор · Enter — открыть · Esc — закрыть',
        },
      },
      'zh-CN': {
        labels: {
          title: '命令面板',
          placeholder: '搜索页面、广告活动、操作…',
          empty: '无结果',
          loading: '正在搜索广告活动…',
          close: '关闭',
          hint: '↑↓ 移动 · Enter 打开 · Esc 关闭',
        },
      },
    },
    docs: {
      ...inOwnFrame.docs,
      description: {
        component:
          '`CommandPalette` (cmdk in `Dialog`: a WAI-ARIA combobox over grouped results) and `ShortcutsDialog` (the keyboard shortcuts as definition lists).',
      },
    },
  },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<DemoArgs>;

const open = { parameters: inOwnFrame, args: { defaultOpen: true } } satisfies Story;

const input = () => screen.getByRole('combobox', { name: labels.placeholder });
const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
const optionNames = () =>
  screen.queryAllByRole('option').map((o) => o.querySelector('.adn-CommandPalette-label')?.textContent);

/** Pages and actions in the order given; the first option is active. */
export const Default: Story = {
  ...open,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() =>
      expect(within(dialog).getByRole('listbox', { name: 'Command palette' })).toBeVisible(),
    );
    await expect(optionNames()).toEqual([
      'Home',
      'Campaigns',
      'Wallet',
      'Statistics',
      'New campaign',
      'Deposit to wallet',
    ]);
    await waitFor(() => expect(active()).toHaveTextContent('Home'));
    await expect(input()).toHaveAttribute('aria-expanded', 'true');
    await expect(input()).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/**
 * Keyboard only: Enter on the button opens the palette, typing filters, ArrowDown moves the active option (the
 * input's `aria-activedescendant`), Enter chooses it, Escape closes and focus goes back to the button.
 */
export const ChooseWithKeyboard: Story = {
  tags: ['flow'],
  name: 'Open, filter, choose with the keyboard, close',
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open command palette' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('wal');
    await waitFor(() => expect(optionNames()).toEqual(['Wallet', 'Deposit to wallet']));
    await waitFor(() => expect(active()).toHaveTextContent('Wallet'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent('Deposit to wallet');
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectItem).toHaveBeenCalledTimes(1);
    await expect(args.onSelectItem).toHaveBeenCalledWith('deposit');
    // Choosing does not close: the app closes the palette when it navigates.
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** End and Home jump to the last and the first option; a click chooses too. */
export const HomeEndAndPointer: Story = {
  ...open,
  tags: ['flow'],
  name: 'Home, End and a click',
  play: async ({ userEvent, args }) => {
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent('Deposit to wallet');
    await userEvent.keyboard('{Home}');
    await expect(active()).toHaveTextContent('Home');
    await userEvent.click(screen.getByRole('option', { name: /Statistics/ }));
    await expect(args.onSelectItem).toHaveBeenCalledTimes(1);
    await expect(args.onSelectItem).toHaveBeenCalledWith('page-statistics');
  },
};

/** A query keeps the matches of label and keywords ("stats" finds Statistics by its keyword), best first. */
export const Filtered: Story = {
  ...open,
  args: { ...open.args, defaultQuery: 'camp' },
  play: async () => {
    await expect(input()).toHaveValue('camp');
    await waitFor(() => expect(optionNames()).toEqual(['Campaigns', 'New campaign']));
    await waitFor(() => expect(active()).toHaveTextContent('Campaigns'));
  },
};

/** Server results on the way: a loading row under the local matches, in a polite status region. */
export const Loading: Story = {
  ...open,
  args: { ...open.args, defaultQuery: 'spring', loading: true, groups: [pages, actions] },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Searching campaigns…');
  },
};

/** Nothing matches: the list is gone and the status says so. */
export const NoResults: Story = {
  ...open,
  args: { ...open.args, defaultQuery: 'zzzz' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('No results');
    await expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await expect(input()).toHaveAttribute('aria-expanded', 'false');
    await expect(input()).not.toHaveAttribute('aria-activedescendant');
  },
};

/**
 * The server's matches for "1042" (the campaign's id) come as an `unfiltered` group: shown as given though their
 * labels do not contain the query, while the local groups are filtered (and hidden when empty).
 */
export const ServerResults: Story = {
  ...open,
  args: { ...open.args, defaultQuery: '1042', groups: [serverResults, pages, actions] },
  play: async () => {
    await waitFor(() => expect(optionNames()).toEqual(['Spring sale', 'Stop “Spring sale”']));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Campaigns' })).toBeVisible());
    await expect(screen.queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(active()).toHaveTextContent('Spring sale'));
  },
};

const withDisabled: DemoGroup[] = [
  {
    ...actions,
    items: [
      { id: 'start', label: 'Start “Spring sale”', icon: icon(Play), disabled: true },
      ...actions.items,
    ],
  },
];

/** A disabled item is shown dimmed, announced as unavailable and skipped by the arrows. */
export const DisabledItem: Story = {
  ...open,
  args: { ...open.args, groups: withDisabled },
  play: async () => {
    const disabled = await screen.findByRole('option', { name: /Start/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(active()).toHaveTextContent('New campaign'));
  },
};

/** Enter on a disabled item is impossible: the arrows never land on it and a click does nothing. */
export const DisabledItemSkipped: Story = {
  ...open,
  tags: ['flow'],
  name: 'Disabled item: skipped and not chosen',
  args: { ...open.args, groups: withDisabled },
  play: async ({ userEvent, args }) => {
    await waitFor(() => expect(active()).toHaveTextContent('New campaign'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveTextContent('New campaign');
    await userEvent.click(screen.getByRole('option', { name: /Start/ }));
    await expect(args.onSelectItem).not.toHaveBeenCalled();
  },
};

const longGroups: DemoGroup[] = [
  {
    ...serverResults,
    items: [
      {
        id: 'long-1',
        label:
          'Black Friday mega sale for crypto wallets and exchanges in Kazakhstan, Uzbekistan and Kyrgyzstan',
        description: 'Campaign #981234 · On moderation since yesterday',
        icon: icon(Play),
      },
      {
        id: 'long-2',
        label: 'Stop “Black Friday mega sale for crypto wallets and exchanges”',
        description: 'Campaign #981234',
        icon: icon(Square),
        shortcut: ['Shift', 'S'],
      },
    ],
  },
  pages,
];

/** Long labels and descriptions are cut with an ellipsis on one line; the description stays on the right. */
export const LongLabels: Story = {
  ...open,
  args: { ...open.args, groups: longGroups },
  play: async () => {
    const label = (await screen.findAllByRole('option'))[0]!.querySelector<HTMLElement>(
      '.adn-CommandPalette-label',
    )!;
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    const dialog = screen.getByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** At 390 px: the description goes under the label, both still cut with an ellipsis; nothing scrolls sideways. */
export const Phone390: Story = {
  ...open,
  name: 'At 390 px',
  args: { ...open.args, groups: longGroups },
  globals: { viewport: atViewport('phone390') },
  play: async () => {
    const option = (await screen.findAllByRole('option'))[0]!;
    const label = option.querySelector('.adn-CommandPalette-label')!.getBoundingClientRect();
    const description = option.querySelector('.adn-CommandPalette-description')!.getBoundingClientRect();
    await expect(description.top).toBeGreaterThanOrEqual(label.bottom - 1);
    const dialog = screen.getByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

const shortcutGroups: ShortcutsDialogGroup[] = [
  {
    heading: 'Anywhere',
    shortcuts: [
      { keys: ['Ctrl+K'], label: 'Open the command palette' },
      { keys: ['?'], label: 'Show keyboard shortcuts' },
    ],
  },
  {
    heading: 'Go to',
    shortcuts: [
      { keys: ['G', 'C'], label: 'Go to campaigns' },
      { keys: ['G', 'M'], label: 'Go to monitoring' },
      { keys: ['G', 'W'], label: 'Go to wallet' },
    ],
  },
];

function ShortcutsDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keyboard shortcuts</Button>
      <ShortcutsDialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Keyboard shortcuts"
        closeLabel="Close"
        groups={shortcutGroups}
      />
    </>
  );
}

/**
 * `ShortcutsDialog`: a heading and a definition list per group, keys as `kbd` caps; a sequence reads "G then C",
 * its term, and then what it does, its definition.
 */
export const Shortcuts: Story = {
  parameters: inOwnFrame,
  render: () => <ShortcutsDemo defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const term = within(dialog).getAllByRole('term')[2]!;
    await expect(term).toHaveTextContent('G then C');
    await expect(term.querySelectorAll('kbd')).toHaveLength(2);
    await expect(term.nextElementSibling).toHaveRole('definition');
    await expect(term.nextElementSibling).toHaveTextContent('Go to campaigns');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Go to', level: 3 })).toBeVisible(),
    );
  },
};

/** The shortcuts dialog at 390 px. */
export const ShortcutsPhone390: Story = {
  ...Shortcuts,
  name: 'Shortcuts at 390 px',
  globals: { viewport: atViewport('phone390') },
};

/** Escape closes the shortcuts dialog and focus returns to the button that opened it. */
export const ShortcutsClose: Story = {
  tags: ['flow'],
  name: 'Shortcuts: open and close',
  render: () => <ShortcutsDemo />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
