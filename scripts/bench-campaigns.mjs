#!/usr/bin/env node
// Benchmark (not a test): time from navigation to rows visible on /campaigns for the 1,200-campaign advertiser.
// Starts the built cabinet with the sandbox on its own port and data folder, signs in as bulk@demo.adnet in
// Chromium, then measures two things, each BENCH_RUNS times (default 7), and PRINTS the medians:
//   - a full load of /campaigns (HTML, JS, self, the first page of campaigns) to the first row drawn;
//   - an in-app navigation from /monitoring by the sidebar link to the first row drawn.
// It never fails on time; it exits non-zero only when something cannot run.
//
//   pnpm build && pnpm bench:campaigns      (CHROME_PATH picks another Chromium; BENCH_PORT the port)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const port = Number(process.env.BENCH_PORT ?? 4391);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'adnet-bench-campaigns-'));
const ROW = 'tbody a.campaign-name';

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

try {
  await waitForServer();
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
  await page.locator('input[name="email"]').fill('bulk@demo.adnet');
  await page.locator('input[name="password"]').fill('demo-pass-2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const total = await page.evaluate(async () => {
    const res = await fetch('/api/campaigns?size=1', { credentials: 'include' });
    return (await res.json()).totalElements;
  });

  const full = [];
  const inApp = [];
  const api = [];
  for (let i = 0; i < runs + 1; i++) {
    // Full load: from the navigation's start (performance time origin) to the first row in the DOM.
    await page.goto(`${base}/campaigns`, { waitUntil: 'commit' });
    await page.waitForSelector(ROW);
    const loaded = await page.evaluate(() => performance.now());
    // In-app: from the click on the sidebar link to the first row (the route chunk is cached after run 1).
    await page.goto(`${base}/monitoring`);
    await page.waitForLoadState('networkidle');
    const link = page
      .getByRole('navigation')
      .getByRole('link', { name: /campaigns/i })
      .first();
    const started = await page.evaluate(() => performance.now());
    await link.click();
    await page.waitForSelector(ROW);
    const shown = await page.evaluate(() => performance.now());
    // The list call's own share (the sandbox computing 1,000+ rows' statistics), from Resource Timing.
    const apiMs = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/campaigns?'))
        .map((e) => e.duration)
        .pop(),
    );
    if (i === 0) continue; // warm-up: the browser's first compile of the bundle
    full.push(loaded);
    inApp.push(shown - started);
    if (apiMs !== undefined) api.push(apiMs);
  }
  await browser.close();
  const fmt = (xs) =>
    `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
  console.log(`/campaigns for bulk@demo.adnet (${total} campaigns in the list, page of 20), ${runs} runs:`);
  console.log(`  full load, navigation start -> first row drawn: ${fmt(full)}`);
  console.log(`  in-app navigation from /monitoring -> first row drawn: ${fmt(inApp)}`);
  console.log(`  of which the GET /api/campaigns call: ${fmt(api)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
