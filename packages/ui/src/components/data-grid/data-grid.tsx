import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type TableOptions,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Skeleton } from '../skeleton';
import { Select } from '../select';
import { useViewport } from '../layout/use-viewport';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import {
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
  type DataGridState,
} from './data-grid-state';
import { ColumnsMenu, FilterPopover, Pagination, RowActions } from './data-grid-parts';
import {
  defaultDataGridLabels,
  type DataGridColumn,
  type DataGridLabels,
  type DataGridRowAction,
  type DataGridValue,
} from './data-grid-types';

/** Props of {@link DataGrid}. */
export interface DataGridProps<Row> {
  /** Accessible name of the table (its caption, visually hidden). */
  caption: string;
  columns: readonly DataGridColumn<Row>[];
  /** All rows (client mode) or the current page (server mode). */
  data: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /**
   * `client`: the grid sorts, filters and pages `data` itself. `server`: `data` is the page the server sent for
   * `state`; the grid only reports state changes (the host fetches) and takes `pageCount` from the state.
   * @default 'client'
   */
  mode?: 'client' | 'server';
  /** Controlled state (keep it in the URL). */
  state?: DataGridState;
  /** Initial state when uncontrolled; anything omitted is the default (page 1 of 20). */
  defaultState?: Partial<DataGridState>;
  onStateChange?: (state: DataGridState) => void;
  /** Server mode: rows in all, for the "21–40 of 1,234" range. */
  totalCount?: number;
  /** Shows skeleton rows (the header stays, so the page does not jump). */
  loading?: boolean;
  /** Shows the error state in place of the rows. */
  error?: boolean;
  /** The error state's retry; without it there is no retry button. */
  onRetry?: () => void;
  rowActions?: (row: Row) => readonly DataGridRowAction[];
  /** Names a row in its actions button ('Actions for Spring sale'). @default the row id */
  getRowLabel?: (row: Row) => string;
  /**
   * Client mode for large data: no pages; all rows in a scrolling body that renders only the rows in view, with
   * `aria-rowcount`/`aria-rowindex` so screen readers still know the size.
   */
  virtualize?: boolean;
  /** Height of the scrolling body when virtualized. @default 560 */
  height?: number;
  /** Row height in CSS px when virtualized (rows keep one line). @default 44 */
  rowHeight?: number;
  /** `auto` shows cards on a mobile viewport (below 768 px, see `useViewport`). @default 'auto' */
  layout?: 'auto' | 'table' | 'cards';
  /** Controlled column visibility (`{ id: false }` hides). */
  columnVisibility?: Record<string, boolean>;
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** Content at the start of the toolbar (a search field, a create button). */
  toolbar?: ReactNode;
  labels?: Partial<DataGridLabels>;
  /** Locale of numbers in the pagination. @default 'en' */
  locale?: string;
  className?: string;
}

/**
 * Whether the table's box scrolls either way (a wide table on a tablet scrolls sideways): only then is it a tab
 * stop, as a scroll box must be reachable by keyboard (WCAG 2.1.1) but a stop that does nothing is noise.
 */
function useScrolls(node: HTMLElement | null, watch: unknown): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!node) return;
    const measure = () =>
      setScrolls(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node, watch]);
  return scrolls;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * One comparison for every column: numbers by value, the rest by a cached collator. TanStack's default for
 * strings ('alphanumeric') splits every string with a regex on every comparison: seconds for 100k rows.
 */
function compareValues<Row>(a: TableRow<Row>, b: TableRow<Row>, columnId: string): number {
  const x = a.getValue<DataGridValue>(columnId);
  const y = b.getValue<DataGridValue>(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
  if (y === null || y === undefined) return -1;
  return collator.compare(String(x), String(y));
}

const printValue = (value: DataGridValue) => (value === null || value === undefined ? '' : String(value));

function cellOf<Row>(column: DataGridColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : printValue(column.value(row));
}

interface DataRowProps<Row> {
  row: Row;
  columns: readonly DataGridColumn<Row>[];
  actions: readonly DataGridRowAction[] | null;
  actionsLabel: string;
  ariaRowIndex: number | undefined;
  height: number | undefined;
}

/**
 * One body row. Memoised: while the user scrolls a virtualized grid the parent re-renders every frame, and rows
 * already in view must not.
 */
const DataRow = memo(function DataRow<Row>({
  row,
  columns,
  actions,
  actionsLabel,
  ariaRowIndex,
  height,
}: DataRowProps<Row>) {
  return (
    <tr
      className="adn-DataGrid-row"
      aria-rowindex={ariaRowIndex}
      style={height ? { blockSize: height } : undefined}
    >
      {columns.map((column) => (
        <td key={column.id} data-align={column.align ?? 'start'}>
          {cellOf(column, row)}
        </td>
      ))}
      {actions ? (
        <td className="adn-DataGrid-actionsCell">
          <RowActions actions={actions} label={actionsLabel} />
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

interface VirtualRowsProps<Row> {
  rows: readonly TableRow<Row>[];
  rowHeight: number;
  height: number;
  /** The scroll box, as state: a ref would still be empty when this child's layout effects first run. */
  scrollElement: HTMLElement | null;
  renderRow: (row: TableRow<Row>, ariaRowIndex: number, height: number) => ReactNode;
}

/**
 * The rows in view of a virtualized body, between two spacer rows that keep the scroll height. Its own component
 * so that a scroll re-renders only it, not the header, toolbar and menus of the grid.
 */
function VirtualRows<Row>({ rows, rowHeight, height, scrollElement, renderRow }: VirtualRowsProps<Row>) {
  // The virtualizer is read during render on purpose (rows follow its scroll state); no React Compiler here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1024, height },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 ? (
        <tr aria-hidden="true" className="adn-DataGrid-spacer" style={{ blockSize: before }} />
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        // aria-rowindex counts the header row as 1.
        return row ? renderRow(row, item.index + 2, rowHeight) : null;
      })}
      {after > 0 ? (
        <tr aria-hidden="true" className="adn-DataGrid-spacer" style={{ blockSize: after }} />
      ) : null}
    </>
  );
}

/** Arrow Up/Down from a control in a row moves to the same control in the next row (like a spreadsheet). */
function moveFocusVertically(event: globalThis.KeyboardEvent, onEdge?: (direction: 1 | -1) => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  // Inputs and open menus use the arrows themselves.
  if (target.closest('input, select, textarea, [role="menu"]')) return;
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const focusables = Array.from(cell.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]'));
  const nth = focusables.indexOf(target);
  if (nth < 0) return;
  const direction = event.key === 'ArrowDown' ? 1 : -1;
  let sibling = direction === 1 ? row.nextElementSibling : row.previousElementSibling;
  while (sibling && sibling.getAttribute('aria-hidden') === 'true') {
    sibling = direction === 1 ? sibling.nextElementSibling : sibling.previousElementSibling;
  }
  const next = (sibling as HTMLTableRowElement | null)?.cells[cell.cellIndex]?.querySelectorAll<HTMLElement>(
    'a[href], button, [tabindex="0"]',
  )[nth];
  event.preventDefault();
  if (next) next.focus();
  else onEdge?.(direction);
}

/**
 * The data table of the cabinet, on TanStack Table: sorting (asc/desc by `orderBy`), pages of 20 from page 1
 * with a page-size select, per-column filters in popovers (`openedFilter`), column visibility, a row actions
 * menu, loading/empty/error states with the spec's texts, a sticky header, cards below 768 px, and row
 * virtualization for large client-side data.
 *
 * Semantics: a plain `<table>` (not `role="grid"`), so screen readers use their table commands; every control is
 * a real button reachable by Tab, and Arrow Up/Down move between the same control in neighbouring rows.
 */
export function DataGrid<Row>({
  caption,
  columns,
  data,
  getRowId,
  mode = 'client',
  state: stateProp,
  defaultState,
  onStateChange,
  totalCount,
  loading = false,
  error = false,
  onRetry,
  rowActions,
  getRowLabel,
  virtualize = false,
  height = 560,
  rowHeight = 44,
  layout = 'auto',
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  toolbar,
  labels: labelsProp,
  locale = 'en',
  className,
}: DataGridProps<Row>) {
  const labels = useMemo(() => ({ ...defaultDataGridLabels, ...labelsProp }), [labelsProp]);
  const server = mode === 'server';
  const [ownState, setOwnState] = useState(() => createDataGridState(defaultState));
  const state = stateProp ?? ownState;

  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
  );
  const visibility = visibilityProp ?? ownVisibility;

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.value,
        header: column.header,
        enableSorting: column.sortable === true,
        enableHiding: column.hideable !== false,
        sortingFn: compareValues,
        filterFn: (row, id, filterValue) =>
          column.filter?.type === 'select'
            ? optionFilterMatches(row.getValue(id), filterValue)
            : textFilterMatches(row.getValue(id), filterValue),
      })),
    [columns],
  );

  // TanStack memoises its row models on the identity of these state slices: rebuilding them on every render
  // (every scroll frame of a virtualized body) would re-filter and re-sort all rows each time.
  const sorting = useMemo(() => toSorting(state), [state.orderBy, state.order]); // eslint-disable-line react-hooks/exhaustive-deps
  const columnFilters = useMemo(() => toColumnFilters(state), [state.filter]); // eslint-disable-line react-hooks/exhaustive-deps
  const pagination = useMemo(() => toPagination(state), [state.currentPage, state.pageSize]); // eslint-disable-line react-hooks/exhaustive-deps
  const tableState = useMemo(
    () => ({ sorting, columnFilters, pagination, columnVisibility: visibility }),
    [sorting, columnFilters, pagination, visibility],
  );
  const rowModels = useMemo(
    () => ({
      core: getCoreRowModel<Row>(),
      sorted: getSortedRowModel<Row>(),
      filtered: getFilteredRowModel<Row>(),
      paginated: getPaginationRowModel<Row>(),
    }),
    [],
  );

  const options: TableOptions<Row> = {
    data: data as Row[],
    columns: columnDefs,
    getRowId,
    state: tableState,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server || virtualize,
    getCoreRowModel: rowModels.core,
    ...(server
      ? { pageCount: Math.max(state.pageCount, 1) }
      : {
          getSortedRowModel: rowModels.sorted,
          getFilteredRowModel: rowModels.filtered,
          ...(virtualize ? {} : { getPaginationRowModel: rowModels.paginated }),
        }),
  };
  // The table instance is read during render on purpose (its row models follow the state); no React Compiler here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable(options);

  // Client mode computes the page count from the filtered rows; server mode is told it.
  const filteredCount = server ? (totalCount ?? data.length) : table.getPrePaginationRowModel().rows.length;
  const pageCount = server
    ? Math.max(state.pageCount, 1)
    : Math.max(Math.ceil(filteredCount / state.pageSize), 1);
  const currentPage = Math.min(Math.max(state.currentPage, FIRST_PAGE), pageCount);
  const rows: TableRow<Row>[] = table.getRowModel().rows;

  const update = useCallback(
    (next: DataGridState) => {
      const withCount = server ? next : { ...next, pageCount };
      if (!stateProp) setOwnState(withCount);
      onStateChange?.(withCount);
    },
    [onStateChange, pageCount, server, stateProp],
  );
  const current = { ...state, currentPage, pageCount };

  const visibleColumns = useMemo(
    () => columns.filter((column) => visibility[column.id] !== false),
    [columns, visibility],
  );
  const setVisibility = (columnId: string, visible: boolean) => {
    const next = { ...visibility, [columnId]: visible };
    if (!visibilityProp) setOwnVisibility(next);
    onColumnVisibilityChange?.(next);
  };

  // The shell's viewport classes (mobile below 768 px, resizes debounced by 250 ms), so grid and layout switch
  // together.
  const viewport = useViewport();
  const asCards = layout === 'cards' || (layout === 'auto' && viewport === 'mobile');

  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollNode, setScrollNode] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrolls(scrollNode, rows.length);

  // One actions array per row object while `rowActions` stays the same function, so memoised rows stay equal.
  // A new `rowActions` function empties the cache: that is what the dependency is for.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const actionsCache = useMemo(() => new WeakMap<object, readonly DataGridRowAction[]>(), [rowActions]);
  const actionsFor = (row: Row): readonly DataGridRowAction[] | null => {
    if (!rowActions) return null;
    if (typeof row !== 'object' || row === null) return rowActions(row);
    let actions = actionsCache.get(row);
    if (!actions) {
      actions = rowActions(row);
      actionsCache.set(row, actions);
    }
    return actions;
  };
  const actionLabel = (row: Row, id: string) =>
    fillTemplate(labels.rowActions, { row: getRowLabel ? getRowLabel(row) : id });

  const hasActions = Boolean(rowActions);
  const columnCount = visibleColumns.length + (hasActions ? 1 : 0);
  const busy = loading && !error;
  const empty = !busy && !error && rows.length === 0;

  const header = (
    <thead>
      <tr aria-rowindex={virtualize ? 1 : undefined}>
        {visibleColumns.map((column) => {
          const sorted = state.orderBy === column.id ? state.order : null;
          return (
            <th
              key={column.id}
              scope="col"
              data-align={column.align ?? 'start'}
              style={column.width !== undefined ? { inlineSize: column.width } : undefined}
              aria-sort={
                column.sortable
                  ? sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
            >
              <span className="adn-DataGrid-th">
                {column.sortable ? (
                  <button
                    type="button"
                    className="adn-DataGrid-sort"
                    data-sorted={sorted ?? undefined}
                    onClick={() => update(nextSort(current, column.id))}
                  >
                    {column.header}
                    <span className="adn-DataGrid-sortIcon" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="adn-DataGrid-thText">{column.header}</span>
                )}
                {column.filter ? (
                  <FilterPopover
                    column={column}
                    value={state.filter[column.id]}
                    open={state.openedFilter === column.id}
                    onOpenChange={(open) => update({ ...current, openedFilter: open ? column.id : null })}
                    onApply={(value) =>
                      update({ ...withFilter(current, column.id, value), openedFilter: null })
                    }
                    labels={labels}
                  />
                ) : null}
              </span>
            </th>
          );
        })}
        {hasActions ? (
          <th scope="col" className="adn-DataGrid-actionsCell">
            <span className="adn-visually-hidden">{labels.actions}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );

  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="adn-DataGrid-stateCell">
        {content}
      </td>
    </tr>
  );
  const errorState = (
    <ErrorState
      size="compact"
      labels={{ title: labels.errorTitle, description: labels.errorDescription, retry: labels.retry }}
      onRetry={onRetry}
    />
  );
  const emptyState = <EmptyState size="compact" title={labels.empty} titleAs="p" />;
  const skeletonRows = () =>
    Array.from({ length: Math.min(state.pageSize, 8) }, (_, i) => (
      <tr key={`skeleton-${i}`} className="adn-DataGrid-row" aria-hidden="true">
        {Array.from({ length: columnCount }, (_, c) => (
          <td key={c}>
            <Skeleton width={c === 0 ? '70%' : '50%'} />
          </td>
        ))}
      </tr>
    ));

  const renderRow = (row: TableRow<Row>, ariaRowIndex?: number, fixedHeight?: number) => (
    <DataRow
      key={row.id}
      row={row.original}
      columns={visibleColumns}
      actions={actionsFor(row.original)}
      actionsLabel={actionLabel(row.original, row.id)}
      ariaRowIndex={ariaRowIndex}
      height={fixedHeight}
    />
  );

  let body: ReactNode;
  if (error) body = stateRow(errorState);
  else if (busy) body = skeletonRows();
  else if (empty) body = stateRow(emptyState);
  else if (virtualize) {
    body = (
      <VirtualRows
        rows={rows}
        rowHeight={rowHeight}
        height={height}
        scrollElement={scrollNode}
        renderRow={renderRow}
      />
    );
  } else body = rows.map((row) => renderRow(row));

  // Arrow keys between rows: a native listener on the scroll box, as the table itself is not a widget.
  useEffect(() => {
    if (!scrollNode) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) =>
      moveFocusVertically(event, (direction) => {
        // At the edge of the rendered rows of a virtualized body: scroll one row; the next render brings it in.
        if (virtualize) scrollNode.scrollBy({ top: direction * rowHeight });
      });
    scrollNode.addEventListener('keydown', onKeyDown);
    return () => scrollNode.removeEventListener('keydown', onKeyDown);
  }, [scrollNode, virtualize, rowHeight]);

  const sortableColumns = columns.filter((column) => column.sortable);
  const filterableColumns = visibleColumns.filter((column) => column.filter);

  // A function, not an element: built eagerly, the cards of 100k rows would cost a second on every render.
  const renderCards = () => (
    <ul className="adn-DataGrid-cards" aria-label={caption} aria-busy={busy || undefined}>
      {error ? (
        <li className="adn-DataGrid-cardState">{errorState}</li>
      ) : busy ? (
        Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="adn-DataGrid-card" aria-hidden="true">
            <Skeleton width="60%" />
            <Skeleton lines={2} />
          </li>
        ))
      ) : empty ? (
        <li className="adn-DataGrid-cardState">{emptyState}</li>
      ) : (
        rows.map((row) => {
          const title = visibleColumns.find((c) => c.card === 'title') ?? visibleColumns[0];
          const fields = visibleColumns.filter((c) => c !== title && c.card !== 'hidden');
          const actions = actionsFor(row.original);
          return (
            <li key={row.id} className="adn-DataGrid-card">
              <div className="adn-DataGrid-cardHeader">
                {title ? <span className="adn-DataGrid-cardTitle">{cellOf(title, row.original)}</span> : null}
                {actions ? <RowActions actions={actions} label={actionLabel(row.original, row.id)} /> : null}
              </div>
              <dl className="adn-DataGrid-cardFields">
                {fields.map((column) => (
                  <div key={column.id} className="adn-DataGrid-cardField">
                    <dt>{column.header}</dt>
                    <dd>{cellOf(column, row.original)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })
      )}
    </ul>
  );

  const sortValue = state.orderBy ? `${state.orderBy}:${state.order}` : '';

  return (
    <div
      className={cx('adn-DataGrid', className)}
      data-slot="data-grid"
      data-layout={asCards ? 'cards' : 'table'}
      data-virtual={virtualize || undefined}
    >
      <div className="adn-DataGrid-toolbar" data-slot="data-grid-toolbar">
        {toolbar}
        <span className="adn-DataGrid-toolbarEnd">
          {asCards && sortableColumns.length > 0 ? (
            <Select
              size="sm"
              aria-label={labels.sortBy}
              value={sortValue || 'none'}
              onValueChange={(value) => {
                const [orderBy, order] = value.split(':');
                const { orderBy: _dropped, ...rest } = current;
                update(
                  orderBy && orderBy !== 'none'
                    ? {
                        ...current,
                        orderBy,
                        order: order === 'desc' ? 'desc' : 'asc',
                        currentPage: FIRST_PAGE,
                      }
                    : { ...rest, currentPage: FIRST_PAGE },
                );
              }}
              options={[
                { value: 'none', label: labels.sortNone },
                ...sortableColumns.flatMap((column) => [
                  {
                    value: `${column.id}:asc`,
                    label: fillTemplate(labels.sortAscending, { column: column.header }),
                  },
                  {
                    value: `${column.id}:desc`,
                    label: fillTemplate(labels.sortDescending, { column: column.header }),
                  },
                ]),
              ]}
            />
          ) : null}
          {asCards
            ? filterableColumns.map((column) => (
                <FilterPopover
                  key={column.id}
                  column={column}
                  value={state.filter[column.id]}
                  open={state.openedFilter === column.id}
                  onOpenChange={(open) => update({ ...current, openedFilter: open ? column.id : null })}
                  onApply={(value) =>
                    update({ ...withFilter(current, column.id, value), openedFilter: null })
                  }
                  labels={labels}
                  withText
                />
              ))
            : null}
          {!asCards && columns.some((column) => column.hideable !== false) ? (
            <ColumnsMenu columns={columns} visibility={visibility} onToggle={setVisibility} labels={labels} />
          ) : null}
        </span>
      </div>

      {asCards ? (
        renderCards()
      ) : (
        <div
          ref={(node) => {
            scrollRef.current = node;
            setScrollNode(node);
          }}
          className="adn-DataGrid-scroll"
          style={virtualize ? { blockSize: height } : undefined}
          // Named by the caption; a tab stop only while it scrolls (see useScrolls).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrolls ? 0 : undefined}
          role="region"
          aria-label={caption}
        >
          <table
            className="adn-DataGrid-table"
            aria-busy={busy || undefined}
            aria-rowcount={virtualize && !busy && !error ? rows.length + 1 : undefined}
          >
            <caption className="adn-visually-hidden">{caption}</caption>
            <colgroup>
              {visibleColumns.map((column) => (
                <col
                  key={column.id}
                  style={column.width !== undefined ? { inlineSize: column.width } : undefined}
                />
              ))}
              {hasActions ? <col className="adn-DataGrid-actionsCol" /> : null}
            </colgroup>
            {header}
            <tbody>{body}</tbody>
          </table>
        </div>
      )}

      {/* Always present, so that the change to "Loading…" is announced. */}
      <span className="adn-visually-hidden" role="status">
        {busy ? labels.loading : ''}
      </span>

      {!virtualize && !error ? (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          pageSize={state.pageSize}
          total={server ? totalCount : filteredCount}
          onPage={(page) => update(withPage(current, page))}
          onPageSize={(size) => update(withPageSize(current, size))}
          labels={labels}
          locale={locale}
          disabled={busy}
        />
      ) : null}
    </div>
  );
}
