import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frameRoutes } from '../../build-plugins';
import { framePageFile, readTexts, STATIC_LOCALES } from '../../build-static-pages';
import { readRouteModules } from '../../build-route-map';
import { ROUTES } from '../access/routes';
import { ShellSkeleton } from '../shell/shell-skeleton';
import { renderInApp } from '../testing/render';
import * as markup from './static-pages';

const root = `${join(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/assets/theme-1.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
  </head>
  <body>
    <div id="root"><div class="boot-shell"></div></div>
  </body>
</html>`;

describe('signed-in pages prerendered with their header', () => {
  const routes = frameRoutes(root);

  it('are the routes of the table with a description key and no parameter, each page drawing that header', () => {
    const expected = ROUTES.filter((r) => r.descriptionKey && r.area !== 'public' && !r.path.includes(':'));
    expect(routes.map((r) => r.path).sort()).toEqual(expected.map((r) => r.path).sort());
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/campaigns', '/monitoring']));
    // The page passes the same keys to its `Page` (the e2e test compares the texts on screen for two of them).
    const modules = readRouteModules(root).routes;
    for (const route of routes) {
      const source = readFileSync(`${modules.find((m) => m.path === route.path)!.module}.tsx`, 'utf8');
      expect(source, route.path).toContain(`title={t('${route.titleKey}')}`);
      expect(source, route.path).toContain(`description={t('${route.descriptionKey}')}`);
    }
  });

  it('have both texts in every language and show the stored language only', () => {
    const route = routes.find((r) => r.path === '/campaigns')!;
    const html = framePageFile(INDEX, root, route, markup);
    for (const locale of STATIC_LOCALES) {
      const texts = readTexts(root, locale) as { routes: Record<string, string> };
      expect(html).toContain(`lang="${locale}" inert="" aria-hidden="true"`);
      expect(html).toContain(`>${texts.routes.campaigns}</h1>`);
    }
    // The app's code is loaded by the boot script after the first paint, not named by the HTML.
    expect(html).toContain('<html lang="en" data-boot-after-paint>');
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('.boot-shell.boot-page{display:none}');
  });

  it('draw the markup ShellSkeleton draws with the header while the session check runs', () => {
    const route = routes.find((r) => r.path === '/monitoring')!;
    const { container } = renderInApp(<ShellSkeleton header={route} />);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = markup.framePageHtml(readTexts(root, 'en'), 'en', route);
    const main = (within: Element) => within.querySelector('.boot-shell-main')!;
    expect(main(container).innerHTML).toBe(main(prerendered).innerHTML);
    expect(main(container).querySelector('h1')?.textContent).toBe('Monitoring');
    // The frame around it: the same sidebar and top bar.
    for (const part of ['.boot-shell-side', '.boot-shell-top'])
      expect(container.querySelector(part)?.innerHTML, part).toBe(prerendered.querySelector(part)?.innerHTML);
  });
});
