import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import {
  createTaskCampaign,
  csrf,
  DEMO_PASSWORD,
  expect,
  expireAccess,
  newAccount,
  signInAndWait,
  signInThroughApi,
  test,
} from './fixtures';
import { text } from './locale';

// A refresh that could not be answered is not a sign-out (the client's README, "Refresh semantics"): the page and
// its data stay while the client tries again. Each test has an account of its own whose access credential the test
// ends on the server when it wants the refresh (`expireAccess`); a refresh's answer is shaped by `page.route` or by
// the sandbox's `drop` fault. What needs the refresh is the user searching the list once the credential has ended.
test.describe.configure({ timeout: 60_000 });

const REFRESH = '/api/public/user/auth/refresh';
const FIRST_PAINT = { timeout: 15_000 };

/** The refreshes the page asks for, answered in turn by `answers` (the last one repeating), and their statuses. */
async function refreshAnswers(page: Page, ...answers: ((route: Route) => Promise<void>)[]) {
  const statuses: number[] = [];
  let n = 0;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(REFRESH))
      void request.response().then((response) => response && statuses.push(response.status()));
  });
  await page.route(`**${REFRESH}`, (route) => answers[Math.min(n++, answers.length - 1)]!(route));
  return statuses;
}
const answer =
  (status: number, headers: Record<string, string> = {}) =>
  (route: Route) =>
    route.fulfill({ status, headers, json: { error: 'NOT_NOW', message: `HTTP ${status}` } });
const passOn = (route: Route) => route.continue();
/** The server runs the refresh (it rotates the credential) and the answer never comes back. */
const dropAnswer = (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'drop=1' } });

/**
 * An account of the test's own (with campaigns) signed in on /campaigns, and a
 * campaign created behind the page's back (through the API) that only a list answered after the refresh can show.
 */
async function onCampaigns(page: Page, context: BrowserContext, request: APIRequestContext, name: string) {
  const owner = await newAccount(request, { campaigns: 2, deposit: 10_000 });
  await signInAndWait(page, owner.email);
  await expect(searchBox(page)).toBeVisible(FIRST_PAINT);
  await signInThroughApi(request, owner.email);
  await createTaskCampaign(request, name);
  return owner;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: text('campaigns.search') });
/** The list's own search: the list asks the server, with whatever credential the page holds. */
const search = (page: Page, name: string) => searchBox(page).fill(name);
/** /campaigns searching for `name`: the page the user was on. */
const campaignsPath = (name: string) => (url: URL) =>
  url.pathname === '/campaigns' && [...url.searchParams.values()].includes(name);

/** The page's own session, read back from the server through the page's cookies. */
async function signedInAs(context: BrowserContext) {
  const self = await context.request.get('/api/user/self');
  expect(self.status()).toBe(200);
  return ((await self.json()) as { email: string }).email;
}

test('a refresh answered 429 with Retry-After: 2, then 200, keeps the user on the page with the data and says it is reconnecting', async ({
  page,
  context,
  request,
}) => {
  const owner = await onCampaigns(page, context, request, 'Made during a 429');
  const statuses = await refreshAnswers(page, answer(429, { 'retry-after': '2' }), passOn);
  await expireAccess(context);
  await search(page, 'Made during a 429');

  const banner = page.getByRole('status').filter({ hasText: text('session.reconnecting') });
  await expect(banner).toBeVisible();
  // The search was answered once the refresh went through: the campaign made meanwhile is on the page.
  await expect(page.getByRole('link', { name: 'Made during a 429' })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(campaignsPath('Made during a 429'));
  expect(statuses.slice(0, 2)).toEqual([429, 200]);
  expect(await signedInAs(context)).toBe(owner.email);
});

for (const [name, first] of [
  ['408', answer(408)],
  ['503 (with Retry-After: 1)', answer(503, { 'retry-after': '1' })],
  ['a dropped connection (the server rotated; its answer was lost)', dropAnswer],
] as const) {
  test(`a refresh answered ${name}, then 200, keeps the user on the page with the data`, async ({
    page,
    context,
    request,
  }) => {
    const made = `Made during ${name.split(' ')[0]}`;
    const owner = await onCampaigns(page, context, request, made);
    const refreshes = await refreshAnswers(page, first, passOn);
    await expireAccess(context);
    await search(page, made);

    await expect(page.getByRole('link', { name: made })).toBeVisible();
    await expect(page).toHaveURL(campaignsPath(made));
    expect(refreshes).toContain(200);
    expect(await signedInAs(context)).toBe(owner.email);
  });
}

test('a refresh whose answer was lost and is retried after the grace window keeps the session', async ({
  page,
  context,
  request,
}) => {
  // The server rotates the credential and the answer is lost; the retry is held back 3 s by a 429 (the e2e
  // sandbox's grace window is 2 s), so the server meets the old credential after its grace, with the new pair
  // never used: a retry, not a theft.
  const made = 'Made while the answer was lost';
  const owner = await onCampaigns(page, context, request, made);
  const statuses = await refreshAnswers(page, dropAnswer, answer(429, { 'retry-after': '3' }), passOn);
  await expireAccess(context);
  await search(page, made);

  await expect(page.getByRole('link', { name: made })).toBeVisible();
  await expect(page).toHaveURL(campaignsPath(made));
  expect(statuses).toEqual(expect.arrayContaining([429, 200]));
  expect(await signedInAs(context)).toBe(owner.email);
});

test('a refresh the server refuses (401) still signs out, and the sign-in returns to the page', async ({
  page,
  context,
  request,
}) => {
  const owner = await newAccount(request, { campaigns: 2 });
  await signInAndWait(page, owner.email);
  await expect(searchBox(page)).toBeVisible(FIRST_PAINT);
  // The session ends behind the tab's back: the next refresh is refused by the server itself.
  expect((await context.request.post('/api/logout', { headers: csrf() })).ok()).toBe(true);
  const refused = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await search(page, 'kept');
  expect((await refused).status()).toBe(401);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(text('login.sessionExpired'))).toBeVisible();
  expect((await context.request.get('/api/user/self')).status()).toBe(401);
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // Back where the session ended, search included.
  await expect(page).toHaveURL(campaignsPath('kept'));
  await expect(searchBox(page)).toHaveValue('kept');
  expect(await signedInAs(context)).toBe(owner.email);
});
