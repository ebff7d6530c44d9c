import type { BrowserContext, Page } from '@playwright/test';
import { expect, newAccount, signInAndWait, test } from './fixtures';
import { text } from './locale';

/** The agency site of Northwind Media, as the sandbox seeds it: another origin, answered here (or refused). */
const AGENCY_SITE = 'https://agency.adnet.example/northwind';

/** Answers the agency site with a page of its own, or refuses the connection (a site that is down), and counts. */
async function agencySite(context: BrowserContext, up: boolean) {
  const visits: string[] = [];
  await context.route('https://agency.adnet.example/**', async (route) => {
    visits.push(route.request().url());
    if (up)
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Agency cabinet</title><h1>Agency cabinet</h1>',
      });
    else await route.abort('connectionrefused');
  });
  return visits;
}

/** A Northwind agency user and one of the agency's clients, both of the test's own. */
async function agencyAndClient(request: Parameters<typeof newAccount>[0]) {
  const agency = await newAccount(request, { role: 'Agency', roles: ['Agency'], agency: 'northwind' });
  const client = await newAccount(request, { agency: 'northwind', campaigns: 2 });
  return { agency, client };
}

const actingAsBanner = (page: Page, uid: number) =>
  page.getByRole('status').filter({ hasText: text('actingAs.banner', { uid }) });

test('an agency user in a client cabinet who opens a route refused to them stays in that cabinet', async ({
  page,
  context,
  request,
}) => {
  const visits = await agencySite(context, true);
  const { agency, client } = await agencyAndClient(request);
  await signInAndWait(page, agency.email);

  // Agency users cannot create campaigns (spec 2): in the client's cabinet the route says so, in place.
  await page.goto(`/campaigns/new?uid=${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: text('refused.title') })).toBeVisible();
  await expect(page.getByText(text('refused.description', { uid: client.id }))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/campaigns/new\\?uid=${client.id}$`));
  await expect(actingAsBanner(page, client.id)).toBeVisible();

  // Its way back is the client's campaigns, which are the client's on the server too.
  const list = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/campaigns' && r.request().method() === 'GET',
  );
  await page.getByRole('link', { name: text('refused.back') }).click();
  const answer = await list;
  expect(new URL(answer.url()).searchParams.get('userId')).toBe(String(client.id));
  expect(answer.ok()).toBe(true);
  const rows = ((await answer.json()) as { content: { userId: number }[] }).content;
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([client.id]));
  await expect(page).toHaveURL(new RegExp(`/campaigns\\?uid=${client.id}$`));

  // The cabinet's root keeps the client too.
  await page.goto(`/?uid=${client.id}`);
  await expect(page).toHaveURL(new RegExp(`/monitoring\\?uid=${client.id}$`));
  await expect(actingAsBanner(page, client.id)).toBeVisible();
  expect(visits).toEqual([]);
});

test('an agency user sees where they are going and can sign out, so a down agency site does not trap them', async ({
  page,
  context,
  request,
}) => {
  const visits = await agencySite(context, false);
  const { agency } = await agencyAndClient(request);
  await signInAndWait(page, agency.email);

  await expect(page.getByRole('heading', { level: 1, name: text('agency.title') })).toBeVisible();
  await expect(page.getByText(text('agency.where', { site: 'agency.adnet.example' }))).toBeVisible();
  // Nothing took them away on its own.
  expect(visits).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  // The site is down: the browser's error page, and Back brings the cabinet's page again, with its sign-out.
  await page.getByRole('link', { name: text('agency.go') }).click();
  await expect.poll(() => visits).toEqual([AGENCY_SITE]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: text('agency.title') })).toBeVisible();

  const logout = page.waitForResponse(
    (r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('agency.signOut') }).click();
  expect((await logout).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  // The server ended the session: the page's cookies no longer sign anyone in.
  expect((await page.request.get('/api/user/self')).status()).toBe(401);
});
