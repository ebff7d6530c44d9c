import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { startWorkerSandbox, type WorkerSandbox } from './sandbox';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** A 16 x 16 PNG: real bytes, so the client's and the sandbox's content checks accept it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4YWNDEmIY1TCqYfhqAACrxkAQIqaBzAAAAABJRU5ErkJggg==',
  'base64',
);

/** Secrets that must never show up in browser storage, a URL or an error report during any test. */
const secrets = new Set<string>([DEMO_PASSWORD]);
export function registerSecret(value: string) {
  if (value.length >= 6) secrets.add(value);
}

interface Watch {
  urls: string[];
}

/**
 * The sandbox's dev-only stand-in for a client address (`CLIENT_HEADER` of `request-guards.ts`): its
 * address-keyed rate limits (sign-ins, codes mailed, registrations per address) count each value apart.
 */
export const CLIENT_HEADER = 'x-sandbox-client';

/**
 * Every test runs under a watch: it records each URL the page requests or navigates to, and after the test it
 * checks those URLs, localStorage, sessionStorage and the reports sent to the frontend-error endpoint for the
 * session cookies, the passwords used and any personal API token seen.
 *
 * Every test is also its own client for the sandbox's rate limits: its page, its context and its `request` send
 * {@link CLIENT_HEADER} with the test's own tag, so tests never use up each other's limits, in any order. A test
 * that runs into a per-account limit uses an account or e-mail of its own.
 *
 * Every worker has a sandbox of its own ({@link startWorkerSandbox}: own process, port and data, opened from the
 * seeded template), which is the `baseURL` of its tests: no test sees another worker's writes, and a worker's tests
 * run one after another. Demo accounts are read-only to tests: the seed watch (triggers on every table) counts the
 * writes to the seed's rows and the attempts counted against seeded accounts, read before and after every test; a
 * test that made any fails with the tables it wrote
 * (`GET /api/dev/seed-writes`, sandbox `seed-watch.ts`). A test that writes makes data of its own
 * ({@link newAccount}).
 *
 * Evidence: a failed test gets the page's console and its slice of the worker's sandbox log as attachments (and the
 * trace, playwright.config.ts); the evidence reporter gathers them under `test-results/e2e-failures/`.
 */
export const test = base.extend<
  { watch: Watch; clientTag: string; seedWatch: void; evidence: void },
  { sandbox: WorkerSandbox }
>({
  sandbox: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const sandbox = await startWorkerSandbox(`worker-${workerInfo.workerIndex}`);
      await provide(sandbox);
      await sandbox.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sandbox }, provide) => provide(sandbox.url),
  // Playwright reads a fixture's needs from its first parameter, which must be a pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  clientTag: async ({}, provide, testInfo) =>
    provide(`${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`),
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientTag }, provide) =>
    provide({ ...extraHTTPHeaders, [CLIENT_HEADER]: clientTag }),
  seedWatch: [
    async ({ sandbox, evidence: _evidence }, use) => {
      const seedPrint = async () => {
        const response = await fetch(`${sandbox.url}/api/dev/seed-writes`);
        expect(response.ok, 'the seed watch answers').toBe(true);
        return (await response.json()) as Record<string, string>;
      };
      const before = await seedPrint();
      await use();
      const after = await seedPrint();
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      expect(
        changed,
        'the test changed the seed’s data (demo accounts are read-only to tests: make an account of its own)',
      ).toEqual([]);
    },
    { auto: true },
  ],
  evidence: [
    async ({ page, sandbox }, use, testInfo) => {
      const logFrom = sandbox.logOffset();
      const consoleLines: string[] = [];
      const at = () => new Date().toISOString();
      page.on('console', (m) => consoleLines.push(`${at()} [${m.type()}] ${m.text()}`));
      page.on('pageerror', (e) => consoleLines.push(`${at()} [pageerror] ${e.stack ?? e.message}`));
      page.on('requestfailed', (r) =>
        consoleLines.push(`${at()} [requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
      );
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('console.txt', { body: consoleLines.join('\n'), contentType: 'text/plain' });
      await testInfo.attach('sandbox.log', {
        body: readSlice(sandbox.logFile, logFrom),
        contentType: 'text/plain',
      });
    },
    { auto: true },
  ],
  watch: [
    async ({ page, context, evidence: _evidence }, use) => {
      const watch: Watch = { urls: [] };
      page.on('request', (r) => watch.urls.push(r.url()));
      page.on('framenavigated', (f) => watch.urls.push(f.url()));
      await use(watch);
      for (const c of await context.cookies()) if (c.name.startsWith('adn_')) registerSecret(c.value);
      const storage = await page
        .evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
        .catch(() => '{}');
      const places = [storage, ...watch.urls.map((u) => decodeURIComponent(u))];
      // One assertion over plain string searches: the set grows with every session of the worker (hundreds of
      // secrets by the end of a run) and an expect() per secret and place cost the workers half a core each.
      const leaks: string[] = [];
      for (const secret of secrets)
        for (const place of places)
          if (place.includes(secret)) leaks.push(`${secret.slice(0, 4)}… in ${place.slice(0, 200)}`);
      expect(leaks, 'a secret leaked into storage or a URL').toEqual([]);
    },
    { auto: true },
  ],
});

/** The part of a log file from `offset` on (what a worker's sandbox wrote during one test). */
function readSlice(file: string, offset: number): string {
  try {
    const all = readFileSync(file);
    return all.subarray(Math.min(offset, all.length)).toString('utf8');
  } catch (error) {
    return `(no sandbox log: ${String(error)})`;
  }
}

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  // By field name, so it works whatever the page's language is.
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Signs in through the API, without the sign-in page: the session's cookies land in `request`'s context. */
export async function signInThroughApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const auth = await request.post('/api/public/user/auth', { data: { email, password }, headers: csrf() });
  expect(auth.ok(), `sign-in of ${email}`).toBe(true);
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

/**
 * The header the cabinet's client sends on every state-changing call; the sandbox refuses a POST, PUT, PATCH or
 * DELETE to a contract route without it (403 `CSRF_HEADER_MISSING`). Tests that call the API directly through
 * Playwright's `request` send it too: `request.post(url, { data, headers: csrf() })` or {@link apiCall}.
 */
export const CSRF_HEADER = 'x-adnet-csrf';
export const csrf = (headers: Record<string, string> = {}) => ({ [CSRF_HEADER]: '1', ...headers });

/** A state-changing API call as the cabinet makes it (with the CSRF header). */
export function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
) {
  return request.fetch(url, {
    method,
    headers: csrf(options.headers),
    ...(options.data === undefined ? {} : { data: options.data }),
  });
}

/** An e-mail nobody has, new on every call: its per-account rate-limit counts are its own. */
export const freshEmail = (prefix = 'nobody') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

/** A hash of every data table of the sandbox (dev only): equal before and after means nothing was saved. */
export async function dbFingerprint(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/dev/fingerprint');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, string>;
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
  /** Campaigns created over this many past days (8-365), so statistics span as long. */
  historyDays?: number;
  deposit?: number;
  featuresOn?: string[];
  agency?: 'northwind' | 'harbor';
  operator?: string;
  publisher?: boolean;
  /** The demo advertiser's audiences: every kind and status. */
  audiences?: boolean;
  /** Withdraws waiting for approval, one per amount (USDT). */
  pendingWithdraws?: number[];
  /** For a sales manager: that many clients of their own. */
  salesClients?: number;
  /** For a publisher: that many platforms of their own waiting for approval (`E2E platform …`). */
  pendingPlatforms?: number;
  /** The terms version the account accepted (behind the latest: the terms gate); `null` for none. */
  termsVersion?: number | null;
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

/**
 * Presses `key` until `target` has the focus (at most `max` presses), the way a keyboard user gets there: Tab and
 * Shift+Tab between controls, arrow keys inside a menu, radio group or tree. Fails when the key never gets there: a
 * control the keyboard cannot reach is a bug of the page, not of the test.
 */
export async function pressUntilFocused(page: Page, target: Locator, key: string, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  if (await target.evaluate((el) => el === document.activeElement)) return;
  throw new Error(`${key} never reached ${String(target)}`);
}

/** Moves the focus with Tab (Shift+Tab when `back`) until `target` has it: see {@link pressUntilFocused}. */
export const tabTo = (page: Page, target: Locator, back = false) =>
  pressUntilFocused(page, target, back ? 'Shift+Tab' : 'Tab');

/** The id of the sandbox's newest tracking or error event (dev-only): {@link frontendErrors} after it are new. */
export async function lastEventId(request: APIRequestContext) {
  const response = await request.get('/api/dev/events?limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
}

/** A frontend-error report as the sandbox stored it: the reporter's query (`data` is a JSON text). */
export interface FrontendErrorEvent {
  id: number;
  payload: { app?: string; type?: string; event?: string; data?: string };
}

/**
 * The frontend-error reports the sandbox received after event `since` (dev-only `GET /api/dev/events`), newest
 * first. The client fires a report and forgets it, so it may arrive after the error is on screen: poll for it.
 */
export async function frontendErrors(request: APIRequestContext, since: number) {
  const after = since > 0 ? `&after=${since}` : '';
  const response = await request.get(`/api/dev/events?kind=FRONTEND_ERROR&limit=500${after}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as FrontendErrorEvent[];
}

/**
 * Waits until the cabinet says it is settled: no API call in flight and no answer waiting to be drawn
 * (`<html data-settled="true">`, cabinet `boot/activity.ts`). What a test waits on before it moves a fake clock
 * (a jump fires the timeout of any request still in flight) or counts the calls a page made. It says nothing about
 * work not started yet: after a click, wait for what the click shows first.
 */
export async function settled(page: Page) {
  // A frame and a task first: work that a timer, an event or an answer has just set going (SWR starts its requests
  // a microtask or a tick later) is then under way and counted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(page.locator('html[data-settled="true"]')).toBeAttached();
}

/**
 * Ends the context's access credential now, on the server's side (`POST /api/dev/session/expire` moves the sign-in's
 * clock): the next call meets a 401 and refreshes. Not a credential of a few seconds, which a busy machine can let die
 * in transit and which makes a test wait on the wall clock.
 */
export async function expireAccess(context: BrowserContext, api = '') {
  const answer = await context.request.post(`${api}/api/dev/session/expire`, { data: { access: true } });
  expect(answer.ok()).toBe(true);
  expect((await context.request.get(`${api}/api/user/self`)).status()).toBe(401);
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

export { axeViolations, setThemeAndLanguage } from './axe';

/**
 * A support case of the test's own (opened by an advertiser of its own) and an agent of its own to answer it: the
 * case page's path and the agent's e-mail, as the form harnesses' `setUp` answers. Leaves `request` signed in as the
 * advertiser.
 */
export async function ownSupportCase(request: APIRequestContext, subject: string) {
  const owner = await newAccount(request);
  const agent = await newAccount(request, {
    role: 'Customer Happiness Agent',
    roles: ['Customer Happiness Agent', 'Internal User'],
  });
  const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email: owner.email, password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
  const created = await apiCall(request, 'POST', '/api/support/cases', {
    data: { subject, text: 'Please answer.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { path: `/support/case/${id}`, signInAs: agent.email };
}

/**
 * A sales manager of the test's own with one client of their own: the client's page (where a deal for that client is
 * created) and the manager's e-mail, as the form harnesses' `setUp` answers. Leaves `request` signed in as the
 * manager.
 */
export async function ownSalesClient(request: APIRequestContext) {
  const manager = await newAccount(request, {
    roles: ['User', 'Internal User', 'Internal Manager'],
    salesClients: 1,
  });
  const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email: manager.email, password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
  const clients = await request.get('/api/sales/clients?size=10');
  expect(clients.ok()).toBe(true);
  const [client] = ((await clients.json()) as { content: { id: number }[] }).content;
  expect(client, 'the manager has a client').toBeDefined();
  return { path: `/sales/clients/${client!.id}`, signInAs: manager.email };
}

/** Opens the dialog of the page header's first action (a "New …" button), in any language. */
export async function openHeaderDialog(page: Page) {
  await page.locator('[data-slot="page-header-actions"] button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * A field by its `name`, quoted and escaped: `email` is `[name="email"]`, and react-hook-form's dotted paths
 * (`ads.0.link`) are names too (read bare, they were a CSS type selector with classes, and `.0` is no class at
 * all). What has CSS syntax beyond a dot (`[`, `#`, `:`, `>`, `*`, a space: `input[type="search"]`) is already a
 * selector.
 */
export const fieldSelector = (field: string) =>
  /[[\]#:>*\s]/.test(field) ? field : `[name="${field.replace(/["\\]/g, '\\$&')}"]`;

/**
 * Sends the campaign editor's new campaign (its submit button, named `submitLabel` in the page's language): the
 * budget and the price of the chosen billing shape are filled in first. Resolves with the created campaign's id.
 */
export async function submitNewCampaign(
  page: Page,
  labels: { budget: string; bid: string; submit: string },
  values: { budget: string; bid: string },
) {
  await page.getByRole('textbox', { name: labels.budget }).fill(values.budget);
  await page.getByRole('textbox', { name: labels.bid }).fill(values.bid);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns',
  );
  await page.getByRole('button', { name: labels.submit }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A TASK campaign named `name` of the user `request` is signed in as, created through the API as the editor sends
 * it (it waits for moderation; its budget of 20 must be free on the balance).
 */
export const createTaskCampaign = (request: APIRequestContext, name: string) =>
  createCampaign(request, {
    name,
    strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
    ads: [{ title: 'Hi', link: 'https://example.com/landing' }],
  });

/**
 * An advertiser of the test's own with `count` campaigns waiting for moderation (created through the API, as the
 * editor sends them), for tests that decline or approve them. Leaves `request` signed in as the owner.
 */
export async function campaignsOnModeration(request: APIRequestContext, count: number) {
  const owner = await newAccount(request, { deposit: 1_000 });
  const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email: owner.email, password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
  for (let i = 1; i <= count; i += 1) await createTaskCampaign(request, `Waiting ${i}`);
  return owner;
}

/** Targeting that names nothing: everywhere, every language, platform and audience. */
export const OPEN_TARGETING = {
  regions: [],
  languages: [],
  isTelegramPremium: null,
  platformType: 'ALL',
  vpn: null,
  segments: [],
  categories: [],
};

/**
 * A campaign of the signed-in owner of `request`, made through the API as the editor sends one: a Task with one
 * ad, open targeting and a CPM strategy unless `data` says otherwise (`draft: true` keeps it a draft, else it waits
 * for moderation). Returns its id.
 */
export async function createCampaign(
  request: APIRequestContext,
  data: { name: string } & Record<string, unknown>,
) {
  const created = await apiCall(request, 'POST', '/api/campaigns', {
    data: {
      campaignType: 'TASK',
      strategy: { budget: 50, cpm: 2, cpc: null, billingType: 'PAY_PER_SHOW' },
      ads: [{ title: data.name, link: 'https://example.com/landing' }],
      targeting: OPEN_TARGETING,
      ...data,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** In the open review: the decline dialog, with "other" as the reason (so the moderator's words are the reason). */
export async function openDecline(page: Page) {
  await page.locator('[role="dialog"] button[aria-keyshortcuts="D"]').click();
  await page.locator('form.recipe-form input[type="radio"][value="other"]').check();
}

/**
 * Opens the approve or reject dialog of the first waiting withdraw on /internal/withdraw, in any language: the row's
 * actions button, then its first (approve) or second (reject) item.
 */
export async function openWithdrawDecision(page: Page, action: 'Approve' | 'Reject') {
  await page.locator('.adn-DataGrid-actionsButton').first().click();
  await page
    .getByRole('menuitem')
    .nth(action === 'Approve' ? 0 : 1)
    .click();
  await expect(page.locator('form.recipe-form')).toBeVisible();
}
