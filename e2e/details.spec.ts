import type { Page } from '@playwright/test';
import { createCampaign, expect, newAccount, signInAndWait, test, watchCalls } from './fixtures';
import { text } from './locale';

/**
 * Small things a user meets: each test is one of them, on an account of its own, with the server's state or calls
 * read back where there are any.
 */

interface ServerWithdraw {
  id: number;
  status: string;
  userEmail: string;
}

interface GeoNode {
  id: number;
  name: string;
  getCode: string;
  children: GeoNode[] | null;
}

const flatten = (nodes: GeoNode[]): GeoNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function withdrawsOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/admin/withdraw?userId=${userId}&sort=id,asc&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: ServerWithdraw[] }).content;
}

test('the approve and reject dialogs of a withdraw open without an error; one shows after an empty submit', async ({
  page,
  request,
}) => {
  const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [40] });
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const [w] = await withdrawsOf(page, owner.id);
  await page.goto(`/internal/withdraw?userId=${owner.id}`);
  for (const [action, field, required] of [
    ['approve', 'internal.withdraw.approve.hash', 'internal.withdraw.approve.hashRequired'],
    ['reject', 'internal.withdraw.reject.reason', 'internal.withdraw.reject.reasonRequired'],
  ] as const) {
    await page
      .getByRole('button', {
        name: text('list.grid.rowActions', {
          row: text('internal.withdraw.rowLabel', { id: w!.id, email: w!.userEmail }),
        }),
      })
      .click();
    await page.getByRole('menuitem', { name: text(`internal.withdraw.${action}.action`) }).click();
    const dialog = page.getByRole('dialog', {
      name: text(`internal.withdraw.${action}.title`, { id: w!.id }),
    });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('textbox', { name: text(field) });
    // Nothing typed yet, nothing wrong yet: the field has the focus and no error.
    await expect(input).toBeFocused();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(text(required))).toHaveCount(0);
    // An empty submit says what is missing.
    await dialog.getByRole('button', { name: text(`internal.withdraw.${action}.submit`) }).click();
    await expect(dialog.getByText(text(required))).toBeVisible();
    await dialog.getByRole('button', { name: text('common.cancel') }).click();
    await expect(dialog).toHaveCount(0);
  }
  // Nothing was decided.
  expect((await withdrawsOf(page, owner.id)).map((x) => x.status)).toEqual(['PENDING']);
});

test('the region hint’s own example codes are found when typed, and Enter selects them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(request, { deposit: 60_000 });
  await signInAndWait(page, account.email);
  await page.goto('/campaigns/new?campaignType=Task');
  const hint = page.getByText(text('editor.regions.searchHint'));
  await expect(hint).toBeVisible();
  // The codes the hint gives as its example, as a user would type them.
  const example = /\(([^)]+)\)/.exec(text('editor.regions.searchHint'))![1]!;
  const codes = example.split(/[\s,]+/).filter(Boolean);
  expect(codes.length).toBeGreaterThanOrEqual(2);
  const tree = (await (await page.request.get('/api/geo/tree')).json()) as GeoNode[];
  const byCode = new Map(flatten(tree).map((n) => [n.getCode, n]));
  const search = page.getByRole('searchbox', { name: text('editor.regions.search') });
  await search.pressSequentially(codes.join(', '));
  for (const code of codes) {
    const node = byCode.get(code);
    expect(node, `${code} is in the network's tree`).toBeDefined();
    await expect(page.getByRole('treeitem', { name: new RegExp(`^${node!.name}`) })).toBeVisible();
  }
  await search.press('Enter');
  await expect(
    page.getByText(text('editor.regions.typed').replace('{count}', String(codes.length))),
  ).toBeVisible();
  await expect(page.getByText(/^Not found/)).toHaveCount(0);
  // Enter selected them and sent nothing: the campaign is still a form.
  await expect(page).toHaveURL(/\/campaigns\/new\?campaignType=Task$/);
  const chips = page.getByRole('list', { name: text('editor.regions.chips') });
  for (const code of codes) await expect(chips).toContainText(byCode.get(code)!.name);

  // Sent, the campaign targets exactly those regions on the server.
  await page.getByLabel('Campaign name').fill('Typed regions');
  await page.locator('[name="ads.0.title"]').fill('Regions by code');
  await page.locator('[name="ads.0.link"]').fill('https://example.com/regions');
  await page.getByLabel('Budget').fill('100');
  await page.getByRole('textbox', { name: /CPM\)$/ }).fill('2');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns',
  );
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const server = (await (await page.request.get(`/api/campaigns/${id}`)).json()) as {
    targeting: { regions: number[] };
  };
  expect([...server.targeting.regions].sort()).toEqual(codes.map((c) => byCode.get(c)!.id).sort());
});

test('"Show all" under "Needs attention" shows the whole list, not more rows below a fixed box’s fold', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { allCampaigns: true, deposit: 1_000 });
  await signInAndWait(page, account.email);
  await page.goto('/monitoring');
  const section = page.getByRole('region', { name: text('statistics.attention.title') });
  const list = section.getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const showAll = section.getByRole('button', { expanded: false });
  const label = (await showAll.textContent())!.trim();
  const count = Number(/\d+/.exec(label)![0]);
  expect(label).toBe(text('statistics.attention.showAll_other', { count }));
  expect(count).toBeGreaterThan(5);
  const before = (await section.boundingBox())!.height;

  await showAll.click();
  await expect(list.getByRole('listitem')).toHaveCount(count);
  // Every campaign is on the page, none hidden below a scroll box's fold.
  expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  expect((await section.boundingBox())!.height).toBeGreaterThan(before);
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem').last()).toBeInViewport();
  await section.getByRole('button', { name: text('statistics.attention.showFewer') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(5);
});

test('an audience whose upload failed offers the upload on its page, and a new file fills it', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { audiences: true });
  await signInAndWait(page, account.email);
  const failed = (
    (await (await page.request.get('/api/audiences?status=FAILED&size=20')).json()) as {
      content: { id: number; name: string; kind: string }[];
    }
  ).content;
  expect(failed.length, 'the fixture has an audience whose upload failed').toBeGreaterThan(0);
  const target = failed[0]!;
  expect(target.kind).toBe('UPLOADED');

  await page.goto(`/audiences/${target.id}`);
  await expect(page.getByText(text('audiences.detail.failed'))).toBeVisible();
  await page.getByRole('button', { name: text('audiences.detail.uploadAgain') }).click();
  await expect(page).toHaveURL(new RegExp(`/audiences/${target.id}/edit$`));

  // The new list: 150 Telegram user ids.
  const ids = Array.from({ length: 150 }, (_, i) => String(7_000_000_000 + i * 13)).join('\n');
  await page
    .getByLabel(text('audiences.form.newFile'))
    .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(`${ids}\n`) });
  await expect(page.locator('.audience-upload-report')).toBeVisible();
  const completed = page.waitForResponse((r) => /\/api\/audiences\/\d+\/upload/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: text('common.save') }).click();
  await completed;
  await expect(page).toHaveURL(new RegExp(`/audiences/${target.id}$`));
  await expect(page.getByText(text('audiences.detail.failed'))).toHaveCount(0);
  const after = (await (await page.request.get(`/api/audiences/${target.id}`)).json()) as {
    status: string;
    size: number;
  };
  expect(after.status).not.toBe('FAILED');
  expect(after.size).toBe(150);
});

/** Records in the page whether `text` was ever on screen, from the first paint on (the login page may redraw). */
async function watchForText(page: Page, shown: string) {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { sawText: boolean };
    w.sawText = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(wanted)) w.sawText = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, shown);
  return () => page.evaluate(() => (window as unknown as { sawText: boolean }).sawText);
}

test('a first visit says nothing about a session having ended; a session that did end says so', async ({
  page,
  context,
  request,
}) => {
  const expired = text('login.sessionExpired');
  const saw = await watchForText(page, expired);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/public/user/auth/refresh'));
  await page.goto('/campaigns');
  // Nobody was signed in in this browser: the refresh had no credential to send.
  expect((await refreshed).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  expect(await saw()).toBe(false);
  await expect(page.getByText(expired)).toHaveCount(0);

  // A session that ended (its refresh credential no longer valid) is told as such.
  const account = await newAccount(request);
  await signInAndWait(page, account.email);
  // Off the cabinet before the credentials change: a call of the signed-in page still in flight would meet the
  // ended session itself (the old page says so, and the server clears the refresh cookie), and the visit below
  // would then be a first visit.
  await page.goto('about:blank');
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'adn_refresh');
  expect(refresh).toBeDefined();
  await context.clearCookies({ name: 'adn_access' });
  await context.addCookies([{ ...refresh!, value: 'ended-long-ago' }]);
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(expired)).toBeVisible();
});

test('/monitoring asks the 7-day DATE statistics once', async ({ page, request }) => {
  const account = await newAccount(request, { campaigns: 3, deposit: 500 });
  await signInAndWait(page, account.email);
  const calls = watchCalls(page, '/api/statistics/campaignstat');
  await page.goto('/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: text('routes.monitoring') })).toBeVisible();
  // The runway and the statistics module both show their figures.
  await expect(page.getByTestId('runway')).toBeVisible();
  await expect(
    page.getByRole('region', { name: text('statistics.title') }).locator('[data-metric="impressions"]'),
  ).toContainText(/\d/);
  const last7 = calls.filter((u) => u.searchParams.get('slice') === 'DATE');
  const byRange = new Map<string, number>();
  for (const u of last7) {
    const range = `${u.searchParams.get('startdate')}..${u.searchParams.get('enddate')}`;
    byRange.set(range, (byRange.get(range) ?? 0) + 1);
  }
  // This week and the week before (the comparison), each asked once.
  expect([...byRange.values()]).toEqual([1, 1]);
});

test('the forecast leaves out regions and languages nobody chose', async ({ page, request }) => {
  const account = await newAccount(request, { deposit: 500 });
  await signInAndWait(page, account.email);
  const calls = watchCalls(page, '/api/campaigns/forecast/');
  await page.goto('/campaigns/new?campaignType=Task');
  const answered = page.waitForResponse((r) => r.url().includes('/api/campaigns/forecast/') && r.ok());
  await page.getByLabel('Budget').fill('120');
  await answered;
  expect(calls.length).toBeGreaterThan(0);
  for (const url of calls) {
    expect(url.searchParams.has('regions'), url.search).toBe(false);
    expect(url.searchParams.has('languages'), url.search).toBe(false);
  }
});

test('empty lists say the spec’s "No data", with what the emptiness means under it', async ({
  page,
  request,
}) => {
  // One campaign of the test's own, made as the editor sends it (waiting for moderation, never archived): the
  // fixture's generated campaigns take random statuses, an archived one among them.
  const account = await newAccount(request, { deposit: 100 });
  await signInAndWait(page, account.email);
  await createCampaign(page.request, { name: 'The only one' });
  // Nothing matches on the server.
  const none = await page.request.get('/api/campaigns?name=no-such-campaign-anywhere&size=20');
  expect(((await none.json()) as { totalElements: number }).totalElements).toBe(0);
  await page.goto('/campaigns?name=no-such-campaign-anywhere');
  const grid = page.getByRole('table', { name: text('campaigns.caption') });
  await expect(grid.getByText(text('errors.noData'), { exact: true })).toBeVisible();
  await expect(grid.getByText(text('campaigns.empty.filtered'))).toBeVisible();

  const archived = await page.request.get('/api/archive/campaigns?size=20');
  expect(((await archived.json()) as { totalElements: number }).totalElements).toBe(0);
  await page.goto('/archive');
  const archive = page.getByRole('table', { name: text('archive.caption') });
  await expect(archive.getByText(text('errors.noData'), { exact: true })).toBeVisible();
  await expect(archive.getByText(text('archive.empty'))).toBeVisible();
});
