import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../workspace-aliases.ts';
import { storeTransitions } from '../packages/cabinet-app/store-transitions.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Screens of the cabinet from fixture data (packages/cabinet-app/src/stories/screen-story.tsx).
    '../packages/cabinet-app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // A flow (a story whose play acts, see decorators.tsx) is a test, not a state to review: off the docs pages.
  tags: { flow: { excludeFromDocsStories: true } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The root tsconfig covers only scripts and configs: without the ui project no component got prop docs.
    reactDocgenTypescriptOptions: { tsconfigPath: './packages/ui/tsconfig.json' },
  },
  viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    const existing = viteConfig.resolve.alias;
    viteConfig.resolve.alias = [...workspaceAliases, ...(Array.isArray(existing) ? existing : [])];
    // SWR and react-i18next re-render as transitions, as in the app (packages/cabinet-app/store-transitions.ts).
    viteConfig.plugins = [storeTransitions(), ...(viteConfig.plugins ?? [])];
    viteConfig.build ??= {};
    viteConfig.build.chunkSizeWarningLimit = 2000;
    viteConfig.build.rollupOptions ??= {};
    viteConfig.build.rollupOptions.onwarn = (warning, warn) => {
      // Radix ships `"use client"` directives, meaningless in an SPA bundle.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    };
    return viteConfig;
  },
};
export default config;
