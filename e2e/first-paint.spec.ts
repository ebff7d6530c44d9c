import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { readRouteModules } from '../packages/cabinet-app/build-route-map';
import { csrf, DEMO_PASSWORD, expect, newAccount, settled, signIn, signInThroughApi, test } from './fixtures';
import { text, type LocaleId } from './locale';

const APP = fileURLToPath(new URL('../packages/cabinet-app/', import.meta.url));

type Box = { x: number; y: number; width: number; height: number };
/** What the app must draw where the prerendered HTML drew it: the same parts, texts and boxes (to the pixel). */
const sameBoxes = (prerendered: { part: string; label: string; box: Box | null }[]) =>
  prerendered.map(({ part, label, box }) => ({
    part,
    label,
    box: box && {
      x: expect.closeTo(box.x, 0),
      y: expect.closeTo(box.y, 0),
      width: expect.closeTo(box.width, 0),
      height: expect.closeTo(box.height, 0),
    },
  }));
const manifest = JSON.parse(readFileSync(`${APP}dist-meta/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; src?: string }
>;

/** The built file of the module the route table gives `path` (what its first paint needs besides the entry). */
function chunkOfRoute(path: string): string {
  const route = readRouteModules(APP).routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in the route table`);
  const key = relative(APP, route.module).replace(/\\/g, '/');
  const entry = Object.values(manifest).find((c) => c.src?.replace(/\.[jt]sx?$/, '') === key);
  if (!entry) throw new Error(`${key} is not a chunk of the build`);
  return `/${entry.file}`;
}

/** The chunks a route's page imports statically (what it needs to run), leaving out the entry's own. */
function importsOfRoute(path: string): string[] {
  const keyOf = (file: string) => Object.keys(manifest).find((k) => `/${manifest[k]!.file}` === file)!;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure((manifest[key] as { imports?: string[] }).imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => (manifest[k] as { isEntry?: boolean }).isEntry)!;
  const entry = closure([entryKey]);
  const page = keyOf(chunkOfRoute(path));
  return [...closure([page])].filter((k) => k !== page && !entry.has(k)).map((k) => `/${manifest[k]!.file}`);
}

const ENTRY = /\/assets\/index-[^/]+\.js$/;
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Holds matching requests until `release()`; says which ones it holds. */
async function hold(page: Page, url: RegExp | string) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : held.push(route)));
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

test.describe('first paint', () => {
  test('the config, the language and the route chunk are requested while the entry chunk is still on its way', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(pathOf(r)));
    // With the entry held back no app code can run: whatever is requested meanwhile was asked for by the page's
    // own hints (index.html's preload and the boot script), in parallel, not one after another.
    const entry = await hold(page, ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    const loginChunk = chunkOfRoute('/login');
    await expect
      .poll(() => requested)
      .toEqual(
        expect.arrayContaining(['/runtime-config.json', loginChunk, expect.stringMatching(/^\/assets\/en-/)]),
      );
    // Held in the route handler, which hears of the entry apart from the other requests: polled, not read once.
    await expect.poll(() => entry.held.length).toBe(1);
    // The prerendered sign-in page (login.html) is on screen before any script of the app has run, inert.
    const prerendered = page.locator('.boot-login[lang="en"]');
    await expect(prerendered.locator('h1')).toHaveText('Sign in');
    await expect(prerendered).toHaveAttribute('inert', '');
    await expect(page.locator('.boot-login:visible')).toHaveCount(1);

    await entry.release();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    // Each one went out once: the app took over what the hints fetched instead of asking again.
    for (const path of ['/runtime-config.json', loginChunk])
      expect(
        requested.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  test("a signed-in page's feature texts are requested in its language beside its chunk, while the entry chunk is still on its way", async ({
    page,
    context,
  }) => {
    await signInThroughApi(context.request, 'advertiser@demo.adnet');
    const first = (await (await context.request.get('/api/campaigns?size=1')).json()) as {
      content: { id: number; name: string }[];
    };
    const path = `/campaigns/${first.content[0]!.id}`;
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ru'));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(pathOf(r)));
    const entry = await hold(page, ENTRY);
    await page.goto(path, { waitUntil: 'commit' });
    // The route table names the page's feature texts (`texts`); each is its own chunk per language.
    const texts = ['campaign', 'campaigns', 'archive', 'preview', 'statistics'].map(
      (feature) => `/${manifest[`src/i18n/locales/ru/${feature}.json`]!.file}`,
    );
    const wanted = [chunkOfRoute('/campaigns/:id'), `/${manifest['src/i18n/locales/ru.ts']!.file}`, ...texts];
    await expect.poll(() => requested).toEqual(expect.arrayContaining(wanted));
    await expect.poll(() => entry.held.length).toBe(1);
    // No other language's texts.
    expect(requested.filter((p) => /\/assets\/(en|zh-CN)-/.test(p))).toEqual([]);

    await entry.release();
    await expect(page.locator('main h1')).toHaveText(first.content[0]!.name);
    // The app took what the hints fetched: each went out once.
    for (const file of wanted)
      expect(
        requested.filter((p) => p === file),
        file,
      ).toHaveLength(1);
  });

  test('the prerendered sign-in page has the boxes and texts of the page React draws, in each language', async ({
    page,
  }) => {
    // What a phone and a desktop see in the default language; Russian at 390 px (its longer names wrap the
    // header), Chinese at the desktop width.
    const cases: [LocaleId, number][] = [
      ['en', 390],
      ['en', 1280],
      ['ru', 390],
      ['zh-CN', 1280],
    ];
    const parts = [
      '.auth-brand',
      '.app-pref-select >> nth=0',
      '.app-pref-select >> nth=1',
      '.auth-title',
      '.auth-subtitle',
      '.adn-Field-label >> nth=0',
      '.adn-Input >> nth=0',
      '.adn-Field-label >> nth=1',
      '.adn-Input >> nth=1',
      '.auth-submit',
      '.auth-footer p >> nth=0',
      '.auth-footer p >> nth=1',
    ];
    const boxes = async (root: string) =>
      Promise.all(
        parts.map(async (part) => {
          const element = page.locator(root).locator(part);
          const box = await element.boundingBox();
          // The selects' placeholders hold their value unseen: compare boxes only.
          const label = part.startsWith('.app-pref-select') ? '' : await element.innerText();
          return { part, label, box };
        }),
      );
    for (const [locale, width] of cases) {
      await page.setViewportSize({ width, height: 844 });
      const language = locale === 'zh-CN' ? 'cn' : locale;
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), language);
      const entry = await hold(page, ENTRY);
      await page.goto('/login');
      await expect(page.locator('.boot-login:visible')).toHaveAttribute('lang', locale);
      await expect(page.locator('.boot-login:visible h1')).toHaveText(text('login.title', {}, locale));
      const prerendered = await boxes('.boot-login:visible');
      await entry.release();
      await page.unroute(ENTRY);
      await expect(page.locator('input[name="email"]')).toBeVisible();
      await expect(page.locator('.boot-login')).toHaveCount(0);
      // Compared once the language and theme selects have replaced their placeholders (their own chunk).
      await expect(page.getByRole('combobox')).toHaveCount(2);
      for (const select of await page.getByRole('combobox').all()) await expect(select).toBeVisible();
      expect(await boxes('.auth-page'), `${locale} at ${width} px`).toEqual(sameBoxes(prerendered));
    }
  });

  test('the sign-in form is drawn without waiting for the session check', async ({ page }) => {
    const self = await hold(page, '**/api/user/self');
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).toBeEnabled();
    // The check was sent and is still unanswered while the form is usable. The route handler hears of it on its own
    // channel, which may lag behind what the page shows: polled, not read once.
    await expect.poll(() => self.held.length).toBe(1);
    await page.locator('input[name="email"]').fill('advertiser@demo.adnet');
    await self.release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('input[name="email"]')).toHaveValue('advertiser@demo.adnet');
  });

  test('a page opened from the navigation asks for the chunks it imports beside its own, not after it', async ({
    page,
  }) => {
    // What the campaigns page loaded, heard on the network from the start: its performance entries alone were seen to
    // miss chunks it had loaded (no entry for list-frame or grid-query, which it imports), and a chunk counted as
    // "wanted" that the browser already has is never asked for again.
    const before: string[] = [];
    const listen = (r: Request) => before.push(pathOf(r));
    page.on('request', listen);
    await signIn(page, 'advertiser@demo.adnet');
    await expect(page).toHaveURL(/\/campaigns$/);
    await settled(page);
    page.off('request', listen);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(pathOf(r)));
    const loaded = [
      ...before,
      ...(await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      )),
    ];
    const wanted = importsOfRoute('/wallet').filter((file) => !loaded.includes(file));
    expect(wanted.length, 'the wallet page imports chunks the campaigns page did not load').toBeGreaterThan(
      0,
    );
    // With the page's own chunk held back, nothing of it runs: what is asked for meanwhile was asked beside it.
    const pageChunk = await hold(page, `**${chunkOfRoute('/wallet')}`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    await expect.poll(() => pageChunk.held.length).toBe(1);
    await expect.poll(() => requested).toEqual(expect.arrayContaining(wanted));
    await pageChunk.release();
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  });

  test('a sign-in page whose language and theme selects could not be fetched keeps working, and gets them back online', async ({
    page,
  }) => {
    const chunk = `/${manifest['src/shell/preferences.tsx']!.file}`;
    let refused = 0;
    await page.route(`**${chunk}`, async (route) => {
      refused += 1;
      await route.abort('internetdisconnected');
    });
    await page.goto('/login');
    await expect.poll(() => refused).toBe(1);
    await settled(page);
    // The page is the sign-in form with the selects' placeholders, not the error screen.
    await expect(page.locator('.app-pref-placeholder')).toHaveCount(2);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await page.locator('input[name="email"]').fill('someone@example.com');
    await expect(page.locator('form button[type="submit"]')).toBeEnabled();

    await page.unroute(`**${chunk}`);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('combobox')).toHaveCount(2);
    await expect(page.locator('.app-pref-placeholder')).toHaveCount(0);
    await expect(page.locator('input[name="email"]')).toHaveValue('someone@example.com');
  });

  test('a signed-in page draws its frame and its header while the session check is pending, then the page', async ({
    page,
    context,
  }) => {
    const auth = await context.request.post('/api/public/user/auth', {
      data: { email: 'advertiser@demo.adnet', password: DEMO_PASSWORD },
      headers: csrf(),
    });
    expect(auth.ok()).toBe(true);
    const self = await hold(page, '**/api/user/self');
    await page.goto('/campaigns');
    // React's skeleton (aria-busy; the prerendered copies are inert), with the page's header in place.
    const shell = page.locator('.boot-shell[data-frame="cabinet"][aria-busy="true"]');
    await expect(shell).toBeVisible();
    await expect(shell.locator('.boot-shell-brand').first()).toHaveText('adnet cabinet');
    await expect(shell.getByRole('status')).toHaveText('Loading…');
    await expect(shell.locator('.adn-PageHeader-title')).toHaveText('Campaigns');
    await expect(shell.locator('.adn-PageHeader-description')).toHaveText(text('campaigns.description'));
    await expect(page.locator('.boot-page')).toHaveCount(0);
    await expect.poll(() => self.held.length).toBe(1);

    await self.release();
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(shell).toHaveCount(0);
  });

  test('a signed-in page with a fixed header is prerendered: the header React draws has its boxes and texts, in each language', async ({
    page,
    context,
  }) => {
    const account = await newAccount(context.request);
    const auth = await context.request.post('/api/public/user/auth', {
      data: { email: account.email, password: DEMO_PASSWORD },
      headers: csrf(),
    });
    expect(auth.ok()).toBe(true);
    const cases: [string, LocaleId, number, { title: string; description: string }][] = [
      ['/campaigns', 'en', 390, { title: 'routes.campaigns', description: 'campaigns.description' }],
      [
        '/monitoring',
        'ru',
        390,
        { title: 'routes.monitoring', description: 'statistics.monitoring.description' },
      ],
      ['/campaigns', 'zh-CN', 1280, { title: 'routes.campaigns', description: 'campaigns.description' }],
    ];
    const parts = ['.adn-PageHeader-title', '.adn-PageHeader-description'];
    const boxes = async (root: string) =>
      Promise.all(
        parts.map(async (part) => {
          const element = page.locator(root).locator(part);
          return { part, label: await element.innerText(), box: await element.boundingBox() };
        }),
      );
    for (const [path, locale, width, keys] of cases) {
      await page.setViewportSize({ width, height: 844 });
      const language = locale === 'zh-CN' ? 'cn' : locale;
      await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), language);
      // With the entry held back, what shows is the HTML's own: the frame and the header in the stored language.
      const entry = await hold(page, ENTRY);
      await page.goto(path);
      const copy = page.locator('.boot-page:visible');
      await expect(copy).toHaveAttribute('lang', locale);
      await expect(copy).toHaveAttribute('inert', '');
      await expect(copy.locator('h1')).toHaveText(text(keys.title, {}, locale));
      await expect(copy.locator('p')).toHaveText(text(keys.description, {}, locale));
      const prerendered = await boxes('.boot-page:visible');
      await entry.release();
      await page.unroute(ENTRY);
      const header = page.locator('main .adn-PageHeader');
      await expect(header.locator('h1')).toHaveText(text(keys.title, {}, locale));
      await expect(page.locator('.boot-page, .boot-shell')).toHaveCount(0);
      expect(await boxes('main .adn-PageHeader'), `${path} ${locale} at ${width} px`).toEqual(
        sameBoxes(prerendered),
      );
    }
  });

  test('a prerendered header never outlives the session check: signed out to /login with the return path, no right to the page to /monitoring', async ({
    page,
    context,
  }) => {
    // Signed out: the session check answers 401, the app goes to /login and, once signed in, back to the page.
    const self = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/self');
    await page.goto('/campaigns?sort=name');
    expect((await self).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.locator('.boot-page, .boot-shell')).toHaveCount(0);
    const account = await newAccount(context.request);
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/campaigns\?sort=name$/);
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

    // An agency's client has no wallet: /wallet's prerendered header gives way to the monitoring page.
    await context.clearCookies();
    const client = await context.request.post('/api/public/user/auth', {
      data: { email: 'agency-client@demo.adnet', password: DEMO_PASSWORD },
      headers: csrf(),
    });
    expect(client.ok()).toBe(true);
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/monitoring$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitoring');
    await expect(page.getByText(text('wallet.description'))).toHaveCount(0);
  });
});

test.describe('transfer', () => {
  test('text assets go out compressed, hashed ones cached for a year, index.html revalidated', async ({
    request,
  }) => {
    // A path the build has not prerendered: index.html, which names the entry.
    const html = await request.get('/campaigns/7', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['vary']).toMatch(/accept-encoding/i);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
    expect(entry).toMatch(ENTRY);

    const script = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers()['content-encoding']).toBe('gzip');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);

    const config = await request.get('/runtime-config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(config.headers()['content-encoding']).toBeUndefined();
  });

  test('a real favicon, and neither source maps nor the manifest are served', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const entryFile = manifest['index.html']!.file;
    for (const path of [`/${entryFile}.map`, '/.vite/manifest.json', '/manifest.json'])
      expect((await request.get(path)).status(), path).toBe(404);
    // The build keeps the maps, outside what is deployed.
    expect(readFileSync(`${APP}dist-meta/${entryFile}.map`, 'utf8')).toContain('"sources"');
  });
});
