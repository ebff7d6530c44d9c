/**
 * The grid's state in the spec's shape and the transitions the grid makes on it. Framework-free, so the app can
 * parse and write it from the URL with the same functions the grid uses.
 */

/** Page size of a grid that has not been told otherwise (spec: 20). */
export const DEFAULT_PAGE_SIZE = 20;
/** Pages count from 1 (spec), in the state and in the URL; TanStack's 0-based index stays inside the grid. */
export const FIRST_PAGE = 1;
/** Page sizes offered by the page-size select. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** The state of a grid (spec: order, orderBy, currentPage, pageCount, filter, pageSize, opened filter). */
export interface DataGridState {
  /** Direction of the sort; meaningful only with `orderBy`. */
  order: 'asc' | 'desc';
  /** Id of the sorted column; none means the data's own order. */
  orderBy?: string;
  /** 1-based. */
  currentPage: number;
  /** Pages in all. The server says it in server mode; the grid computes it in client mode. */
  pageCount: number;
  /** Filter value per column id; empty strings and undefined mean "no filter". */
  filter: Record<string, unknown>;
  pageSize: number;
  /** Id of the column whose filter popover is open, or null. */
  openedFilter: string | null;
}

/** A state with the defaults: page 1 of size 20, no sort, no filter. */
export function createDataGridState(overrides: Partial<DataGridState> = {}): DataGridState {
  return {
    order: 'asc',
    currentPage: FIRST_PAGE,
    pageCount: 1,
    filter: {},
    pageSize: DEFAULT_PAGE_SIZE,
    openedFilter: null,
    ...overrides,
  };
}

/** True when a filter value filters anything. */
export function isActiveFilter(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * The next sort when a column's header is pressed: unsorted -> ascending -> descending -> unsorted. Changing the
 * sort returns to the first page, as the rows on page 7 of the old order mean nothing in the new one.
 */
export function nextSort(state: DataGridState, columnId: string): DataGridState {
  if (state.orderBy !== columnId)
    return { ...state, orderBy: columnId, order: 'asc', currentPage: FIRST_PAGE };
  if (state.order === 'asc') return { ...state, order: 'desc', currentPage: FIRST_PAGE };
  const { orderBy: _dropped, ...rest } = state;
  return { ...rest, order: 'asc', currentPage: FIRST_PAGE };
}

/** Sets one column's filter (undefined clears it), back on the first page. */
export function withFilter(state: DataGridState, columnId: string, value: unknown): DataGridState {
  const filter = { ...state.filter };
  if (isActiveFilter(value)) filter[columnId] = value;
  else delete filter[columnId];
  return { ...state, filter, currentPage: FIRST_PAGE };
}

/** A new page size keeps the first visible row in view: row 41 at size 20 (page 3) is on page 1 at size 50. */
export function withPageSize(state: DataGridState, pageSize: number): DataGridState {
  const firstRow = (state.currentPage - FIRST_PAGE) * state.pageSize;
  return { ...state, pageSize, currentPage: Math.floor(firstRow / pageSize) + FIRST_PAGE };
}

/** Clamps the page into 1..pageCount. */
export function withPage(state: DataGridState, page: number): DataGridState {
  return {
    ...state,
    currentPage: Math.min(Math.max(page, FIRST_PAGE), Math.max(state.pageCount, FIRST_PAGE)),
  };
}

/** The filter a text filter applies on the client: the cell's text contains the query, ignoring case. */
export function textFilterMatches(cellValue: unknown, query: unknown): boolean {
  if (!isActiveFilter(query)) return true;
  return String(cellValue ?? '')
    .toLocaleLowerCase()
    .includes(String(query).trim().toLocaleLowerCase());
}

/** The filter a select filter applies on the client: equality, or membership when several values are chosen. */
export function optionFilterMatches(cellValue: unknown, chosen: unknown): boolean {
  if (!isActiveFilter(chosen)) return true;
  return Array.isArray(chosen)
    ? chosen.map(String).includes(String(cellValue))
    : String(cellValue) === String(chosen);
}
