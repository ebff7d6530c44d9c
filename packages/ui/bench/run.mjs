#!/usr/bin/env node
// Benchmark of the data components in Chromium: builds bench/ with Vite (production), serves it on loopback,
// drives window.bench through Playwright and PRINTS the figures. It is a measurement, not a test: it never fails
// on time, only when something cannot run at all.
//
//   pnpm bench:ui    CHROME_PATH picks another Chromium; BENCH_RUNS sets repetitions (default 5);
//                    BENCH_ROWS the grid sizes (default 10000,100000)
/* global window -- the page.evaluate callbacks run in the browser */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../../node_modules/.cache/ui-bench', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const sizes = (process.env.BENCH_ROWS ?? '10000,100000').split(',').map(Number);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  await build({ configFile: join(here, 'vite.config.ts'), mode: 'production' });
  const server = await serve(outDir);
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('html[data-bench-ready="true"]');
    const cpu = await page.evaluate(() => navigator.hardwareConcurrency);
    console.log(`@adnet/ui benchmark — Chromium ${browser.version()}, ${cpu} cores, ${runs} runs each\n`);

    for (const count of sizes) {
      await page.evaluate((n) => window.bench.prepare(n), count);
      const renders = [];
      for (let i = 0; i < runs; i += 1)
        renders.push(await page.evaluate((n) => window.bench.renderGrid(n), count));
      const scroll = await page.evaluate(() => window.bench.scrollGrid(120, 132));
      const sorts = [];
      for (const column of ['Budget', 'Budget', 'Name']) {
        sorts.push(await page.evaluate((c) => window.bench.sortGrid(c), column));
      }
      const label = count.toLocaleString('en');
      console.log(`DataGrid, ${label} client rows (virtualized)`);
      console.log(
        `  first render (data ready -> 2 frames after commit): median ${ms(median(renders))}, runs ${renders.map((r) => r.toFixed(0)).join(' / ')} ms`,
      );
      console.log(
        `  scroll, 120 frames of 132 px: p50 ${ms(scroll.p50)}, p95 ${ms(scroll.p95)}, max ${ms(scroll.max)} (${scroll.rendered} rows in the DOM, scrolled to row ${scroll.lastRow.toLocaleString('en')})`,
      );
      console.log(
        `  sort (click -> 2 frames): Budget asc ${ms(sorts[0])}, Budget desc ${ms(sorts[1])}, Name asc ${ms(sorts[2])}`,
      );
      console.log('');
    }

    const cold = await page.evaluate(() => window.bench.renderChart(10_000, false));
    const charts = [];
    for (let i = 0; i < runs; i += 1)
      charts.push(await page.evaluate(() => window.bench.renderChart(10_000, true)));
    console.log('TimeSeriesChart, 10,000 points (uPlot)');
    console.log(
      `  first render, chunk already loaded (render -> 2 frames after first draw): median ${ms(median(charts))}, runs ${charts.map((r) => r.toFixed(0)).join(' / ')} ms`,
    );
    console.log(`  first render including the lazy chunk's first load: ${ms(cold)}`);
    console.log(
      '\nTargets on this machine: 10k first render <= 250 ms, scroll p95 <= 33 ms, chart 10k <= 100 ms.',
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
