import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import {
  apiCall,
  csrf,
  DEMO_PASSWORD,
  expect,
  newAccount,
  signInAndWait,
  test,
  watchCalls,
} from './fixtures';
import { text } from './locale';

/**
 * Audiences on the page recipe: the list and its search, an audience given to a campaign in the campaign editor,
 * the audience's page with the campaigns using it, the delete refused while one runs (ACTIVE, approved by a
 * moderator), a retargeting audience from two seeded campaigns with its live estimate (the
 * 200 000-line upload read in a worker is in audience-upload.spec.ts). Each test that writes signs in as an account of its own and checks the
 * calls and the server's state.
 */

interface AudienceJson {
  id: number;
  name: string;
  kind: string;
  size: number;
  status: string;
  rule: Record<string, unknown>;
  campaigns: { id: number; name: string; status: string; excluded: boolean }[];
}

const audienceOnServer = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/audiences/${id}`);
  return res.ok() ? ((await res.json()) as AudienceJson) : null;
};
const audiencesOnServer = async (page: Page, query = '') =>
  ((await (await page.request.get(`/api/audiences?size=50${query}`)).json()) as { content: AudienceJson[] })
    .content;

const rowNames = (page: Page) =>
  page
    .locator('.grid-frame[aria-busy="false"] tbody a')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));

test('the list searches by name; a campaign given an audience in the editor is listed on its page, and once approved and ACTIVE it blocks its deletion until it stops', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { email } = await newAccount(page.request, { allCampaigns: true, deposit: 60_000, audiences: true });
  await signInAndWait(page, email);
  const calls = watchCalls(page, '/api/audiences');
  await page.goto('/audiences');
  await expect(page.getByRole('heading', { level: 1, name: 'Audiences' })).toBeVisible();
  const all = await audiencesOnServer(page);
  await expect.poll(() => rowNames(page)).toHaveLength(all.length);

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('crypto');
  await expect.poll(() => rowNames(page)).toEqual(['Crypto enthusiasts']);
  expect(calls.at(-1)!.searchParams.get('name')).toBe('crypto');
  await expect(page).toHaveURL(/name=crypto/);
  await page.getByRole('link', { name: 'Crypto enthusiasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto enthusiasts' })).toBeVisible();

  // A running campaign gets the converters audience in the campaign editor's segments field (ui's AudiencePicker).
  const converters = all.find((a) => a.kind === 'CONVERTERS')!;
  type Targeted = { status: string; targeting: { segments: number[]; excludedSegments: number[] } };
  const detail = async (id: number) =>
    (await (await page.request.get(`/api/campaigns/${id}`)).json()) as Targeted;
  const active = (
    (await (await page.request.get('/api/campaigns?status=ACTIVE&size=20&sort=id,asc')).json()) as {
      content: { id: number; name: string }[];
    }
  ).content;
  // One that does not use the audience yet (the seed gives some campaigns audiences).
  let running: { id: number; name: string } | undefined;
  let before: Targeted | undefined;
  for (const c of active) {
    const d = await detail(c.id);
    if (![...d.targeting.segments, ...d.targeting.excludedSegments].includes(converters.id)) {
      [running, before] = [c, d];
      break;
    }
  }
  expect(running, 'an active campaign without the audience').toBeDefined();
  const campaignOnServer = () => detail(running!.id);
  await page.goto(`/campaigns/${running!.id}/edit`);
  const include = page.getByRole('combobox', { name: 'Include audiences' });
  await include.click();
  await include.fill(converters.name);
  await page.getByRole('option', { name: new RegExp(`^${converters.name} · `) }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Included audiences' })).toContainText(converters.name);
  const patch = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/campaigns/${running!.id}`),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  const patched = await patch;
  expect(patched.status()).toBe(200);
  const body = patched.request().postDataJSON() as { targeting: { segments: number[] } };
  expect(Object.keys(body)).toEqual(['targeting']);
  const withAudience = [...before!.targeting.segments, converters.id].sort();
  expect([...body.targeting.segments].sort()).toEqual(withAudience);
  // A changed targeting goes back to moderation (which counts as running too).
  const edited = await campaignOnServer();
  expect(edited.status).toBe('MODERATION');
  expect([...edited.targeting.segments].sort()).toEqual(withAudience);

  // A moderator approves it (as the moderation page does: restore with moderated): the campaign is ACTIVE again.
  const moderator = await playwright.request.newContext({ baseURL: baseURL! });
  expect(
    (
      await apiCall(moderator, 'POST', '/api/public/user/auth', {
        data: { email: 'superuser@demo.adnet', password: DEMO_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const approved = await apiCall(moderator, 'PATCH', `/api/campaigns/${running!.id}/restore`, {
    data: { moderated: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await moderator.dispose();
  expect((await campaignOnServer()).status).toBe('ACTIVE');

  // The audience's page lists the campaign as including it.
  await page.goto(`/audiences/${converters.id}`);
  const used = page.getByRole('table', { name: 'Campaigns that include or exclude this audience' });
  await expect(used.getByRole('link', { name: running!.name })).toBeVisible();
  await expect(used).toContainText('Included');

  // Deleting it asks first, naming the campaign; the server refuses (409) naming it, and the audience stays.
  const deleteCall = page.waitForResponse(
    (r) => r.url().endsWith(`/api/audiences/${converters.id}`) && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(running!.name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const refusal = await deleteCall;
  expect(refusal.status()).toBe(409);
  expect(((await refusal.json()) as { campaigns: { id: number }[] }).campaigns.map((c) => c.id)).toEqual([
    running!.id,
  ]);
  await expect(page.getByText(/was not deleted: running campaigns use it/)).toContainText(running!.name);
  expect(await audienceOnServer(page, converters.id)).not.toBeNull();
  await expect(page).toHaveURL(new RegExp(`/audiences/${converters.id}$`));

  // Once the campaign stops, the same action deletes it and leaves the campaign's targeting.
  expect((await page.request.patch(`/api/campaigns/${running!.id}/stop`, { headers: csrf() })).ok()).toBe(
    true,
  );
  const second = page.waitForResponse(
    (r) => r.url().endsWith(`/api/audiences/${converters.id}`) && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  expect((await second).status()).toBe(200);
  await page.waitForURL(/\/audiences$/);
  expect(await audienceOnServer(page, converters.id)).toBeNull();
  expect((await campaignOnServer()).targeting.segments).not.toContain(converters.id);
});

test('a retargeting audience from two seeded campaigns, with a live estimate, builds to the estimated size', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email } = await newAccount(page.request, { allCampaigns: true, deposit: 60_000 });
  await signInAndWait(page, email);
  const campaigns = (
    (await (await page.request.get('/api/campaigns?status=ACTIVE&size=2&sort=id,asc')).json()) as {
      content: { id: number; name: string }[];
    }
  ).content;
  expect(campaigns).toHaveLength(2);
  await page.goto('/audiences/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Clicked spring ads');
  await expect(page.getByRole('radio', { name: /Retargeting/ })).toBeChecked();
  const box = page.getByRole('combobox', { name: 'Campaigns' });
  // Waited for from before the choice: the estimate is asked 400 ms after it and may be answered before a waiter
  // set up after the loop.
  const ids = campaigns.map((c) => c.id).join(',');
  const estimate = page.waitForResponse(
    (r) =>
      r.url().includes('/api/audiences/estimate') && new URL(r.url()).searchParams.get('campaignIds') === ids,
  );
  for (const c of campaigns) {
    await box.click();
    await box.fill(c.name);
    await page.getByRole('option', { name: c.name, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  const { size } = (await (await estimate).json()) as { size: number };
  await expect(page.getByRole('status').filter({ hasText: 'About' })).toContainText(
    `About ${size.toLocaleString('en')} users`,
  );

  const created = page.waitForRequest((r) => r.url().endsWith('/api/audiences') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Create audience' }).click();
  expect((await created).postDataJSON()).toEqual({
    name: 'Clicked spring ads',
    kind: 'RETARGETING',
    rule: { campaignIds: campaigns.map((c) => c.id), event: 'CLICK', days: 30 },
  });
  await page.waitForURL(/\/audiences\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // The page polls while the audience builds, then shows its status.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clicked spring ads');
  await expect(page.locator('.page-header [data-status]')).not.toHaveAttribute('data-status', 'BUILDING', {
    timeout: 15_000,
  });
  const server = await audienceOnServer(page, id);
  expect(server).toMatchObject({
    kind: 'RETARGETING',
    size,
    rule: { campaignIds: campaigns.map((c) => c.id), event: 'CLICK', days: 30 },
  });
  expect(server!.status).toBe(size >= 1_000 ? 'READY' : 'TOO_SMALL');
});

test.describe('accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`0 axe violations on the audience pages, the create form of each kind, the delete dialog and its refusal at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height });
      const { email } = await newAccount(page.request, {
        allCampaigns: true,
        audiences: true,
        deposit: 60_000,
      });
      await signInAndWait(page, email);
      const [first] = await audiencesOnServer(page, '&kind=RETARGETING');
      // A running campaign includes it, so deleting it is refused (409): a state of its own to judge.
      const [active] = (
        (await (await page.request.get('/api/campaigns?status=ACTIVE&size=1')).json()) as {
          content: { id: number }[];
        }
      ).content;
      const current = (await (await page.request.get(`/api/campaigns/${active!.id}`)).json()) as {
        targeting: { segments: number[]; excludedSegments: number[] };
      };
      const targeted = await apiCall(page.request, 'PATCH', `/api/campaigns/${active!.id}`, {
        data: {
          targeting: {
            ...current.targeting,
            segments: [...new Set([...current.targeting.segments, first!.id])],
            excludedSegments: current.targeting.excludedSegments.filter((id) => id !== first!.id),
          },
        },
      });
      expect(targeted.status(), await targeted.text()).toBe(200);
      const axe = async (where: string) => {
        expect(await axeViolations(page, { uniqueLandmarks: true }), where).toEqual([]);
      };
      for (const [theme, language] of axeCombos(page.viewportSize()?.width)) {
        await setThemeAndLanguage(page, theme, language);
        const at = `${theme} ${language} ${width}px`;
        await page.goto('/audiences');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(
          page.locator('.grid-frame[aria-busy="false"] a[href^="/audiences/"]').first(),
        ).toBeVisible();
        await axe(`/audiences ${at}`);
        await page.goto(`/audiences/${first!.id}`);
        await expect(page.locator('.audience-facts')).toBeVisible();
        await axe(`/audiences/{id} ${at}`);
        await page.locator('.page-header button').last().click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await axe(`delete dialog ${at}`);
        // Confirmed: the server refuses (409) and the page says which running campaign holds it.
        const refused = page.waitForResponse(
          (r) => r.url().endsWith(`/api/audiences/${first!.id}`) && r.request().method() === 'DELETE',
        );
        await dialog.locator('button').last().click();
        expect((await refused).status()).toBe(409);
        await expect(page.locator('[data-slot="toast"][data-type="error"]')).toBeVisible();
        await expect(dialog).toBeHidden();
        await axe(`delete refused ${at}`);
        await page.goto(`/audiences/${first!.id}/edit`);
        await expect(page.locator('.audience-estimate')).toBeVisible();
        await axe(`/audiences/{id}/edit ${at}`);
        // The create form of each kind: retargeting (the default), an uploaded list, converters.
        await page.goto('/audiences/new');
        await expect(page.locator('form.audience-form')).toBeVisible();
        await axe(`/audiences/new retargeting ${at}`);
        await page.locator('input[type="radio"][value="UPLOADED"]').check();
        await expect(page.locator('form.audience-form input[type="file"]')).toBeAttached();
        await axe(`/audiences/new uploaded list ${at}`);
        await page.locator('input[type="radio"][value="CONVERTERS"]').check();
        await expect(page.locator('form.audience-form [name="action"]')).toBeVisible();
        await axe(`/audiences/new converters ${at}`);
      }
    });
  }
});

test('an uploaded list whose create answer came back garbled is sent again as the same create: one audience', async ({
  page,
  request,
}) => {
  const { email } = await newAccount(request);
  await signInAndWait(page, email);
  await page.goto('/audiences/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Garbled once');
  await page.getByRole('radio', { name: /Uploaded list/ }).check();
  const file = test.info().outputPath('three.txt');
  await writeFile(file, '5000000001\n5000000002\n5000000003\n');
  await page.getByLabel('File of user ids').setInputFiles(file);
  await expect(page.locator('.audience-upload-report')).toContainText('3 distinct ids in 3 lines');

  // The server creates the audience, and its answer reaches the page cut in half: an outcome the page cannot know.
  const creates: (string | undefined)[] = [];
  await page.route('**/api/audiences', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creates.push(route.request().headers()['idempotency-key']);
    const headers = { ...route.request().headers() };
    if (creates.length === 1) headers['x-sandbox-fault'] = 'malformed=1';
    return route.continue({ headers });
  });
  await page.getByRole('button', { name: 'Create audience' }).click();
  await expect(page.locator('form.audience-form [role="alert"]')).toHaveText(text('errors.unreadable'));
  await page.getByRole('button', { name: 'Create audience' }).click();
  await page.waitForURL(/\/audiences\/\d+$/);

  // The second press was the same create (one key), so the server answered the first one again: one audience,
  // with the list.
  expect(creates).toHaveLength(2);
  expect(creates[1]).toBe(creates[0]);
  const list = (await (await page.request.get('/api/audiences?size=20')).json()) as {
    content: { id: number; name: string }[];
  };
  expect(list.content.map((a) => a.name)).toEqual(['Garbled once']);
  await expect
    .poll(async () => (await (await page.request.get(`/api/audiences/${list.content[0]!.id}`)).json()).size)
    .toBe(3);
});
