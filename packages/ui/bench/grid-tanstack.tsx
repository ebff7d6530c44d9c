// Plain TanStack Table over the benchmark's rows and columns, written as its virtualized-rows example does:
// getCoreRowModel + getSortedRowModel with the default sorting functions, @tanstack/react-virtual for the body,
// spacer rows above and below the rows in view. Same cells, row height and stylesheet classes as DataGrid.
import { useMemo, useRef, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { RowActions } from '../src/components/data-grid/data-grid-parts';
import type { DataGridColumn } from '../src/components/data-grid';
import type { SampleCampaign } from '../src/components/data-grid/data-grid.fixtures';
import type { GridDom } from './grids';

const ROW_HEIGHT = 44;
const actions = [{ id: 'copy', label: 'Copy', onSelect: () => {} }];

export function TanStackPage({
  rows,
  columns,
  height,
}: {
  rows: SampleCampaign[];
  columns: readonly DataGridColumn<SampleCampaign>[];
  height: number;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const columnDefs = useMemo<ColumnDef<SampleCampaign>[]>(
    () => [
      ...columns.map((column): ColumnDef<SampleCampaign> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        cell: (info) => (column.cell ? column.cell(info.row.original) : String(info.getValue() ?? '')),
        enableSorting: column.sortable === true,
        size: typeof column.width === 'number' ? column.width : 150,
      })),
      {
        id: 'actions',
        header: '',
        size: 52,
        enableSorting: false,
        cell: (info) => <RowActions actions={actions} label={`Actions for ${info.row.original.name}`} />,
      },
    ],
    [columns],
  );
  // The table instance is read during render, as TanStack's examples do.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    sortDescFirst: false,
  });
  const tableRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div ref={scrollRef} className="adn-DataGrid-scroll" style={{ blockSize: height }} data-bench-scroll="">
      <table className="adn-DataGrid-table">
        <colgroup>
          {table.getVisibleLeafColumns().map((column) => (
            <col key={column.id} style={{ inlineSize: column.getSize() }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} data-column={header.column.id}>
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="adn-DataGrid-sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 ? <tr aria-hidden="true" style={{ blockSize: before }} /> : null}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                className="adn-DataGrid-row"
                style={{ blockSize: ROW_HEIGHT }}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? <tr aria-hidden="true" style={{ blockSize: after }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

export const tanStackDom: GridDom = {
  scroller: (host) => host.querySelector('[data-bench-scroll]'),
  sortButton: (host, header) =>
    Array.from(host.querySelectorAll<HTMLButtonElement>('.adn-DataGrid-sort')).find(
      (b) => b.textContent === header,
    ) ?? null,
  firstCell: (host, columnId) =>
    host.querySelector(`tbody tr[data-index="0"] td[data-column="${columnId}"]`)?.textContent ?? null,
  renderedRows: (host) => host.querySelectorAll('tbody tr[data-index]').length,
};
