import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid, windowOf, type DataGridProps } from './data-grid';
import { pageItems } from './data-grid-parts';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  createDataGridState,
  nextSort,
  optionFilterMatches,
  textFilterMatches,
  withFilter,
  withPage,
  withPageSize,
} from './data-grid-state';
import type { DataGridColumn } from './data-grid-types';

describe('windowOf (the rows a virtualized body draws)', () => {
  // 640 px box, 44 px rows, 100,000 rows; the header row (44 px) sits above the first body row.
  const at = (top: number, previous?: { start: number; end: number }) =>
    windowOf(top, 640, 44, 100_000, previous);

  it('draws the visible rows and a few more at the top', () => {
    expect(at(0)).toEqual({ start: 0, end: 19 });
  });

  it('keeps the window while it still covers the view, so such a scroll renders nothing', () => {
    const drawn = { start: 0, end: 30 };
    expect(at(44 * 5, drawn)).toBe(drawn);
  });

  it('moves the window with 12 rows each side once fewer than 3 remain beyond the view', () => {
    // Rows 13-29 in view, 30 drawn: the window moves.
    expect(at(44 * 14, { start: 0, end: 30 })).toEqual({ start: 1, end: 41 });
  });

  it('draws only a few rows around the view after a jump (a drag of the scrollbar)', () => {
    const jumped = at(44 * 50_000, { start: 0, end: 30 });
    expect(jumped).toEqual({ start: 49_995, end: 50_019 });
  });

  it('never draws past the last row', () => {
    expect(at(44 * 100_000, { start: 0, end: 30 }).end).toBe(100_000);
  });
});

describe('DataGridState', () => {
  it('starts on page 1 of 20 rows, unsorted, unfiltered (spec defaults)', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(FIRST_PAGE).toBe(1);
    expect(createDataGridState()).toEqual({
      order: 'asc',
      currentPage: 1,
      pageCount: 1,
      filter: {},
      pageSize: 20,
      openedFilter: null,
    });
  });

  it('cycles a column through ascending, descending and unsorted, back on page 1', () => {
    const onPage3 = createDataGridState({ currentPage: 3, pageCount: 5 });
    const asc = nextSort(onPage3, 'budget');
    expect(asc).toMatchObject({ orderBy: 'budget', order: 'asc', currentPage: 1 });
    const desc = nextSort(asc, 'budget');
    expect(desc).toMatchObject({ orderBy: 'budget', order: 'desc' });
    expect(nextSort(desc, 'budget').orderBy).toBeUndefined();
    expect(nextSort(desc, 'name')).toMatchObject({ orderBy: 'name', order: 'asc' });
  });

  it('keeps the first visible row in view when the page size changes, and clamps pages', () => {
    const page3 = createDataGridState({ currentPage: 3, pageCount: 3 });
    expect(withPageSize(page3, 50).currentPage).toBe(1);
    expect(withPageSize(createDataGridState({ currentPage: 6 }), 50).currentPage).toBe(3);
    expect(withPage(page3, 9).currentPage).toBe(3);
    expect(withPage(page3, 0).currentPage).toBe(1);
  });

  it('sets and clears filters, back on page 1', () => {
    const filtered = withFilter(createDataGridState({ currentPage: 4 }), 'status', 'ACTIVE');
    expect(filtered).toMatchObject({ filter: { status: 'ACTIVE' }, currentPage: 1 });
    expect(withFilter(filtered, 'status', undefined).filter).toEqual({});
  });

  it('matches text case-insensitively and options by equality or membership', () => {
    expect(textFilterMatches('Spring Sale', 'sPrInG')).toBe(true);
    expect(textFilterMatches('Summer', 'spring')).toBe(false);
    expect(optionFilterMatches('ACTIVE', 'ACTIVE')).toBe(true);
    expect(optionFilterMatches('STOPPED', ['ACTIVE', 'STOPPED'])).toBe(true);
    expect(optionFilterMatches('DRAFT', undefined)).toBe(true);
  });
});

describe('pageItems', () => {
  it('lists every page up to 7, then 7 slots with gaps around the current page', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(19, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });
});

interface Row {
  id: string;
  name: string;
  clicks: number;
}
const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: `r${i}`,
  name: `Row ${i}`,
  clicks: (i * 37) % 45,
}));
const columns: DataGridColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, filter: { type: 'text' } },
  { id: 'clicks', header: 'Clicks', value: (r) => r.clicks, sortable: true, align: 'end' },
];
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The grid over the 45 test rows, as a table; `props` adds to or overrides that. */
const renderGrid = (props: Partial<DataGridProps<Row>> = {}) =>
  render(
    <DataGrid
      caption="Rows"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      layout="table"
      {...props}
    />,
  );

describe('DataGrid (client mode)', () => {
  it('shows 20 rows of page 1, sorts numerically and reports the state with its page count', async () => {
    const onStateChange = vi.fn();
    renderGrid({ onStateChange });
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clicks' }));
    const firstCells = bodyRows(table)
      .slice(0, 3)
      .map((tr) => tr.lastElementChild?.textContent);
    expect(firstCells).toEqual(['0', '1', '2']);
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ orderBy: 'clicks', order: 'asc', pageCount: 3, currentPage: 1 }),
    );
  });

  it('applies a filter from the state and says "No data" when nothing matches', () => {
    renderGrid({ defaultState: { filter: { name: 'nothing like this' } } });
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it("opens a column's filter by the keyboard though its popover loads on first use, and Escape gives focus back", async () => {
    renderGrid();
    const funnel = screen.getByRole('button', { name: 'Filter by Name' });
    // Before and after its code is in, the funnel says what it opens.
    expect(funnel.getAttribute('aria-haspopup')).toBe('dialog');
    expect(funnel.getAttribute('aria-expanded')).toBe('false');
    funnel.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Filter by Name' });
    const field = within(popover).getByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('Row 4{Enter}');
    expect(
      bodyRows(screen.getByRole('table', { name: 'Rows' })).map((tr) => tr.firstElementChild?.textContent),
    ).toEqual(['Row 4', 'Row 40', 'Row 41', 'Row 42', 'Row 43', 'Row 44']);
    const trigger = screen.getByRole('button', { name: 'Filter by Name' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Filter by Name' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the spec texts on error, with a retry', async () => {
    const onRetry = vi.fn();
    renderGrid({ data: [], error: true, onRetry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Data loading error.');
    expect(alert.textContent).toContain('Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('goes to a page by its number, and marks the current one', async () => {
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});

describe('DataGrid cards while loading', () => {
  it("draws placeholders in the cards' shape and replaces them, so no card is moved out of a placeholder", () => {
    // Row ids '0', '1', '2' are the keys a placeholder indexed by position would share: the loaded card would
    // then reuse a placeholder's element and be moved down the list, a layout shift on every phone's first load.
    const numbered = rows.map((row, i) => ({ ...row, id: String(i) }));
    const props = { caption: 'Rows', columns, getRowId: (r: Row) => r.id, layout: 'cards' as const };
    const { rerender } = render(<DataGrid {...props} data={[]} loading rowActions={() => []} />);
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    const placeholders = [...list.children];
    expect(placeholders).toHaveLength(3);
    // Each placeholder holds every field's label and the room of the row actions' button.
    for (const card of placeholders) {
      expect(card.getAttribute('aria-hidden')).toBe('true');
      expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Clicks']);
      expect(card.querySelectorAll('[data-slot="skeleton"][data-shape="rect"]')).toHaveLength(1);
    }
    // Rows '0'-'2' last on the first page, below where their namesake placeholders were.
    const loaded = [...numbered.slice(3, 20), ...numbered.slice(0, 3), ...numbered.slice(20)];
    rerender(<DataGrid {...props} data={loaded} rowActions={() => []} />);
    const cards = [...screen.getByRole('list', { name: 'Rows' }).children];
    expect(cards).toHaveLength(20);
    for (const card of placeholders) expect(cards).not.toContain(card);
    expect(cards[0]?.textContent).toContain('Row 3');
    expect(cards[19]?.textContent).toContain('Row 2');
  });
});

/** A host that owns the selection, as the campaigns list does. */
function SelectingHost({ onChange }: { onChange: (ids: string[]) => void }) {
  const [ids, setIds] = useState<readonly string[]>([]);
  return (
    <DataGrid
      caption="Rows"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      layout="table"
      getRowLabel={(r) => r.name}
      selectable
      selectedRowIds={ids}
      onSelectedRowIdsChange={(next) => {
        onChange(next);
        setIds(next);
      }}
      bulkActions={<button type="button">Stop</button>}
    />
  );
}

describe('DataGrid selection', () => {
  it('selects rows by id, the page with the header box, and keeps other pages selected', async () => {
    const onChange = vi.fn();
    render(<SelectingHost onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Row 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['r2']);
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Stop' })).toBeTruthy();
    const pageBox = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(pageBox.indeterminate).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const page2 = rows.slice(20, 40).map((r) => r.id);
    expect(onChange).toHaveBeenLastCalledWith(['r2', ...page2]);
    expect(within(screen.getByRole('group', { name: 'Bulk actions' })).getByText('21 selected')).toBeTruthy();

    // Clearing the page keeps the other page's row.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['r2']);
  });

  it('clears the selection and gives the focus to the header box', async () => {
    const onChange = vi.fn();
    render(<SelectingHost onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    // Focus does not fall to the page with the button that went away.
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  });

  it('selects a range with Shift', async () => {
    const onChange = vi.fn();
    render(<SelectingHost onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Row 1' }));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 4' }));
    await user.keyboard('{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['r1', 'r2', 'r3', 'r4']);
  });
});

describe('DataGrid filter chips', () => {
  it('shows a chip per active filter, the host describing its own ids, and removes them', async () => {
    const onStateChange = vi.fn();
    renderGrid({
      defaultState: { filter: { name: 'row 1', period: ['2026-01-01', '2026-01-31'], hidden: 'x' } },
      describeFilter: (id, value) =>
        id === 'period' && Array.isArray(value) ? `Period: ${value[0]} – ${value[1]}` : null,
      onStateChange,
    });
    const list = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name: row 1', 'Period: 2026-01-01 – 2026-01-31']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Name: row 1' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: { period: ['2026-01-01', '2026-01-31'], hidden: 'x' } }),
    );
    // The next chip's button takes the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Remove filter Period: 2026-01-01 – 2026-01-31',
    );
  });

  it('clears every chip at once and nothing else', async () => {
    const onStateChange = vi.fn();
    renderGrid({
      defaultState: { filter: { name: 'row', q: 'abc', hidden: 'x' } },
      describeFilter: (id, value) => (id === 'q' ? `Search: ${String(value)}` : null),
      onStateChange,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { hidden: 'x' } }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
