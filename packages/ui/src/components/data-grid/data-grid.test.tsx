import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from './data-grid';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  createDataGridState,
  nextSort,
  optionFilterMatches,
  textFilterMatches,
  toColumnFilters,
  toPagination,
  toSorting,
  withFilter,
  withPage,
  withPageSize,
} from './data-grid-state';
import type { DataGridColumn } from './data-grid-types';

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

  it('translates to TanStack state: 0-based pages, one sort, active filters only', () => {
    const state = createDataGridState({
      currentPage: 2,
      orderBy: 'spent',
      order: 'desc',
      filter: { name: 'spring', status: '' },
    });
    expect(toPagination(state)).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(toSorting(state)).toEqual([{ id: 'spent', desc: true }]);
    expect(toColumnFilters(state)).toEqual([{ id: 'name', value: 'spring' }]);
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

describe('DataGrid (client mode)', () => {
  it('shows 20 rows of page 1, sorts numerically and reports the state with its page count', async () => {
    const onStateChange = vi.fn();
    render(
      <DataGrid
        caption="Rows"
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        layout="table"
        onStateChange={onStateChange}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clicks' }));
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1, 4)
      .map((tr) => tr.lastElementChild?.textContent);
    expect(firstCells).toEqual(['0', '1', '2']);
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ orderBy: 'clicks', order: 'asc', pageCount: 3, currentPage: 1 }),
    );
  });

  it('applies a filter from the state and says "No data" when nothing matches', () => {
    render(
      <DataGrid
        caption="Rows"
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        layout="table"
        defaultState={{ filter: { name: 'nothing like this' } }}
      />,
    );
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows the spec texts on error, with a retry', async () => {
    const onRetry = vi.fn();
    render(
      <DataGrid
        caption="Rows"
        columns={columns}
        data={[]}
        getRowId={(r) => r.id}
        layout="table"
        error
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Data loading error.');
    expect(alert.textContent).toContain('Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
