import type { Page } from '@playwright/test';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import { csrf, expect, newAccount, signInAndWait, test, watchCalls } from './fixtures';

/**
 * Audiences on the page recipe: the list and its search, the audience's page with the campaigns using it, the
 * delete refused while one runs, a retargeting audience from two seeded campaigns with its live estimate (the
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

test('the list searches by name; a campaign using an audience is listed on its page and blocks its deletion until it stops', async ({
  page,
}) => {
  test.setTimeout(60_000);
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

  // A running campaign includes the converters audience (the campaign editor's field is the ui AudiencePicker).
  const converters = all.find((a) => a.kind === 'CONVERTERS')!;
  const campaigns = (await (await page.request.get('/api/campaigns?status=ACTIVE&size=1')).json()) as {
    content: { id: number; name: string }[];
  };
  const running = campaigns.content[0]!;
  const current = (await (await page.request.get(`/api/campaigns/${running.id}`)).json()) as {
    targeting: Record<string, unknown>;
  };
  const patched = await page.request.patch(`/api/campaigns/${running.id}`, {
    data: { targeting: { ...current.targeting, segments: [converters.id] } },
    headers: csrf(),
  });
  expect(patched.ok()).toBe(true);

  await page.getByRole('link', { name: 'Crypto enthusiasts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto enthusiasts' })).toBeVisible();
  await page.goto(`/audiences/${converters.id}`);
  const used = page.getByRole('table', { name: 'Campaigns that include or exclude this audience' });
  await expect(used.getByRole('link', { name: running.name })).toBeVisible();
  await expect(used).toContainText('Included');

  const deleteCall = page.waitForResponse(
    (r) => r.url().endsWith(`/api/audiences/${converters.id}`) && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(running.name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await deleteCall).status()).toBe(409);
  await expect(page.getByText(/was not deleted: running campaigns use it/)).toContainText(running.name);
  expect(await audienceOnServer(page, converters.id)).not.toBeNull();
  await expect(page).toHaveURL(new RegExp(`/audiences/${converters.id}$`));

  // Once the campaign stops, the same action deletes it and leaves the campaign's targeting.
  expect((await page.request.patch(`/api/campaigns/${running.id}/stop`, { headers: csrf() })).ok()).toBe(
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
  const after = (await (await page.request.get(`/api/campaigns/${running.id}`)).json()) as {
    targeting: { segments: number[] };
  };
  expect(after.targeting.segments).not.toContain(converters.id);
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
    test(`0 axe violations on the audience pages and the delete dialog at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height });
      const { email } = await newAccount(page.request, { allCampaigns: true, audiences: true });
      await signInAndWait(page, email);
      const [first] = await audiencesOnServer(page, '&kind=RETARGETING');
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
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await axe(`delete dialog ${at}`);
        await page.keyboard.press('Escape');
        await page.goto(`/audiences/${first!.id}/edit`);
        await expect(page.locator('.audience-estimate')).toBeVisible();
        await axe(`/audiences/{id}/edit ${at}`);
        await page.goto('/audiences/new');
        await expect(page.locator('form.audience-form')).toBeVisible();
        await axe(`/audiences/new ${at}`);
      }
    });
  }
});
