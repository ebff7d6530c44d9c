import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Checkbox } from '../checkbox';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Skeleton } from '../skeleton';
import { Select } from '../select';
import { useViewport } from '../layout/use-viewport';
import { cx } from '../../internal/class-names';
import { fillTemplate } from '../../internal/fill-template';
import { formatNumber } from '../../format';
import { DEFAULT_UI_LOCALE, useUiLocale } from '../../locale/ui-locale-provider';
import {
  FIRST_PAGE,
  createDataGridState,
  isActiveFilter,
  nextSort,
  withFilter,
  withPage,
  withPageSize,
  type DataGridState,
} from './data-grid-state';
import { ColumnCache, buildClientRowModel, rowIndexAt } from './data-grid-model';
import { ACTIONS_COLUMN_WIDTH, SELECT_COLUMN_WIDTH, fitColumns } from './data-grid-layout';
import {
  ColumnsMenu,
  FilterChips,
  FilterPopover,
  Pagination,
  RowActions,
  SelectionBar,
  type FilterChip,
} from './data-grid-parts';
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
  /** Names a row in its actions button and its checkbox ('Actions for Spring sale'). @default the row id */
  getRowLabel?: (row: Row) => string;
  /**
   * Rows get a checkbox (named 'Select {row}') and the header one that selects or clears the rows of the current
   * page (all rows when virtualized). Selection is by `getRowId` and survives paging, sorting and filtering: in
   * server mode the ids of other pages stay in `selectedRowIds` (the host owns them). @default false
   */
  selectable?: boolean;
  /** Controlled selection: ids from `getRowId`. Uncontrolled (the grid keeps it) when omitted. */
  selectedRowIds?: readonly string[];
  /** Every change of the selection, with all selected ids (of every page). */
  onSelectedRowIdsChange?: (ids: string[]) => void;
  /**
   * Shown in the toolbar while rows are selected, after '{count} selected' and the clear-selection button (which
   * replace the `toolbar` content meanwhile): the host's buttons (stop, start, archive…).
   */
  bulkActions?: ReactNode;
  /**
   * The text of a chip of an active filter of `state.filter`, or null for no chip. Called for every active
   * filter: for ids that are columns with a `filter`, null keeps the grid's own text ('Status: Active'); for other
   * ids (a search field, a date range in the toolbar), only a string makes a chip.
   */
  describeFilter?: (id: string, value: unknown) => string | null;
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
  /**
   * Controlled column visibility: `{ id: false }` hides; `{ id: true }` (what the columns menu writes when the
   * user shows a column) also keeps it from being hidden for room.
   */
  columnVisibility?: Record<string, boolean>;
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** Content at the start of the toolbar (a search field, a create button). */
  toolbar?: ReactNode;
  /** Texts, over the `UiLocaleProvider`'s `labels.dataGrid` and the English defaults, key by key. */
  labels?: Partial<DataGridLabels>;
  /** Locale of numbers in the pagination and the selection count. @default the `UiLocaleProvider`'s, else 'en' */
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

/**
 * The inner width of the table's box (CSS px), 0 until measured. Measured before paint, so the first frame already
 * has fitted columns, and again whenever the box changes size (sidebar collapsed, window resized).
 */
function useBoxWidth(node: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setWidth(node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return width;
}

/**
 * Marks the box while content is scrolled under the pinned columns (`data-overflow-start` / `-end`), so they get
 * their edge. Written on the element directly: a sideways scroll must not re-render the grid.
 *
 * Also keeps focus in a pinned cell from scrolling the table sideways: browsers scroll a focused element into view
 * by where it would be without `position: sticky`, so tabbing to a row's "⋯" jumped the table to its far end.
 * A pinned cell is always in view, so the sideways position it had before the focus is put back.
 */
function usePinnedColumns(node: HTMLElement | null, watch: unknown) {
  useEffect(() => {
    if (!node) return;
    // The sideways position as of the last scroll event: a scroll caused by focus has not reported yet.
    let settled = node.scrollLeft;
    const measure = () => {
      settled = node.scrollLeft;
      const max = node.scrollWidth - node.clientWidth;
      // scrollLeft is negative in RTL; its magnitude is the distance from the start either way.
      const offset = Math.abs(node.scrollLeft);
      node.toggleAttribute('data-overflow-start', offset > 0.5);
      node.toggleAttribute('data-overflow-end', max - offset > 0.5);
    };
    // A vertical scroll (every frame of a virtualized body) changes nothing here. The read of `scrollLeft` is in a
    // capturing listener, which runs before the virtualized body's (on the box itself capturing listeners come
    // first): the layout is still clean then, where after the body has drawn its rows it would force a layout.
    const update = () => {
      if (node.scrollLeft !== settled) measure();
    };
    const keepPosition = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-pin]') && node.scrollLeft !== settled) node.scrollLeft = settled;
    };
    measure();
    node.addEventListener('scroll', update, { passive: true, capture: true });
    node.addEventListener('focusin', keepPosition);
    return () => {
      node.removeEventListener('scroll', update, true);
      node.removeEventListener('focusin', keepPosition);
    };
  }, [node, watch]);
}

/** A row's actions, computed once per row object (memoised rows then get the same array). */
function cachedActions<Row>(
  cache: WeakMap<object, readonly DataGridRowAction[]>,
  rowActions: (row: Row) => readonly DataGridRowAction[],
  row: Row,
): readonly DataGridRowAction[] {
  if (typeof row !== 'object' || row === null) return rowActions(row);
  let actions = cache.get(row);
  if (!actions) {
    actions = rowActions(row);
    cache.set(row, actions);
  }
  return actions;
}

const printValue = (value: DataGridValue) => (value === null || value === undefined ? '' : String(value));

function cellOf<Row>(column: DataGridColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : printValue(column.value(row));
}

/** A row's checkbox: toggles the row; with Shift held, every row between it and the last one toggled. */
type ToggleRow = (id: string, selected: boolean, range: boolean) => void;

/** Reads whether Shift was held for the click that is about to change a checkbox (change events do not say). */
let shiftClick = false;
const noteShift = (event: { shiftKey: boolean }) => {
  shiftClick = event.shiftKey;
};

interface DataRowProps<Row> {
  row: Row;
  id: string;
  columns: readonly DataGridColumn<Row>[];
  actions: readonly DataGridRowAction[] | null;
  actionsLabel: string;
  ariaRowIndex: number | undefined;
  height: number | undefined;
  /** Null when the grid is not selectable. */
  selected: boolean | null;
  selectLabel: string;
  onToggle: ToggleRow;
}

/**
 * One body row. Memoised: while the user scrolls a virtualized grid the rows already in view must not re-render.
 * The first column and the actions cell are pinned (sticky) so the row stays identifiable while the table
 * scrolls sideways.
 */
const DataRow = memo(function DataRow<Row>({
  row,
  id,
  columns,
  actions,
  actionsLabel,
  ariaRowIndex,
  height,
  selected,
  selectLabel,
  onToggle,
}: DataRowProps<Row>) {
  return (
    <tr
      className="adn-DataGrid-row"
      aria-rowindex={ariaRowIndex}
      data-selected={selected || undefined}
      style={height ? { blockSize: height } : undefined}
    >
      {selected !== null ? (
        <td className="adn-DataGrid-selectCell" data-pin="start">
          <Checkbox
            aria-label={selectLabel}
            checked={selected}
            onClick={noteShift}
            onCheckedChange={(checked) => onToggle(id, checked, shiftClick)}
          />
        </td>
      ) : null}
      {columns.map((column, index) => (
        <td
          key={column.id}
          data-align={column.align ?? 'start'}
          data-pin={index === 0 ? 'start' : undefined}
          data-pin-edge={index === 0 ? 'start' : undefined}
        >
          {cellOf(column, row)}
        </td>
      ))}
      {actions ? (
        <td className="adn-DataGrid-actionsCell" data-pin="end" data-pin-edge="end">
          <RowActions actions={actions} label={actionsLabel} />
        </td>
      ) : null}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

/**
 * Rows drawn above and below the visible ones when the window moves, so a fast scroll or Arrow key does not show a
 * gap. The window then stays put until fewer than {@link MIN_AHEAD} drawn rows remain beyond the visible ones on a
 * side: while the user scrolls, React renders every few frames (about 10 new rows at once) instead of every frame
 * (the 2-3 rows a frame scrolls into view), and the frames in between are the browser's scroll alone. A jump (a
 * drag of the scrollbar, Page Down, Home/End: none of the drawn rows is in view any more) draws the visible rows
 * and {@link NEAR} on each side only, as the next frame may well jump again.
 */
const OVERSCAN = 12;
const MIN_AHEAD = 3;
const NEAR = MIN_AHEAD + 1;
/** The header row's height: it sits inside the scroll box, above the first body row. */
const HEADER_HEIGHT = 44;

interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  height: number;
  /** The scroll box, as state: a ref would still be empty when this child's layout effects first run. */
  scrollElement: HTMLElement | null;
  renderRow: (position: number, ariaRowIndex: number, height: number) => ReactNode;
  columnCount: number;
}

interface RowWindow {
  start: number;
  end: number;
}

/** The rows to draw for a scroll position; `previous` (unchanged) while it still covers the view. */
export function windowOf(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  previous?: RowWindow,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop - HEADER_HEIGHT) / rowHeight);
  const last = Math.ceil((scrollTop + viewport) / rowHeight);
  if (
    previous &&
    previous.start <= Math.max(0, first - MIN_AHEAD) &&
    previous.end >= Math.min(count, last + MIN_AHEAD) &&
    previous.end <= count
  )
    return previous;
  const extra = previous && previous.end > first && previous.start < last ? OVERSCAN : NEAR;
  return { start: Math.max(0, first - extra), end: Math.min(count, last + extra) };
}

/**
 * The rows in view of a virtualized body, between two spacer rows that keep the scroll height. Rows have one
 * fixed height, so the window is arithmetic on `scrollTop` (no per-row measurement objects for 100,000 rows).
 * Its own component so that a scroll re-renders only it, and only when the window moves (see {@link OVERSCAN}).
 * The scroll handler reads `scrollTop` only, before it changes the DOM (no forced layout).
 */
function VirtualRows({ count, rowHeight, height, scrollElement, renderRow, columnCount }: VirtualRowsProps) {
  const [range, setRange] = useState(() => windowOf(0, height, rowHeight, count));
  // The window drawn, read by the scroll handler: a scroll that keeps it costs no render at all.
  const drawn = useRef(range);
  useLayoutEffect(() => {
    if (!scrollElement) return;
    // The box's height is `height` (fixed): measured once here, never in the scroll handler.
    const viewport = scrollElement.clientHeight || height;
    const update = (sync: boolean) => {
      const next = windowOf(scrollElement.scrollTop, viewport, rowHeight, count, drawn.current);
      if (next === drawn.current) return;
      drawn.current = next;
      const apply = () => setRange(next);
      // Inside the scroll event, so the frame being drawn already has the rows (no blank flash).
      if (sync) flushSync(apply);
      else apply();
    };
    update(false);
    const onScroll = () => update(true);
    scrollElement.addEventListener('scroll', onScroll, { passive: true });
    return () => scrollElement.removeEventListener('scroll', onScroll);
  }, [scrollElement, count, rowHeight, height]);
  const start = Math.min(range.start, count);
  const end = Math.min(range.end, count);
  const before = start * rowHeight;
  const after = (count - end) * rowHeight;
  const rows: ReactNode[] = [];
  // aria-rowindex counts the header row as 1.
  for (let position = start; position < end; position += 1)
    rows.push(renderRow(position, position + 2, rowHeight));
  return (
    <>
      {before > 0 ? (
        <tr aria-hidden="true" className="adn-DataGrid-spacer" style={{ blockSize: before }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {rows}
      {after > 0 ? (
        <tr aria-hidden="true" className="adn-DataGrid-spacer" style={{ blockSize: after }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </>
  );
}

const FOCUSABLE_IN_CELL = 'a[href], button, input[type="checkbox"], [tabindex="0"]';

/** Arrow Up/Down from a control in a row moves to the same control in the next row (like a spreadsheet). */
function moveFocusVertically(event: globalThis.KeyboardEvent, onEdge?: (direction: 1 | -1) => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  // Text fields, selects and open menus use the arrows themselves.
  if (target.closest('input:not([type="checkbox"]), select, textarea, [role="menu"]')) return;
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const focusables = Array.from(cell.querySelectorAll<HTMLElement>(FOCUSABLE_IN_CELL));
  const nth = focusables.indexOf(target);
  if (nth < 0) return;
  const direction = event.key === 'ArrowDown' ? 1 : -1;
  let sibling = direction === 1 ? row.nextElementSibling : row.previousElementSibling;
  while (sibling && sibling.getAttribute('aria-hidden') === 'true') {
    sibling = direction === 1 ? sibling.nextElementSibling : sibling.previousElementSibling;
  }
  const next = (sibling as HTMLTableRowElement | null)?.cells[cell.cellIndex]?.querySelectorAll<HTMLElement>(
    FOCUSABLE_IN_CELL,
  )[nth];
  event.preventDefault();
  if (next) next.focus();
  else onEdge?.(direction);
}

/** The grid's own text for a column filter's chip: the option's label, or the text searched for. */
function describeColumnFilter<Row>(
  column: DataGridColumn<Row>,
  value: unknown,
  labels: DataGridLabels,
): string {
  const filter = column.filter;
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  const text =
    filter?.type === 'select'
      ? values.map((v) => filter.options.find((option) => option.value === v)?.label ?? v).join(', ')
      : values.join(', ');
  return fillTemplate(labels.filterChip, { column: column.header, value: text });
}

/**
 * The data table of the cabinet: sorting (asc/desc by `orderBy`), pages of 20 from page 1 with a page-size
 * select and page numbers, per-column filters in popovers (`openedFilter`) shown as chips while active, column
 * visibility, columns that fit their box (hidden for room by `priority`, the first and the actions column pinned
 * while the table scrolls sideways), row selection with bulk actions, a row actions menu,
 * loading/empty/error states with the spec's texts, a sticky header, cards below 768 px, and row virtualization
 * for large client-side data.
 *
 * Client mode keeps no object per row: rows are indices into `data`, ordered by a permutation that is built from
 * column value arrays only when a filter or sort asks for it (see data-grid-model.ts).
 *
 * Semantics: a plain `<table>` (not `role="grid"`), so screen readers use their table commands; every control is
 * a real button or checkbox reachable by Tab, and Arrow Up/Down move between the same control in neighbouring
 * rows.
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
  selectable = false,
  selectedRowIds: selectedProp,
  onSelectedRowIdsChange,
  bulkActions,
  describeFilter,
  virtualize = false,
  height = 560,
  rowHeight = 44,
  layout = 'auto',
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  toolbar,
  labels: labelsProp,
  locale: localeProp,
  className,
}: DataGridProps<Row>) {
  const { locale: provided = DEFAULT_UI_LOCALE, labels: providedLabels } = useUiLocale();
  const locale = localeProp ?? provided;
  const fromProvider = providedLabels?.dataGrid;
  const labels = useMemo(
    () => ({ ...defaultDataGridLabels, ...fromProvider, ...labelsProp }),
    [fromProvider, labelsProp],
  );
  const server = mode === 'server';
  const [ownState, setOwnState] = useState(() => createDataGridState(defaultState));
  const state = stateProp ?? ownState;

  const [ownVisibility, setOwnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
  );
  const visibility = visibilityProp ?? ownVisibility;

  // The shell's viewport classes (mobile below 768 px, resizes debounced by 250 ms), so grid and layout switch
  // together.
  const viewport = useViewport();
  const asCards = layout === 'cards' || (layout === 'auto' && viewport === 'mobile');
  // Virtualization is for the table; cards (a phone) get pages instead of 100,000 cards.
  const windowed = virtualize && !asCards;

  const [cache] = useState(() => new ColumnCache<Row>());
  // A host that parses its state from the URL on every render passes an equal but new `filter` each time: the
  // rows are filtered again only when the filter's content changes.
  const filterKey = JSON.stringify(state.filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filter = useMemo(() => state.filter, [filterKey]);
  const model = useMemo(
    () => (server ? null : buildClientRowModel(data, columns, filter, state.orderBy, state.order, cache)),
    [server, data, columns, filter, state.orderBy, state.order, cache],
  );

  // Client mode computes the page count from the filtered rows; server mode is told it.
  const filteredCount = model ? model.count : (totalCount ?? data.length);
  const pageCount = server
    ? Math.max(state.pageCount, 1)
    : Math.max(Math.ceil(filteredCount / state.pageSize), 1);
  const currentPage = Math.min(Math.max(state.currentPage, FIRST_PAGE), pageCount);

  /** Index into `data` of the row at a position of the shown order. */
  const indexAt = useCallback(
    (position: number) => (model ? rowIndexAt(model, position) : position),
    [model],
  );
  // The positions on screen: the page (client), all of `data` (server), or every row (virtualized).
  const firstPosition = model && !windowed ? (currentPage - FIRST_PAGE) * state.pageSize : 0;
  const endPosition = model
    ? windowed
      ? model.count
      : Math.min(firstPosition + state.pageSize, model.count)
    : data.length;
  const shownCount = Math.max(endPosition - firstPosition, 0);

  const update = useCallback(
    (next: DataGridState) => {
      const withCount = server ? next : { ...next, pageCount };
      if (!stateProp) setOwnState(withCount);
      onStateChange?.(withCount);
    },
    [onStateChange, pageCount, server, stateProp],
  );
  const current = { ...state, currentPage, pageCount };

  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollNode, setScrollNode] = useState<HTMLDivElement | null>(null);
  const boxWidth = useBoxWidth(asCards ? null : scrollNode);
  const hasActions = Boolean(rowActions);
  const extraWidth = (selectable ? SELECT_COLUMN_WIDTH : 0) + (hasActions ? ACTIONS_COLUMN_WIDTH : 0);
  // The sorted column is never hidden for room: its header is what says how the rows are ordered.
  const sortedBy = state.orderBy;
  const fit = useMemo(
    () =>
      fitColumns(columns, visibility, boxWidth > 0 ? boxWidth - extraWidth : 0, sortedBy ? [sortedBy] : []),
    [columns, visibility, boxWidth, extraWidth, sortedBy],
  );
  const visibleColumns = fit.columns;
  const shownIds = useMemo(() => new Set(visibleColumns.map((c) => c.id)), [visibleColumns]);
  const hiddenToFit = useMemo(() => new Set(fit.hiddenToFit), [fit.hiddenToFit]);
  // Cards show every column the user has not hidden: hiding for room is the table's business.
  const cardColumns = useMemo(
    () => columns.filter((column) => visibility[column.id] !== false),
    [columns, visibility],
  );
  const setVisibility = (columnId: string, visible: boolean) => {
    const next = { ...visibility, [columnId]: visible };
    if (!visibilityProp) setOwnVisibility(next);
    onColumnVisibilityChange?.(next);
  };

  const scrolls = useScrolls(scrollNode, `${shownCount}:${fit.total}`);
  usePinnedColumns(scrollNode, `${fit.total}:${boxWidth}`);

  // One actions array per row object while `rowActions` stays the same function, so memoised rows stay equal.
  // A new `rowActions` function empties the cache: that is what the dependency is for.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const actionsCache = useMemo(() => new WeakMap<object, readonly DataGridRowAction[]>(), [rowActions]);
  const actionsFor = (row: Row) => (rowActions ? cachedActions(actionsCache, rowActions, row) : null);
  const nameOf = (row: Row, id: string) => (getRowLabel ? getRowLabel(row) : id);

  // ---- Selection ----
  const [ownSelected, setOwnSelected] = useState<readonly string[]>([]);
  const selectedIds = selectedProp ?? ownSelected;
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const setSelected = useCallback(
    (next: string[]) => {
      if (!selectedProp) setOwnSelected(next);
      onSelectedRowIdsChange?.(next);
    },
    [selectedProp, onSelectedRowIdsChange],
  );
  // The rows the header checkbox acts on: this page, or every row when virtualized.
  const scopeIds = useMemo(() => {
    if (!selectable) return [];
    const ids: string[] = new Array(shownCount);
    for (let k = 0; k < shownCount; k += 1) {
      const index = indexAt(firstPosition + k);
      ids[k] = getRowId(data[index] as Row, index);
    }
    return ids;
  }, [selectable, shownCount, indexAt, firstPosition, getRowId, data]);
  const selectedInScope = useMemo(
    () => scopeIds.reduce((n, id) => (selectedSet.has(id) ? n + 1 : n), 0),
    [scopeIds, selectedSet],
  );
  // Latest values for the row checkboxes' one stable callback (memoised rows must not re-render for it).
  const latest = useRef({ selectedIds, scopeIds, setSelected });
  useLayoutEffect(() => {
    latest.current = { selectedIds, scopeIds, setSelected };
  });
  const anchor = useRef<string | null>(null);
  const toggleRow = useCallback<ToggleRow>((id, on, range) => {
    const { selectedIds: now, scopeIds: scope, setSelected: set } = latest.current;
    let ids = [id];
    const from = range && anchor.current !== null ? scope.indexOf(anchor.current) : -1;
    const to = scope.indexOf(id);
    if (from >= 0 && to >= 0) ids = scope.slice(Math.min(from, to), Math.max(from, to) + 1);
    anchor.current = id;
    const change = new Set(ids);
    const kept = now.filter((selectedId) => !change.has(selectedId));
    set(on ? [...kept, ...ids] : kept);
  }, []);
  const toggleScope = (on: boolean) => {
    const scope = new Set(scopeIds);
    const kept = selectedIds.filter((id) => !scope.has(id));
    setSelected(on ? [...kept, ...scopeIds] : kept);
  };
  const allInScope = scopeIds.length > 0 && selectedInScope === scopeIds.length;
  const someInScope = selectedInScope > 0 && !allInScope;
  const scopeLabel = windowed ? labels.selectAll : labels.selectPage;
  const selecting = selectable && selectedIds.length > 0;

  // Focus must not fall to the page when the control holding it goes away: after "Clear selection" (or a bulk
  // action that clears it) it goes to the header checkbox; after removing a filter chip, to the next chip.
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ kind: 'selection' } | { kind: 'chip'; index: number } | null>(null);
  const wasSelecting = useRef(selecting);
  useLayoutEffect(() => {
    const root = rootRef.current;
    const lost = !root || document.activeElement === document.body || !document.activeElement;
    if (wasSelecting.current && !selecting && root && (lost || focusAfter.current?.kind === 'selection')) {
      root.querySelector<HTMLElement>('[data-slot="data-grid-select-scope"] input')?.focus();
    }
    if (focusAfter.current?.kind === 'selection') focusAfter.current = null;
    wasSelecting.current = selecting;
  });

  const hasCheckboxColumn = selectable;
  const columnCount = visibleColumns.length + (hasActions ? 1 : 0) + (hasCheckboxColumn ? 1 : 0);
  const busy = loading && !error;
  const empty = !busy && !error && shownCount === 0;

  // ---- Filters shown as chips ----
  const chips = useMemo<FilterChip[]>(() => {
    const list: FilterChip[] = [];
    for (const [id, value] of Object.entries(state.filter)) {
      if (!isActiveFilter(value)) continue;
      const described = describeFilter?.(id, value);
      const column = columns.find((c) => c.id === id);
      const text =
        typeof described === 'string'
          ? described
          : column?.filter
            ? describeColumnFilter(column, value, labels)
            : null;
      if (text) list.push({ id, text });
    }
    return list;
  }, [state.filter, describeFilter, columns, labels]);
  const removeChip = (id: string, index: number) => {
    focusAfter.current = { kind: 'chip', index };
    update(withFilter(current, id, undefined));
  };
  const clearChips = () => {
    focusAfter.current = { kind: 'chip', index: 0 };
    update(chips.reduce((next, chip) => withFilter(next, chip.id, undefined), current));
  };
  useLayoutEffect(() => {
    const pending = focusAfter.current;
    if (!pending || pending.kind !== 'chip') return;
    focusAfter.current = null;
    const root = rootRef.current;
    const buttons = root?.querySelectorAll<HTMLElement>('.adn-DataGrid-chipRemove');
    const next = buttons && buttons.length > 0 ? buttons[Math.min(pending.index, buttons.length - 1)] : null;
    // No chip left: the first control of the toolbar, else the table's box.
    (
      next ??
      root?.querySelector<HTMLElement>(
        '[data-slot="data-grid-toolbar"] button, [data-slot="data-grid-toolbar"] input',
      ) ??
      scrollRef.current
    )?.focus();
  });

  // A column's filter: a funnel in its header, or a labelled button in the cards' toolbar.
  const filterFor = (column: DataGridColumn<Row>, withText: boolean) => (
    <FilterPopover
      key={column.id}
      column={column}
      value={state.filter[column.id]}
      open={state.openedFilter === column.id}
      onOpenChange={(open) => update({ ...current, openedFilter: open ? column.id : null })}
      onApply={(value) => update({ ...withFilter(current, column.id, value), openedFilter: null })}
      labels={labels}
      withText={withText}
    />
  );

  const headerCheckbox = (
    <Checkbox
      aria-label={scopeLabel}
      checked={allInScope}
      indeterminate={someInScope}
      disabled={scopeIds.length === 0 || busy}
      onCheckedChange={() => toggleScope(!allInScope)}
    />
  );

  const header = (
    <thead>
      <tr aria-rowindex={windowed ? 1 : undefined}>
        {hasCheckboxColumn ? (
          <th scope="col" className="adn-DataGrid-selectCell" data-pin="start">
            <span data-slot="data-grid-select-scope">{headerCheckbox}</span>
          </th>
        ) : null}
        {visibleColumns.map((column, index) => {
          const sorted = state.orderBy === column.id ? state.order : null;
          return (
            <th
              key={column.id}
              scope="col"
              data-column={column.id}
              data-align={column.align ?? 'start'}
              data-pin={index === 0 ? 'start' : undefined}
              data-pin-edge={index === 0 ? 'start' : undefined}
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
                    <span className="adn-DataGrid-sortText">{column.header}</span>
                    <span className="adn-DataGrid-sortIcon" aria-hidden="true" />
                  </button>
                ) : (
                  <span className="adn-DataGrid-thText">{column.header}</span>
                )}
                {column.filter ? filterFor(column, false) : null}
              </span>
            </th>
          );
        })}
        {hasActions ? (
          <th scope="col" className="adn-DataGrid-actionsCell" data-pin="end" data-pin-edge="end">
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
  // Like the empty state, a paragraph: a heading inside a table cell would break the page's heading order.
  const errorState = (
    <ErrorState
      size="compact"
      titleAs="p"
      labels={{ title: labels.errorTitle, description: labels.errorDescription, retry: labels.retry }}
      onRetry={onRetry}
    />
  );
  const emptyState = (
    <EmptyState size="compact" title={labels.empty} titleAs="p" description={labels.emptyHint} />
  );
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

  const renderRow = (position: number, ariaRowIndex?: number, fixedHeight?: number) => {
    const index = indexAt(position);
    const row = data[index] as Row;
    const id = getRowId(row, index);
    const name = nameOf(row, id);
    return (
      <DataRow
        key={id}
        row={row}
        id={id}
        columns={visibleColumns}
        actions={actionsFor(row)}
        actionsLabel={fillTemplate(labels.rowActions, { row: name })}
        ariaRowIndex={ariaRowIndex}
        height={fixedHeight}
        selected={selectable ? selectedSet.has(id) : null}
        selectLabel={selectable ? fillTemplate(labels.selectRow, { row: name }) : ''}
        onToggle={toggleRow}
      />
    );
  };

  let body: ReactNode;
  if (error) body = stateRow(errorState);
  else if (busy) body = skeletonRows();
  else if (empty) body = stateRow(emptyState);
  else if (windowed) {
    body = (
      <VirtualRows
        count={shownCount}
        rowHeight={rowHeight}
        height={height}
        scrollElement={scrollNode}
        renderRow={renderRow}
        columnCount={columnCount}
      />
    );
  } else body = Array.from({ length: shownCount }, (_, k) => renderRow(firstPosition + k));

  // Arrow keys between rows: a native listener on the scroll box, as the table itself is not a widget.
  useEffect(() => {
    if (!scrollNode) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) =>
      moveFocusVertically(event, (direction) => {
        // At the edge of the rendered rows of a virtualized body: scroll one row; the next render brings it in.
        if (windowed) scrollNode.scrollBy({ top: direction * rowHeight });
      });
    scrollNode.addEventListener('keydown', onKeyDown);
    return () => scrollNode.removeEventListener('keydown', onKeyDown);
  }, [scrollNode, windowed, rowHeight]);

  const sortableColumns = columns.filter((column) => column.sortable);
  const filterableColumns = cardColumns.filter((column) => column.filter);
  // A filterable column the table hid for room keeps its filter, as a labelled button in the toolbar (as in cards):
  // hiding for room must not take a way to narrow the rows from the user.
  const toolbarFilterColumns = asCards
    ? filterableColumns
    : columns.filter((column) => column.filter && hiddenToFit.has(column.id));

  // A function, not an element: cards are built only when they are shown.
  const renderCards = () => {
    const title = cardColumns.find((c) => c.card === 'title') ?? cardColumns[0];
    const fields = cardColumns.filter((c) => c !== title && c.card !== 'hidden');
    return (
      <ul className="adn-DataGrid-cards" aria-label={caption} aria-busy={busy || undefined}>
        {error ? (
          <li className="adn-DataGrid-cardState">{errorState}</li>
        ) : busy ? (
          // Placeholders in the cards' own shape (header with the actions button's room, every field's label and
          // one line for its value), so the cards that replace them do not push the page down (layout shift).
          Array.from({ length: 3 }, (_, i) => (
            <li key={`skeleton-${i}`} className="adn-DataGrid-card" aria-hidden="true">
              <div className="adn-DataGrid-cardHeader">
                <span className="adn-DataGrid-cardTitle">
                  <Skeleton width="60%" />
                </span>
                {rowActions ? <Skeleton shape="rect" width={28} height={28} /> : null}
              </div>
              <dl className="adn-DataGrid-cardFields">
                {fields.map((column) => (
                  <div key={column.id} className="adn-DataGrid-cardField">
                    <dt>{column.header}</dt>
                    <dd>
                      <Skeleton width="70%" />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))
        ) : empty ? (
          <li className="adn-DataGrid-cardState">{emptyState}</li>
        ) : (
          Array.from({ length: shownCount }, (_, k) => {
            const index = indexAt(firstPosition + k);
            const row = data[index] as Row;
            const id = getRowId(row, index);
            const name = nameOf(row, id);
            const actions = actionsFor(row);
            const selected = selectable && selectedSet.has(id);
            return (
              <li key={id} className="adn-DataGrid-card" data-selected={selected || undefined}>
                <div className="adn-DataGrid-cardHeader">
                  {selectable ? (
                    <Checkbox
                      className="adn-DataGrid-cardSelect"
                      aria-label={fillTemplate(labels.selectRow, { row: name })}
                      checked={selected}
                      onClick={noteShift}
                      onCheckedChange={(checked) => toggleRow(id, checked, shiftClick)}
                    />
                  ) : null}
                  {title ? <span className="adn-DataGrid-cardTitle">{cellOf(title, row)}</span> : null}
                  {actions ? (
                    <RowActions actions={actions} label={fillTemplate(labels.rowActions, { row: name })} />
                  ) : null}
                </div>
                <dl className="adn-DataGrid-cardFields">
                  {fields.map((column) => (
                    <div key={column.id} className="adn-DataGrid-cardField">
                      <dt>{column.header}</dt>
                      <dd>{cellOf(column, row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })
        )}
      </ul>
    );
  };

  const sortValue = state.orderBy ? `${state.orderBy}:${state.order}` : '';
  const pinStart = (hasCheckboxColumn ? SELECT_COLUMN_WIDTH : 0) + (fit.widths[0] ?? 0);
  const tableStyle =
    boxWidth > 0
      ? ({
          inlineSize: fit.total + extraWidth,
          '--adn-DataGrid-pin-offset': `${hasCheckboxColumn ? SELECT_COLUMN_WIDTH : 0}px`,
        } as CSSProperties)
      : undefined;

  return (
    <div
      ref={rootRef}
      className={cx('adn-DataGrid', className)}
      data-slot="data-grid"
      data-layout={asCards ? 'cards' : 'table'}
      data-virtual={windowed || undefined}
    >
      <div className="adn-DataGrid-toolbar" data-slot="data-grid-toolbar">
        {selecting ? (
          <SelectionBar
            count={selectedIds.length}
            onClear={() => {
              focusAfter.current = { kind: 'selection' };
              setSelected([]);
            }}
            labels={labels}
            locale={locale}
          >
            {bulkActions}
          </SelectionBar>
        ) : (
          toolbar
        )}
        <span className="adn-DataGrid-toolbarEnd">
          {asCards && selectable ? (
            <span data-slot="data-grid-select-scope" className="adn-DataGrid-cardsSelectAll">
              <Checkbox
                label={scopeLabel}
                checked={allInScope}
                indeterminate={someInScope}
                disabled={scopeIds.length === 0 || busy}
                onCheckedChange={() => toggleScope(!allInScope)}
              />
            </span>
          ) : null}
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
          {toolbarFilterColumns.map((column) => filterFor(column, true))}
          {!asCards && columns.some((column) => column.hideable !== false) ? (
            <ColumnsMenu
              columns={columns}
              shown={shownIds}
              hiddenToFit={hiddenToFit}
              onToggle={setVisibility}
              labels={labels}
            />
          ) : null}
        </span>
      </div>

      <FilterChips chips={chips} onRemove={removeChip} onClearAll={clearChips} labels={labels} />

      {asCards ? (
        renderCards()
      ) : (
        <div
          ref={(node) => {
            scrollRef.current = node;
            setScrollNode(node);
          }}
          className="adn-DataGrid-scroll"
          style={
            {
              blockSize: windowed ? height : undefined,
              '--adn-DataGrid-pin-start': `${pinStart}px`,
              '--adn-DataGrid-pin-end': `${hasActions ? ACTIONS_COLUMN_WIDTH : 0}px`,
            } as CSSProperties
          }
          // Named by the caption; a tab stop only while it scrolls (see useScrolls).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrolls ? 0 : undefined}
          role="region"
          aria-label={caption}
        >
          <table
            className="adn-DataGrid-table"
            style={tableStyle}
            aria-busy={busy || undefined}
            aria-rowcount={windowed && !busy && !error ? shownCount + 1 : undefined}
          >
            <caption className="adn-visually-hidden">{caption}</caption>
            <colgroup>
              {hasCheckboxColumn ? <col style={{ inlineSize: SELECT_COLUMN_WIDTH }} /> : null}
              {visibleColumns.map((column, i) => (
                <col key={column.id} style={{ inlineSize: fit.widths[i] }} />
              ))}
              {hasActions ? <col style={{ inlineSize: ACTIONS_COLUMN_WIDTH }} /> : null}
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
      {selectable ? (
        <span className="adn-visually-hidden" aria-live="polite">
          {selectedIds.length > 0
            ? fillTemplate(labels.selectedCount, { count: formatNumber(selectedIds.length, locale) })
            : ''}
        </span>
      ) : null}

      {!windowed && !error ? (
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
          compact={asCards}
        />
      ) : null}
    </div>
  );
}
