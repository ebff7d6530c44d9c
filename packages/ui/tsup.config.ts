import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * Components do not import their CSS (so the JS stays free of side effects); `src/styles.css` imports every
 * stylesheet and the build inlines them into one `dist/styles.css`, tokens first.
 */
/**
 * Collects every component stylesheet into one `dist/styles.css`, tokens first, in `src/styles.css` order. The
 * comments stay in the sources: a consumer's users download the published file (a third of it was comments).
 */
function bundleCss() {
  const entry = readFileSync('src/styles.css', 'utf8');
  const out = entry
    .replace(/@import\s+['"](.+?)['"];?/g, (_m, p: string) => readFileSync(join('src', p), 'utf8'))
    // No stylesheet of ours has "/*" inside a string, so every such run is a comment.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n+/g, '\n');
  writeFileSync('dist/styles.css', out);
}

function assertEveryCssImported() {
  const entry = readFileSync('src/styles.css', 'utf8');
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory()
        ? walk(p)
        : p.endsWith('.css') && p !== join('src', 'styles.css')
          ? [p]
          : [];
    });
  for (const file of walk('src')) {
    const rel = './' + relative('src', file).replaceAll('\\', '/');
    if (!entry.includes(rel)) throw new Error(`${rel} is not imported by src/styles.css`);
  }
}

export default defineConfig({
  // One entry per component folder (shared code goes to chunks) so `dist/index.js` only re-exports: a consumer's
  // bundler, told by `sideEffects` that JS files are pure, then drops every component it does not import.
  // From a single bundled file it cannot (forwardRef calls and displayName assignments look like side effects).
  entry: ['src/index.ts', 'src/components/*/index.ts', 'src/theme/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.css': 'empty' },
  async onSuccess() {
    assertEveryCssImported();
    bundleCss();
  },
});
