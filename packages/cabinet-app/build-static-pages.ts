import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prerendered public pages (issue 18: the first paint of `/login` is the page itself, not a placeholder that the
 * entry chunk later replaces). The build writes `dist/login.html`: index.html whose `#root` holds the sign-in page
 * as React draws it before its language and theme selects are in (`LoginPage` in `AuthLayout`, the selects'
 * placeholders), once per language; `<html lang>`, which the blocking theme script sets to the stored language's
 * locale before the first paint, picks the copy that shows (`LANGUAGE_STYLE`). React replaces it with
 * the same page in the same boxes, so nothing moves (CLS 0) and the page's largest text is painted by the HTML.
 *
 * The copy is inert and hidden from assistive technology: its fields take no input (what is typed there would be
 * lost when React takes over) until the app draws the real form. Its inputs carry no name and `autocomplete="off"`,
 * so a password manager does not fill them. `e2e/first-paint.spec.ts` compares its boxes and texts with React's
 * page in every language: a change to the sign-in page's markup or texts that is not made here fails there.
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

/** The text of a dotted key; a missing key fails the build (the page must not show a key). */
function text(texts: Texts, key: string, locale: string): string {
  let value: unknown = texts;
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`static sign-in page: no ${locale} text for "${key}"`);
  return value;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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

/** The language ids of the preference select's names (`settings.languageNames.<id>`). */
const LANGUAGE_ID: Record<string, string> = { en: 'en', ru: 'ru', 'zh-CN': 'cn' };

/**
 * The sign-in page in one language, in the markup React draws (keep in step with `login-page.tsx`,
 * `auth-layout.tsx`, `lazy-preferences.tsx` and ui's Card, TextField and Button; the e2e test checks it).
 */
export function loginPageHtml(texts: Texts, locale: string): string {
  const t = (key: string) => escapeHtml(text(texts, key, locale));
  const field = (label: string, type: string) =>
    `<div data-slot="field" class="adn-Field adn-TextField"><label data-slot="field-label" class="adn-Field-label">${label}<span class="adn-Field-required">*</span></label><div data-slot="input" data-size="md" class="adn-Input"><input data-slot="input-control" class="adn-Input-control" type="${type}" autocomplete="off" tabindex="-1"></div></div>`;
  // The selects' placeholders hold the value they stand for, unseen (their width follows it): the language's
  // name and the default theme mode's.
  const placeholder = (label: string) =>
    `<span class="adn-Skeleton app-pref-select app-pref-placeholder"><span>${label}</span></span>`;
  return [
    `<div class="auth-page boot-login" lang="${locale}" inert aria-hidden="true">`,
    `<header class="auth-top"><span class="auth-brand">${t('app.name')}</span>`,
    `<div class="app-preferences">${placeholder(t(`settings.languageNames.${LANGUAGE_ID[locale]}`))}${placeholder(t('settings.themeSystem'))}</div></header>`,
    `<main class="auth-main"><div data-slot="card" data-variant="outline" data-padding="md" class="adn-Card auth-card">`,
    `<h1 class="auth-title">${t('login.title')}</h1><p class="auth-subtitle">${t('login.subtitle')}</p>`,
    `<form class="auth-form" novalidate>${field(t('login.email'), 'text')}${field(t('login.password'), 'password')}`,
    `<button type="button" tabindex="-1" data-slot="button" data-variant="solid" data-tone="primary" data-size="md" class="adn-Button auth-submit"><span data-slot="button-content" class="adn-Button-content">${t('login.submit')}</span></button></form></div>`,
    `<div class="auth-footer"><p>${t('login.noAccount')} <a href="/registration" tabindex="-1">${t('login.register')}</a></p>`,
    `<p><a href="/reset_password" tabindex="-1">${t('login.forgot')}</a></p></div></main></div>`,
  ].join('');
}

/**
 * The signed-in frame with a page's header, in the markup `ShellSkeleton` draws with its `header` (keep in step
 * with `src/shell/shell-skeleton.tsx`; its unit test renders both and compares them): the skeleton of the cabinet's
 * frame (sidebar from 768 px, top bar) around the page's `PageHeader` (ui's markup, as `Page` in
 * `src/screens/page.tsx` draws it: the h1 and the description), the rest of the page a placeholder.
 */
export function framePageHtml(
  texts: Texts,
  locale: string,
  header: { titleKey: string; descriptionKey: string },
): string {
  const t = (key: string) => escapeHtml(text(texts, key, locale));
  const brand = `<span class="boot-shell-brand">${t('app.name')}</span>`;
  return [
    `<div class="boot-shell boot-page" data-frame="cabinet" lang="${locale}" inert aria-hidden="true">`,
    `<div class="boot-shell-side">${brand}${'<span class="adn-Skeleton boot-shell-nav"></span>'.repeat(NAV_ITEMS)}</div>`,
    `<div class="boot-shell-body"><div class="boot-shell-top"><span class="adn-Skeleton boot-shell-menu"></span>${brand}<span class="adn-Skeleton boot-shell-avatar"></span></div>`,
    `<div class="boot-shell-main boot-shell-page"><section class="page">${pageHeaderHtml(t(header.titleKey), t(header.descriptionKey))}`,
    `<span class="adn-Skeleton boot-shell-block"></span></section></div></div></div>`,
  ].join('');
}

/** The sidebar's placeholder entries (`NAV_ITEMS` of `shell-skeleton.tsx`). */
const NAV_ITEMS = 5;

/** ui's `PageHeader` with a title and a description (no breadcrumbs, badges or actions): its classes and sizes. */
export const pageHeaderHtml = (title: string, description: string) =>
  `<div class="adn-PageHeader page-header"><div class="adn-PageHeader-row"><div class="adn-PageHeader-heading"><div class="adn-PageHeader-title-row"><h1 data-size="lg" class="adn-Heading adn-PageHeader-title">${title}</h1></div><p class="adn-PageHeader-description">${description}</p></div></div></div>`;

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
export function loginHtml(indexHtml: string, root: string): string {
  const pages = STATIC_LOCALES.map((locale) => loginPageHtml(readTexts(root, locale), locale)).join('');
  return prerenderedHtml(indexHtml, pages, LANGUAGE_STYLE);
}

/**
 * `<path>.html` of a signed-in route with a fixed header (`FrameRoute`): the cabinet's frame with the page's
 * header in every language, so the page's largest text is the first paint instead of waiting for the entry, the
 * session check and the page's chunk. The header is the route's own public text (what the document title says),
 * never data; React replaces the copy with `ShellSkeleton` and its header while the session check runs, then with
 * the page, the 403 page or the redirect to /login.
 */
export function framePageFile(indexHtml: string, root: string, route: FrameRoute): string {
  const pages = STATIC_LOCALES.map((locale) => framePageHtml(readTexts(root, locale), locale, route)).join(
    '',
  );
  return prerenderedHtml(indexHtml, pages, FRAME_LANGUAGE_STYLE);
}
