// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { patternSource, readRouteModules, sortBySpecificity } from '../../build-route-map';
import { bootMap, FRAME_MODULE, preloadFirstPaint, type BootMap } from '../../build-plugins';
import { PRELOAD_ROUTE_GLOBAL } from './preload-route';
import { AFTER_PAINT_ATTRIBUTE, loginHtml, readTexts, STATIC_LOCALES } from '../../build-static-pages';
import { ROUTES } from '../access/routes';
import * as markup from './static-pages';
import { LANGUAGE_STORAGE_KEY, LOCALES, toLanguage } from '../i18n';
import { FEATURE_TEXTS } from '../i18n/namespaces';

const root = `${join(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

/** A concrete URL path for a route pattern (`/campaigns/:id` -> `/campaigns/42`). */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '42');

describe('the route map the build gives the boot script', () => {
  const { routes, unmapped } = readRouteModules(root);

  it('finds the module of every route of the table, and which ones need the signed-in frame', () => {
    expect(unmapped).toEqual([]);
    expect(routes.map((r) => r.path).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    for (const route of ROUTES) {
      const found = routes.find((r) => r.path === route.path)!;
      expect(found.signedIn, route.path).toBe(route.area !== 'public');
      expect(found.module.replace(/\\/g, '/'), route.path).toMatch(/\/src\//);
    }
  });

  it('picks for each path the route the router picks (static segments before parameters)', () => {
    const ordered = sortBySpecificity(routes);
    for (const route of ROUTES) {
      const path = sample(route.path);
      const chosen = ordered.find((r) => new RegExp(patternSource(r.path)).test(path));
      const routerChoice = [...ROUTES]
        .map((r) => ({ r, match: matchPath(r.path, path) }))
        .filter((m) => m.match)
        .sort(
          (a, b) =>
            sample(b.r.path)
              .split('/')
              .filter((s) => s !== '42').length -
            sample(a.r.path)
              .split('/')
              .filter((s) => s !== '42').length,
        )[0]!.r;
      expect(chosen?.path, path).toBe(routerChoice.path);
    }
    expect(new RegExp(patternSource('/campaigns/:id/edit')).test('/campaigns/7/edit/')).toBe(true);
    expect(new RegExp(patternSource('/campaigns/:id')).test('/campaigns/7/edit')).toBe(false);
  });

  it('reads a table whose routes name their own page modules', () => {
    const sources: Record<string, string> = {
      'src/access/routes.ts': `
        export const PUBLIC_PATHS = ['/login'] as const;
        export const ROUTES = [
          { path: '/login', area: 'public', page: preloadable(() => import('../pages/public/login-page')) },
          { path: '/campaigns/:id', area: 'cabinet' as const, page: () => import('../pages/campaigns/campaign-page') },
        ];`,
      'src/app.tsx': `const PAGES = { '/wallet': lazy(() => import('./pages/wallet/wallet-page')) };`,
    };
    const read = (file: string) => {
      const key = Object.keys(sources).find((k) => file.replace(/\\/g, '/').endsWith(k));
      if (!key) throw new Error('absent');
      return sources[key]!;
    };
    const found = readRouteModules('/repo/app', read);
    expect(found.unmapped).toEqual([]);
    expect(found.routes).toEqual([
      { path: '/login', module: '/repo/app/src/pages/public/login-page', signedIn: false },
      { path: '/campaigns/:id', module: '/repo/app/src/pages/campaigns/campaign-page', signedIn: true },
      { path: '/wallet', module: '/repo/app/src/pages/wallet/wallet-page', signedIn: true },
    ]);
  });
});

/** The page modules of the route table, relative to the package (`src/pages/public/login-page`). */
const pageModules = [
  ...new Set(readRouteModules(root).routes.map((r) => r.module.replace(/\\/g, '/').slice(root.length))),
];

/** A bundle in the shape rolldown hands to generateBundle, for the modules the boot map looks at. */
function fakeBundle(): Rolldown.OutputBundle {
  const chunk = (fileName: string, facade: string | null, extra: Partial<Rolldown.OutputChunk> = {}) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId: facade && `${root}${facade}`,
      isEntry: false,
      isDynamicEntry: facade !== null,
      imports: [],
      dynamicImports: [],
      ...extra,
    }) as unknown as Rolldown.OutputChunk;
  const chunks = [
    chunk('assets/index-1.js', null, { isEntry: true, imports: ['assets/app-1.js'] }),
    chunk('assets/app-1.js', null),
    chunk('assets/en-1.js', 'src/i18n/locales/en.ts', { imports: ['assets/merge-1.js'] }),
    chunk('assets/zh-CN-1.js', 'src/i18n/locales/zh-CN.ts', { imports: ['assets/merge-1.js'] }),
    chunk('assets/merge-1.js', null),
    // Each feature's texts in each language: one chunk each, a dynamic import of the language's chunk.
    ...['en', 'zh-CN'].flatMap((locale) =>
      FEATURE_TEXTS.map((feature) =>
        chunk(`assets/${locale}-${feature}-1.js`, `src/i18n/locales/${locale}/${feature}.json`),
      ),
    ),
    chunk('assets/form-1.js', null),
    // One chunk per page module of the real route table (`login-page-1.js`); the login page imports a shared one.
    ...pageModules.map((module) =>
      chunk(
        `assets/${module.split('/').pop()}-1.js`,
        `${module}.tsx`,
        module.endsWith('/login-page') ? { imports: ['assets/app-1.js', 'assets/form-1.js'] } : {},
      ),
    ),
    chunk('assets/frame-1.js', FRAME_MODULE),
    chunk('assets/mobile-layout-1.js', '../ui/src/components/layout/mobile-layout.tsx'),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('the boot script', () => {
  afterEach(() => {
    document.head.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  /** Runs the boot script's preload as a page at `path` with `<html lang>` `lang`; the files it asked for. */
  const open = (map: BootMap, lang: string, path: string) => {
    document.documentElement.lang = lang;
    window.history.replaceState(null, '', path);
    // Every link the boot script inserts, over all its tasks; a test on fake timers of its own sees the first task.
    const own = !vi.isFakeTimers();
    if (own) vi.useFakeTimers();
    preloadFirstPaint(map);
    if (own) {
      vi.runAllTimers();
      vi.useRealTimers();
    }
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
  };

  it('preloads the language and the route chunks of the page being opened, without what the entry loads', () => {
    const { map, warnings } = bootMap(fakeBundle(), root);
    expect(warnings).toEqual([]);
    const urls = (indices: number[]) => indices.map((i) => map.files[i]);
    expect(urls(map.locales.en!)).toEqual(['/assets/en-1.js', '/assets/merge-1.js']);
    expect(urls(map.locales['zh-CN']!)).toEqual(['/assets/zh-CN-1.js', '/assets/merge-1.js']);
    // Each URL is written once, however many routes and languages share it.
    expect(new Set(map.files).size).toBe(map.files.length);
    expect(open(map, 'zh-CN', '/login')).toEqual([
      '/assets/zh-CN-1.js',
      '/assets/merge-1.js',
      '/assets/login-page-1.js',
      '/assets/form-1.js',
      // The sign-in page's own texts, in the page's language, beside its code.
      '/assets/zh-CN-login-1.js',
      '/assets/zh-CN-resend-1.js',
      '/assets/zh-CN-confirm-1.js',
    ]);
  });

  it("offers the app a route's preload under the name its route loader calls, adding only what is not asked yet", () => {
    const { map } = bootMap(fakeBundle(), root);
    vi.useFakeTimers();
    try {
      open(map, 'en', '/login');
      const preload = (window as unknown as Record<string, unknown>)[PRELOAD_ROUTE_GLOBAL];
      expect(typeof preload).toBe('function');
      const before = document.head.querySelectorAll('link[rel="modulepreload"]').length;
      // The table's path, as the route loader passes it: the page, its texts in the page's language, the frame.
      (preload as (path: string) => void)('/campaigns/:id');
      vi.runAllTimers();
      const added = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .slice(before)
        .map((l) => l.getAttribute('href'));
      expect(added).toEqual([
        '/assets/campaign-page-1.js',
        ...['campaign', 'campaigns', 'archive', 'preview', 'statistics'].map((f) => `/assets/en-${f}-1.js`),
        '/assets/frame-1.js',
        '/assets/mobile-layout-1.js',
      ]);
      // Asked again (a second link hovered): nothing twice.
      (preload as (path: string) => void)('/campaigns/:id');
      vi.runAllTimers();
      expect(document.head.querySelectorAll('link[rel="modulepreload"]').length).toBe(before + added.length);
    } finally {
      vi.useRealTimers();
      delete (window as unknown as Record<string, unknown>)[PRELOAD_ROUTE_GLOBAL];
    }
  });

  it("adds the route's feature texts in the same language, and the signed-in frame on a signed-in page", () => {
    const { map } = bootMap(fakeBundle(), root);
    expect(open(map, 'zh-CN', '/campaigns/42')).toEqual([
      '/assets/zh-CN-1.js',
      '/assets/merge-1.js',
      '/assets/campaign-page-1.js',
      ...['campaign', 'campaigns', 'archive', 'preview', 'statistics'].map((f) => `/assets/zh-CN-${f}-1.js`),
      '/assets/frame-1.js',
      '/assets/mobile-layout-1.js',
    ]);
  });

  it('falls back to en for a language it has no chunk of, texts included', () => {
    const { map } = bootMap(fakeBundle(), root);
    expect(open(map, 'de', '/campaigns/42/edit')).toEqual([
      '/assets/en-1.js',
      '/assets/merge-1.js',
      '/assets/campaign-editor-page-1.js',
      '/assets/en-editor-1.js',
      '/assets/en-preview-1.js',
      '/assets/frame-1.js',
      '/assets/mobile-layout-1.js',
    ]);
    for (const link of document.head.querySelectorAll('link')) expect(link.crossOrigin).toBe('');
  });

  it('inserts the links eight per task, so a page of many chunks is no long task', () => {
    vi.useFakeTimers();
    try {
      const { map } = bootMap(fakeBundle(), root);
      const files = Array.from({ length: 19 }, (_, i) => `/assets/part-${i}.js`);
      const many: BootMap = {
        ...map,
        files: [...map.files, ...files],
        groups: [...map.groups, files.map((_, i) => map.files.length + i)],
        routes: [['^/many/?$', map.groups.length, 0, []], ...map.routes],
      };
      // The language's two files and the first six of the page's, then the next eight a task later.
      expect(open(many, 'en', '/many')).toHaveLength(8);
      vi.advanceTimersToNextTimer();
      expect(document.head.querySelectorAll('link')).toHaveLength(16);
      vi.runAllTimers();
      expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
        '/assets/en-1.js',
        '/assets/merge-1.js',
        ...files,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the Intl warm-up worker in the page's locale before asking for any chunk", () => {
    const started: { url: string; name: string | undefined; links: number }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string, options?: WorkerOptions) {
          started.push({ url, name: options?.name, links: document.head.querySelectorAll('link').length });
        }
      },
    );
    try {
      const { map } = bootMap(fakeBundle(), root);
      open({ ...map, intlWarmup: '/assets/intl-1.js' }, 'ru', '/login');
      expect(started).toEqual([{ url: '/assets/intl-1.js', name: 'ru', links: 0 }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for no route chunk on a path outside the table', () => {
    const { map } = bootMap(fakeBundle(), root);
    expect(open(map, 'en', '/nowhere/at/all')).toEqual(['/assets/en-1.js', '/assets/merge-1.js']);
  });

  it('on a prerendered page, loads the entry and the first paint chunks only after the page is painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.documentElement.setAttribute(AFTER_PAINT_ATTRIBUTE, '');
    try {
      const { map } = bootMap(fakeBundle(), root);
      expect(map.entry.map((i) => map.files[i])).toEqual(['/assets/index-1.js', '/assets/app-1.js']);
      // Nothing before the next frame has been drawn.
      expect(open(map, 'ru', '/login')).toEqual([]);
      expect(document.head.querySelector('script')).toBeNull();
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      expect(document.head.children).toHaveLength(0);
      vi.runAllTimers();
      const entry = document.head.querySelector('script')!;
      expect([entry.type, entry.getAttribute('src'), entry.crossOrigin]).toEqual([
        'module',
        '/assets/index-1.js',
        '',
      ]);
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
      expect(preloads.map((l) => l.getAttribute('href'))).toEqual([
        '/assets/app-1.js',
        '/assets/en-1.js', // no ru chunk in this bundle: the fallback
        '/assets/merge-1.js',
        '/assets/login-page-1.js',
        '/assets/form-1.js',
        '/assets/en-login-1.js',
        '/assets/en-resend-1.js',
        '/assets/en-confirm-1.js',
      ]);
    } finally {
      document.documentElement.removeAttribute(AFTER_PAINT_ATTRIBUTE);
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('the prerendered sign-in page (login.html)', () => {
  const index = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <script src="/assets/theme-1.js"></script>',
    '    <script async src="/assets/boot-1.js"></script>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/app-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/app-1.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"><div class="boot-shell"></div></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('names no app code (the boot script loads it after the first paint) and keeps the styles and the boot', () => {
    const html = loginHtml(index, root, markup);
    expect(html).toContain(`<html lang="en" ${AFTER_PAINT_ATTRIBUTE}>`);
    expect(html).not.toMatch(/type="module"|modulepreload|boot-shell/);
    for (const kept of ['/assets/theme-1.js', '/assets/boot-1.js', '/assets/app-1.css'])
      expect(html).toContain(kept);
  });

  it('draws the page once per language, with its texts, inert and hidden from assistive technology', () => {
    document.body.innerHTML = loginHtml(index, root, markup).replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
    const pages = [...document.querySelectorAll<HTMLElement>('#root > .boot-login')];
    expect(pages.map((p) => p.lang)).toEqual([...STATIC_LOCALES]);
    for (const page of pages) {
      const texts = readTexts(root, page.lang) as { login: Record<string, string> };
      expect(page.hasAttribute('inert'), page.lang).toBe(true);
      expect(page.getAttribute('aria-hidden')).toBe('true');
      expect(page.querySelector('h1')?.textContent).toBe(texts.login.title);
      expect(page.querySelector('.auth-footer p')?.textContent).toBe(
        `${texts.login.noAccount} ${texts.login.register}`,
      );
      // Nothing a password manager would fill, nothing that submits.
      for (const input of page.querySelectorAll('input')) {
        expect(input.name).toBe('');
        expect(input.autocomplete).toBe('off');
      }
      expect(page.querySelector('button')?.type).toBe('button');
    }
    document.body.replaceChildren();
  });
});

describe('theme-boot.js (runs before the bundle)', () => {
  const script = readFileSync(`${root}public/theme-boot.js`, 'utf8');
  const run = () => new Function(script)();

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sets <html lang> to the locale of the stored language, as src/i18n does', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    for (const stored of ['en', 'ru', 'cn', 'zh-CN', 'zh']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      document.documentElement.lang = 'x';
      run();
      expect(document.documentElement.lang, stored).toBe(LOCALES[toLanguage(stored)!]);
    }
    for (const junk of ['de', 'constructor', '__proto__']) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, junk);
      document.documentElement.lang = 'en';
      run();
      expect(document.documentElement.lang, junk).toBe('en');
    }
  });

  it('applies the stored or the system theme before the first paint', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('adnet-cabinet-theme', 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
