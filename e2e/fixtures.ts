import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Secrets that must never show up in browser storage, a URL or an error report during any test. */
const secrets = new Set<string>([DEMO_PASSWORD]);
export function registerSecret(value: string) {
  if (value.length >= 6) secrets.add(value);
}

interface Watch {
  urls: string[];
}

/**
 * Every test runs under a watch: it records each URL the page requests or navigates to, and after the test it
 * checks those URLs, localStorage, sessionStorage and the reports sent to the frontend-error endpoint for the
 * session cookies, the passwords used and any personal API token seen.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page, context }, use) => {
      const watch: Watch = { urls: [] };
      page.on('request', (r) => watch.urls.push(r.url()));
      page.on('framenavigated', (f) => watch.urls.push(f.url()));
      await use(watch);
      for (const c of await context.cookies()) if (c.name.startsWith('adn_')) registerSecret(c.value);
      const storage = await page
        .evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
        .catch(() => '{}');
      const places = [storage, ...watch.urls.map((u) => decodeURIComponent(u))];
      for (const secret of secrets) {
        for (const place of places)
          expect(place, 'a secret leaked into storage or a URL').not.toContain(secret);
      }
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  // By field name, so it works whatever the page's language is.
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The newest code or token the sandbox "e-mailed" to this address (dev-only outbox). */
export async function outboxCode(
  request: APIRequestContext,
  email: string,
  kind: 'CONFIRM' | 'RESET' | 'WITHDRAW',
) {
  const response = await request.get(
    `/api/dev/outbox?email=${encodeURIComponent(email)}&kind=${kind}&limit=1`,
  );
  expect(response.ok()).toBe(true);
  const [mail] = (await response.json()) as { code: string }[];
  expect(mail, `no ${kind} mail for ${email}`).toBeDefined();
  // A confirmation token travels in the e-mailed link by design (and the page drops it from the address bar at
  // once); codes the user types must never reach a URL.
  if (kind !== 'CONFIRM') registerSecret(mail!.code);
  return mail!.code;
}

export async function resetSandbox(request: APIRequestContext) {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
}

/** The navigation entries the signed-in shell shows, by accessible name. */
export async function navEntries(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  // The visible label of each link (the layout also draws a decorative icon next to it).
  return nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => (a.querySelector('.adn-Nav-label') ?? a).textContent?.trim() ?? ''),
    );
}

/**
 * Opens the signed-in top bar's user menu (e-mail, language, theme, sign out). `name` is the translated
 * "Account menu" the trigger's name ends with; the e-mail comes first.
 */
export async function openUserMenu(page: Page, name: string | RegExp = /Account menu$/) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs out through the user menu and waits for the server's logout call to answer. */
export async function signOut(page: Page, labels: { menu?: string | RegExp; signOut?: string } = {}) {
  const menu = await openUserMenu(page, labels.menu);
  const logout = page.waitForResponse(
    (r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST',
  );
  await menu.getByRole('menuitem', { name: labels.signOut ?? 'Sign out' }).click();
  expect((await logout).ok()).toBe(true);
}

/** What `POST /api/dev/fixtures/users` takes: an account shaped like the seed's (see the sandbox README). */
export interface AccountSpec {
  role?: string;
  roles?: string[];
  campaigns?: number;
  allCampaigns?: boolean;
  deposit?: number;
  featuresOn?: string[];
  agency?: 'northwind' | 'harbor';
  operator?: string;
  publisher?: boolean;
}

/**
 * A new account of the test's own, so a test that changes data never touches another test's (tests can then run
 * in parallel, and nothing resets the sandbox under anyone).
 */
export async function newAccount(request: APIRequestContext, spec: AccountSpec = {}) {
  const response = await request.post('/api/dev/fixtures/users', { data: spec });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; email: string };
}

/** Signs in through the page and waits until the cabinet has left /login. */
export async function signInAndWait(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Collects the URLs of the API calls the page makes whose path starts with `prefix`. */
export function watchCalls(page: Page, prefix: string) {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith(prefix)) calls.push(url);
  });
  return calls;
}
