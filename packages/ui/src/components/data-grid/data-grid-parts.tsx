// The grid's controls: filter popovers and chips, the columns menu, a row's actions menu, the selection bar and
// the pagination bar.
import {
  memo,
  Suspense,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type PointerEvent,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Funnel from 'lucide-react/icons/funnel';
import X from 'lucide-react/icons/x';
import { Button } from '../button';
import { DropdownMenu } from '../dropdown-menu';
import { IconButton } from '../icon-button';
import { Select } from '../select';
import { preloadable } from '../../preload';
import { MoreIcon } from '../../internal/overlay-icons';
import { fillTemplate } from '../../internal/fill-template';
import { formatNumber } from '../../format';
import { PAGE_SIZE_OPTIONS, isActiveFilter } from './data-grid-state';
import type { DataGridColumn, DataGridLabels, DataGridRowAction } from './data-grid-types';

const ICON_SIZE = 16;

export interface FilterPopoverProps<Row> {
  column: DataGridColumn<Row>;
  value: unknown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (value: unknown) => void;
  labels: DataGridLabels;
  /** Show the column's name beside the funnel (mobile toolbar) or the funnel alone (header). */
  withText?: boolean;
}

/** The popover itself (`data-grid-filter.tsx`): Radix Popover and the radio group, loaded on first use. */
const FilterPopoverContent = preloadable(() => import('./data-grid-filter'));

/**
 * The filter of one column: its trigger, and a popover with a small form (`data-grid-filter.tsx`). Its open state
 * is the grid's `openedFilter`, so the app can keep it in the URL and a reload reopens it.
 *
 * The popover's code loads on first use (about 3 KB gzip of a list's first paint, whose own JavaScript has a
 * budget): until a filter is opened the trigger is a plain button that says it opens a dialog, and pointing
 * at it or focusing it starts the load, so the popover is usually ready by the click or the key. Once loaded, or
 * once open, the trigger is Radix's (`aria-expanded`, `aria-controls`, focus returned to it on close).
 */
export function FilterPopover<Row>({ withText = false, ...props }: FilterPopoverProps<Row>) {
  const { column, value, open, onOpenChange, labels } = props;
  const [wanted, setWanted] = useState(open);
  const active = isActiveFilter(value);
  const name = fillTemplate(labels.filter, { column: column.header });
  const filter = column.filter;
  if (!filter) return null;
  const icon = <Funnel size={14} aria-hidden="true" focusable="false" />;
  const first = wanted || open;
  const preload = () => void FilterPopoverContent.preload().catch(() => undefined);
  // Before the popover is loaded: the same button, which asks the grid to open the filter.
  const plain = first
    ? {}
    : {
        'aria-haspopup': 'dialog' as const,
        'aria-expanded': false,
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => {
          setWanted(true);
          onOpenChange(true);
        },
      };
  const trigger = withText ? (
    <Button
      variant={active ? 'soft' : 'outline'}
      tone="neutral"
      startIcon={icon}
      aria-label={name}
      data-active={active || undefined}
      data-filter-trigger={column.id}
      {...plain}
    >
      {column.header}
    </Button>
  ) : (
    <IconButton
      size="sm"
      icon={icon}
      label={name}
      className="adn-DataGrid-filterButton"
      data-active={active || undefined}
      data-filter-trigger={column.id}
      aria-pressed={active}
      {...plain}
    />
  );
  if (!first) return trigger;
  return (
    <Suspense fallback={trigger}>
      <FilterPopoverContent
        value={value}
        open={open}
        onOpenChange={onOpenChange}
        onApply={props.onApply}
        labels={labels}
        header={column.header}
        filter={filter}
        name={name}
        trigger={trigger}
      />
    </Suspense>
  );
}

/** An active filter as the chips show it. */
export interface FilterChip {
  id: string;
  text: string;
}

interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (id: string, index: number) => void;
  onClearAll: () => void;
  labels: DataGridLabels;
}

/** The active filters above the table, each with a remove button, and "Clear all" when there are two or more. */
export function FilterChips({ chips, onRemove, onClearAll, labels }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="adn-DataGrid-chips" data-slot="data-grid-filter-chips">
      <ul className="adn-DataGrid-chipList" aria-label={labels.activeFilters}>
        {chips.map((chip, index) => (
          <li key={chip.id} className="adn-DataGrid-chip" data-filter-id={chip.id}>
            <span className="adn-DataGrid-chipText">{chip.text}</span>
            <IconButton
              size="sm"
              className="adn-DataGrid-chipRemove"
              icon={<X size={ICON_SIZE} aria-hidden="true" focusable="false" />}
              label={fillTemplate(labels.removeFilter, { filter: chip.text })}
              onClick={() => onRemove(chip.id, index)}
            />
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Button variant="ghost" tone="neutral" size="sm" onClick={onClearAll}>
          {labels.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}

interface ColumnsMenuProps<Row> {
  columns: readonly DataGridColumn<Row>[];
  /** Ids of the columns in the table now. */
  shown: ReadonlySet<string>;
  /** Ids of the columns the grid hid for room (unchecked, with a note saying so). */
  hiddenToFit: ReadonlySet<string>;
  onToggle: (columnId: string, visible: boolean) => void;
  labels: DataGridLabels;
}

/** Show or hide columns; the last shown column cannot be hidden. */
export function ColumnsMenu<Row>({ columns, shown, hiddenToFit, onToggle, labels }: ColumnsMenuProps<Row>) {
  const baseId = useId();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        {/* Toolbar controls share one height (36 px, the default) with the host's search, range and buttons. */}
        <Button variant="outline" tone="neutral" data-slot="data-grid-columns">
          {labels.columns}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {columns
          .filter((column) => column.hideable !== false)
          .map((column) => {
            const visible = shown.has(column.id);
            const noteId = `${baseId}-${column.id}`;
            const forRoom = hiddenToFit.has(column.id);
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                disabled={visible && shown.size === 1}
                aria-describedby={forRoom ? noteId : undefined}
                // Keep the menu open: people usually change several columns at once.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => onToggle(column.id, checked === true)}
              >
                {column.header}
                {forRoom ? (
                  <span id={noteId} className="adn-DataGrid-menuNote">
                    {labels.hiddenToFit}
                  </span>
                ) : null}
              </DropdownMenu.CheckboxItem>
            );
          })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** A row's actions button (see {@link RowActions}). */
const ACTIONS_BUTTON = '.adn-DataGrid-actionsButton';
/** How far (px) a pointer must move between a press and its release for the release to choose a menu item. */
const DRAG_DISTANCE = 4;

interface RowActionsProps {
  actions: readonly DataGridRowAction[];
  label: string;
}

/**
 * Stands in for the trigger element inside Radix's `DropdownMenu.Trigger`: it renders nothing and hands Radix the
 * row's own button (`target`) as the trigger, so the menu is placed against it and gives focus back to it.
 */
function TriggerTarget({
  target,
  ref,
}: {
  target: RefObject<HTMLButtonElement | null>;
  ref?: Ref<HTMLButtonElement>;
}) {
  useImperativeHandle(ref, () => target.current as HTMLButtonElement);
  return null;
}

/**
 * The three-dot menu of a row. A grid draws dozens of these and a virtualized body mounts a dozen more on every
 * step of a scroll, so until the row's button is first focused or pressed it is a plain button with the menu
 * button's attributes (`aria-haspopup`, `aria-expanded`); Radix's menu is mounted beside it then, and kept. The
 * button itself never changes (Radix gets it through {@link TriggerTarget}): focus and a screen reader's place stay
 * on it. Its key and pointer handling are Radix's trigger's: Enter, Space or Arrow Down open (by keyboard the first
 * item gets focus, as focus arrived first and mounted the menu), a press opens without focusing the button, and
 * closing gives focus back to it.
 */
export const RowActions = memo(function RowActions({ actions, label }: RowActionsProps) {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    isOpen.current = open;
  });
  // The row left the grid with its menu open (the rows were redrawn: a search's answer, a refresh): the menu goes
  // with it, and the focus, which was in the menu, would fall to the page. It goes to the actions button now at the
  // row's place instead (else the last one, else the toolbar), once the redraw is committed.
  useLayoutEffect(() => {
    const node = button.current;
    return () => {
      const grid = node?.closest<HTMLElement>('[data-slot="data-grid"]');
      if (!isOpen.current || !node || !grid) return;
      const place = Math.max([...grid.querySelectorAll(ACTIONS_BUTTON)].indexOf(node), 0);
      queueMicrotask(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (!lost || !grid.isConnected) return;
        const buttons = [...grid.querySelectorAll<HTMLElement>(ACTIONS_BUTTON)];
        (
          buttons[Math.min(place, buttons.length - 1)] ??
          grid.querySelector<HTMLElement>('[data-slot="data-grid-toolbar"] :is(button, input)')
        )?.focus();
      });
    };
  }, []);
  // Where the press that opened the menu went down, until it is released. Radix selects the item a press is released
  // over (press on the button, drag to an item, release), but the menu can come to the pointer instead: the rows are
  // redrawn during the press (a search's answer), the row moves and its menu with it, and a release on the spot
  // would choose an item nobody pointed at. So a release that has not moved from the press selects nothing.
  const press = useRef<{ x: number; y: number } | null>(null);
  if (actions.length === 0) return null;
  // While the menu is open it is modal (the button is out of reach), so these only ever open it. A handler before
  // them (the grid's Arrow keys) may have taken the event, as Radix's trigger allows. A press does not focus the
  // button (the menu takes focus), as with Radix's trigger.
  const openMenu = (event: SyntheticEvent) => {
    if (event.defaultPrevented) return false;
    setArmed(true);
    setOpen(true);
    event.preventDefault();
    return true;
  };
  const notDragged = (event: PointerEvent<HTMLElement>) => {
    const at = press.current;
    if (at && Math.hypot(event.clientX - at.x, event.clientY - at.y) < DRAG_DISTANCE) event.preventDefault();
  };
  return (
    <>
      <IconButton
        ref={button}
        size="sm"
        icon={<MoreIcon />}
        label={label}
        className="adn-DataGrid-actionsButton"
        aria-haspopup="menu"
        aria-expanded={open}
        // What Radix's trigger would say: which menu the button opened. A dialog an item opens reads it to give focus
        // back to this button once the menu is gone (ui's Dialog, `FocusOrigin`): without it focus fell to <body>.
        aria-controls={open ? menuId : undefined}
        onFocus={() => setArmed(true)}
        onPointerDown={(event) => {
          if (event.button || event.ctrlKey || !openMenu(event)) return;
          press.current = { x: event.clientX, y: event.clientY };
          // After the menu's own handlers (this window listener runs last), wherever the press ends.
          const released = () => {
            press.current = null;
            window.removeEventListener('pointerup', released);
            window.removeEventListener('pointercancel', released);
          };
          window.addEventListener('pointerup', released);
          window.addEventListener('pointercancel', released);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') openMenu(event);
        }}
      />
      {armed ? (
        <DropdownMenu.Root open={open} onOpenChange={setOpen}>
          <DropdownMenu.Trigger asChild>
            <TriggerTarget target={button} />
          </DropdownMenu.Trigger>
          {open ? (
            // Named like its button (Radix would point `aria-labelledby` at its own trigger, which is not in the DOM).
            <DropdownMenu.Content id={menuId} aria-label={label} aria-labelledby={undefined}>
              {actions.map((action) => (
                <DropdownMenu.Item
                  key={action.id}
                  tone={action.tone ?? 'default'}
                  disabled={action.disabled ?? false}
                  onSelect={action.onSelect}
                  onPointerUp={notDragged}
                >
                  {action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          ) : null}
        </DropdownMenu.Root>
      ) : null}
    </>
  );
});

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  labels: DataGridLabels;
  locale: string;
  children: ReactNode;
}

/** What the toolbar shows while rows are selected: how many, a way to clear them, and the host's bulk actions. */
export function SelectionBar({ count, onClear, labels, locale, children }: SelectionBarProps) {
  return (
    <div className="adn-DataGrid-selectionBar" role="group" aria-label={labels.bulkActions}>
      <span className="adn-DataGrid-selectedCount">
        {fillTemplate(labels.selectedCount, { count: formatNumber(count, locale) })}
      </span>
      <Button
        variant="ghost"
        tone="neutral"
        startIcon={<X size={ICON_SIZE} aria-hidden="true" focusable="false" />}
        onClick={onClear}
        data-slot="data-grid-clear-selection"
      >
        {labels.clearSelection}
      </Button>
      {children ? <span className="adn-DataGrid-bulkActions">{children}</span> : null}
    </div>
  );
}

/**
 * The page buttons to show: all pages up to 7, otherwise always 7 slots (first, last, the current page with its
 * neighbours, and gaps), so the buttons do not jump as the page changes.
 */
export function pageItems(page: number, pageCount: number): (number | 'gap-start' | 'gap-end')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = page - 1;
  let end = page + 1;
  if (page <= 4) {
    start = 2;
    end = 5;
  } else if (page >= pageCount - 3) {
    start = pageCount - 4;
    end = pageCount - 1;
  }
  const items: (number | 'gap-start' | 'gap-end')[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  /** Rows in all, when known (the range "21–40 of 1,234" needs it). */
  total: number | undefined;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  labels: DataGridLabels;
  locale: string;
  disabled: boolean;
  /** Previous/next around "Page 3 of 20" (narrow screens) instead of page numbers. */
  compact: boolean;
}

/** Page size select, range, and previous / page numbers / next, in a labelled navigation landmark. */
export function Pagination({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
  onPageSize,
  labels,
  locale,
  disabled,
  compact,
}: PaginationProps) {
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = total === undefined ? page * pageSize : Math.min(page * pageSize, total);
  const n = (value: number) => formatNumber(value, locale);
  const sizes: number[] = PAGE_SIZE_OPTIONS.includes(pageSize as (typeof PAGE_SIZE_OPTIONS)[number])
    ? [...PAGE_SIZE_OPTIONS]
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  const pages = Math.max(pageCount, 1);
  const pageText = fillTemplate(labels.page, { page: n(page), pages: n(pages) });
  return (
    <nav
      className="adn-DataGrid-pagination"
      aria-label={labels.pagination}
      data-slot="data-grid-pagination"
      data-compact={compact || undefined}
    >
      <span className="adn-DataGrid-pageSize">
        <span id={sizeId} className="adn-DataGrid-pageSizeLabel">
          {labels.rowsPerPage}
        </span>
        <Select
          size="sm"
          aria-labelledby={sizeId}
          value={String(pageSize)}
          disabled={disabled}
          onValueChange={(value) => onPageSize(Number(value))}
          options={sizes.map((size) => ({ value: String(size), label: n(size) }))}
        />
      </span>
      {total !== undefined ? (
        <span className="adn-DataGrid-range" data-slot="data-grid-range">
          {fillTemplate(labels.range, { from: n(from), to: n(to), total: n(total) })}
        </span>
      ) : null}
      <span className="adn-DataGrid-pager">
        <IconButton
          variant="outline"
          size="sm"
          className="adn-DataGrid-pageButton"
          icon={<ChevronLeft size={ICON_SIZE} aria-hidden="true" focusable="false" />}
          label={labels.previousPage}
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        />
        {compact ? (
          <span className="adn-DataGrid-pageNumber" aria-live="polite">
            {pageText}
          </span>
        ) : (
          <>
            <span className="adn-visually-hidden" aria-live="polite">
              {pageText}
            </span>
            {pageItems(page, pages).map((item) =>
              typeof item === 'number' ? (
                <Button
                  key={item}
                  variant={item === page ? 'soft' : 'ghost'}
                  tone={item === page ? 'primary' : 'neutral'}
                  size="sm"
                  className="adn-DataGrid-pageButton"
                  aria-label={fillTemplate(labels.goToPage, { page: n(item) })}
                  aria-current={item === page ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => {
                    if (item !== page) onPage(item);
                  }}
                >
                  {n(item)}
                </Button>
              ) : (
                <span key={item} className="adn-DataGrid-pageGap" aria-hidden="true">
                  …
                </span>
              ),
            )}
          </>
        )}
        <IconButton
          variant="outline"
          size="sm"
          className="adn-DataGrid-pageButton"
          icon={<ChevronRight size={ICON_SIZE} aria-hidden="true" focusable="false" />}
          label={labels.nextPage}
          disabled={disabled || page >= pageCount}
          onClick={() => onPage(page + 1)}
        />
      </span>
    </nav>
  );
}
