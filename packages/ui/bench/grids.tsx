// The grid part of the benchmark: the same rows and columns in DataGrid, AG Grid Community and a plain TanStack
// Table page, each measured the same way. Kept apart from the chart measurements (main.tsx) so the two can change
// independently.
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DataGrid } from '../src/components/data-grid';
import {
  makeCampaignRows,
  campaignColumns,
  type SampleCampaign,
} from '../src/components/data-grid/data-grid.fixtures';
import { AgGridPage, agGridDom } from './grid-ag';
import { TanStackPage, tanStackDom } from './grid-tanstack';

export const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** The spec of the measurement: stop two animation frames after the commit. */
export const twoFrames = async () => {
  await frame();
  return frame();
};

/** Calls `onCommit` once React has committed its children (effects run after the DOM is updated). */
export function Probe({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit());
  return <>{children}</>;
}

/** The grids under test. */
export type GridLibrary = 'datagrid' | 'ag-grid' | 'tanstack';

/** Where each library keeps its scroll box, and how to read the text of a cell of the first row in view. */
export interface GridDom {
  scroller: (host: HTMLElement) => HTMLElement | null;
  /** The sort control of a column, by header text. */
  sortButton: (host: HTMLElement, header: string) => HTMLElement | null;
  /** Text of the first data row's cell of a column (to prove a sort really reordered the rows). */
  firstCell: (host: HTMLElement, columnId: string) => string | null;
  /** Data rows in the DOM now. */
  renderedRows: (host: HTMLElement) => number;
}

const dataGridDom: GridDom = {
  scroller: (host) => host.querySelector('.adn-DataGrid-scroll'),
  sortButton: (host, header) =>
    Array.from(host.querySelectorAll<HTMLButtonElement>('.adn-DataGrid-sort')).find(
      (b) => b.textContent === header,
    ) ?? null,
  firstCell: (host, columnId) => {
    const headers = Array.from(host.querySelectorAll('thead th'));
    const index = headers.findIndex((th) => th.getAttribute('data-column') === columnId);
    const row = host.querySelector('tbody tr[aria-rowindex="2"]') as HTMLTableRowElement | null;
    return row?.cells[index]?.textContent ?? null;
  },
  renderedRows: (host) => host.querySelectorAll('tbody tr[aria-rowindex]').length,
};

const doms: Record<GridLibrary, GridDom> = {
  datagrid: dataGridDom,
  'ag-grid': agGridDom,
  tanstack: tanStackDom,
};

export const gridColumns = campaignColumns('en');
const host = document.getElementById('root') as HTMLElement;
let root: Root | null = null;
let mounted: GridLibrary = 'datagrid';

export function unmount() {
  root?.unmount();
  root = null;
  host.replaceChildren();
}

const datasets = new Map<number, SampleCampaign[]>();
export function rowsOf(count: number) {
  let rows = datasets.get(count);
  if (!rows) {
    rows = makeCampaignRows(count);
    datasets.set(count, rows);
  }
  return rows;
}

const rowActions = () => [{ id: 'copy', label: 'Copy', onSelect: () => {} }];
const rowLabel = (row: SampleCampaign) => row.name;

/** Collects the garbage of the previous measurement, when Chromium was started with --expose-gc. */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Mounts `library` over `count` rows in a 1200 x 640 px box; resolves with ms from the render call to two frames
 * after the grid says its rows are drawn (React commit; AG Grid's firstDataRendered).
 */
async function renderGrid(library: GridLibrary, count: number): Promise<number> {
  unmount();
  const rows = rowsOf(count);
  collect();
  await twoFrames();
  let drawn!: () => void;
  const ready = new Promise<void>((resolve) => (drawn = resolve));
  const start = performance.now();
  root = createRoot(host);
  mounted = library;
  const box = { inlineSize: 1200, blockSize: library === 'datagrid' ? undefined : 640 };
  root.render(
    library === 'datagrid' ? (
      <Probe onCommit={() => drawn()}>
        <div style={box}>
          <DataGrid
            caption="Campaigns"
            columns={gridColumns}
            data={rows}
            getRowId={(row) => row.id}
            virtualize
            height={640}
            rowActions={rowActions}
            getRowLabel={rowLabel}
          />
        </div>
      </Probe>
    ) : library === 'ag-grid' ? (
      <div style={box}>
        <AgGridPage rows={rows} columns={gridColumns} onFirstDataRendered={() => drawn()} />
      </div>
    ) : (
      <Probe onCommit={() => drawn()}>
        <div style={box}>
          <TanStackPage rows={rows} columns={gridColumns} height={640} />
        </div>
      </Probe>
    ),
  );
  await ready;
  await twoFrames();
  const elapsed = performance.now() - start;
  if (doms[library].renderedRows(host) === 0) throw new Error(`${library}: no rows in the DOM`);
  return elapsed;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Scrolls the mounted grid programmatically, one position per animation frame, and times the frames
 * (requestAnimationFrame to requestAnimationFrame). `step` px a frame for `frames` frames, or with `step` 0 the
 * whole list, top to bottom, in `frames` equal steps. Every grid gets the same procedure. The positions are
 * computed up front and only written (never `scrollTop +=`, a read that forces a layout in the middle of the frame
 * on the benchmark's side); the scroll events, the grid's own work and the frame's layout and paint fall in the
 * frames timed.
 */
async function scrollGrid(frames: number, step: number) {
  const dom = doms[mounted];
  const scroller = dom.scroller(host);
  if (!scroller) throw new Error(`${mounted}: no scroll box`);
  scroller.scrollTop = 0;
  collect();
  await twoFrames();
  const end = scroller.scrollHeight - scroller.clientHeight;
  const stride = step > 0 ? step : end / frames;
  const durations: number[] = [];
  let last = await frame();
  for (let i = 1; i <= frames; i += 1) {
    scroller.scrollTop = Math.min(end, Math.round(stride * i));
    const now = await frame();
    durations.push(now - last);
    last = now;
  }
  // Proof that the body really followed the scroll: rows in the DOM and how far down the scroll got.
  await twoFrames();
  const rendered = dom.renderedRows(host);
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
    rendered,
    scrolledTo: Math.round(scroller.scrollTop),
    end: Math.round(end),
  };
}

/**
 * Presses a column's sort control; ms from the click to two frames after, and the first row's cell of that column
 * then (run.mjs checks it against the data, so a sort that did nothing cannot pass as fast).
 */
async function sortGrid(header: string, columnId: string): Promise<{ ms: number; first: string | null }> {
  const dom = doms[mounted];
  const button = dom.sortButton(host, header);
  if (!button) throw new Error(`${mounted}: no sort control for ${header}`);
  collect();
  await twoFrames();
  const start = performance.now();
  button.click();
  await twoFrames();
  const ms = performance.now() - start;
  return { ms, first: dom.firstCell(host, columnId) };
}

/**
 * What a correct sort puts first, computed here independently of every grid under test: the budget cell's text
 * (ties share it), or for names the word part ("Bonus Bonus #"), on which every library's string order agrees
 * (they differ on the number after it: code units, TanStack's alphanumeric split, or the numeric collator).
 */
function expectedFirst(count: number, columnId: 'budget' | 'name', order: 'asc' | 'desc'): string {
  const rows = rowsOf(count);
  const budget = gridColumns.find((c) => c.id === 'budget');
  if (columnId === 'name') {
    const words = rows.map((row) => row.name.replace(/#\d+$/, ''));
    words.sort();
    return (order === 'asc' ? words[0] : words[words.length - 1]) ?? '';
  }
  let best = rows[0] as SampleCampaign;
  for (const row of rows) {
    if (order === 'asc' ? row.budget < best.budget : row.budget > best.budget) best = row;
  }
  return String(budget?.cell?.(best) ?? best.budget);
}

export const gridBench = {
  renderGrid,
  scrollGrid,
  sortGrid,
  expectedFirst,
  /** Builds a dataset ahead of time: the measurement starts "when data is ready". */
  prepare: (count: number) => rowsOf(count).length,
};
