// The grid's controls: filter popovers, the columns menu, a row's actions menu and the pagination bar.
import { memo, useId, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Button } from '../button';
import { DropdownMenu } from '../dropdown-menu';
import { IconButton } from '../icon-button';
import { Input } from '../input';
import { Select } from '../select';
import { MoreIcon } from '../../internal/overlay-icons';
import { fillTemplate } from '../../internal/fill-template';
import { formatNumber } from '../../format';
import { PAGE_SIZE_OPTIONS, isActiveFilter } from './data-grid-state';
import type { DataGridColumn, DataGridLabels, DataGridRowAction } from './data-grid-types';

/** A funnel, drawn as an inline stroke icon like the other small icons of the design system. */
function FilterIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M2 3h12l-4.5 5.5V13l-3 1.5V8.5L2 3z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface FilterPopoverProps<Row> {
  column: DataGridColumn<Row>;
  value: unknown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (value: unknown) => void;
  labels: DataGridLabels;
  /** Show the column's name beside the funnel (mobile toolbar) or the funnel alone (header). */
  withText?: boolean;
}

/**
 * The filter of one column in a popover. Its open state is the grid's `openedFilter`, so the app can keep it in
 * the URL and a reload reopens it. Text filters apply on Enter or Apply; select filters apply on choice.
 */
export function FilterPopover<Row>({
  column,
  value,
  open,
  onOpenChange,
  onApply,
  labels,
  withText = false,
}: FilterPopoverProps<Row>) {
  const [draft, setDraft] = useState(() => (typeof value === 'string' ? value : ''));
  const inputId = useId();
  const active = isActiveFilter(value);
  const name = fillTemplate(labels.filter, { column: column.header });
  const filter = column.filter;
  if (!filter) return null;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(typeof value === 'string' ? value : '');
        onOpenChange(next);
      }}
    >
      <Popover.Trigger asChild>
        {withText ? (
          <Button
            variant={active ? 'soft' : 'outline'}
            tone="neutral"
            size="sm"
            startIcon={<FilterIcon />}
            aria-label={name}
            data-active={active || undefined}
          >
            {column.header}
          </Button>
        ) : (
          <IconButton
            size="sm"
            icon={<FilterIcon />}
            label={name}
            className="adn-DataGrid-filterButton"
            data-active={active || undefined}
            aria-pressed={active}
          />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="adn-DataGrid-filter"
          data-slot="data-grid-filter"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={name}
        >
          {filter.type === 'text' ? (
            <form
              className="adn-DataGrid-filterForm"
              onSubmit={(event) => {
                event.preventDefault();
                onApply(draft.trim() || undefined);
              }}
            >
              <label htmlFor={inputId} className="adn-DataGrid-filterLabel">
                {column.header}
              </label>
              <Input
                id={inputId}
                size="sm"
                value={draft}
                placeholder={filter.placeholder}
                onChange={(event) => setDraft(event.target.value)}
              />
              <div className="adn-DataGrid-filterActions">
                <Button
                  type="button"
                  variant="ghost"
                  tone="neutral"
                  size="sm"
                  onClick={() => onApply(undefined)}
                >
                  {labels.filterClear}
                </Button>
                <Button type="submit" size="sm">
                  {labels.filterApply}
                </Button>
              </div>
            </form>
          ) : (
            <fieldset className="adn-DataGrid-filterForm">
              <legend className="adn-DataGrid-filterLabel">{column.header}</legend>
              {[{ value: '', label: labels.filterAll }, ...filter.options].map((option) => (
                <label key={option.value} className="adn-DataGrid-filterOption">
                  <input
                    type="radio"
                    name={inputId}
                    value={option.value}
                    checked={(typeof value === 'string' ? value : '') === option.value}
                    onChange={() => onApply(option.value || undefined)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface ColumnsMenuProps<Row> {
  columns: readonly DataGridColumn<Row>[];
  visibility: Readonly<Record<string, boolean>>;
  onToggle: (columnId: string, visible: boolean) => void;
  labels: DataGridLabels;
}

/** Show or hide columns; the last visible column cannot be hidden. */
export function ColumnsMenu<Row>({ columns, visibility, onToggle, labels }: ColumnsMenuProps<Row>) {
  const visibleCount = columns.filter((column) => visibility[column.id] !== false).length;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" tone="neutral" size="sm">
          {labels.columns}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {columns
          .filter((column) => column.hideable !== false)
          .map((column) => {
            const visible = visibility[column.id] !== false;
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                disabled={visible && visibleCount === 1}
                // Keep the menu open: people usually change several columns at once.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => onToggle(column.id, checked === true)}
              >
                {column.header}
              </DropdownMenu.CheckboxItem>
            );
          })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

interface RowActionsProps {
  actions: readonly DataGridRowAction[];
  label: string;
}

/** The three-dot menu of a row. */
export const RowActions = memo(function RowActions({ actions, label }: RowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton size="sm" icon={<MoreIcon />} label={label} className="adn-DataGrid-actionsButton" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {actions.map((action) => (
          <DropdownMenu.Item
            key={action.id}
            tone={action.tone ?? 'default'}
            disabled={action.disabled ?? false}
            onSelect={action.onSelect}
          >
            {action.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
});

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
}

/** Range, page size select and previous/next, in a labelled navigation landmark. */
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
}: PaginationProps) {
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = total === undefined ? page * pageSize : Math.min(page * pageSize, total);
  const n = (value: number) => formatNumber(value, locale);
  const sizes: number[] = PAGE_SIZE_OPTIONS.includes(pageSize as (typeof PAGE_SIZE_OPTIONS)[number])
    ? [...PAGE_SIZE_OPTIONS]
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  return (
    <nav className="adn-DataGrid-pagination" aria-label={labels.pagination} data-slot="data-grid-pagination">
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
        <span className="adn-DataGrid-range">
          {fillTemplate(labels.range, { from: n(from), to: n(to), total: n(total) })}
        </span>
      ) : null}
      <span className="adn-DataGrid-pager">
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {labels.previousPage}
        </Button>
        <span className="adn-DataGrid-pageNumber" aria-live="polite">
          {fillTemplate(labels.page, { page: n(page), pages: n(Math.max(pageCount, 1)) })}
        </span>
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          disabled={disabled || page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {labels.nextPage}
        </Button>
      </span>
    </nav>
  );
}
