// uPlot at scale (issue 18): redraws of the mounted TimeSeriesChart and plain uPlot with 10,000 and 100,000
// points. Its own module and its own `window.chartBench`, beside the grid's `window.bench`; run.mjs calls both in
// `benchCharts` (the chart's first render is `window.bench.renderChart`).
import uPlot from 'uplot';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const twoFrames = async () => {
  await frame();
  return frame();
};

/**
 * Resizes the chart `window.bench.renderChart` mounted (uPlot redraws every point at the new width); ms from the
 * resize to two frames later.
 */
async function redrawChart(width: number): Promise<number> {
  const box = document.querySelector<HTMLElement>('#root > div');
  if (!box?.querySelector('canvas')) throw new Error('no chart mounted: call window.bench.renderChart first');
  await twoFrames();
  const start = performance.now();
  box.style.inlineSize = `${width}px`;
  await twoFrames();
  return performance.now() - start;
}

/** Hourly x values (seconds) and two lines with a daily and a weekly wave, in uPlot's column shape. */
function columns(count: number): uPlot.AlignedData {
  const xs = new Float64Array(count);
  const impressions = new Float64Array(count);
  const clicks = new Float64Array(count);
  const start = Date.UTC(2015, 0, 1) / 1000;
  for (let i = 0; i < count; i += 1) {
    xs[i] = start + i * 3600;
    impressions[i] = 10_000 + Math.round(4_000 * Math.sin(i / 24) + 2_000 * Math.sin(i / 168));
    clicks[i] = Math.round(impressions[i]! * 0.012);
  }
  return [xs, impressions, clicks] as unknown as uPlot.AlignedData;
}

/**
 * Plain uPlot, no React and no chart model: ms from `new uPlot` to its `draw` hook (every point drawn) and from
 * `setData` with the same columns to the next `draw`. uPlot draws each pixel column's min and max, so the cost
 * grows with the points it scans, not with the pixels.
 */
async function plainUplot(count: number): Promise<{ draw: number; setData: number }> {
  const data = columns(count);
  const host = document.createElement('div');
  document.body.append(host);
  let drawn: (at: number) => void = () => {};
  const nextDraw = () => new Promise<number>((resolve) => (drawn = resolve));
  await twoFrames();
  let done = nextDraw();
  let start = performance.now();
  const plot = new uPlot(
    {
      width: 1000,
      height: 280,
      series: [{}, { stroke: 'blue' }, { stroke: 'red' }],
      hooks: { draw: [() => drawn(performance.now())] },
    },
    data,
    host,
  );
  const draw = (await done) - start;
  await twoFrames();
  done = nextDraw();
  start = performance.now();
  plot.setData(data);
  const setData = (await done) - start;
  plot.destroy();
  host.remove();
  return { draw, setData };
}

declare global {
  interface Window {
    chartBench: { redrawChart: typeof redrawChart; plainUplot: typeof plainUplot };
  }
}

/** Exposes `window.chartBench` (a call, not an import side effect: @adnet/ui declares its modules side-effect free). */
export function installChartBench() {
  window.chartBench = { redrawChart, plainUplot };
}
