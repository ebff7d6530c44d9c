import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The built cabinet served by the sandbox API on one origin (as in production), on Debian's Chromium.
 * `pnpm build` must have run; the test command does that first.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/playwright',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'pnpm --filter @adnet/sandbox-api exec tsx src/main.ts start --reset',
    url: `${baseURL}/api/public/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: '../../.sandbox-data/e2e' },
    stdout: 'pipe',
  },
});
