import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { workspaceAliases } from './workspace-aliases.ts';
import { framedPixelmatch } from './packages/ui/visual/comparator.ts';
import { storeTransitions } from './packages/cabinet-app/store-transitions.ts';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian `chromium-headless-shell`, which `npm test` and `.ci/run` install) for the story
 * tests: the same Blink without the full browser's UI process, as the e2e suite uses it. The visual baselines keep the
 * full browser: their PNGs are its pixels.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const storyChromium =
  process.env.STORY_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromium);

/**
 * Workers of the unit and visual projects. Vitest's default in a run is cores - 1: one worker on the 2-core CI
 * machine, one core idle while a file waits on PGlite, jsdom or the browser. Measured in a fresh clone
 * (2026-11-23, CI=true .ci/run): unit 143 -> 89 s, visual 65 -> 46 s with two; the story tests got slower with two
 * (196 -> 213 s: two pages of whole screens fight for the cores), so they keep the default.
 */
const UNIT_WORKERS = 2;

interface ScreenshotPathData {
  arg: string;
  ext: string;
  root: string;
  testFileName: string;
}

const browser = (
  name: string,
  contextOptions?: { viewport: { width: number; height: number } },
  executablePath = chromium,
) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    ...(contextOptions ? { contextOptions } : {}),
    launchOptions: {
      executablePath,
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

/**
 * The story tests: every story rendered and played once, in the light theme, then judged by axe in light and,
 * switched in place, in dark (`.storybook/a11y-in-both-themes.ts`). A second project that played every story
 * again in dark took as long again as this one.
 */
const storybookProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
  test: {
    name: 'storybook',
    browser: browser('storybook (chromium)', undefined, storyChromium),
    setupFiles: ['.storybook/vitest.setup.ts'],
    // A screen story boots the whole cabinet; the first one of a run also waits for Vite to transform it.
    testTimeout: 30_000,
  },
};

/**
 * Visual baselines of @adnet/ui (packages/ui/visual): each state of each component, light and dark, at a fixed
 * viewport, compared with the committed PNGs. A difference beyond the threshold fails and leaves the actual and
 * diff images under test-results/visual/. `pnpm test:visual:update [file filter]` rewrites references.
 */
const visualProject = {
  extends: true as const,
  // Vite scans every story up front, so no dependency is discovered (and the browser reloaded, which leaves two
  // copies of React behind) in the middle of the run.
  optimizeDeps: {
    entries: ['packages/ui/visual/**/*.visual.tsx', 'packages/ui/src/**/*.stories.tsx'],
    exclude: ['lucide-react'],
  },
  test: {
    name: 'visual',
    maxWorkers: UNIT_WORKERS,
    include: ['packages/ui/visual/**/*.visual.tsx'],
    setupFiles: ['packages/ui/visual/setup.ts'],
    browser: {
      // The tester page is larger than the tested viewport: a smaller one scales the viewport down (to 0.94 in
      // the default 1280 x 720 window), which blurs every screenshot.
      ...browser('visual (chromium)', { viewport: { width: 1280, height: 1024 } }),
      viewport: { width: 1024, height: 768 },
      // The comparison's own actual and diff images are what a failure needs; no extra failure screenshot.
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          // pixelmatch, with a diff image also when the size changed (packages/ui/visual/comparator.ts).
          comparators: { framedPixelmatch },
          comparatorName: 'framedPixelmatch' as const,
          // Rendering here is deterministic (0 pixels differ between runs); the tolerance only absorbs a
          // Chromium update's anti-aliasing: a colour distance under 0.1 per pixel (pixelmatch ignores
          // anti-aliased pixels) and 8 pixels. A token moved by 1 px (a radius: 17 pixels) fails.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 8 },
          resolveScreenshotPath: ({ arg, ext, root, testFileName }: ScreenshotPathData) =>
            `${root}/packages/ui/visual/__screenshots__/${testFileName.replace(/\.visual\.tsx$/, '')}/${arg}${ext}`,
          resolveDiffPath: ({ arg, ext, root, testFileName }: ScreenshotPathData) =>
            `${root}/test-results/visual/${testFileName.replace(/\.visual\.tsx$/, '')}/${arg}${ext}`,
        },
      },
    },
  },
};

/**
 * Visual baselines of whole screens (packages/cabinet-app/visual): the screen stories at the widths a design review
 * reads them, 390, 1280 and 1920 px. Its own project because the tester page must be larger than the widest tested
 * viewport (a smaller one scales it down and blurs it), and 1920 would not fit the components' window.
 */
const visualScreensProject = {
  extends: true as const,
  optimizeDeps: {
    entries: [
      'packages/cabinet-app/visual/**/*.visual.tsx',
      'packages/cabinet-app/src/stories/**/*.stories.tsx',
    ],
    exclude: ['lucide-react'],
  },
  test: {
    name: 'visual-screens',
    include: ['packages/cabinet-app/visual/**/*.visual.tsx'],
    // After the components' baselines, one worker: two pages of whole screens at once fight for two cores, and
    // Vitest runs projects of one group with one worker count.
    sequence: { groupOrder: 1 },
    setupFiles: ['packages/ui/visual/setup.ts'],
    // A screen boots the whole cabinet; the first one of a run also waits for Vite to transform it.
    testTimeout: 60_000,
    browser: {
      ...browser('visual screens (chromium)', { viewport: { width: 1960, height: 1280 } }),
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparators: { framedPixelmatch },
          comparatorName: 'framedPixelmatch' as const,
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 8 },
          resolveScreenshotPath: ({ arg, ext, root, testFileName }: ScreenshotPathData) =>
            `${root}/packages/cabinet-app/visual/__screenshots__/${testFileName.replace(/\.visual\.tsx$/, '')}/${arg}${ext}`,
          resolveDiffPath: ({ arg, ext, root, testFileName }: ScreenshotPathData) =>
            `${root}/test-results/visual-screens/${testFileName.replace(/\.visual\.tsx$/, '')}/${arg}${ext}`,
        },
      },
    },
  },
};

export default defineConfig({
  // SWR and react-i18next re-render as transitions in the cabinet's tests and screen stories too, as in the build.
  plugins: [storeTransitions(), react()],
  resolve: { alias: workspaceAliases },
  // lucide-react is imported one icon per module (`lucide-react/icons/x`): plain ESM that needs no pre-bundling.
  // Pre-bundled, each icon first met mid-run made Vite reload the browser tests ("unexpectedly reloaded").
  optimizeDeps: { exclude: ['lucide-react'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-ui',
          maxWorkers: UNIT_WORKERS,
          environment: 'jsdom',
          // A hang guard, not a time assertion: the DataGrid's user-event tests take 5 s on two busy cores.
          testTimeout: 15_000,
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/ui/visual/**/*.test.ts',
            '.storybook/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['packages/ui/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-api-client',
          maxWorkers: UNIT_WORKERS,
          environment: 'node',
          include: ['packages/api-client/test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-sandbox-api',
          maxWorkers: UNIT_WORKERS,
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
          maxWorkers: UNIT_WORKERS,
          environment: 'jsdom',
          // A hang guard, as in unit-ui: a screen test that renders a whole page waits for data on busy cores.
          testTimeout: 15_000,
          include: ['packages/cabinet-app/src/**/*.test.{ts,tsx}'],
          // Through Vite, so that their import of useSyncExternalStore is the app's (store-transitions.ts).
          server: { deps: { inline: ['swr', 'react-i18next'] } },
          // Unmounts what each test rendered (Testing Library's auto-cleanup needs globals, which we do not use).
          setupFiles: ['packages/ui/test/setup.ts'],
        },
      },
      storybookProject,
      visualProject,
      visualScreensProject,
    ],
  },
});
