import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { workspaceAliases } from './workspace-aliases.ts';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const, name }],
});

/** One project of story tests per theme: the a11y check must hold in light and in dark. */
const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
  define: { 'import.meta.env.VITE_STORYBOOK_THEME': JSON.stringify(theme) },
  test: {
    name: theme === 'light' ? 'storybook' : 'storybook-dark',
    browser: browser(theme === 'light' ? 'storybook (chromium, light)' : 'storybook (chromium, dark)'),
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-api-client',
          environment: 'node',
          include: ['packages/api-client/test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-sandbox-api',
          environment: 'node',
          include: ['packages/sandbox-api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-cabinet-app',
          environment: 'jsdom',
          include: ['packages/cabinet-app/src/**/*.test.{ts,tsx}'],
          // Unmounts what each test rendered (Testing Library's auto-cleanup needs globals, which we do not use).
          setupFiles: ['packages/ui/test/setup.ts'],
        },
      },
      storybookProject('light'),
      storybookProject('dark'),
    ],
  },
});
