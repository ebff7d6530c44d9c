import type { APIRequestContext, Page, Request } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, forEachAxeCombo } from './axe';
import {
  csrf,
  DEMO_PASSWORD,
  expect,
  newAccount,
  openHeaderDialog,
  signInAndWait,
  test,
  watchCalls,
} from './fixtures';

interface ClientWire {
  id: number;
  name: string;
  managerId: number;
  managerEmail: string;
}
interface DealWire {
  id: number;
  clientId: number;
  title: string;
  amount: number;
  stage: string;
  closedEpoch: number | null;
}

const INTERNAL_MANAGER = ['User', 'Internal User', 'Internal Manager'];
const MAIN_MANAGER = ['User', 'Internal User', 'Main Internal Manager'];

const bodyOf = (r: Request) => r.postDataJSON() as Record<string, unknown>;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The clients `request` (signed in) sees on the server, by name. */
async function clientsOnServer(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/sales/clients?size=100${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: ClientWire[] }).content;
}

/** Picks `option` in the ui Select named `name`. */
async function choose(page: Page, name: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('sales', () => {
  test('a sales manager creates a deal for their client and moves it through two stages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const manager = await newAccount(page.request, { roles: INTERNAL_MANAGER, salesClients: 2 });
    await signInAndWait(page, manager.email);
    const [client] = await clientsOnServer(page.request);
    const title = `Q1 package ${Date.now().toString(36)}`;

    await page.goto('/sales/deals');
    await expect(page.getByRole('heading', { name: 'Deals', level: 1 })).toBeVisible();
    await expect(page.getByText('No deals yet')).toBeVisible();
    await page.getByRole('button', { name: 'New deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New deal' });
    // Client rules first: nothing is sent while the form is wrong.
    await dialog.getByRole('button', { name: 'Create deal' }).click();
    await expect(dialog.getByText('Fill in this field.').first()).toBeVisible();
    await choose(page, 'Client', client!.name);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Amount, USDT').fill('1500.50');
    const create = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sales/deals'));
    await dialog.getByRole('button', { name: 'Create deal' }).click();
    expect(bodyOf(await create)).toEqual({ clientId: client!.id, title, amount: 1500.5, stage: 'NEW' });
    await expect(page.getByText(`Deal “${title}” created.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

    // The board: the deal's card moves New -> Negotiation -> Won through its stage select.
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page).toHaveURL(/view=board/);
    const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}`) });
    await expect(column('New').getByRole('button', { name: title })).toBeVisible();
    const stageOf = new RegExp(`^Stage of “${escape(title)}”`);
    for (const [label, stage] of [
      ['Negotiation', 'NEGOTIATION'],
      ['Won', 'WON'],
    ] as const) {
      // The card moves at once (optimistic): wait for the server's answer, so the next change and the server read
      // below do not overtake this write.
      const patch = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && /\/api\/sales\/deals\/\d+$/.test(r.url()),
      );
      await choose(page, stageOf, label);
      const answer = await patch;
      expect(answer.ok()).toBe(true);
      expect(bodyOf(answer.request())).toEqual({ stage });
      await expect(column(label).getByRole('button', { name: title })).toBeVisible();
      await expect(column('New').getByRole('button', { name: title })).toHaveCount(0);
    }

    // The server's state: won, closed, with the amount as typed.
    const deals = (await (
      await page.request.get(`/api/sales/deals?search=${encodeURIComponent(title)}`)
    ).json()) as { content: DealWire[] };
    expect(deals.content).toHaveLength(1);
    expect(deals.content[0]).toMatchObject({ clientId: client!.id, title, amount: 1500.5, stage: 'WON' });
    expect(deals.content[0]!.closedEpoch).not.toBeNull();

    // The client's page lists it, and the overview counts it as won.
    await page.goto(`/sales/clients/${client!.id}`);
    await expect(page.getByRole('heading', { name: client!.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: title })).toBeVisible();
    await page.goto('/sales');
    await expect(page.getByText('Won').first()).toBeVisible();
    await expect(page.getByText('1,500.50').first()).toBeVisible();
  });

  test('an Internal Manager sees only their own clients and a Main Internal Manager all of them', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const mine = await newAccount(page.request, { roles: INTERNAL_MANAGER, salesClients: 2 });
    const theirs = await newAccount(request, { roles: INTERNAL_MANAGER, salesClients: 1 });
    const auth = await request.post('/api/public/user/auth', {
      data: { email: theirs.email, password: DEMO_PASSWORD },
      headers: csrf(),
    });
    expect(auth.ok()).toBe(true);
    const [theirClient] = await clientsOnServer(request);

    // The Internal Manager: exactly their two clients, all theirs; another manager's client is not found.
    await signInAndWait(page, mine.email);
    const calls = watchCalls(page, '/api/sales/clients');
    await page.goto('/sales/clients');
    const rows = page.locator('a.client-name');
    await expect(rows).toHaveCount(2);
    const own = await clientsOnServer(page.request);
    expect(own.map((c) => c.managerId)).toEqual([mine.id, mine.id]);
    expect((await rows.allTextContents()).sort()).toEqual(own.map((c) => c.name).sort());
    await expect(page.getByText(theirClient!.name)).toHaveCount(0);
    expect(calls.every((u) => !u.searchParams.has('managerId'))).toBe(true);
    await page.goto(`/sales/clients/${theirClient!.id}`);
    await expect(page.getByText('The client could not be shown.')).toBeVisible();

    // The Main Internal Manager: both managers' clients.
    const main = await playwright.request.newContext({ baseURL: baseURL! });
    const boss = await newAccount(main, { roles: MAIN_MANAGER });
    await page.context().clearCookies();
    await signInAndWait(page, boss.email);
    for (const name of [theirClient!.name, own[0]!.name]) {
      await page.goto(`/sales/clients?search=${encodeURIComponent(name)}`);
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.goto(`/sales/clients/${theirClient!.id}`);
    await expect(page.getByRole('heading', { name: theirClient!.name, level: 1 })).toBeVisible();
    await main.dispose();
  });
});

test.describe('accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const)
    test(`0 axe violations on the sales pages and the deal dialog at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      await signInAndWait(page, 'main-manager@demo.adnet');
      const [client] = await clientsOnServer(page.request);
      await expectNoAxeViolations(
        page,
        [
          ['/sales', '.sales-stages'],
          ['/sales/clients', 'a.client-name'],
          [`/sales/clients/${client!.id}`, '.case-facts'],
          ['/sales/deals', '.grid-frame a[href^="/sales/clients/"]'],
          ['/sales/deals?view=board', '.deal-column'],
        ],
        { uniqueLandmarks: true },
      );
      // The deal dialog, new (with the form's errors shown) and editing a deal of the board; closed unsaved.
      await forEachAxeCombo(page, async (where, theme) => {
        await page.goto('/sales/deals?view=board');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('.deal-card-title').first()).toBeVisible();
        await openHeaderDialog(page);
        const dialog = page.getByRole('dialog');
        await dialog.locator('form.deal-form button[type="submit"]').click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await axeViolations(page, { uniqueLandmarks: true }), `new deal ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await page.locator('.deal-card-title').first().click();
        await expect(dialog.locator('form.deal-form')).toBeVisible();
        expect(await axeViolations(page, { uniqueLandmarks: true }), `edit deal ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    });
});
