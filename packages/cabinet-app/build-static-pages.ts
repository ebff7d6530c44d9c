import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as staticPages from './src/boot/static-pages.tsx';

/**
 * Prerendered public pages (the first paint of `/login` is the page itself, not a placeholder that the entry chunk
 * later replaces). The build writes `dist/login.html`: index.html whose `#root` holds the sign-in page as React
 * draws it before its language and theme selects are in, rendered at build time from the app's and ui's components
 * (`src/boot/static-pages.tsx`, loaded through Vite by the build plugin), once per language; `<html lang>`, which the blocking theme script sets to the stored language's
 * locale before the first paint, picks the copy that shows (`LANGUAGE_STYLE`). React replaces it with
 * the same page in the same boxes, so nothing moves (CLS 0) and the page's largest text is painted by the HTML.
 *
 * The copy is inert and hidden from assistive technology: its fields take no input (what is typed there would be
 * lost when React takes over) until the app draws the real form. Its inputs carry no name and `autocomplete="off"`,
 * so a password manager does not fill them. `e2e/first-paint.spec.ts` compares its boxes and texts with React's
 * page in every language: a change to the sign-in page's layout that `static-pages.tsx` does not follow fails there.
 *
 * Served for `/login` by the sandbox (`<path>.html` first, then the SPA fallback); any static host does the same
 * with `try_files $uri $uri.html /index.html` (nginx) or its equivalent (root README, "Deploying").
 */

/** The locales with their resource folders under `src/i18n/locales/` (LOCALES in src/i18n/index.ts). */
export const STATIC_LOCALES = ['en', 'ru', 'zh-CN'] as const;

/** Marks a prerendered page: the boot script then loads the app after the page's first paint (build-plugins.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-boot-after-paint';

type Texts = Record<string, unknown>;

/** One language's resources, merged from its feature files (as `src/i18n/locales/<locale>.ts` does). */
export function readTexts(root: string, locale: string): Texts {
  const dir = join(root, 'src/i18n/locales', locale);
  const merged: Texts = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Texts);
  return merged;
}

/** The markup of the prerendered pages, drawn by React from the app's components (`src/boot/static-pages.tsx`). */
export type StaticMarkup = typeof staticPages;

/**
 * Which copy shows: the one of `<html lang>` (the theme script sets it to the stored language's locale before the
 * first paint; `en` when nothing valid is stored). In the page's own `<style>` (the CSP allows inline styles, not
 * scripts), so the app's stylesheet, which every page loads, does not carry it.
 */
const LANGUAGE_STYLE = [
  '<style>',
  '.boot-login{display:none}',
  "html[lang='ru'] .boot-login[lang='ru'],html[lang='zh-CN'] .boot-login[lang='zh-CN'],",
  "html:not([lang='ru']):not([lang='zh-CN']) .boot-login[lang='en']{display:flex}",
  '</style>',
].join('');

/** Which copy of a signed-in page shows: as `LANGUAGE_STYLE` (`.boot-shell` is a grid). */
const FRAME_LANGUAGE_STYLE = [
  '<style>',
  '.boot-shell.boot-page{display:none}',
  "html[lang='ru'] .boot-page[lang='ru'],html[lang='zh-CN'] .boot-page[lang='zh-CN'],",
  "html:not([lang='ru']):not([lang='zh-CN']) .boot-page[lang='en']{display:grid}",
  '</style>',
].join('');

/** A route whose page header the build prerenders: signed in, no parameters, a title and a description key. */
export interface FrameRoute {
  path: string;
  titleKey: string;
  descriptionKey: string;
}

/**
 * index.html with `#root` holding `body` and the app's code not named by the HTML (no entry script, no
 * modulepreload): the boot script loads it once the page has been painted (`AFTER_PAINT_ATTRIBUTE`), so on a slow
 * link the page's stylesheet does not share the bandwidth with 130 KB of JavaScript before the first paint. The
 * entry's URLs are in the boot script's map (`BootMap.entry`).
 */
function prerenderedHtml(indexHtml: string, body: string, style: string): string {
  const rootOpen = '<div id="root">';
  const start = indexHtml.indexOf(rootOpen);
  const end = indexHtml.lastIndexOf('</body>');
  if (start < 0 || end < 0) throw new Error('index.html has no <div id="root"> in its body');
  const head = indexHtml
    .slice(0, start)
    .replace(/<html([^>]*)>/, `<html$1 ${AFTER_PAINT_ATTRIBUTE}>`)
    .replace(/^\s*<script type="module"[^>]*><\/script>\n/m, '')
    .replace(/^\s*<link rel="modulepreload"[^>]*>\n/gm, '')
    .replace('</head>', `  ${style}\n  </head>`)
    // index.html's note on its neutral shell, which this page does not draw.
    .replace(/<body>[\s\S]*$/, '<body>\n    ');
  if (/type="module"|modulepreload/.test(head))
    throw new Error('a prerendered page: the entry script or a modulepreload link is still in the head');
  return `${head}${rootOpen}${body}</div>\n  </body>\n</html>\n`;
}

/** `login.html`: the sign-in page in every language. */
export function loginHtml(indexHtml: string, root: string, markup: StaticMarkup): string {
  const pages = STATIC_LOCALES.map((locale) => markup.loginPageHtml(readTexts(root, locale), locale)).join(
    '',
  );
  return prerenderedHtml(indexHtml, pages, LANGUAGE_STYLE);
}

/**
 * `<path>.html` of a signed-in route with a fixed header (`FrameRoute`): the cabinet's frame with the page's
 * header in every language, so the page's largest text is the first paint instead of waiting for the entry, the
 * session check and the page's chunk. The header is the route's own public text (what the document title says),
 * never data; React replaces the copy with `ShellSkeleton` and its header while the session check runs, then with
 * the page, the 403 page or the redirect to /login.
 */
export function framePageFile(
  indexHtml: string,
  root: string,
  route: FrameRoute,
  markup: StaticMarkup,
): string {
  const pages = STATIC_LOCALES.map((locale) =>
    markup.framePageHtml(readTexts(root, locale), locale, route),
  ).join('');
  return prerenderedHtml(indexHtml, pages, FRAME_LANGUAGE_STYLE);
}
