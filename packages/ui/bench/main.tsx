// The page the benchmark drives. It exposes `window.bench`; run.mjs calls it from Playwright and prints figures.
// The grids (DataGrid, AG Grid, TanStack) live in grids.tsx; the chart measurements below.
import { createRoot, type Root } from 'react-dom/client';
import '../src/styles.css';
import { TimeSeriesChart, preloadTimeSeriesChart, type TimeSeriesPoint } from '../src/components/charts';
import { frame, gridBench, twoFrames, unmount as unmountGrid } from './grids';
import { installChartBench } from './chart-bench';

const host = document.getElementById('root') as HTMLElement;
let root: Root | null = null;

function unmount() {
  root?.unmount();
  root = null;
  unmountGrid();
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
    bench: typeof gridBench & {
      renderChart: typeof renderChart;
    };
  }
}

window.bench = {
  ...gridBench,
  renderChart,
};
installChartBench();
document.documentElement.dataset.benchReady = 'true';
