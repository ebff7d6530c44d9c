import type { BrowserContext, Page, Request } from '@playwright/test';
import { csrf, expect, expireAccess, signIn, signOut, test } from './fixtures';
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
const selfStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/user/self')).status);

test('two tabs whose access credential expired together both stay signed in; their refreshes run one after the other', async ({
  context,
}) => {
  const a = await context.newPage();
  await signIn(a, ADVERTISER);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  const b = await context.newPage();
  await b.goto('/campaigns');
  await expect(campaignsHeading(b)).toBeVisible(FIRST_PAINT);
  // Slow refreshes: without a lock between the tabs, theirs would overlap and race with one credential.
  await addHeader(context, `**${REFRESH}`, 'x-sandbox-fault', 'latency=500');

  await expireAccess(context); // both tabs' access credential
  const refreshes = recordRefreshes(context);
  await Promise.all([a.reload(), b.reload()]);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  await expect(campaignsHeading(b)).toBeVisible(FIRST_PAINT);
  await expect.poll(() => refreshes.filter((r) => r.status !== undefined).length).toBeGreaterThanOrEqual(2);

  expect(a.url()).toMatch(/\/campaigns$/);
  expect(b.url()).toMatch(/\/campaigns$/);
  // Every answered refresh went through.
  const answered = refreshes.filter((r) => r.status !== undefined);
  expect(answered.map((r) => r.status)).toEqual(answered.map(() => 200));
  // Serialized across the tabs (Web Locks): each refresh started after the previous one was answered.
  const ordered = [...answered].sort((x, y) => x.started - y.started);
  for (let i = 1; i < ordered.length; i += 1)
    expect(ordered[i]!.started).toBeGreaterThanOrEqual(ordered[i - 1]!.ended!);
  // The server agrees: the cookies both tabs share still hold a live sign-in (the refresh goes through).
  expect((await context.request.post(REFRESH, { headers: csrf() })).status()).toBe(200);
});

test('signing out in one tab tells the other, which goes to the sign-in page before it asks the server anything', async ({
  context,
}) => {
  const a = await context.newPage();
  await signIn(a, ADVERTISER);
  await expect(campaignsHeading(a)).toBeVisible(FIRST_PAINT);
  const b = await context.newPage();
  await b.goto('/wallet');
  await expect(b.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible(FIRST_PAINT);

  // What tab b does from the sign-out on, in order: its API requests and its arrival on /login. Told by the other
  // tab, it arrives first; a tab that found out by itself would have asked first (a 401, then a refused refresh).
  const events: string[] = [];
  let signedOut = false;
  b.on('request', (r) => {
    if (signedOut && new URL(r.url()).pathname.startsWith('/api/'))
      events.push(`api ${new URL(r.url()).pathname}`);
  });
  b.on('framenavigated', (f) => {
    if (signedOut && f === b.mainFrame() && new URL(f.url()).pathname === '/login') events.push('login');
  });
  const logout = a.waitForRequest((r) => r.url().endsWith('/api/logout'));
  void logout.then(() => (signedOut = true));
  await signOut(a); // returns once the server has answered the logout
  await expect(b).toHaveURL(/\/login$/, FIRST_PAINT);
  await expect(b.getByText(text('session.signedOutElsewhere'))).toBeVisible();
  expect(events[0]).toBe('login');
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
  baseURL,
}) => {
  const page = await context.newPage();
  await signIn(page, ADVERTISER);
  await expect(campaignsHeading(page)).toBeVisible(FIRST_PAINT);
  const refreshCookie = async () =>
    (await context.cookies()).find((c) => c.name === 'adn_refresh' && c.path === REFRESH)!.value;
  const stolen = await refreshCookie();

  // The owner's tab refreshes (on the reload, or already on its own): the credential rotates.
  const rotated = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await expireAccess(context);
  await page.reload();
  expect((await rotated).status()).toBe(200);
  expect(await refreshCookie()).not.toBe(stolen);
  // The owner signs a request with the credential it got: the successor reached its holder. Until then a late replay
  // is, by design, a client retrying a refresh whose answer it never got (forgiven), so the page's own next call may
  // still be in flight here.
  expect((await context.request.get('/api/user/self')).status()).toBe(200);

  // Past the grace window (the sign-in's rotation moved back past it on the server), the old credential comes back
  // from somewhere else.
  expect((await context.request.post('/api/dev/session/expire', { data: { grace: true } })).ok()).toBe(true);
  const thief = await playwright.request.newContext({ baseURL: baseURL! });
  const replay = await thief.post(REFRESH, { headers: csrf({ cookie: `adn_refresh=${stolen}` }) });
  expect(replay.status()).toBe(401);
  expect(((await replay.json()) as { error: string }).error).toBe('REFRESH_REUSED');
  await thief.dispose();

  // The owner's sign-in is over too: its access credential went with the family, the next refresh is refused and
  // the tab goes to the sign-in page.
  expect((await context.request.get('/api/user/self')).status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await selfStatus(page)).toBe(401);
});
