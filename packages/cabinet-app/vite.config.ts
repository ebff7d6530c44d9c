import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import { Features } from 'lightningcss';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { workspaceAliases } from '../../workspace-aliases.ts';
import {
  bootScript,
  keepPrivateOutputs,
  neutralShell,
  PRIVATE_DIR,
  routeChunkFiles,
  TEXTS_CHUNK,
} from './build-plugins.ts';
import { shortCustomProperties } from './build-css-names.ts';
import { storeTransitions } from './store-transitions.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4319}`;

/**
 * react-router 7 exports only its development build (`dist/development`: dev warnings and checks) under every
 * condition, production included (remix-run/react-router#12532, #14753). A build takes the production files the
 * package ships beside them: the same API without the development-only code.
 */
const reactRouterDir = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/** Text the server may send compressed. `runtime-config.json` is left out: it is edited at deploy time. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|ico|webmanifest)$/;

const routePages = routeChunkFiles(here('.'));

export default defineConfig(({ command }) => ({
  plugins: [
    // Issue 18: SWR's answers and react-i18next's language switch render as transitions (time-sliced).
    storeTransitions(),
    react(),
    // The CSS budget (issue 18): short custom property names in the built stylesheet; the sources keep theirs.
    shortCustomProperties([here('./src'), here('../ui/src')]),
    neutralShell(),
    bootScript(),
    // Brotli and gzip copies of every text asset, written beside it (`x.js.br`, `x.js.gz`), for servers that
    // send precompressed files (the sandbox, nginx `gzip_static`/`brotli_static`, Caddy `precompressed`, S3 with
    // Content-Encoding metadata). vite-plugin-compression2: maintained, works with vite 8 (rolldown) on Node 20.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: COMPRESSIBLE,
      exclude: [/runtime-config\.json$/, /\.map$/, /(^|\/)\.vite\//],
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
    keepPrivateOutputs(),
    // ANALYZE=1 pnpm --filter @adnet/cabinet-app build: what each chunk holds, gzip sizes, in dist-meta/stats.html.
    process.env.ANALYZE
      ? (visualizer({
          filename: `${PRIVATE_DIR}/stats.html`,
          gzipSize: true,
          brotliSize: true,
        }) as PluginOption)
      : null,
  ],
  resolve: {
    alias: command === 'build' ? [...workspaceAliases, ...reactRouterProduction] : workspaceAliases,
  },
  // Lightning CSS minifies the build (Vite's default) for the `build.target` browsers. Its light-dark() fallback
  // is left out: the stylesheets never use light-dark() (the themes swap tokens), yet every `color-scheme` got two
  // helper properties for it.
  css: { lightningcss: { exclude: Features.LightDark } },
  server: { port: 5173, strictPort: true, proxy: { '/api': sandbox } },
  build: {
    target: 'es2022',
    // One stylesheet for the whole cabinet (CSS budget, issue 18: every stylesheet at most 20 KB gzip). The pages'
    // own stylesheets (editor, wallet, legal info, audiences, telegram, API) cost 3.0 KB gzip as six files and
    // 1.3 KB inside the one: a small file compresses poorly on its own. The first paint of any page gets them.
    cssCodeSplit: false,
    // Source maps are built for error triage but never published: no sourceMappingURL comment in the code, and
    // keepPrivateOutputs() moves the .map files (and the manifest) to dist-meta/, outside what is deployed.
    sourcemap: 'hidden',
    // The chunk graph: .size-limit.js computes each route's JavaScript from it.
    manifest: true,
    // A page of the route table is imported with no preload list of its own: the boot script's map has it, and the
    // route loader asks for it there (`routeChunkFiles`: 3 KB gzip less on every route's first visit).
    modulePreload: {
      resolveDependencies: (file, deps) => (routePages.test(file) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk beside the entry module, instead of the
        // dozen small shared chunks the automatic splitting makes: on HTTP/1.1 each file costs a round trip.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/index\.html|[\\/]src[\\/]main\.tsx$/.test(id),
            },
            {
              // ui's action-dialog (the frame and state the confirm dialog shares with FormDialog) stays in the
              // confirm dialog's chunk, which every page fetches after its load: once the recipe form dialogs
              // used FormDialog it became a file of its own, 0.3 KB gzip more on every route.
              name: 'confirm-dialog-chunk',
              test: /[\\/](shell[\\/]confirm-dialog-chunk|components[\\/]dialog[\\/](action|confirm)-dialog)\.tsx$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
        // A feature's texts in a language (`src/i18n/locales/ru/editor.json`) as `assets/ru-editor-<hash>.js`,
        // beside its language's own chunk `assets/ru-<hash>.js`, rather than seven chunks called `editor-<hash>.js`.
        chunkFileNames: (chunk) => {
          const texts = TEXTS_CHUNK.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
