import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../workspace-aliases.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
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
