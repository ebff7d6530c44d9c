import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  apiCall,
  createCampaign,
  expect,
  newAccount,
  pressUntilFocused,
  settled,
  signInAndWait,
  signInThroughApi,
  tabTo,
  test,
  watchCalls,
} from './fixtures';

/**
 * The campaigns list and the archive on the page recipe: the URL, the grid and `GET /api/campaigns` agree; every
 * row action changes the campaign on the server and in the row; CSV equals the rows the grid shows. Tests that
 * change data sign in as an account of their own.
 */

const rowNames = (page: Page) =>
  page.locator('tbody a.campaign-name').evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));

/** The rows once the list has settled (while a new page loads, the old rows stay, marked busy). */
async function rowsShown(page: Page) {
  await expect(page.locator('.grid-frame[aria-busy="false"] tbody a.campaign-name').first()).toBeVisible();
  return rowNames(page);
}

const lastList = (calls: URL[]) => calls.filter((u) => u.pathname === '/api/campaigns').at(-1)!;

async function campaignOnServer(page: Page, id: number) {
  const res = await page.request.get(`/api/campaigns/${id}`);
  return res.ok() ? ((await res.json()) as { status: string; name: string }) : null;
}

async function listOnServer(page: Page, query: string) {
  const res = await page.request.get(`/api/campaigns?${query}`);
  return (await res.json()) as {
    content: { id: number; name: string; status: string }[];
    totalElements: number;
  };
}

/**
 * Campaigns of the signed-in owner of `owner` (a Task each, made through the API) brought to the statuses asked,
 * with a moderator of the test's own (`moderator`, signed in) approving those that must have been approved: a
 * campaign is created in moderation (or as a draft), approved to ACTIVE, stopped to STOPPED. `STOPPED_UNAPPROVED`
 * is stopped while still in moderation, so a start sends it to moderation instead of serving. Returns the ids by
 * name.
 */
type Wanted = 'DRAFT' | 'MODERATION' | 'ACTIVE' | 'STOPPED' | 'STOPPED_UNAPPROVED';
async function campaignsIn(
  owner: APIRequestContext,
  moderator: APIRequestContext,
  wanted: Record<string, Wanted>,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [name, status] of Object.entries(wanted)) {
    const id = await createCampaign(owner, { name, ...(status === 'DRAFT' && { draft: true }) });
    if (status === 'ACTIVE' || status === 'STOPPED') {
      const approved = await apiCall(moderator, 'PATCH', `/api/campaigns/${id}/restore`, {
        data: { moderated: true },
      });
      expect(approved.status(), await approved.text()).toBe(200);
    }
    if (status === 'STOPPED' || status === 'STOPPED_UNAPPROVED') {
      const stopped = await apiCall(owner, 'PATCH', `/api/campaigns/${id}/stop`);
      expect(stopped.status(), await stopped.text()).toBe(200);
    }
    ids[name] = id;
  }
  return ids;
}

/**
 * An account of the test's own with campaigns in the statuses asked (see {@link campaignsIn}), its list open sorted
 * by name and every row selected: the ids by name, the bulk actions bar, and the paths of the calls the page makes
 * with `method` to a campaign's `action` from then on.
 */
async function selectedCampaigns(
  page: Page,
  request: APIRequestContext,
  wanted: Record<string, Wanted>,
  call: { method: string; action: string },
) {
  const account = await newAccount(request, { deposit: 5_000 });
  const moderator = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, account.email);
  await signInThroughApi(request, moderator.email);
  const ids = await campaignsIn(page.request, request, wanted);
  await page.goto('/campaigns?orderBy=name&order=asc');
  expect(await rowsShown(page)).toEqual(Object.keys(ids).sort());
  for (const name of Object.keys(ids)) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bar.getByText(`${Object.keys(ids).length} selected`)).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === call.method && r.url().endsWith(`/${call.action}`))
      calls.push(new URL(r.url()).pathname);
  });
  return { ids, bar, calls };
}

/** A campaign's status on the server, wherever it is (the list or the archive). */
async function statusOnServer(page: Page, id: number) {
  const res = await page.request.get(`/api/campaigns/${id}`);
  if (res.ok()) return ((await res.json()) as { status: string }).status;
  const archived = await page.request.get(`/api/archive/campaigns/${id}`);
  expect(archived.status(), `campaign ${id} is somewhere`).toBe(200);
  return ((await archived.json()) as { status: string }).status;
}

test.describe('the campaigns list', () => {
  test('filters, sort and page change the URL and the query; reload and back show the same rows', async ({
    page,
  }) => {
    const calls = watchCalls(page, '/api/campaigns');
    await signInAndWait(page, 'advertiser@demo.adnet');
    await page.goto('/campaigns');
    const first = await rowsShown(page);
    expect(first).toHaveLength(20);
    // Suspicious and waiting for moderation are internal users' filters: an advertiser is offered neither.
    await expect(page.getByRole('button', { name: 'Created Any date' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    let q = lastList(calls).searchParams;
    expect([q.get('page'), q.get('size'), q.get('sort')]).toEqual(['0', '20', 'createdEpoch,desc']);

    // Page 2: the URL counts from 1, the wire from 0. The address changes a render before the rows do (and before
    // the grid is marked busy): wait for the page-2 call, then for the server's page 2 on screen.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => lastList(calls).searchParams.get('page')).toBe('1');
    q = lastList(calls).searchParams;
    expect([q.get('page'), q.get('size')]).toEqual(['1', '20']);
    const secondOnServer = (await listOnServer(page, 'page=1&size=20&sort=createdEpoch,desc')).content.map(
      (c) => c.name,
    );
    expect(secondOnServer).not.toEqual(first);
    await expect.poll(() => rowsShown(page)).toEqual(secondOnServer);

    // Sort by budget: back to page 1.
    await page
      .getByRole('columnheader', { name: /Budget/ })
      .getByRole('button', { name: 'Budget' })
      .click();
    await expect(page).toHaveURL(/orderBy=budget&order=asc/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect.poll(() => lastList(calls).searchParams.get('sort')).toBe('budget,asc');
    expect(lastList(calls).searchParams.get('page')).toBe('0');

    // Filter by status through the column's filter.
    await page.getByRole('button', { name: 'Filter by Status' }).click();
    await page
      .getByRole('radio', { name: 'Stopped' })
      .or(page.getByRole('option', { name: 'Stopped' }))
      .click();
    const apply = page.getByRole('button', { name: 'Apply' });
    if (await apply.isVisible()) await apply.click();
    await expect(page).toHaveURL(/status=STOPPED/);
    await expect.poll(() => lastList(calls).searchParams.get('status')).toBe('STOPPED');
    const stopped = await rowsShown(page);
    const server = await listOnServer(page, 'status=STOPPED&sort=budget,asc&size=20');
    expect(stopped).toEqual(server.content.map((c) => c.name));

    // Name search, debounced: one request for the whole word.
    const before = calls.length;
    await page.getByRole('searchbox', { name: 'Search by name' }).pressSequentially('bot', { delay: 30 });
    await expect(page).toHaveURL(/name=bot/);
    await expect.poll(() => lastList(calls).searchParams.get('name')).toBe('bot');
    expect(calls.slice(before).filter((u) => u.pathname === '/api/campaigns')).toHaveLength(1);
    const filtered = await rowsShown(page);
    for (const name of filtered) expect(name.toLowerCase()).toContain('bot');

    // A reload shows the same rows; back returns to the rows before the search.
    const url = page.url();
    await page.reload();
    expect(await rowsShown(page)).toEqual(filtered);
    expect(page.url()).toBe(url);
    await page.goBack();
    await expect(page).not.toHaveURL(/name=bot/);
    await expect.poll(() => rowsShown(page)).toEqual(stopped);
  });

  test('date range, type, suspicious and waiting filters change the URL and the query; the rows are the server’s', async ({
    page,
    request,
  }) => {
    // Who sees which filter: "Suspicious only" and "Waiting for moderation" are internal users' filters, so an
    // internal user opens an account of the test's own (`uid`), where it marks campaigns suspicious. At 1600 px the
    // Type column, and so its filter, fits beside the others.
    const owner = await newAccount(request, { allCampaigns: true });
    await page.setViewportSize({ width: 1600, height: 900 });
    await signInAndWait(page, 'superuser@demo.adnet');
    const theirs = await listOnServer(page, `userId=${owner.id}&size=200`);
    for (const c of theirs.content.filter((c) => c.status === 'STOPPED').slice(0, 2)) {
      const marked = await apiCall(page.request, 'POST', `/api/admin/campaigns/${c.id}/sus?isSus=true`);
      expect(marked.ok(), await marked.text()).toBe(true);
    }
    const calls = watchCalls(page, '/api/campaigns');
    const base = { page: '0', size: '20', sort: 'createdEpoch,desc', userId: String(owner.id) };
    /** The URL, the last list call and the rows after a filter: each the server's answer to that query. */
    const expectFiltered = async (urlParam: RegExp, wire: Record<string, string>) => {
      await expect(page).toHaveURL(urlParam);
      const query = { ...base, ...wire };
      await expect.poll(() => Object.fromEntries(lastList(calls).searchParams)).toEqual(query);
      const server = (await listOnServer(page, new URLSearchParams(query).toString())).content;
      expect(server.length, 'the filter keeps some of the account’s campaigns').toBeGreaterThan(0);
      expect(server.length).toBeLessThan(theirs.totalElements);
      await expect.poll(() => rowsShown(page)).toEqual(server.map((c) => c.name));
    };
    const open = async () => {
      await page.goto(`/campaigns?uid=${owner.id}`);
      await rowsShown(page);
    };

    // Created in the last 30 days (days of UTC, as the picker says): `created=from..to`, sent as startDate/endDate.
    await open();
    await page.getByRole('button', { name: 'Created Any date' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Last 30 days' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    await expectFiltered(new RegExp(`[?&]created=${from}\\.\\.${today}(&|$)`), {
      startDate: from,
      endDate: today,
    });

    // Type, through its column's filter: `campaignType=Task` in the URL, `type=TASK` on the wire.
    await open();
    await page.getByRole('button', { name: 'Filter by Type' }).click();
    const typeFilter = page.getByRole('dialog', { name: 'Filter by Type' });
    await typeFilter.getByRole('radio', { name: 'Task' }).check();
    await typeFilter.getByRole('button', { name: 'Apply' }).click();
    await expectFiltered(/[?&]campaignType=Task(&|$)/, { type: 'TASK' });

    // Suspicious only: `sus=true` in the URL and on the wire.
    await open();
    await page.getByRole('switch', { name: 'Suspicious only' }).click();
    await expectFiltered(/[?&]sus=true(&|$)/, { sus: 'true' });

    // Waiting for moderation: `hasModerationKey=true` in the URL and on the wire.
    await open();
    await page.getByRole('switch', { name: 'Waiting for moderation' }).click();
    await expectFiltered(/[?&]hasModerationKey=true(&|$)/, { hasModerationKey: 'true' });
  });

  test('a bad value in the URL falls back to the default without an error screen', async ({ page }) => {
    const calls = watchCalls(page, '/api/campaigns');
    await signInAndWait(page, 'advertiser@demo.adnet');
    await page.goto(
      '/campaigns?page=-3&size=100000&orderBy=password&order=up&status=DELETED&created=2026-02-30..2026-03-01',
    );
    expect(await rowsShown(page)).toHaveLength(20);
    const q = lastList(calls).searchParams;
    expect(Object.fromEntries(q)).toEqual({ page: '0', size: '20', sort: 'createdEpoch,desc' });
    await expect(page.getByText('Data loading error.')).toHaveCount(0);
  });

  test('each row action changes the campaign on the server and in the row', async ({ page, request }) => {
    const account = await newAccount(request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    const active = (await listOnServer(page, 'status=ACTIVE&size=1')).content[0]!;
    await page.goto(`/campaigns?name=${encodeURIComponent(active.name)}`);
    const row = page.getByRole('row', {
      name: new RegExp(active.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(row.getByText('Active')).toBeVisible();

    // Stop: the row says so at once, and the server agrees.
    await page.getByRole('button', { name: `Actions for ${active.name}` }).click();
    await page.getByRole('menuitem', { name: 'Stop' }).click();
    await expect(row.getByText('Stopped')).toBeVisible();
    await expect.poll(async () => (await campaignOnServer(page, active.id))?.status).toBe('STOPPED');

    // Start again (it was approved, so it serves).
    await settled(page);
    await page.getByRole('button', { name: `Actions for ${active.name}` }).click();
    await page.getByRole('menuitem', { name: 'Start' }).click();
    await expect(row.getByText('Active')).toBeVisible();
    await expect.poll(async () => (await campaignOnServer(page, active.id))?.status).toBe('ACTIVE');

    // Copy: a new draft named after it.
    await settled(page);
    await page.getByRole('button', { name: `Actions for ${active.name}` }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await expect(page.getByText(`Copied as “Copy of ${active.name}”`)).toBeVisible();
    const copies = await listOnServer(page, `name=${encodeURIComponent(`Copy of ${active.name}`)}`);
    expect(copies.content).toHaveLength(1);
    expect(copies.content[0]!.status).toBe('DRAFT');
    // The list revalidates: the copy is a row of its own (its name holds the searched one), linking to its page,
    // and the rows are the server's for that search.
    await expect(
      page.locator('tbody a.campaign-name', { hasText: `Copy of ${active.name}` }),
    ).toHaveAttribute('href', `/campaigns/${copies.content[0]!.id}`);
    const searched = await listOnServer(
      page,
      `name=${encodeURIComponent(active.name)}&size=20&sort=createdEpoch,desc`,
    );
    expect(searched.content.map((c) => c.id)).toContain(copies.content[0]!.id);
    await expect.poll(() => rowsShown(page)).toEqual(searched.content.map((c) => c.name));

    // Open goes to the campaign's page.
    await settled(page);
    await page.getByRole('button', { name: `Actions for ${active.name}` }).click();
    await page.getByRole('menuitem', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${active.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: active.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/campaigns\?name=/);

    // Edit opens the form.
    await settled(page);
    await page.getByRole('button', { name: `Actions for ${active.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${active.id}/edit$`));
  });

  test('archive asks first, moves the campaign to /archive, and restore brings it back', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    const stopped = (await listOnServer(page, 'status=STOPPED&size=1')).content[0]!;
    await page.goto(`/campaigns?name=${encodeURIComponent(stopped.name)}`);
    await expect(page.locator('tbody a.campaign-name', { hasText: stopped.name })).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${stopped.name}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Archive “${stopped.name}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await campaignOnServer(page, stopped.id))?.status).toBe('STOPPED');

    await settled(page);
    await page.getByRole('button', { name: `Actions for ${stopped.name}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`“${stopped.name}” moved to the archive.`)).toBeVisible();
    await expect(page.locator('tbody a.campaign-name', { hasText: stopped.name })).toHaveCount(0);
    const archived = await page.request.get(`/api/archive/campaigns/${stopped.id}`);
    expect(((await archived.json()) as { status: string }).status).toBe('ARCHIVED');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Archive' })
      .click();
    await expect(page.locator('tbody a.campaign-name', { hasText: stopped.name })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${stopped.name}` }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`“${stopped.name}” is back in your campaigns (stopped).`)).toBeVisible();
    await expect(page.locator('tbody a.campaign-name', { hasText: stopped.name })).toHaveCount(0);
    expect((await campaignOnServer(page, stopped.id))?.status).toBe('STOPPED');

    await page.goto(`/campaigns?name=${encodeURIComponent(stopped.name)}`);
    await expect(page.locator('tbody a.campaign-name', { hasText: stopped.name })).toBeVisible();
  });

  test('a bulk stop of three: one confirmation, the calls one after another, one summary, the server agrees', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    await page.goto('/campaigns?status=ACTIVE&orderBy=name&order=asc');
    const names = (await rowsShown(page)).slice(0, 3);
    expect(names).toHaveLength(3);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bar.getByText('3 selected')).toBeVisible();
    // Only actions the selected statuses allow are offered.
    await expect(bar.getByRole('button', { name: 'Start 0 campaigns' })).toBeDisabled();

    const stops: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/stop')) stops.push(new URL(r.url()).pathname);
    });
    await bar.getByRole('button', { name: 'Stop 3 campaigns' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop 3 campaigns?' });
    for (const name of names) await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Stop 3 campaigns' }).click();
    await expect(page.getByText('Stopped 3 of 3.')).toBeVisible();
    expect(stops).toHaveLength(3);
    const server = await listOnServer(page, `status=STOPPED&size=200`);
    for (const name of names) expect(server.content.map((c) => c.name)).toContain(name);
    // The list follows: the stopped rows leave the ACTIVE filter and the selection is cleared.
    for (const name of names)
      await expect(page.locator('tbody a.campaign-name', { hasText: name })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
  });

  test('a bulk start of a selection: only the stopped ones are started, one after another; the server has the approved ones serving and the never approved one in moderation', async ({
    page,
    request,
  }) => {
    const {
      ids,
      bar,
      calls: starts,
    } = await selectedCampaigns(
      page,
      request,
      {
        'Bulk A': 'STOPPED',
        'Bulk B': 'STOPPED',
        'Bulk C': 'STOPPED_UNAPPROVED',
        'Bulk D': 'ACTIVE',
      },
      { method: 'PATCH', action: 'start' },
    );
    // What each action would change: the three stopped ones start, the active one stops.
    await expect(bar.getByRole('button', { name: 'Stop 1 campaign', exact: true })).toBeEnabled();
    await expect(bar.getByRole('button', { name: 'Archive 3 campaigns' })).toBeEnabled();
    await bar.getByRole('button', { name: 'Start 3 campaigns' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start 3 campaigns?' });
    for (const name of ['Bulk A', 'Bulk B', 'Bulk C']) await expect(dialog.getByText(name)).toBeVisible();
    await expect(dialog.getByText('Bulk D')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Start 3 campaigns' }).click();
    await expect(page.getByText('Started 3 of 3.')).toBeVisible();
    expect(starts.sort()).toEqual(
      ['Bulk A', 'Bulk B', 'Bulk C'].map((name) => `/api/campaigns/${ids[name]}/start`).sort(),
    );
    // The server: approved ones serve, the never approved one went to moderation, the active one is untouched.
    const statuses = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(ids).map(async ([name, id]) => [name, await statusOnServer(page, id)]),
        ),
      );
    expect(await statuses()).toEqual({
      'Bulk A': 'ACTIVE',
      'Bulk B': 'ACTIVE',
      'Bulk C': 'MODERATION',
      'Bulk D': 'ACTIVE',
    });
    // The rows follow the server, and the selection is cleared.
    await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
    await settled(page);
    for (const [name, label] of [
      ['Bulk A', 'Active'],
      ['Bulk B', 'Active'],
      ['Bulk C', 'On moderation'],
      ['Bulk D', 'Active'],
    ] as const)
      await expect(
        page.locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) }),
      ).toContainText(label);
  });

  test('a bulk archive of a selection: the draft, the one in moderation and the stopped one go to the archive on the server; the active one stays', async ({
    page,
    request,
  }) => {
    const {
      ids,
      bar,
      calls: archives,
    } = await selectedCampaigns(
      page,
      request,
      {
        'Bulk draft': 'DRAFT',
        'Bulk waiting': 'MODERATION',
        'Bulk stopped': 'STOPPED',
        'Bulk serving': 'ACTIVE',
      },
      { method: 'POST', action: 'archive' },
    );
    await bar.getByRole('button', { name: 'Archive 3 campaigns' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive 3 campaigns?' });
    for (const name of ['Bulk draft', 'Bulk waiting', 'Bulk stopped'])
      await expect(dialog.getByText(name)).toBeVisible();
    await expect(dialog.getByText('Bulk serving')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Archive 3 campaigns' }).click();
    await expect(page.getByText('Archived 3 of 3.')).toBeVisible();
    expect(archives.sort()).toEqual(
      ['Bulk draft', 'Bulk waiting', 'Bulk stopped']
        .map((name) => `/api/campaigns/${ids[name]}/archive`)
        .sort(),
    );
    for (const [name, status] of Object.entries({
      'Bulk draft': 'ARCHIVED',
      'Bulk waiting': 'ARCHIVED',
      'Bulk stopped': 'ARCHIVED',
      'Bulk serving': 'ACTIVE',
    }))
      expect(await statusOnServer(page, ids[name]!), name).toBe(status);
    // The archived rows leave the list; the archive lists them.
    await expect.poll(() => rowsShown(page)).toEqual(['Bulk serving']);
    await page.goto('/archive?orderBy=name&order=asc');
    await expect.poll(() => rowsShown(page)).toEqual(['Bulk draft', 'Bulk stopped', 'Bulk waiting']);
  });

  test('the CSV of a filtered list holds exactly the rows the grid shows across its pages', async ({
    page,
  }) => {
    await signInAndWait(page, 'bulk@demo.adnet');
    await page.goto('/campaigns?campaignType=Task&status=ACTIVE&orderBy=name&order=asc');
    const shown: string[] = [];
    for (;;) {
      const onPage = await rowsShown(page);
      shown.push(...onPage);
      const next = page.getByRole('button', { name: 'Next page' });
      if (await next.isDisabled()) break;
      const current = page.url();
      await next.click();
      await expect(page).not.toHaveURL(current);
      // The address changes a render before the rows do: wait for the next page's rows, not the last page's.
      await expect(
        page.locator('.grid-frame[aria-busy="false"] tbody a.campaign-name').first(),
      ).not.toHaveText(onPage[0]!);
    }
    expect(shown.length).toBeGreaterThan(20); // more than one page
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (
      await file.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const [header, ...lines] = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'ID,Name,Status,Type,Billing,Budget,Spent,Impressions,Clicks,CTR (%),CPC,CPM,Created',
    );
    const parse = (line: string) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
    const rows = lines.map(parse);
    const names = rows.map((r) => r[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
    expect(names.length).toBe(shown.length);
    expect(names).toEqual(shown);
    for (const r of rows) {
      // Status and type as the list words them, not the API's enums.
      expect(r[2]).toBe('Active');
      expect(r[3]).toBe('Task');
      expect(Number(r[5])).not.toBeNaN(); // numbers unformatted
      expect(r[12]).toMatch(/^\d{4}-\d{2}-\d{2}T/); // dates ISO
    }
  });

  test('a read-only user sees no write action and no create button', async ({ page }) => {
    await signInAndWait(page, 'readonly@demo.adnet');
    await page.goto('/campaigns');
    const [name] = await rowsShown(page);
    await expect(page.getByRole('button', { name: 'New campaign' })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Open']);
    await expect(page.getByRole('checkbox', { name: /^Select/ })).toHaveCount(0);
  });

  test('an internal user with uid sees that user’s campaigns, with the acting-as banner', async ({
    page,
  }) => {
    await signInAndWait(page, 'superuser@demo.adnet');
    const users = (await (
      await page.request.get('/api/admin/users?search=advertiser@demo.adnet')
    ).json()) as {
      content: { id: number; email: string }[];
    };
    const advertiser = users.content.find((u) => u.email === 'advertiser@demo.adnet')!;
    const calls = watchCalls(page, '/api/campaigns');
    await page.goto(`/campaigns?uid=${advertiser.id}`);
    const shown = await rowsShown(page);
    expect(lastList(calls).searchParams.get('userId')).toBe(String(advertiser.id));
    await expect(page.getByRole('status').filter({ hasText: String(advertiser.id) })).toBeVisible();
    const theirs = await listOnServer(page, `userId=${advertiser.id}&size=20&sort=createdEpoch,desc`);
    expect(shown).toEqual(theirs.content.map((c) => c.name));
    // Paging keeps the acting-as user.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`uid=${advertiser.id}`));
    await expect.poll(() => lastList(calls).searchParams.get('userId')).toBe(String(advertiser.id));
  });

  test('a failed background refresh keeps the rows on screen, and the GET went out at most twice', async ({
    page,
  }) => {
    // The page's clock, so the test can step past SWR's 2 s deduplication instead of sleeping. It moves only while
    // the cabinet is settled: a jump would fire the timeout of a request still in flight.
    await page.clock.install();
    await signInAndWait(page, 'advertiser@demo.adnet');
    await page.goto('/campaigns');
    const first = await rowsShown(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The address changes a render before the rows do: wait until page 2's rows are the ones shown.
    await expect.poll(async () => (await rowsShown(page))[0]).not.toBe(first[0]);
    await settled(page);
    await page.clock.fastForward(3_000);

    // From now on every list call fails (the sandbox's dev fault header): page 1 comes back from the cache and
    // its revalidation fails.
    const failed: Request[] = [];
    await page.route('**/api/campaigns?*', (route) => {
      failed.push(route.request());
      return route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error=503' } });
    });
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Could not refresh: the rows shown may be out of date.')).toBeVisible();
    expect(await rowNames(page)).toEqual(first);
    await expect(page.getByText('Data loading error.')).toHaveCount(0);
    expect(failed.length).toBe(2); // the client's one retry, and SWR adds none
  });
});

test.describe('keyboard only', () => {
  test('filters, sorts, opens a row’s menu and confirms an archive', async ({ page, request }) => {
    const account = await newAccount(request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    const stopped = (await listOnServer(page, 'status=STOPPED&sort=name,asc&size=1')).content[0]!;
    await page.goto('/campaigns');
    await rowsShown(page);
    // Every control below is reached from the page's start with Tab, Shift+Tab and the arrow keys, and used with
    // Enter or Space: nothing is focused or clicked for the user.

    // Search by name.
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await tabTo(page, search);
    await page.keyboard.type(stopped.name.slice(0, 12));
    await expect(page).toHaveURL(/name=/);

    // Filter by status: Enter opens the column's filter on its chosen radio ("All"), the arrows choose, Tab
    // reaches Apply.
    const filter = page.getByRole('button', { name: 'Filter by Status' });
    await tabTo(page, filter);
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Filter by Status' });
    await expect(popover).toBeVisible();
    const option = popover.getByRole('radio', { name: 'Stopped' });
    await pressUntilFocused(page, option, 'ArrowDown', 10);
    await expect(option).toBeChecked();
    await tabTo(page, popover.getByRole('button', { name: 'Apply' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=STOPPED/);
    // The closing popover hands focus back to its trigger a task later; only then is the next key the user's own.
    await expect(popover).toHaveCount(0);
    await expect(filter).toBeFocused();

    // Sort by name from its header, before the filter's button: Shift+Tab.
    await tabTo(
      page,
      page.getByRole('columnheader', { name: /Name/ }).getByRole('button', { name: 'Name' }),
      true,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/orderBy=name&order=asc/);
    await expect.poll(() => rowsShown(page)).toContain(stopped.name);

    // The row's menu, then Archive, then confirm.
    await tabTo(page, page.getByRole('button', { name: `Actions for ${stopped.name}` }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await pressUntilFocused(page, menu.getByRole('menuitem', { name: 'Archive' }), 'ArrowDown', 8);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Archive “${stopped.name}”?` });
    await expect(dialog).toBeVisible();
    // Focus starts on Cancel (the safe choice); Escape leaves the campaign as it was.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await campaignOnServer(page, stopped.id))?.status).toBe('STOPPED');

    // Again, and this time Tab reaches the confirm button.
    await expect(page.getByRole('button', { name: `Actions for ${stopped.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, menu.getByRole('menuitem', { name: 'Archive' }), 'ArrowDown', 8);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Archive' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`“${stopped.name}” moved to the archive.`)).toBeVisible();
    await expect
      .poll(async () => (await campaignOnServer(page, stopped.id))?.status ?? 'ARCHIVED')
      .toBe('ARCHIVED');
    const archived = await page.request.get(`/api/archive/campaigns/${stopped.id}`);
    expect(((await archived.json()) as { status: string }).status).toBe('ARCHIVED');
  });
});
