import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../../workspace-aliases.ts';

/** The benchmark page: a production build (minified React, no dev checks), as users get it. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../node_modules/.cache/ui-bench', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // BENCH_MINIFY=0 keeps function names readable in a profile.
    minify: process.env.BENCH_MINIFY !== '0',
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
