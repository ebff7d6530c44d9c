import type { APIRequestContext, Request } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, forEachAxeCombo } from './axe';
import {
  apiCall,
  expect,
  navEntries,
  newAccount,
  openHeaderDialog,
  settled,
  signInAndWait,
  test,
} from './fixtures';

interface ClientWire {
  id: number;
  name: string;
  contactEmail: string;
  status: string;
  managerId: number;
}

const INTERNAL_MANAGER = ['User', 'Internal User', 'Internal Manager'];

const bodyOf = (r: Request) => r.postDataJSON() as Record<string, unknown>;

/** The clients `request` (signed in) sees on the server, by name. */
async function clientsOnServer(request: APIRequestContext) {
  const response = await request.get('/api/sales/clients?size=100');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: ClientWire[] }).content;
}

const onServer = async (request: APIRequestContext, name: string) =>
  (await clientsOnServer(request)).find((c) => c.name === name);

test.describe('sales leads', () => {
  test('a manager adds a lead, finds it by the search and converts it to a client', async ({ page }) => {
    test.setTimeout(60_000);
    const manager = await newAccount(page.request, { roles: INTERNAL_MANAGER, salesClients: 1 });
    await signInAndWait(page, manager.email);
    const [active] = await clientsOnServer(page.request);
    const stamp = Date.now().toString(36);
    // Neither name contains the other: the search matches parts of names.
    const name = `Northwind ${stamp}`;
    const other = `Harbor ${stamp}`;

    // Reached from the navigation; an active client is no lead.
    await page.goto('/sales');
    expect(await navEntries(page)).toContain('Leads');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByText('No leads yet')).toBeVisible();
    await expect(page.getByText(active!.name)).toHaveCount(0);

    // The form dialog: its rules first (nothing is sent while the form is wrong), then the lead as typed.
    await openHeaderDialog(page);
    const dialog = page.getByRole('dialog', { name: 'New lead' });
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    await expect(dialog.getByText('Fill in this field.')).toBeVisible();
    await dialog.getByLabel('Client').fill(name);
    await dialog.getByLabel('Contact e-mail').fill('buyer@lead.example');
    const create = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/sales/clients'),
    );
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    expect(bodyOf(await create)).toEqual({ name, contactEmail: 'buyer@lead.example', status: 'LEAD' });
    await expect(page.getByText(`Lead “${name}” added.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    expect(await onServer(page.request, name)).toMatchObject({
      contactEmail: 'buyer@lead.example',
      status: 'LEAD',
      managerId: manager.id,
    });

    // The search narrows the list, and the URL keeps it.
    const made = await apiCall(page.request, 'POST', '/api/sales/clients', {
      data: { name: other, contactEmail: 'other@lead.example', status: 'LEAD' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await page.reload();
    await expect(page.getByRole('link', { name: other, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(name);
    await expect(page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(page.getByRole('link', { name: other, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

    // The row action: the lead becomes an active client and leaves the list.
    await settled(page);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    const patch = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/sales\/clients\/\d+$/.test(r.url()),
    );
    await page.getByRole('menuitem', { name: 'Convert to client' }).click();
    const answer = await patch;
    expect(answer.ok()).toBe(true);
    expect(bodyOf(answer.request())).toEqual({ status: 'ACTIVE' });
    await expect(page.getByText(`“${name}” is now an active client.`)).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    expect((await onServer(page.request, name))?.status).toBe('ACTIVE');
    expect((await onServer(page.request, other))?.status).toBe('LEAD');
  });

  test('an advertiser has no leads in the navigation and cannot open them', async ({ page }) => {
    const advertiser = await newAccount(page.request);
    await signInAndWait(page, advertiser.email);
    expect(await navEntries(page)).not.toContain('Leads');
    await page.goto('/sales/leads');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const)
    test(`0 axe violations on the leads and the new lead dialog at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const manager = await newAccount(page.request, { roles: INTERNAL_MANAGER });
      await signInAndWait(page, manager.email);
      const made = await apiCall(page.request, 'POST', '/api/sales/clients', {
        data: {
          name: `Axe lead ${Date.now().toString(36)}`,
          contactEmail: 'axe@lead.example',
          status: 'LEAD',
        },
      });
      expect(made.ok(), await made.text()).toBe(true);
      await expectNoAxeViolations(page, [['/sales/leads', '.grid-frame a[href^="/sales/clients/"]']], {
        uniqueLandmarks: true,
      });
      // The dialog with the form's errors shown; closed unsaved.
      await forEachAxeCombo(page, async (where, theme) => {
        await page.goto('/sales/leads');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await openHeaderDialog(page);
        const dialog = page.getByRole('dialog');
        await dialog.locator('button[type="submit"]').click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await axeViolations(page, { uniqueLandmarks: true }), `new lead ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    });
});
