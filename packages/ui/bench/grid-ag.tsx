// AG Grid Community over the benchmark's rows and columns, set up as its documentation shows for a client-side
// grid: the client-side row model, a value getter per column, value formatters for text, React cell renderers only
// where the cell is a component (the status badge, the row's actions menu). Row and header heights match DataGrid.
import { useMemo } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { CellStyleModule, ClientSideRowModelModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { RowActions } from '../src/components/data-grid/data-grid-parts';
import type { DataGridColumn } from '../src/components/data-grid';
import type { SampleCampaign } from '../src/components/data-grid/data-grid.fixtures';
import type { GridDom } from './grids';

// The modules these columns use: the client-side row model, and cell classes for right-aligned numbers.
ModuleRegistry.registerModules([ClientSideRowModelModule, CellStyleModule]);

/** Columns whose cell is a React component; the others print a string. */
const componentCells = new Set(['status']);
const actions = [{ id: 'copy', label: 'Copy', onSelect: () => {} }];

function toColDef(column: DataGridColumn<SampleCampaign>): ColDef<SampleCampaign> {
  const cell = column.cell;
  const base: ColDef<SampleCampaign> = {
    colId: column.id,
    headerName: column.header,
    valueGetter: (params) => (params.data ? column.value(params.data) : null),
    sortable: column.sortable === true,
    ...(typeof column.width === 'number' ? { width: column.width } : {}),
    ...(column.align === 'end' ? { type: 'rightAligned' } : {}),
  };
  if (!cell) return base;
  return componentCells.has(column.id)
    ? {
        ...base,
        cellRenderer: (params: { data?: SampleCampaign }) => (params.data ? cell(params.data) : null),
      }
    : { ...base, valueFormatter: (params) => (params.data ? String(cell(params.data)) : '') };
}

export function AgGridPage({
  rows,
  columns,
  onFirstDataRendered,
}: {
  rows: SampleCampaign[];
  columns: readonly DataGridColumn<SampleCampaign>[];
  onFirstDataRendered: () => void;
}) {
  const columnDefs = useMemo<ColDef<SampleCampaign>[]>(
    () => [
      ...columns.map(toColDef),
      {
        colId: 'actions',
        headerName: '',
        width: 52,
        sortable: false,
        cellRenderer: (params: { data?: SampleCampaign }) =>
          params.data ? <RowActions actions={actions} label={`Actions for ${params.data.name}`} /> : null,
      },
    ],
    [columns],
  );
  return (
    <AgGridReact<SampleCampaign>
      rowData={rows}
      columnDefs={columnDefs}
      getRowId={(params) => params.data.id}
      rowHeight={44}
      headerHeight={44}
      onFirstDataRendered={onFirstDataRendered}
    />
  );
}

/** AG Grid's vertical scroll box: found by behaviour, as its class names change between majors. */
function agScroller(host: HTMLElement): HTMLElement | null {
  return (
    Array.from(host.querySelectorAll<HTMLElement>('.ag-root div')).find((element) => {
      const overflow = getComputedStyle(element).overflowY;
      return (
        (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight + 100
      );
    }) ?? null
  );
}

export const agGridDom: GridDom = {
  scroller: agScroller,
  // A click on the header's label sorts, as a user's would.
  sortButton: (host, header) =>
    Array.from(host.querySelectorAll<HTMLElement>('.ag-header-cell-label')).find(
      (label) => label.querySelector('.ag-header-cell-text')?.textContent === header,
    ) ?? null,
  firstCell: (host, columnId) =>
    host.querySelector(`.ag-row[row-index="0"] .ag-cell[col-id="${columnId}"]`)?.textContent ?? null,
  renderedRows: (host) => host.querySelectorAll('.ag-row[row-index]').length,
};
