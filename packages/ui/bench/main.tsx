// The page the benchmark drives. It exposes `window.bench`; run.mjs calls it from Playwright and prints figures.
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../src/styles.css';
import { DataGrid } from '../src/components/data-grid';
import {
  makeCampaignRows,
  campaignColumns,
  type SampleCampaign,
} from '../src/components/data-grid/data-grid.fixtures';
import { TimeSeriesChart, preloadTimeSeriesChart, type TimeSeriesPoint } from '../src/components/charts';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** The spec of the measurement: stop two animation frames after the commit. */
const twoFrames = async () => {
  await frame();
  return frame();
};

/** Calls `onCommit` once React has committed its children (effects run after the DOM is updated). */
function Probe({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit());
  return <>{children}</>;
}

const columns = campaignColumns('en');
const host = document.getElementById('root') as HTMLElement;
let root: Root | null = null;

function unmount() {
  root?.unmount();
  root = null;
  host.replaceChildren();
}

const datasets = new Map<number, SampleCampaign[]>();
function rowsOf(count: number) {
  let rows = datasets.get(count);
  if (!rows) {
    rows = makeCampaignRows(count);
    datasets.set(count, rows);
  }
  return rows;
}

/** Mounts a virtualized grid of `count` rows; resolves with ms from render call to two frames after commit. */
async function renderGrid(count: number): Promise<number> {
  unmount();
  const rows = rowsOf(count);
  await twoFrames();
  let committed!: () => void;
  const commit = new Promise<void>((resolve) => (committed = resolve));
  const start = performance.now();
  root = createRoot(host);
  root.render(
    <Probe onCommit={() => committed()}>
      <div style={{ inlineSize: 1200 }}>
        <DataGrid
          caption="Campaigns"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          virtualize
          height={640}
          rowActions={() => [{ id: 'copy', label: 'Copy', onSelect: () => {} }]}
          getRowLabel={(row) => row.name}
        />
      </div>
    </Probe>,
  );
  await commit;
  await twoFrames();
  return performance.now() - start;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Scrolls the mounted grid by `step` px each frame for `frames` frames; returns frame durations' p50/p95/max. */
async function scrollGrid(frames: number, step: number) {
  const scroller = host.querySelector('.adn-DataGrid-scroll') as HTMLElement;
  scroller.scrollTop = 0;
  await twoFrames();
  const durations: number[] = [];
  let last = await frame();
  for (let i = 0; i < frames; i += 1) {
    scroller.scrollTop += step;
    const now = await frame();
    durations.push(now - last);
    last = now;
  }
  const inDom = host.querySelectorAll('tbody tr[aria-rowindex]');
  const rendered = inDom.length;
  // Proof that the body really followed the scroll: the last row index in the DOM.
  const lastRow = Number(inDom[inDom.length - 1]?.getAttribute('aria-rowindex') ?? 0);
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
    rendered,
    lastRow,
  };
}

/** Presses a column's sort button; ms from the click to two frames after the re-render. */
async function sortGrid(column: string): Promise<number> {
  const button = Array.from(host.querySelectorAll<HTMLButtonElement>('.adn-DataGrid-sort')).find(
    (b) => b.textContent === column,
  );
  if (!button) throw new Error(`no sort button ${column}`);
  await twoFrames();
  const start = performance.now();
  button.click();
  await twoFrames();
  return performance.now() - start;
}

function points(count: number): TimeSeriesPoint[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const impressions = 10_000 + Math.round(4_000 * Math.sin(i / 40) + 2_000 * Math.sin(i / 7));
    const clicks = Math.round(impressions * (0.012 + 0.003 * Math.cos(i / 25)));
    return { date: start + i * 3_600_000, impressions, clicks };
  });
}

/** Mounts a chart of `count` points; ms from render call to two frames after its first draw. */
async function renderChart(count: number, preload: boolean): Promise<number> {
  unmount();
  const data = points(count);
  if (preload) await preloadTimeSeriesChart();
  await twoFrames();
  let drawn!: () => void;
  const ready = new Promise<void>((resolve) => (drawn = resolve));
  const start = performance.now();
  root = createRoot(host);
  root.render(
    <div style={{ inlineSize: 1000 }}>
      <TimeSeriesChart title="Impressions and clicks" data={data} timeZone="UTC" onReady={() => drawn()} />
    </div>,
  );
  await ready;
  await frame();
  return performance.now() - start;
}

declare global {
  interface Window {
    bench: {
      renderGrid: typeof renderGrid;
      scrollGrid: typeof scrollGrid;
      sortGrid: typeof sortGrid;
      renderChart: typeof renderChart;
      prepare: (count: number) => number;
    };
  }
}

window.bench = {
  renderGrid,
  scrollGrid,
  sortGrid,
  renderChart,
  /** Builds a dataset ahead of time: the measurement starts "when data is ready". */
  prepare: (count) => rowsOf(count).length,
};
document.documentElement.dataset.benchReady = 'true';
