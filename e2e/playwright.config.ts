import { existsSync } from 'node:fs';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

/**
 * The suite's browser: Debian's `chromium-headless-shell` when it is installed (the bootstrap and `.ci/run` install
 * it), else `CHROME_PATH` or Debian's `chromium`. The headless shell is what Playwright itself runs for headless
 * Chromium: the same Blink, without the full browser's UI process work, and 20-35 % faster per spec on two cores.
 * `E2E_CHROME_PATH` picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env.E2E_CHROME_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

/**
 * Tests tagged `@timing` assert a duration (a long task under 200 ms while a file is read): they run only in the
 * `timing` project, alone, on a quiet machine (`pnpm test:e2e:timing`); CI does not run them, since a busy machine
 * makes any duration fail. Everything else is in `e2e`.
 */
const TIMING = /@timing/;

const reporters: ReporterDescription[] = [['list'], ['./evidence-reporter.ts']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

/**
 * The built cabinet served by sandboxes (as in production, API and pages on one origin), on Chromium. Every worker
 * starts a sandbox of its own (the `sandbox` worker fixture of fixtures.ts): own process, port and data, opened from
 * the seeded template that `pnpm build` makes. So tests spread over every worker at the level of single tests, and no
 * test depends on another's order or leftovers. `pnpm build` must have run; the test command does that first.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/playwright',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Each worker is a browser and a sandbox. `E2E_WORKERS=1` runs one at a time (to read a failure's log in order).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  // No retries: a test that passes only the second time is a failure to look into, not a pass.
  retries: 0,
  reporter: reporters,
  // A limit is a hang detector, not a speed test (times never gate here).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // Kept for a failed test only (the evidence reporter names it): DOM snapshots of every action, without the
    // screencast frames, which cost the most to record.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
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
    {
      name: 'e2e',
      grepInvert: TIMING,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'timing',
      grep: TIMING,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
});
