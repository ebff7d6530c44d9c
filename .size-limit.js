// Size budgets (bytes, gzip) checked by `pnpm size` in the test command. Times are never gated; sizes are.
import { existsSync, readFileSync } from 'node:fs';

/** The cabinet's entry JS: the module script of index.html plus every chunk it modulepreloads. */
function cabinetEntryFiles() {
  const html = 'packages/cabinet-app/dist/index.html';
  if (!existsSync(html)) return ['packages/cabinet-app/dist/assets/index-*.js'];
  const text = readFileSync(html, 'utf8');
  const srcs = [
    ...text.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
  ].map((m) => `packages/cabinet-app/dist/${m[1]}`);
  return srcs.length ? srcs : ['packages/cabinet-app/dist/assets/index-*.js'];
}

export default [
  {
    name: 'cabinet: entry JS (index + modulepreloaded chunks)',
    path: cabinetEntryFiles(),
    limit: '180 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: '@adnet/ui: import { Button }',
    path: 'packages/ui/dist/index.js',
    import: '{ Button }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    limit: '6 KB',
    gzip: true,
  },
  {
    name: '@adnet/ui: styles.css',
    path: 'packages/ui/dist/styles.css',
    limit: '25 KB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
  {
    name: '@adnet/api-client: whole client',
    path: 'packages/api-client/dist/index.js',
    import: '*',
    limit: '12 KB',
    gzip: true,
  },
  {
    // Tree-shaking proof: one area on its own transport must stay far below the whole client.
    name: '@adnet/api-client: one area (createTransport + geoArea)',
    path: 'packages/api-client/dist/index.js',
    import: '{ createTransport, geoArea }',
    limit: '3 KB',
    gzip: true,
  },
];
