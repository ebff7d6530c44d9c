import type { BrowserContext, Page, Request } from '@playwright/test';
import { baseURL } from './playwright.config';
import { csrf, expect, signIn, signOut, test } from './fixtures';
import { text } from './locale';

// Two tabs each load the cabinet and sign-ins happen in turn: a minute is room on a busy machine, not a target.
test.describe.configure({ timeout: 60_000 });

const ADVERTISER = 'advertiser@demo.adnet';
const REFRESH = '/api/public/user/auth/refresh';

/** Adds a header to every request of the context whose URL matches. */
async function addHeader(context: BrowserContext, url: string, name: string, value: string) {
  await context.route(url, (route) =>
    route.continue({ headers: { ...route.request().headers(), [name]: value } }),
  );
}

/**
 * Sign-ins in this context get a 3 s access credential (a dev knob the refresh keeps), so it expires on cue. Not
 * shorter: on a busy machine one request can take a second or two, and a credential that dies in transit twice
 * would sign the tab out for a reason no user meets.
 */
const shortAccess = (context: BrowserContext) =>
  addHeader(context, '**/api/public/user/auth', 'x-sandbox-access-ttl', '3');

/** Every refresh request of the context with when it started and ended, and how it was answered. */
function recordRefreshes(context: BrowserContext) {
  const seen: { request: Request; started: number; ended?: number; status?: number | undefined }[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith(REFRESH)) seen.push({ request, started: Date.now() });
  });
  context.on('requestfinished', async (request) => {
    const entry = seen.find((s) => s.request === request);
    if (!entry) return;
    entry.ended = Date.now();
    entry.status = (await request.response())?.status();
  });
  return seen;
}

/** The first signed-in page loads the cabinet's biggest chunks: seconds on a busy machine (nothing here times it). */
const FIRST_PAINT = { timeout: 15_000 };
const campaignsHeading = (page: Page) => page.getByRole('heading', { name: 'Campaigns', level: 1 });
/** The signed-in user the top bar shows: its user menu is named with the e-mail first. */
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Account menu$/ });
/**
 * Waits until the server refuses the context's access credential (it lives 3 s here): polled, not slept, and
 * through the context's own cookies without the cabinet's client, so nothing refreshes meanwhile.
 */
const accessExpired = (context: BrowserContext) =>
  expect
    .poll(async () => (await context.request.get('/api/user/self')).status(), { intervals: [100] })
    .toBe(401);
const selfStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/user/self')).status);

test('two tabs whose access credential expired together both stay signed in; their refreshes run one after the other', async ({
  context,
}) => {
  await shortAccess(context);
  const a = await context.newPage();
  await signIn(a, ADVERTISER);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  const b = await context.newPage();
  await b.goto('/campaigns');
  await expect(campaignsHeading(b)).toBeVisible(FIRST_PAINT);
  // Slow refreshes: without a lock between the tabs, theirs would overlap and race with one credential.
  await addHeader(context, `**${REFRESH}`, 'x-sandbox-fault', 'latency=500');

  await accessExpired(context); // both tabs' access credential
  const refreshes = recordRefreshes(context);
  await Promise.all([a.reload(), b.reload()]);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  await expect(campaignsHeading(b)).toBeVisible(FIRST_PAINT);
  await expect.poll(() => refreshes.filter((r) => r.status !== undefined).length).toBeGreaterThanOrEqual(2);

  expect(a.url()).toMatch(/\/campaigns$/);
  expect(b.url()).toMatch(/\/campaigns$/);
  // Every answered refresh went through (a later one may still be on its way: credentials this short expire again
  // while a busy machine loads the page).
  const answered = refreshes.filter((r) => r.status !== undefined);
  expect(answered.map((r) => r.status)).toEqual(answered.map(() => 200));
  // Serialized across the tabs (Web Locks): each refresh started after the previous one was answered.
  const ordered = [...answered].sort((x, y) => x.started - y.started);
  for (let i = 1; i < ordered.length; i += 1)
    expect(ordered[i]!.started).toBeGreaterThanOrEqual(ordered[i - 1]!.ended!);
  // The server agrees: the cookies both tabs share still hold a live sign-in (the refresh goes through).
  expect((await context.request.post(REFRESH, { headers: csrf() })).status()).toBe(200);
});

test('signing out in one tab signs the other out within a second', async ({ context }) => {
  const a = await context.newPage();
  await signIn(a, ADVERTISER);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  const b = await context.newPage();
  await b.goto('/wallet');
  await expect(b.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible(FIRST_PAINT);

  // Tab b notes (on the machine's clock, in the page) when its address turns to /login: what is timed is the
  // cabinet telling the tab, not how often the test looks.
  await b.evaluate(() => {
    const w = window as unknown as { signedOutAt?: number };
    const id = setInterval(() => {
      if (location.pathname !== '/login') return;
      w.signedOutAt = Date.now();
      clearInterval(id);
    }, 10);
  });
  await signOut(a); // returns once the server has answered the logout
  const signedOut = Date.now();
  await expect(b).toHaveURL(/\/login$/, FIRST_PAINT);
  const arrived = await b.evaluate(() => (window as unknown as { signedOutAt?: number }).signedOutAt);
  expect(arrived! - signedOut).toBeLessThan(1_000);
  await expect(b.getByText(text('session.signedOutElsewhere'))).toBeVisible();
  expect(await selfStatus(b)).toBe(401);
});

test('a different user signing in in another tab clears this tab’s data and shows that user’s cabinet', async ({
  context,
}) => {
  const a = await context.newPage();
  await signIn(a, ADVERTISER);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  const b = await context.newPage();
  await b.goto('/campaigns');
  await expect(userMenu(b)).toHaveAccessibleName(new RegExp(`^${ADVERTISER}`), FIRST_PAINT);

  // The session ends behind both tabs' backs (no tab was told), then another user signs in in tab a.
  expect((await a.request.post('/api/logout', { headers: csrf() })).ok()).toBe(true);
  await a.goto('/login');
  const selfInB = b.waitForResponse((r) => r.url().endsWith('/api/user/self') && r.status() === 200);
  await signIn(a, 'marking@demo.adnet');
  // Tab b says so (a notice that goes away after a while: looked for first).
  await expect(b.getByText(text('session.switched'))).toBeVisible(FIRST_PAINT);
  await expect(userMenu(a)).toHaveAccessibleName(/^marking@demo\.adnet/, FIRST_PAINT);

  // Tab b asked for self again (its cache was dropped, not reused) and now shows the new user only.
  expect(((await (await selfInB).json()) as { email: string }).email).toBe('marking@demo.adnet');
  await expect(userMenu(b)).toHaveAccessibleName(/^marking@demo\.adnet/, FIRST_PAINT);
  await expect(b.getByText(ADVERTISER)).toHaveCount(0);
  await expect(b).toHaveURL(/\/campaigns$/);
});

test('a refresh credential replayed after rotation ends that sign-in everywhere', async ({
  context,
  playwright,
}) => {
  await shortAccess(context);
  const page = await context.newPage();
  await signIn(page, ADVERTISER);
  await expect(campaignsHeading(page)).toBeVisible(FIRST_PAINT);
  const refreshCookie = async () =>
    (await context.cookies()).find((c) => c.name === 'adn_refresh' && c.path === REFRESH)!.value;
  const stolen = await refreshCookie();

  // The owner's tab refreshes (on the reload, or already on its own): the credential rotates.
  const rotated = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await accessExpired(context);
  await page.reload();
  expect((await rotated).status()).toBe(200);
  expect(await refreshCookie()).not.toBe(stolen);

  // Past the grace window (2 s in the e2e sandbox), the old credential comes back from somewhere else. The one
  // wait on the server's clock: nothing observable ends the window without using the credential up.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const thief = await playwright.request.newContext({ baseURL });
  const replay = await thief.post(REFRESH, { headers: csrf({ cookie: `adn_refresh=${stolen}` }) });
  expect(replay.status()).toBe(401);
  expect(((await replay.json()) as { error: string }).error).toBe('REFRESH_REUSED');
  await thief.dispose();

  // The owner's sign-in is over too: the next refresh is refused and the tab goes to the sign-in page.
  await accessExpired(context);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await selfStatus(page)).toBe(401);
});
