import type { ReactNode } from 'react';

/** A value the grid can sort, filter and print by default. */
export type DataGridValue = string | number | boolean | null | undefined;

/** A filter of a column: free text, or a choice among options. */
export type DataGridFilter =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[] };

/** One column of a {@link DataGrid}. */
export interface DataGridColumn<Row> {
  /** Stable id: the key of `orderBy`, of `filter` and of the column-visibility map (and so of the URL). */
  id: string;
  /** Header text; also the field's name on mobile cards and in the columns menu. */
  header: string;
  /** The value that sorting and filtering use, and the default cell text. */
  value: (row: Row) => DataGridValue;
  /** What the cell shows; plain `value` when omitted. Keep it cheap: it runs for every row scrolled into view. */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  filter?: DataGridFilter;
  /** Numbers line up at the end. @default 'start' */
  align?: 'start' | 'end';
  /**
   * Preferred width in CSS px. Columns fit the grid's box: between `minWidth` and this when room is short, wider
   * in proportion when there is room to spare. `'120px'` and `'10rem'` strings are read as px; other strings count
   * as the default. @default 150
   */
  width?: number | string;
  /**
   * Narrowest the column gets before columns are hidden or the table scrolls sideways. A paged table wraps a long
   * value onto more lines, so this is what a value that must not break (a sum) needs. @default min(width, 96)
   */
  minWidth?: number;
  /**
   * Whether the column may be hidden when the columns' minimum widths do not fit, and in which order: 1 is the
   * most important, the highest number goes first (like DataTables' `responsivePriority`). A column hidden for room
   * is offered back in the columns menu; shown from there, it stays (and the table scrolls sideways). Without a
   * priority the column is never hidden for room; neither are the first (identifying) column and the column the
   * rows are sorted by.
   */
  priority?: number;
  /** Whether the columns menu may hide it. @default true */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** On cards (below 768 px): the card's heading, a field, or left out. @default 'field' (first column: 'title') */
  card?: 'title' | 'field' | 'hidden';
}

/** An entry of a row's actions menu. */
export interface DataGridRowAction {
  id: string;
  label: string;
  onSelect: () => void;
  /** `danger` for destructive actions (archive). */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/**
 * Texts of the grid; templates take `{column}`, `{row}`, `{from}`, `{to}`, `{total}`, `{page}`, `{pages}`,
 * `{count}`, `{value}`, `{filter}`.
 */
export interface DataGridLabels {
  /** @default 'No data' */
  empty: string;
  /**
   * Under `empty`, what an empty list means on this page or what to do about it ("No campaign matches these
   * filters."): the spec's 'No data' stays the state's title. @default none
   */
  emptyHint?: string;
  /** @default 'Data loading error.' */
  errorTitle: string;
  /** @default 'Please try again later.' */
  errorDescription: string;
  /** @default 'Try again' */
  retry: string;
  /** Announced while rows load. @default 'Loading…' */
  loading: string;
  /** Header of the actions column (read by screen readers). @default 'Actions' */
  actions: string;
  /** @default 'Actions for {row}' */
  rowActions: string;
  /** @default 'Columns' */
  columns: string;
  /** @default 'Filter by {column}' */
  filter: string;
  /** @default 'Apply' */
  filterApply: string;
  /** @default 'Clear' */
  filterClear: string;
  /** The option of a select filter that filters nothing (choosing it and Apply is the same as Clear). @default 'All' */
  filterAll: string;
  /** @default 'Sort by' */
  sortBy: string;
  /** @default 'Default order' */
  sortNone: string;
  /** @default '{column}, ascending' */
  sortAscending: string;
  /** @default '{column}, descending' */
  sortDescending: string;
  /** @default 'Rows per page' */
  rowsPerPage: string;
  /** @default '{from}–{to} of {total}' */
  range: string;
  /** @default 'Page {page} of {pages}' */
  page: string;
  /** @default 'Previous page' */
  previousPage: string;
  /** @default 'Next page' */
  nextPage: string;
  /** Accessible name of the pagination bar. @default 'Pagination' */
  pagination: string;
  /** A page number's button. @default 'Page {page}' */
  goToPage: string;
  /** A row's checkbox. @default 'Select {row}' */
  selectRow: string;
  /** The header checkbox (and on cards, its visible label): selects or clears the rows of this page. @default 'Select all on this page' */
  selectPage: string;
  /** The header checkbox of a virtualized grid, which has no pages. @default 'Select all rows' */
  selectAll: string;
  /** @default '{count} selected' */
  selectedCount: string;
  /** @default 'Clear selection' */
  clearSelection: string;
  /** Accessible name of the toolbar that replaces the host's while rows are selected. @default 'Bulk actions' */
  bulkActions: string;
  /** Accessible name of the list of filter chips. @default 'Active filters' */
  activeFilters: string;
  /** A chip's text. @default '{column}: {value}' */
  filterChip: string;
  /** A chip's remove button. @default 'Remove filter {filter}' */
  removeFilter: string;
  /** Removes every filter shown as a chip. @default 'Clear all' */
  clearFilters: string;
  /** Beside a column in the columns menu that was hidden because it did not fit. @default 'hidden to fit' */
  hiddenToFit: string;
}

/** The spec's grid texts as defaults: 'No data', 'Data loading error.', 'Please try again later.'. */
export const defaultDataGridLabels: DataGridLabels = {
  empty: 'No data',
  errorTitle: 'Data loading error.',
  errorDescription: 'Please try again later.',
  retry: 'Try again',
  loading: 'Loading…',
  actions: 'Actions',
  rowActions: 'Actions for {row}',
  columns: 'Columns',
  filter: 'Filter by {column}',
  filterApply: 'Apply',
  filterClear: 'Clear',
  filterAll: 'All',
  sortBy: 'Sort by',
  sortNone: 'Default order',
  sortAscending: '{column}, ascending',
  sortDescending: '{column}, descending',
  rowsPerPage: 'Rows per page',
  range: '{from}–{to} of {total}',
  page: 'Page {page} of {pages}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagination: 'Pagination',
  goToPage: 'Page {page}',
  selectRow: 'Select {row}',
  selectPage: 'Select all on this page',
  selectAll: 'Select all rows',
  selectedCount: '{count} selected',
  clearSelection: 'Clear selection',
  bulkActions: 'Bulk actions',
  activeFilters: 'Active filters',
  filterChip: '{column}: {value}',
  removeFilter: 'Remove filter {filter}',
  clearFilters: 'Clear all',
  hiddenToFit: 'hidden to fit',
};
