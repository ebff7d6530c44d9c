import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from '../../workspace-aliases.ts';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4319}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  server: { port: 5173, strictPort: true, proxy: { '/api': sandbox } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
