#!/usr/bin/env node
// Benchmark (not a test): time from navigation to the statistics chart drawn on /monitoring, for an advertiser
// with 50 campaigns over a year of history, the range set to 365 days. Starts the built cabinet with the sandbox
// on its own port and data folder, makes that advertiser through the dev fixtures endpoint, signs in in Chromium
// and loads /monitoring?from=…&to=… BENCH_RUNS times (default 7); prints the median and the spread of the
// `adnet:monitoring-chart-drawn` mark (set by the page on the chart's first frame, measured from navigation start)
// and of the statistics calls. It never fails on time; it exits non-zero only when something cannot run.
//
//   pnpm build && pnpm bench:monitoring      (CHROME_PATH picks another Chromium; BENCH_PORT the port)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const port = Number(process.env.BENCH_PORT ?? 4392);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'adnet-bench-monitoring-'));

const sandbox = spawn('pnpm', ['--filter', '@adnet/sandbox-api', 'exec', 'tsx', 'src/main.ts', 'start'], {
  env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_QUIET: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-sandbox.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/public/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the sandbox did not start within 60 s');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

try {
  await waitForServer();
  const made = await fetch(`${base}/api/dev/fixtures/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ campaigns: 50, historyDays: 365, deposit: 60_000 }),
  });
  if (made.status !== 201) throw new Error(`fixture: ${made.status} ${await made.text()}`);
  const { email } = await made.json();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('demo-pass-2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  const today = day(Date.now());
  const from = day(Date.now() - 364 * 86_400_000);
  const url = `${base}/monitoring?from=${from}&to=${today}`;
  const drawn = [];
  const statsCalls = [];
  let campaigns = 0;
  for (let i = 0; i < runs + 1; i++) {
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('adnet:monitoring-chart-drawn')[0]?.startTime,
      undefined,
      { timeout: 60_000 },
    );
    const ms = await handle.jsonValue();
    const api = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/statistics/campaignstat'))
        .map((e) => e.responseEnd - e.startTime),
    );
    campaigns = await page.evaluate(async () => {
      const res = await fetch('/api/campaigns?size=200', { credentials: 'include' });
      return (await res.json()).content.filter((c) => c.status !== 'ARCHIVED').length;
    });
    // The first run warms the server's and the browser's caches; it is not counted.
    if (i === 0) continue;
    drawn.push(ms);
    statsCalls.push(Math.max(...api));
  }
  await browser.close();
  const fmt = (xs) =>
    `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))})`;
  console.log(
    `/monitoring, 365 days, ${campaigns} campaigns (not archived of 50), ${runs} runs after a warm-up:`,
  );
  console.log(`  navigation to chart drawn: ${fmt(drawn)}`);
  console.log(`  slowest statistics call per load: ${fmt(statsCalls)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
