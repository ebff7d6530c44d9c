import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4329);

/**
 * The suite's browser: Debian's `chromium-headless-shell` when it is installed (the bootstrap and `.ci/run` install
 * it), else `CHROME_PATH` or Debian's `chromium`. The headless shell is what Playwright itself runs for headless
 * Chromium: the same Blink, without the full browser's UI process work, and 20-35 % faster per spec on two cores
 * (campaigns + auth, 26 tests: 176-194 s against 202-271 s). `E2E_CHROME_PATH` picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.E2E_CHROME_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Specs that cannot share what the others use. Brute-force counts are no reason: every test is its own client for the
 * address-keyed limits (`x-sandbox-client`, fixtures.ts) and uses an e-mail or account of its own for the
 * per-account ones, so faults and rate-limit run with the shared specs.
 * - `QUIET`: specs that measure the page's main thread (no long task over 200 ms during the 200 000-line upload):
 *   they run alone, before anything else, so another browser on the same two cores is never what they measure.
 * - `ISOLATED`: specs that compare a fingerprint of every table of the sandbox before and after (nothing
 *   half-saved): they run one at a time on a sandbox of their own (the next port), beside the shared specs.
 */
const QUIET = ['audience-upload.spec.ts'].map((file) => `**/${file}`);
const ISOLATED = ['csrf.spec.ts', 'hostile-input.spec.ts'].map((file) => `**/${file}`);

/**
 * The built cabinet served by the sandbox API on one origin (as in production), on Debian's Chromium.
 * `pnpm build` must have run; the test command does that first.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  // Two browsers at once on CI's two cores: most of a test is waiting on the server or on rendering, so the
  // suite takes about half the time. `E2E_WORKERS=1` runs one at a time (to read a failure's log in order).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two browsers share the two cores: an axe matrix (eight page loads) takes ~20 s alone and up to twice that
  // beside another worker. A limit is a hang detector, not a speed test (times never gate here).
  timeout: 60_000,
  // Two shared cores in CI: a list that settles in 1 s on a laptop can take several under load.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A trace records DOM snapshots and screencast frames of every action of every test, and costs the workers
    // about half a core each. CI keeps only its log (the failure's message and error-context.md), so it records
    // none; a local run keeps the trace of a failed test (`E2E_TRACE=on` forces it in CI mode).
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Run them through `pnpm test:e2e [files]` (scripts/e2e.mjs): `quiet` alone first, then `isolated` on a sandbox
    // of its own (E2E_PORT + 1) beside `shared`, as separate invocations, each starting its own sandbox (the
    // webServer below, on this invocation's E2E_PORT). A plain `playwright test` without `--project` would run
    // every project against one sandbox at once. No project dependency: Playwright runs a dependency whole
    // whatever the file filter, so one shared file would cost every isolated test.
    {
      name: 'quiet',
      testMatch: QUIET,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'isolated',
      testMatch: ISOLATED,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'shared',
      testIgnore: [...QUIET, ...ISOLATED],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'pnpm --filter @adnet/sandbox-api exec tsx src/main.ts start --reset',
    url: `${baseURL}/api/public/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // A short refresh grace window, so the session tests can replay a rotated credential after it within seconds.
    env: {
      SANDBOX_PORT: String(port),
      // One data folder per port: the isolated specs' sandbox runs beside the shared one.
      SANDBOX_DATA_DIR: `../../.sandbox-data/e2e-${port}`,
      SANDBOX_REFRESH_GRACE: '2',
    },
    stdout: 'pipe',
  },
});
