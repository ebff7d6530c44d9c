import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from '../dialog';
import { Input } from '../input';
import { DesktopLayout, MobileLayout } from '../layout';
import { demoProject } from '../layout/layout.fixture';
import { DataGrid, type DataGridProps } from './data-grid';
import { createDataGridState, withFilter, type DataGridState } from './data-grid-state';
import { campaignColumns, makeCampaignRows, type SampleCampaign } from './data-grid.fixtures';
import { UiLocaleProvider } from '../../locale';
import { inOwnFrame } from '../../internal/story-helpers';

const rows57 = makeCampaignRows(57);
const rows200 = makeCampaignRows(200);
const columns = campaignColumns('en');

const baseArgs = {
  caption: 'Campaigns',
  columns,
  data: rows57,
  getRowId: (row: SampleCampaign) => row.id,
  getRowLabel: (row: SampleCampaign) => row.name,
  onStateChange: fn(),
} satisfies Partial<DataGridProps<SampleCampaign>>;

/** Viewports the fitting stories run at (the story tests set the browser to them too). */
const viewports = {
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Data/DataGrid',
  component: DataGrid<SampleCampaign>,
  args: baseArgs,
  parameters: { layout: 'padded', viewport: { options: viewports } },
} satisfies Meta<typeof DataGrid<SampleCampaign>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const stop = fn();
const archive = fn();
const bulkStop = fn();
const bulkArchive = fn();

export const ClientSortAndPages: Story = {
  tags: ['flow'],
  name: 'Client side: sort and pages',
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(bodyRows(table)).toHaveLength(20);
    await expect(canvas.getByText('1–20 of 57')).toBeVisible();
    // Types show their labels, never the enum values.
    await expect(within(table).queryByText(/^(RewardedVideo|FullscreenMedia|BotMessageMedia)$/)).toBeNull();
    await expect(
      within(table).getAllByText(/^(Rewarded video|Full-screen media|Bot message)$/).length,
    ).toBeGreaterThan(0);

    const budget = canvas.getByRole('button', { name: 'Budget' });
    await userEvent.click(budget);
    await expect(budget.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = Math.min(...rows57.map((r) => r.budget));
    await expect(bodyRows(table)[0]).toHaveTextContent(ascending.toLocaleString('en'));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        orderBy: 'budget',
        order: 'asc',
        currentPage: 1,
        pageCount: 3,
        pageSize: 20,
      }),
    );
    await userEvent.click(budget);
    await expect(budget.closest('th')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('21–40 of 57')).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    // Row 21 was first in view; at 50 rows a page it is on page 1.
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(bodyRows(table)).toHaveLength(50);
  },
};

export const Filters: Story = {
  tags: ['flow'],
  name: 'Filters: Apply and Clear, chips',
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Name' }));
    const popover = await screen.findByRole('dialog', { name: 'Filter by Name' });
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ openedFilter: 'name' }),
    );
    await userEvent.type(within(popover).getByLabelText('Name'), 'crypto{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const crypto = rows57.filter((r) => r.name.toLowerCase().includes('crypto')).length;
    await expect(bodyRows(table)).toHaveLength(Math.min(crypto, 20));
    await expect(canvas.getByRole('button', { name: 'Filter by Name' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: { name: 'crypto' }, openedFilter: null, currentPage: 1 }),
    );
    const chips = canvas.getByRole('list', { name: 'Active filters' });
    await expect(within(chips).getByText('Name: crypto')).toBeVisible();

    // The status filter is a form too: a choice is a draft until Apply.
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Status' }));
    const statuses = await screen.findByRole('dialog', { name: 'Filter by Status' });
    await userEvent.click(within(statuses).getByRole('radio', { name: 'Active' }));
    await expect(args.onStateChange).not.toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: expect.objectContaining({ status: 'ACTIVE' }) }),
    );
    await userEvent.click(within(statuses).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(chips).getByText('Status: Active')).toBeVisible();

    // Remove the name chip: every row left is Active, and as many as the data has.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Name: crypto' }));
    await expect(canvas.getByRole('button', { name: 'Remove filter Status: Active' })).toHaveFocus();
    const active = rows57.filter((r) => r.status === 'ACTIVE').length;
    await expect(active).toBeGreaterThan(0);
    await expect(bodyRows(table)).toHaveLength(Math.min(active, 20));
    for (const row of bodyRows(table)) await expect(row).toHaveTextContent('Active');

    // Clear in the popover removes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Status' }));
    const again = await screen.findByRole('dialog', { name: 'Filter by Status' });
    await userEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull());
    await expect(bodyRows(table)).toHaveLength(20);
  },
};

export const OpenedFilterFromUrl: Story = {
  name: 'Opened filter restored from state',
  parameters: inOwnFrame,
  args: { defaultState: { openedFilter: 'status', filter: { status: 'DECLINED' } } },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Filter by Status' });
    await expect(within(popover).getByRole('radio', { name: 'Declined' })).toBeChecked();
    // Focus starts on the chosen option, as Tab into a radio group would.
    await waitFor(() => expect(within(popover).getByRole('radio', { name: 'Declined' })).toHaveFocus());
    await expect(within(popover).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

interface ServerProps extends DataGridProps<SampleCampaign> {
  /** The host's bulk action, with the ids it acts on. */
  onBulk?: (action: string, ids: string[]) => void;
}

/** A month of "Created" dates, as a date-range picker in the host's toolbar would set it. */
const MARCH: [string, string] = ['2026-03-01', '2026-03-31'];
const dayOf = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/**
 * A host as the cabinet's list pages are: the state and the selection are its own, a search field and a date
 * range in the toolbar write `state.filter`, and a fake server filters, sorts and pages on a timer.
 */
function ServerGrid({ onBulk, ...props }: ServerProps) {
  const all = rows57;
  const [state, setState] = useState<DataGridState>(() => createDataGridState({ pageCount: 3 }));
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [search, setSearch] = useState('');
  const request = JSON.stringify([
    state.currentPage,
    state.pageSize,
    state.orderBy,
    state.order,
    state.filter,
  ]);
  const [answer, setAnswer] = useState<{ request: string; page: SampleCampaign[]; total: number } | null>(
    null,
  );
  useEffect(() => {
    const timer = setTimeout(() => {
      const { name, status, period } = state.filter as { name?: string; status?: string; period?: string[] };
      const matching = all.filter(
        (row) =>
          (!name || row.name.toLowerCase().includes(name.toLowerCase())) &&
          (!status || row.status === status) &&
          (!period ||
            (dayOf(row.createdEpoch) >= (period[0] ?? '') && dayOf(row.createdEpoch) <= (period[1] ?? ''))),
      );
      const sorted = state.orderBy
        ? [...matching].sort((a, b) => {
            const key = state.orderBy as keyof SampleCampaign;
            const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
            return state.order === 'desc' ? -order : order;
          })
        : matching;
      const start = (state.currentPage - 1) * state.pageSize;
      setAnswer({ request, page: sorted.slice(start, start + state.pageSize), total: matching.length });
    }, 300);
    return () => clearTimeout(timer);
  }, [all, request, state]);
  const loading = answer?.request !== request;
  const total = answer?.total ?? all.length;
  const change = (next: DataGridState) => {
    props.onStateChange?.(next);
    setState(next);
    setSearch(typeof next.filter.name === 'string' ? next.filter.name : '');
  };
  return (
    <DataGrid
      {...props}
      mode="server"
      data={answer?.page ?? []}
      loading={loading}
      state={{ ...state, pageCount: Math.max(Math.ceil(total / state.pageSize), 1) }}
      totalCount={total}
      onStateChange={change}
      selectable
      selectedRowIds={selected}
      onSelectedRowIdsChange={setSelected}
      describeFilter={(id, value) =>
        id === 'period' && Array.isArray(value) ? `Created: ${value[0]} – ${value[1]}` : null
      }
      toolbar={
        <>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              change(withFilter(state, 'name', search.trim() || undefined));
            }}
          >
            <Input
              size="sm"
              aria-label="Search campaigns"
              placeholder="Search campaigns"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </form>
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            onClick={() => change(withFilter(state, 'period', MARCH))}
          >
            March 2026
          </Button>
        </>
      }
      bulkActions={
        <>
          <Button size="sm" variant="soft" onClick={() => onBulk?.('stop', [...selected])}>
            Stop
          </Button>
          <Button size="sm" variant="soft" tone="danger" onClick={() => onBulk?.('archive', [...selected])}>
            Archive
          </Button>
        </>
      }
    />
  );
}

const waitForRows = async (table: HTMLElement) => {
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
};

export const ServerSide: Story = {
  tags: ['flow'],
  name: 'Server side: selection across pages, bulk actions',
  render: (args) => <ServerGrid {...args} onBulk={bulkStop} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await waitForRows(table);
    await expect(bodyRows(table)[0]).toHaveTextContent('#1');

    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${rows57[0]?.name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${rows57[1]?.name}` }));
    const bar = canvas.getByRole('group', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');
    // The host's toolbar gives way to the selection's while rows are selected.
    await expect(canvas.queryByRole('textbox', { name: 'Search campaigns' })).toBeNull();
    const pageBox = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(pageBox).toHaveProperty('indeterminate', true);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 2 }));
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('#21'));
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${rows57[20]?.name}` }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('3 selected');

    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(bulkStop).toHaveBeenLastCalledWith('stop', ['c-1', 'c-2', 'c-21']);

    // Back on page 1 the first two are still selected.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('#1'));
    await expect(canvas.getByRole('checkbox', { name: `Select ${rows57[0]?.name}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Search campaigns' })).toBeVisible();
  },
};

export const FilterChips: Story = {
  tags: ['flow'],
  name: 'Filter chips, also for the host’s own filters',
  render: (args) => <ServerGrid {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await waitForRows(table);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search campaigns' }), 'spring{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'March 2026' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: { name: 'spring', period: MARCH } }),
    );
    const chips = canvas.getByRole('list', { name: 'Active filters' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name: spring', 'Created: 2026-03-01 – 2026-03-31']);
    await waitForRows(table);
    const expected = rows57.filter(
      (r) => r.name.toLowerCase().includes('spring') && dayOf(r.createdEpoch).startsWith('2026-03'),
    ).length;
    await expect(canvas.getByText(`${expected === 0 ? 0 : 1}–${expected} of ${expected}`)).toBeVisible();

    // Removing the search chip empties the host's search field too (it reads the state).
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Name: spring' }));
    await expect(canvas.getByRole('textbox', { name: 'Search campaigns' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /^Remove filter Created/ })).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Search campaigns' }), 'quiz{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filter: {} }));
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
};

/** An empty list says the spec's 'No data', and under it what the page's own hint says. */
export const EmptyWithHint: Story = {
  args: { data: [], labels: { emptyHint: 'No campaign matches these filters.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.getByText('No campaign matches these filters.')).toBeVisible();
  },
};

export const LoadingError: Story = {
  tags: ['flow'],
  name: 'Error with retry',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Data loading error.');
    await expect(alert).toHaveTextContent('Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RowActionsAndKeyboard: Story = {
  tags: ['flow'],
  name: 'Row actions and keyboard',
  args: {
    rowActions: (row) => [
      { id: 'stop', label: 'Stop', onSelect: () => stop(row.id), disabled: row.status !== 'ACTIVE' },
      { id: 'copy', label: 'Copy', onSelect: () => {} },
      { id: 'archive', label: 'Archive', tone: 'danger', onSelect: () => archive(row.id) },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: `Actions for ${rows57[0]?.name}` });
    first.focus();
    // Arrow Down moves to the same control one row down.
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: `Actions for ${rows57[1]?.name}` });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The first item has focus (opened by keyboard); Escape closes and gives focus back to "⋯".
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('menu');
    await userEvent.click(within(again).getByRole('menuitem', { name: 'Archive' }));
    await expect(archive).toHaveBeenCalledWith(rows57[0]?.id);
    // A row whose button was never focused: one press opens its menu, named by the button, placed beside it.
    const third = canvas.getByRole('button', { name: `Actions for ${rows57[2]?.name}` });
    await userEvent.click(third);
    const pressed = await screen.findByRole('menu', { name: `Actions for ${rows57[2]?.name}` });
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    const gap = pressed.getBoundingClientRect().top - third.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(0);
    await expect(gap).toBeLessThan(16);
    await userEvent.click(within(pressed).getByRole('menuitem', { name: 'Archive' }));
    await expect(archive).toHaveBeenLastCalledWith(rows57[2]?.id);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(third).toHaveFocus();
  },
};

/** A row action that asks first, as the cabinet's archive does: the dialog gives focus back to the row's button. */
function GridWithConfirm(props: DataGridProps<SampleCampaign>) {
  const [asking, setAsking] = useState<SampleCampaign | null>(null);
  return (
    <>
      <DataGrid
        {...props}
        rowActions={(row) => [
          { id: 'open', label: 'Open', onSelect: () => {} },
          { id: 'archive', label: 'Archive', tone: 'danger', onSelect: () => setAsking(row) },
        ]}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        tone="destructive"
        title={`Archive “${asking?.name ?? ''}”?`}
        labels={{ confirm: 'Archive' }}
        onConfirm={() => archive(asking?.id)}
      />
    </>
  );
}

export const RowActionAsksFirst: Story = {
  tags: ['flow'],
  name: 'Row action that asks first, by keyboard',
  render: (args) => <GridWithConfirm {...args} />,
  play: async ({ canvas, userEvent }) => {
    const name = rows57[1]?.name ?? '';
    const button = canvas.getByRole('button', { name: `Actions for ${name}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: `Actions for ${name}` });
    // The button names the menu it opened (what the dialog reads to give focus back to it).
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: `Archive “${name}”?` });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Escape: the menu and the dialog are gone, and the keyboard goes on from the row's button, not from <body>.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).not.toHaveAttribute('aria-controls');
  },
};

/** Redraws the grid below with new rows while a row's menu is open, as a search's answer arriving would. */
const redraws = new EventTarget();
const redraw = (rows: readonly SampleCampaign[]) =>
  redraws.dispatchEvent(new CustomEvent<readonly SampleCampaign[]>('redraw', { detail: rows }));
const edit = fn();
const openRow = fn();

function RedrawnGrid(props: DataGridProps<SampleCampaign>) {
  const [rows, setRows] = useState<readonly SampleCampaign[]>(props.data);
  useEffect(() => {
    const take = (event: Event) => setRows((event as CustomEvent<readonly SampleCampaign[]>).detail);
    redraws.addEventListener('redraw', take);
    return () => redraws.removeEventListener('redraw', take);
  }, []);
  return (
    <DataGrid
      {...props}
      data={rows}
      rowActions={(row) => [
        { id: 'open', label: 'Open', onSelect: () => openRow(row.id) },
        { id: 'edit', label: 'Edit', onSelect: () => edit(row.id, row.name) },
      ]}
    />
  );
}

export const RowMenuAcrossARedraw: Story = {
  tags: ['flow'],
  name: 'Row menu across a redraw of the rows',
  render: (args) => <RedrawnGrid {...args} />,
  args: { data: rows57.slice(0, 8) },
  play: async ({ canvas, userEvent }) => {
    const [a, b, c, d] = rows57 as [SampleCampaign, SampleCampaign, SampleCampaign, SampleCampaign];
    // A menu open while its row is redrawn (a new object, another place, the rows around it gone) stays open and
    // acts on its row.
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${b.name}` }));
    await screen.findByRole('menu', { name: `Actions for ${b.name}` });
    redraw([d, { ...b }, a]);
    // The grid is out of the accessibility tree while the menu is open (a modal menu): read it all the same.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Campaigns', hidden: true }))
          .getAllByRole('row', { hidden: true })
          .slice(1),
      ).toHaveLength(3),
    );
    const stillOpen = screen.getByRole('menu', { name: `Actions for ${b.name}` });
    await userEvent.click(within(stillOpen).getByRole('menuitem', { name: 'Edit' }));
    await expect(edit).toHaveBeenLastCalledWith(b.id, b.name);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // A press on the row's button while the rows are redrawn under it: the menu opens on the press, the row moves
    // up a place (the one above it is gone) and the menu with it, under the pointer that has not moved; releasing
    // that same press over the menu selects nothing (only a release the pointer was moved to, a drag, would).
    redraw([a, { ...b }, c, d]);
    const pressed = await waitFor(() => canvas.getByRole('button', { name: `Actions for ${b.name}` }));
    const box = pressed.getBoundingClientRect();
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft>]', target: pressed, coords: at });
    const opened = await screen.findByRole('menu', { name: `Actions for ${b.name}` });
    redraw([{ ...b }, c, d]);
    await waitFor(() => expect(opened.getBoundingClientRect().top).toBeLessThan(at.clientY));
    const under = document.elementFromPoint(at.clientX, at.clientY);
    // The case at hand: an item of the menu is now where the press was.
    await expect(under?.closest('[role="menuitem"]')).toBeTruthy();
    openRow.mockClear();
    edit.mockClear();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: under!, coords: at });
    await expect(openRow).not.toHaveBeenCalled();
    await expect(edit).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu', { name: `Actions for ${b.name}` })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // A press dragged to an item and released there still chooses it.
    const first = canvas.getByRole('button', { name: `Actions for ${b.name}` });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: first });
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' });
    const itemBox = item.getBoundingClientRect();
    const onItem = { clientX: itemBox.x + itemBox.width / 2, clientY: itemBox.y + itemBox.height / 2 };
    await userEvent.pointer([
      { target: item, coords: onItem },
      { keys: '[/MouseLeft]', target: item, coords: onItem },
    ]);
    await expect(edit).toHaveBeenLastCalledWith(b.id, b.name);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    redraw([d, { ...b }, a]);

    // A menu whose row leaves with the redraw closes with it, and focus goes to the row that took its place
    // instead of falling to the page (a keyboard user would start again from the top).
    const second = canvas.getByRole('button', { name: `Actions for ${b.name}` });
    second.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: `Actions for ${b.name}` });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus());
    redraw([d, c, a]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: `Actions for ${c.name}` })).toHaveFocus());
    // And stays there: the menu's own focus return, a task after it unmounted, does not move it to the page.
    await new Promise((done) => setTimeout(done, 0));
    await expect(canvas.getByRole('button', { name: `Actions for ${c.name}` })).toHaveFocus();
  },
};

export const Selection: Story = {
  tags: ['flow'],
  name: 'Selection (client side), keyboard',
  args: {
    selectable: true,
    onSelectedRowIdsChange: fn(),
    bulkActions: (
      <Button size="sm" variant="soft" tone="danger" onClick={() => bulkArchive()}>
        Archive
      </Button>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const pageBox = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await userEvent.click(pageBox);
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(rows57.slice(0, 20).map((r) => r.id));
    await expect(pageBox).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('20 selected');
    // Space on a focused row box, then Arrow Down to the next row's box.
    const first = canvas.getByRole('checkbox', { name: `Select ${rows57[0]?.name}` });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(pageBox).toHaveProperty('indeterminate', true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('checkbox', { name: `Select ${rows57[1]?.name}` })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(bulkArchive).toHaveBeenCalled();
    // Sorting keeps the selection (it is by id, not by position).
    await userEvent.click(canvas.getByRole('button', { name: 'Budget' }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('19 selected');
  },
};

export const ColumnVisibility: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'CTR' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /CTR/ })).toBeNull());
    await expect(canvas.getByRole('columnheader', { name: /Clicks/ })).toBeVisible();
  },
};

const actions = () => [
  { id: 'open', label: 'Open', onSelect: () => {} },
  { id: 'archive', label: 'Archive', tone: 'danger' as const, onSelect: () => {} },
];

/** The grid inside the app's shell, as the campaigns page shows it: sidebar, top bar, page padding. */
function InShell({ viewport, children }: { viewport: 'desktop' | 'tablet' | 'mobile'; children: ReactNode }) {
  const project = demoProject('campaigns');
  return viewport === 'mobile' ? (
    <MobileLayout project={project}>{children}</MobileLayout>
  ) : (
    <DesktopLayout project={project} defaultCollapsed={viewport === 'tablet'}>
      {children}
    </DesktopLayout>
  );
}

/** Px by which the table's box scrolls sideways (0 when everything fits). */
const overflow = (box: HTMLElement) => box.scrollWidth - box.clientWidth;

export const FitsBesideTheSidebar: Story = {
  tags: ['flow'],
  name: 'Fits: 1280 px beside the sidebar',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { selectable: true, rowActions: actions },
  render: (args) => (
    <InShell viewport="desktop">
      <DataGrid {...args} />
    </InShell>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('region', { name: 'Campaigns' });
    await expect(canvas.getByRole('complementary').getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await waitFor(() => expect(overflow(box)).toBeLessThanOrEqual(0));
    const right = box.getBoundingClientRect().right;
    for (const th of within(box).getAllByRole('columnheader'))
      await expect(th.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    // What matters most stays: name, status, money, and "Created" (clipped before the fix).
    for (const name of ['Name', 'Status', 'Budget', 'Spent', 'Created'])
      await expect(within(box).getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    // The least important columns gave way, and the columns menu offers them back.
    await expect(within(box).queryByRole('columnheader', { name: /Type/ })).toBeNull();
    // A column hidden for room keeps its filter, as a labelled button in the toolbar.
    await expect(canvas.getByRole('button', { name: 'Filter by Type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    const type = within(menu).getByRole('menuitemcheckbox', { name: /Type/ });
    await expect(type).not.toBeChecked();
    await expect(type).toHaveAccessibleDescription('hidden to fit');
    await userEvent.keyboard('{Escape}');
  },
};

export const PinnedOnATablet: Story = {
  tags: ['flow'],
  name: 'Fits: 768 px, pinned name and actions',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  args: { selectable: true, rowActions: actions },
  render: (args) => (
    <InShell viewport="tablet">
      <DataGrid {...args} />
    </InShell>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('region', { name: 'Campaigns' });
    await waitFor(() => expect(overflow(box)).toBeLessThanOrEqual(0));
    await expect(within(box).queryByRole('columnheader', { name: /Created/ })).toBeNull();

    // Show every column from the columns menu: what the user asks for stays, so now the table scrolls sideways.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    for (let unchecked = within(menu).queryAllByRole('menuitemcheckbox', { checked: false }); unchecked[0];) {
      await userEvent.click(unchecked[0]);
      unchecked = within(menu).queryAllByRole('menuitemcheckbox', { checked: false });
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(box).getByRole('columnheader', { name: /Created/ })).toBeVisible());
    await expect(within(box).getAllByRole('columnheader')).toHaveLength(columns.length + 2);
    await waitFor(() => expect(overflow(box)).toBeGreaterThan(0));

    const firstRow = bodyRows(within(box).getByRole('table'))[0] as HTMLElement;
    const nameCell = within(firstRow).getByText(rows57[0]?.name ?? '');
    const more = within(firstRow).getByRole('button', { name: `Actions for ${rows57[0]?.name}` });
    // Focusing the row's "⋯" does not scroll the name away.
    box.scrollLeft = 0;
    more.focus();
    await expect(box.scrollLeft).toBe(0);
    const inBox = (element: HTMLElement) => {
      const r = element.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.left >= b.left - 0.5 && r.right <= b.right + 0.5;
    };
    await expect(inBox(nameCell)).toBe(true);
    await expect(inBox(more)).toBe(true);
    // Scrolled to the far end, the name and the actions are still in view (pinned).
    box.scrollLeft = box.scrollWidth;
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
    await expect(inBox(nameCell.closest('td') as HTMLElement)).toBe(true);
    await expect(inBox(more)).toBe(true);
  },
};

export const SortedColumnStays: Story = {
  tags: ['flow'],
  name: 'Fits: 768 px, the sorted column stays',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  args: { selectable: true, rowActions: actions, defaultState: { orderBy: 'created', order: 'desc' } },
  render: (args) => (
    <InShell viewport="tablet">
      <DataGrid {...args} />
    </InShell>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Campaigns' });
    await waitFor(() => expect(overflow(box)).toBeLessThanOrEqual(0));
    // Hidden for room when the rows are in another order (the story above), "Created" stays while it is the
    // order: without it the rows would look shuffled. Another column gives way instead.
    const created = within(box).getByRole('columnheader', { name: /Created/ });
    await expect(created).toBeVisible();
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await expect(created.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right + 0.5,
    );
  },
};

export const OnAPhone: Story = {
  tags: ['flow'],
  name: 'Fits: 390 px, cards with selection',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    selectable: true,
    rowActions: actions,
    defaultState: { pageSize: 10, filter: { status: 'ACTIVE' } },
    bulkActions: (
      <Button size="sm" variant="soft">
        Stop
      </Button>
    ),
  },
  render: (args) => (
    <InShell viewport="mobile">
      <DataGrid {...args} />
    </InShell>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Campaigns' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const cards = within(list).getAllByRole('listitem');
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('checkbox'));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    await expect(canvas.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Status: Active');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent(
      `${cards.length} selected`,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Pager: Story = {
  tags: ['flow'],
  name: 'Pager: page numbers with gaps',
  args: { data: rows200, defaultState: { pageSize: 10 } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pageNames = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.getAttribute('aria-label'));
    await expect(pageNames()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 20']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await expect(pageNames()).toEqual(['Page 1', 'Page 16', 'Page 17', 'Page 18', 'Page 19', 'Page 20']);
    await expect(canvas.getByText('191–200 of 200')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 17' }));
    await expect(within(nav).getByRole('button', { name: 'Page 17' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Targets of at least 32 px, at least 4 px apart.
    const buttons = within(nav)
      .getAllByRole('button')
      .filter((b) => b.closest('.adn-DataGrid-pager'));
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    for (const box of boxes) {
      await expect(box.width).toBeGreaterThanOrEqual(32);
      await expect(box.height).toBeGreaterThanOrEqual(32);
    }
    for (let i = 1; i < boxes.length; i += 1)
      await expect((boxes[i] as DOMRect).left - (boxes[i - 1] as DOMRect).right).toBeGreaterThanOrEqual(4);
  },
};

const rows10k = makeCampaignRows(10_000);

export const Virtualized: Story = {
  name: 'Virtualized: 10,000 client rows',
  args: { data: rows10k, virtualize: true, height: 480 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = canvasElement.querySelectorAll('tbody tr[aria-rowindex]');
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    const scroller = canvas.getByRole('region', { name: 'Campaigns' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(canvasElement.querySelector('tbody tr[aria-rowindex="10001"]')).toHaveTextContent('#10000'),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const VirtualizedSortAndSelect: Story = {
  tags: ['flow'],
  name: 'Virtualized: sort and select all',
  args: { data: rows10k, virtualize: true, height: 480, selectable: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await userEvent.click(canvas.getByRole('button', { name: 'Budget' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Budget' }));
    const top = Math.max(...rows10k.map((r) => r.budget));
    await expect(canvasElement.querySelector('tbody tr[aria-rowindex="2"]')).toHaveTextContent(
      top.toLocaleString('en'),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('10,000 selected');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
  },
};

export const MobileCards: Story = {
  tags: ['flow'],
  name: 'Cards (below 768 px)',
  args: {
    layout: 'cards',
    rowActions: () => [{ id: 'copy', label: 'Copy', onSelect: () => {} }],
    defaultState: { pageSize: 10 },
  },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Campaigns' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(card).getByText('Budget')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clicks, descending' }));
    const top = Math.max(...rows57.map((r) => r.clicks));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(top.toLocaleString('en'));
    await expect(canvas.getByText('Page 1 of 6')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        ...(rows57[0] as SampleCampaign),
        name: 'A campaign with an exceptionally long name that keeps going well past the width of its column',
      },
      ...rows57.slice(1, 5),
    ],
  },
  play: async ({ canvas }) => {
    // The row grows a line or more rather than cut the name: all of it can be read, by eye and by keyboard.
    const cell = canvas.getByText(/exceptionally long name/).closest('td') as HTMLElement;
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};

const ruTexts = {
  headers: {
    name: 'Название',
    status: 'Статус',
    type: 'Тип',
    budget: 'Бюджет',
    spent: 'Потрачено',
    impressions: 'Показы',
    clicks: 'Клики',
    ctr: 'CTR',
    created: 'Создана',
  },
  types: {
    FullscreenMedia: 'Полноэкранная',
    RewardedVideo: 'Видео с наградой',
    Task: 'Задание',
    BotMessageMedia: 'Сообщение бота',
    ChatMessageMedia: 'Сообщение в чате',
    InChat: 'В чате',
    MainPage: 'Главная',
  },
  statuses: {
    DRAFT: 'Черновик',
    MODERATION: 'На модерации',
    ACTIVE: 'Активна',
    STOPPED: 'Остановлена',
    DECLINED: 'Отклонена',
    FINISHED: 'Завершена',
    ARCHIVED: 'В архиве',
  },
  contains: 'Содержит…',
};

/** The grid's texts in Russian, as an app gives them (a prop or its `UiLocaleProvider`). */
const ruLabels = {
  empty: 'Нет данных',
  rowsPerPage: 'Строк на странице',
  range: '{from}–{to} из {total}',
  page: 'Страница {page} из {pages}',
  goToPage: 'Страница {page}',
  previousPage: 'Назад',
  nextPage: 'Вперёд',
  columns: 'Столбцы',
  filter: 'Фильтр: {column}',
  filterApply: 'Применить',
  filterClear: 'Сбросить',
  filterAll: 'Все',
  pagination: 'Страницы',
  selectRow: 'Выбрать {row}',
  selectPage: 'Выбрать все на странице',
  selectedCount: 'Выбрано: {count}',
  clearSelection: 'Снять выбор',
  bulkActions: 'Действия с выбранными',
  activeFilters: 'Активные фильтры',
  removeFilter: 'Убрать фильтр {filter}',
  clearFilters: 'Сбросить все',
  hiddenToFit: 'скрыт: не помещается',
} satisfies DataGridProps<SampleCampaign>['labels'];

export const Russian: Story = {
  args: {
    caption: 'Кампании',
    locale: 'ru',
    columns: campaignColumns('ru', ruTexts),
    selectable: true,
    selectedRowIds: ['c-2', 'c-3'],
    bulkActions: (
      <Button size="sm" variant="soft">
        Остановить
      </Button>
    ),
    defaultState: { filter: { status: 'ACTIVE' } },
    labels: ruLabels,
  },
  play: async ({ canvas }) => {
    const active = rows57.filter((r) => r.status === 'ACTIVE');
    await expect(canvas.getByText(`1–${active.length} из ${active.length}`)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Действия с выбранными' })).toHaveTextContent(
      'Выбрано: 2',
    );
    await expect(canvas.getByRole('list', { name: 'Активные фильтры' })).toHaveTextContent('Статус: Активна');
    const table = canvas.getByRole('table', { name: 'Кампании' });
    await expect(
      within(table).queryByText(/^(RewardedVideo|FullscreenMedia|Task|InChat|MainPage)$/),
    ).toBeNull();
  },
};

const manyRows = makeCampaignRows(1234);
const underRussianProvider: Story['decorators'] = [
  (Story) => (
    <UiLocaleProvider locale="ru" labels={{ dataGrid: ruLabels }}>
      <Story />
    </UiLocaleProvider>
  ),
];

/**
 * No `locale` or `labels` on the grid: its `UiLocaleProvider` gives them, as the cabinet gives every screen's grid
 * once at its root. The pager's numbers are Russian ("1 234"), its words the provider's.
 */
export const RussianFromProvider: Story = {
  name: 'Russian from UiLocaleProvider',
  args: { caption: 'Кампании', data: manyRows, columns: campaignColumns('ru', ruTexts) },
  decorators: underRussianProvider,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^1–20 из 1\s234$/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Страницы' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вперёд' })).toBeVisible();
  },
};

/** Under the same provider, the grid's own props win, key by key: an English locale and one text of its own. */
export const ProviderOverriddenByProps: Story = {
  name: 'UiLocaleProvider overridden by props',
  args: {
    caption: 'Кампании',
    data: manyRows,
    columns: campaignColumns('ru', ruTexts),
    locale: 'en',
    labels: { nextPage: 'Дальше' },
  },
  decorators: underRussianProvider,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–20 из 1,234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Дальше' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    caption: '广告活动',
    locale: 'zh-CN',
    columns: campaignColumns('zh-CN', {
      headers: {
        name: '名称',
        status: '状态',
        type: '类型',
        budget: '预算',
        spent: '已花费',
        impressions: '展示次数',
        clicks: '点击次数',
        created: '创建时间',
      },
      types: {
        FullscreenMedia: '全屏媒体',
        RewardedVideo: '激励视频',
        Task: '任务',
        BotMessageMedia: '机器人消息',
        ChatMessageMedia: '聊天消息',
        InChat: '聊天内',
        MainPage: '主页',
      },
    }),
    labels: {
      empty: '暂无数据',
      rowsPerPage: '每页行数',
      range: '第 {from}–{to} 条，共 {total} 条',
      page: '第 {page} / {pages} 页',
      goToPage: '第 {page} 页',
      previousPage: '上一页',
      nextPage: '下一页',
      columns: '列',
      filter: '筛选：{column}',
      pagination: '分页',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toBeVisible();
    await expect(
      canvas.getAllByText(/^(激励视频|全屏媒体|任务|机器人消息|聊天消息|聊天内|主页)$/).length,
    ).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    selectable: true,
    // Two Active rows (on screen) and one filtered out: "3 selected".
    selectedRowIds: ['c-11', 'c-17', 'c-1'],
    rowActions: actions,
    defaultState: { orderBy: 'spent', order: 'desc', filter: { status: 'ACTIVE' } },
  },
};
