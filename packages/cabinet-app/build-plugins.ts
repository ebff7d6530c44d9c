import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';
import { patternSource, readRouteModules, sortBySpecificity } from './build-route-map.ts';
import { framePageFile, loginHtml, type FrameRoute, type StaticMarkup } from './build-static-pages.ts';

/** Build outputs that must not be deployed: source maps, the manifest, the bundle analysis. Next to dist/. */
export const PRIVATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'dist-meta');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Moves the source maps and `.vite/manifest.json` out of the output folder into `dist-meta/` once the bundle is
 * written, so `dist/` holds only what a public origin serves: a whole-folder upload cannot publish the sources.
 * `dist-meta/manifest.json` is what `.size-limit.js` reads; `dist-meta/assets/*.map` is for error triage.
 */
export function keepPrivateOutputs(): Plugin {
  let outDir = '';
  return {
    name: 'adnet:keep-private-outputs',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    buildStart() {
      rmSync(PRIVATE_DIR, { recursive: true, force: true });
    },
    writeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          const rel = relative(outDir, file);
          const isManifest = rel === join('.vite', 'manifest.json');
          if (!isManifest && !file.endsWith('.map')) continue;
          const target = join(PRIVATE_DIR, isManifest ? 'manifest.json' : rel);
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
        }
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
}

/** The theme script index.html names in development; the build replaces it with the boot script. */
const THEME_SCRIPT_TAG = '<script src="/theme-boot.js"></script>';
const LOCALE_CHUNK = /\/src\/i18n\/locales\/([^/]+)\.ts$/;
/** A feature's texts in one language (`src/i18n/locales/<locale>/<feature>.json`), a chunk of its own. */
export const TEXTS_CHUNK = /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
/** The signed-in frame, loaded lazily (`src/shell/lazy-shell.tsx`); signed-in pages need it for their first paint. */
export const FRAME_MODULE = 'src/shell/cabinet-layout.tsx';
/** AppShell's own lazily loaded layouts (`preloadAppShell` in @adnet/ui): the frame draws one of them at once. */
export const SHELL_LAYOUT = /[\\/]ui[\\/]src[\\/]components[\\/]layout[\\/][^\\/]+-layout\.tsx$/;

/**
 * The first-paint map the boot script carries: which files to preload for a language and for a path. Files are
 * indices into `files` (each URL written once: the map is parsed on every cold start, before the first paint of a
 * slow phone is useful, so it is kept small).
 */
export interface BootMap {
  /** Every URL the map names. */
  files: string[];
  /** Locale -> files of its resource chunk (its core texts). */
  locales: Record<string, number[]>;
  /** Locale -> feature (`src/i18n/namespaces.ts`) -> files of that feature's texts in that locale. */
  texts: Record<string, Record<string, number[]>>;
  fallbackLocale: string;
  /**
   * [path pattern (regular expression source), index into `groups`, signed in (0/1), the route's feature texts],
   * most specific first.
   */
  routes: [string, number, number, string[]][];
  groups: number[][];
  /** The signed-in frame's files, with AppShell's mobile and desktop layouts. */
  frame: number[];
  /**
   * The entry: its module script first, then the chunks it imports statically. A prerendered page
   * (`build-static-pages.ts`) does not name them in its HTML; the boot script loads them after its first paint.
   */
  entry: number[];
  /**
   * The hashed copy of `public/intl-warmup.js`, a worker that builds the first `Intl` formatters off the main thread
   * (see that file); the boot script starts it as it asks for the app's code. None in tests.
   */
  intlWarmup?: string;
}

/**
 * What the boot script does after the theme: asks for everything the first paint needs as `modulepreload` links,
 * so it downloads beside the entry chunk instead of after it: the current language's resource chunk (the theme
 * part has set `<html lang>` to the stored language's locale) and the chunks of the route at `location.pathname`
 * (with the signed-in frame on signed-in pages). Runs in the browser; serialised into the boot script.
 *
 * The links go into the document eight at a time, one task each: a signed-in list page names
 * about 50 files, and inserting a `modulepreload` link starts its request there and then (Chromium: 0.15 ms each,
 * several times that under DevTools or on a phone), so all at once was one long task right after the first paint
 * (issue 18: 40-240 ms at Lighthouse's 4x CPU).
 */
export function preloadFirstPaint(map: BootMap) {
  const seen: Record<string, true> = {};
  const queue: string[] = [];
  const add = (indices: number[]) => {
    for (const index of indices) {
      const file = map.files[index];
      if (!file || seen[file]) continue;
      seen[file] = true;
      queue.push(file);
    }
  };
  // Inside the function: it is serialised into the boot script, so it can read nothing from outside.
  const perTask = 8;
  const insert = () => {
    for (const file of queue.splice(0, perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
    if (queue.length) setTimeout(insert, 0);
  };
  const language = () =>
    map.locales[document.documentElement.lang] ? document.documentElement.lang : map.fallbackLocale;
  const route = (path: string) => {
    const lang = language();
    for (const [pattern, group, signedIn, texts] of map.routes) {
      if (!new RegExp(pattern).test(path)) continue;
      add(map.groups[group] ?? []);
      // The route's feature texts in the same language: requested with its code, not after it.
      add(texts.flatMap((feature) => map.texts[lang]?.[feature] ?? []));
      if (signedIn) add(map.frame);
      break;
    }
  };
  const firstPaint = () => {
    add(map.locales[language()] ?? []);
    route(location.pathname);
    insert();
  };
  // The app's route loader asks here for a page's chunks when it imports the page (a navigation, a link's preload
  // on intent): the build gives route imports no preload list of their own (`routeChunkFiles`), this map has them.
  (window as unknown as Record<string, unknown>).adnetPreloadRoute = (path: string) => {
    const wasEmpty = !queue.length;
    route(path);
    if (wasEmpty) insert();
  };
  const warmIntl = () => {
    if (!map.intlWarmup || typeof Worker !== 'function') return;
    try {
      new Worker(map.intlWarmup, { name: document.documentElement.lang || 'en' });
    } catch {
      // No worker: the page builds its first formatters itself, as before.
    }
  };
  // A prerendered page (its <html> has the attribute AFTER_PAINT_ATTRIBUTE of build-static-pages.ts; this
  // function is serialised, so it names it itself) is drawn by its HTML and CSS: its app code is loaded once that
  // is painted (the frame after the document is parsed; at once in a hidden tab, which paints nothing), the entry
  // first. Every other page named its entry in the HTML already.
  // At once, before the first paint of a prerendered page too: a few hundred bytes, and the worker's request must
  // not queue behind the fifty chunks asked for below (it would then start after the page's first render).
  warmIntl();
  if (!document.documentElement.hasAttribute('data-boot-after-paint')) return firstPaint();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const [entry, ...imports] = map.entry;
    add(imports);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = map.files[entry ?? -1] ?? '';
    document.head.appendChild(script);
    firstPaint();
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

type OutputBundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The output files of the route table's page modules (`assets/<module name>-<hash>.js`). Vite gives each dynamic
 * import a list of the chunks it imports, written into the importer so they load beside it; for the ~45 page imports
 * of the entry those lists were 3 KB gzip of every route's first visit. The boot map has the same lists once, and the
 * route loader asks the boot script for them (`adnetPreloadRoute`), so these imports get none of their own
 * (`build.modulePreload.resolveDependencies` in vite.config.ts). Other lazy parts keep theirs.
 */
export function routeChunkFiles(root: string): RegExp {
  const names = readRouteModules(root).routes.map(({ module }) =>
    basename(module)
      .replace(/\.[jt]sx?$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^assets/(${[...new Set(names)].join('|')})-[\\w-]{8}\\.js$`);
}

/** The routes `framePageFile` prerenders: signed in, without parameters, with a title and a description key. */
export const frameRoutes = (root: string): FrameRoute[] =>
  readRouteModules(root).routes.flatMap(({ path, signedIn, titleKey, descriptionKey }) =>
    signedIn && titleKey && descriptionKey && !/[:*]/.test(path) ? [{ path, titleKey, descriptionKey }] : [],
  );

/** Builds the boot map from the bundle and the route table's sources (`build-route-map.ts`). */
export function bootMap(bundle: OutputBundle, root: string): { map: BootMap; warnings: string[] } {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (names: string[], seen = new Set<string>()) => {
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      closure(byName.get(name)?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const loadedByEntry = closure([entry.fileName]);
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  const indexOf = (url: string) => {
    let index = fileIndex.get(url);
    if (index === undefined) {
      index = files.push(url) - 1;
      fileIndex.set(url, index);
    }
    return index;
  };
  /** A dynamic entry's files that the entry has not already loaded, as indices of their URLs in `files`. */
  const filesOf = (names: string[]) =>
    [...closure(names)].filter((name) => !loadedByEntry.has(name)).map((name) => indexOf(`/${name}`));
  const chunkOf = (module: string) =>
    chunks.find(
      (c) =>
        c.isDynamicEntry &&
        c.facadeModuleId &&
        withoutExtension(c.facadeModuleId) === withoutExtension(module),
    );

  const locales: Record<string, number[]> = {};
  const texts: Record<string, Record<string, number[]>> = {};
  for (const chunk of chunks) {
    const locale = chunk.isDynamicEntry ? LOCALE_CHUNK.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (locale) locales[locale] = filesOf([chunk.fileName]);
    const feature = chunk.isDynamicEntry ? TEXTS_CHUNK.exec(chunk.facadeModuleId ?? '') : null;
    if (feature) (texts[feature[1]!] ??= {})[feature[2]!] = filesOf([chunk.fileName]);
  }
  if (!locales.en) throw new Error('no language chunk for en (src/i18n/locales/en.ts)');

  const frameChunk = chunkOf(join(root, FRAME_MODULE));
  if (!frameChunk) throw new Error(`${FRAME_MODULE} is not a lazily loaded chunk: update FRAME_MODULE`);
  const layouts = chunks.filter((c) => c.isDynamicEntry && SHELL_LAYOUT.test(c.facadeModuleId ?? ''));
  const frame = filesOf([frameChunk.fileName, ...layouts.map((c) => c.fileName)]);

  const warnings: string[] = [];
  if (!layouts.length) warnings.push(`no lazily loaded AppShell layout matches ${SHELL_LAYOUT}`);
  const { routes, unmapped } = readRouteModules(root);
  if (unmapped.length) warnings.push(`no page module found for ${unmapped.join(', ')}`);
  const groups: number[][] = [];
  const groupKeys = new Map<string, number>();
  const entries: BootMap['routes'] = [];
  for (const route of sortBySpecificity(routes)) {
    const chunk = chunkOf(route.module);
    if (!chunk) {
      warnings.push(`${route.path}: ${route.module} is not a lazily loaded chunk`);
      continue;
    }
    const files = filesOf([chunk.fileName]);
    const key = files.join(' ');
    let group = groupKeys.get(key);
    if (group === undefined) {
      group = groups.push(files) - 1;
      groupKeys.set(key, group);
    }
    for (const feature of route.texts ?? [])
      for (const locale of Object.keys(locales))
        if (!texts[locale]?.[feature]) warnings.push(`${route.path}: no ${locale} texts of ${feature}`);
    entries.push([patternSource(route.path), group, route.signedIn ? 1 : 0, route.texts ?? []]);
  }
  const entryFiles = [entry.fileName, ...[...loadedByEntry].filter((name) => name !== entry.fileName)];
  return {
    map: {
      files,
      locales,
      texts,
      fallbackLocale: 'en',
      routes: entries,
      groups,
      frame,
      entry: entryFiles.map((name) => indexOf(`/${name}`)),
    },
    warnings,
  };
}

/**
 * Replaces `/theme-boot.js` in the built index.html with two hashed files: `assets/theme-<hash>.js`, the theme code,
 * a blocking script (it must run before the first paint, and is a few hundred bytes), then `assets/boot-<hash>.js`,
 * `preloadFirstPaint` with the build's own first-paint map, loaded `async`: it asks for the language and the route
 * chunks as soon as it is in, without holding the first paint of the static shell while it downloads and parses.
 * Files, not inline scripts, so the CSP keeps `script-src 'self'`; hashed, so they are cached like every other
 * asset while index.html is revalidated. The boot script also starts `assets/intl-<hash>.js`, the hashed copy of
 * `public/intl-warmup.js` (a worker that pays the first `Intl` formatter's set-up off the main thread).
 */
export function bootScript(): Plugin {
  let publicDir = '';
  let root = '';
  return {
    name: 'adnet:boot-script',
    apply: 'build',
    // After Vite has written index.html into the bundle, before the manifest and the compressed copies.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (
        html?.type !== 'asset' ||
        typeof html.source !== 'string' ||
        !html.source.includes(THEME_SCRIPT_TAG)
      )
        return this.error(`index.html must load ${THEME_SCRIPT_TAG}: the boot script replaces it`);
      let built: ReturnType<typeof bootMap>;
      try {
        built = bootMap(bundle, root);
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      for (const warning of built.warnings) this.warn(`boot script: ${warning}`);
      const hashed = (name: string, source: string) => {
        const fileName = `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        return fileName;
      };
      const theme = hashed('theme', readFileSync(join(publicDir, 'theme-boot.js'), 'utf8'));
      const map: BootMap = {
        ...built.map,
        intlWarmup: `/${hashed('intl', readFileSync(join(publicDir, 'intl-warmup.js'), 'utf8'))}`,
      };
      const boot = hashed('boot', `(${preloadFirstPaint.toString()})(${JSON.stringify(map)});\n`);
      html.source = html.source.replace(
        THEME_SCRIPT_TAG,
        `<script src="/${theme}"></script>\n    <script async src="/${boot}"></script>`,
      );
      // The prerendered sign-in page (build-static-pages.ts), served for /login.
      try {
        const markup = await staticMarkup(root);
        this.emitFile({
          type: 'asset',
          fileName: 'login.html',
          source: loginHtml(html.source, root, markup),
        });
        // Signed-in pages with a fixed header (`descriptionKey` in the route table): the frame with that header.
        for (const route of frameRoutes(root))
          this.emitFile({
            type: 'asset',
            fileName: `${route.path.slice(1)}.html`,
            source: framePageFile(html.source, root, route, markup),
          });
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/**
 * The prerendering components (`src/boot/static-pages.tsx`), loaded through Vite with the workspace's sources (JSX,
 * TypeScript, `@adnet/ui` from `src`): the build draws its static markup with the app's own components.
 */
const staticMarkup = (root: string) =>
  runnerImport<StaticMarkup>(join(root, 'src/boot/static-pages.tsx'), {
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: workspaceAliases },
  }).then((loaded) => loaded.module);

/** Where `index.html` asks for its neutral frame: the build and the dev server draw `NeutralShell` there. */
export const NEUTRAL_SHELL_MARK = '<!-- neutral-shell -->';

/**
 * Draws `index.html`'s neutral frame (brand and a page-shaped placeholder, before any script runs) from the app's
 * `NeutralShell`, so the page's first paint is ui's markup, not a copy of it.
 */
export function neutralShell(): Plugin {
  let root = '';
  return {
    name: 'adnet:neutral-shell',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(NEUTRAL_SHELL_MARK)) throw new Error(`index.html has no ${NEUTRAL_SHELL_MARK}`);
        return html.replace(NEUTRAL_SHELL_MARK, (await staticMarkup(root)).neutralShellHtml());
      },
    },
  };
}
