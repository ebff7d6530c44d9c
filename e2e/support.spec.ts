import type { APIRequestContext, Page, Request } from '@playwright/test';
import { AXE_VIEWPORTS, axeViolations, expectNoAxeViolations, forEachAxeCombo } from './axe';
import {
  csrf,
  DEMO_PASSWORD,
  expect,
  newAccount,
  ownSupportCase,
  signInAndWait,
  test,
  TINY_PNG as PNG,
  watchCalls,
} from './fixtures';
import { text } from './locale';

interface CaseWire {
  id: number;
  userId: number;
  subject: string;
  status: string;
  priority: string;
  assigneeId: number | null;
  messages: { authorKind: string; text: string; pictures: { cloudId: string; url: string }[] }[];
}

/** Signs `request` in as `email` (API calls from then on are that user's). */
async function apiSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/public/user/auth', {
    data: { email, password: DEMO_PASSWORD },
    headers: csrf(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An advertiser of the test's own with one open case; `request` stays signed in as that advertiser. */
async function advertiserWithCase(request: APIRequestContext, subject: string) {
  const advertiser = await newAccount(request, { campaigns: 2, deposit: 1_000 });
  await apiSignIn(request, advertiser.email);
  const created = await request.post('/api/support/cases', {
    data: { subject, text: 'My campaign does not start. What is wrong?' },
    headers: csrf(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { advertiser, supportCase: (await created.json()) as CaseWire };
}

/** A support agent of the test's own (Customer Happiness Agent, as the seed's). */
const newAgent = (request: APIRequestContext) =>
  newAccount(request, {
    role: 'Customer Happiness Agent',
    roles: ['Customer Happiness Agent', 'Internal User'],
  });

const bodyOf = (r: Request) => r.postDataJSON() as Record<string, unknown>;

test.describe('support cases', () => {
  test('an agent replies with a picture, assigns the case and closes it; the advertiser sees the reply', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const subject = `Campaign will not start ${Date.now().toString(36)}`;
    const { advertiser, supportCase } = await advertiserWithCase(request, subject);
    const staff = await playwright.request.newContext({ baseURL: baseURL! });
    const agent = await newAgent(staff);
    await signInAndWait(page, agent.email);

    // The list: the count of open cases, a search by subject that goes to the server, the row.
    const listCalls = watchCalls(page, '/api/support/cases');
    await page.goto('/support/cases');
    await expect(page.getByRole('heading', { name: 'Support cases', level: 1 })).toBeVisible();
    await expect(page.getByTestId('open-count')).toHaveText(/^\d+ open cases?$/);
    await page.getByRole('searchbox', { name: 'Search by subject or e-mail' }).fill(subject);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('link', { name: subject });
    await expect(row).toBeVisible();
    // The new case is on the first unfiltered page too, so the row can show before the debounced search goes out.
    await expect.poll(() => listCalls.some((u) => u.searchParams.get('search') === subject)).toBe(true);
    expect(listCalls.some((u) => u.searchParams.get('status') === 'OPEN')).toBe(true); // the open count
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/support/case/${supportCase.id}$`));

    // The case: its thread, the owner's account beside it.
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(page.getByText('My campaign does not start. What is wrong?')).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Case details' });
    await expect(aside.getByText(advertiser.email)).toBeVisible();
    await expect(aside.getByText('No other cases.')).toBeVisible();

    // Reply with a picture: upload URL by the case's id, PUT, then the message names the picture.
    const uploadUrl = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/upload/support/${supportCase.id}/picture`),
    );
    const put = page.waitForRequest((r) => r.method() === 'PUT');
    await page.getByLabel('Message').fill('Your card was declined; top up with TRON and start it again.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect(bodyOf(await uploadUrl)).toMatchObject({ fileName: 'screenshot.png', contentType: 'image/png' });
    await put;
    // The picture's own status, then the form's: the reply waits for it no longer.
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(page.locator('.case-reply-wait')).toBeHidden();
    const reply = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/support/cases/${supportCase.id}/messages`),
    );
    await page.getByRole('button', { name: 'Send reply' }).click();
    const replyBody = bodyOf(await reply);
    expect(replyBody.text).toBe('Your card was declined; top up with TRON and start it again.');
    expect(replyBody.pictures).toHaveLength(1);
    await expect(page.getByText('Reply sent.')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    // The thumbnail opens the picture full size.
    await page.getByRole('button', { name: 'Open picture 1 full size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Picture 1' });
    await expect(dialog.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open picture 1 full size' })).toBeFocused();
    // An agent's answer waits for the user.
    await expect(page.getByText('Waiting for user').first()).toBeVisible();

    // Assign to oneself.
    const assign = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/support/cases/${supportCase.id}`),
    );
    await aside.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: new RegExp(agent.email.replace(/[.+]/g, '\\$&')) }).click();
    expect(bodyOf(await assign)).toEqual({ assigneeId: agent.id });
    await expect(page.getByText(`Assigned to ${agent.email}.`)).toBeVisible();

    // Close, after a confirmation.
    await aside.getByRole('button', { name: 'Close case' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Close “${subject}”?`);
    const close = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/support/cases/${supportCase.id}`),
    );
    await confirm.getByRole('button', { name: 'Close case' }).click();
    expect(bodyOf(await close)).toEqual({ status: 'CLOSED' });
    await expect(page.getByText('The case is closed.')).toBeVisible();
    await expect(
      page.getByText('This case is closed and takes no more messages.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    await expect(aside.getByRole('button', { name: 'Reopen' })).toBeVisible();

    // The server's state, as the advertiser reads it: the agent's reply with its picture, closed, assigned.
    const seen = (await (await request.get(`/api/support/cases/${supportCase.id}`)).json()) as CaseWire;
    expect(seen.status).toBe('CLOSED');
    expect(seen.assigneeId).toBe(agent.id);
    expect(seen.messages.map((m) => m.authorKind)).toEqual(['USER', 'AGENT']);
    expect(seen.messages[1]!.text).toBe('Your card was declined; top up with TRON and start it again.');
    expect(seen.messages[1]!.pictures.map((p) => p.cloudId)).toEqual(replyBody.pictures);
    const picture = await request.get(seen.messages[1]!.pictures[0]!.url);
    expect(picture.ok()).toBe(true);
    await staff.dispose();
  });

  test('filters by priority and "assigned to me" in the URL and the query; an empty result says so', async ({
    page,
    request,
  }) => {
    const agent = await newAgent(request);
    await signInAndWait(page, agent.email);
    const calls = watchCalls(page, '/api/support/cases');
    await page.goto('/support/cases?priority=URGENT');
    await expect(page.getByRole('heading', { name: 'Support cases', level: 1 })).toBeVisible();
    await expect.poll(() => calls.some((u) => u.searchParams.get('priority') === 'URGENT')).toBe(true);
    await page.getByRole('switch', { name: 'Assigned to me' }).click();
    await expect(page).toHaveURL(new RegExp(`assignee=${agent.id}`));
    await expect
      .poll(() => calls.some((u) => u.searchParams.get('assigneeId') === String(agent.id)))
      .toBe(true);
    // A new agent has no cases assigned.
    await expect(page.getByText('No cases match these filters.')).toBeVisible();
  });

  test('a case that fails to load shows an error with retry, and one that does not exist says so', async ({
    page,
  }) => {
    await signInAndWait(page, 'support@demo.adnet');
    let failing = true;
    const gets: Request[] = [];
    await page.route(/\/api\/support\/cases\/1$/, (route) => {
      gets.push(route.request());
      return failing
        ? route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error=503' } })
        : route.continue();
    });
    await page.goto('/support/case/1');
    await expect(page.getByText('The case could not be shown.')).toBeVisible();
    expect(gets.length).toBe(2); // the client's one retry
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.case-message').first()).toBeVisible();

    await page.goto('/support/case/999999');
    await expect(page.getByText('The case could not be shown.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to support cases' })).toBeVisible();
  });
});

async function seededCaseWithPicture(page: Page) {
  const list = (await (await page.request.get('/api/support/cases?size=100')).json()) as {
    content: { id: number }[];
  };
  for (const { id } of list.content) {
    const c = (await (await page.request.get(`/api/support/cases/${id}`)).json()) as CaseWire;
    if (c.messages.some((m) => m.pictures.length > 0)) return c;
  }
  throw new Error('the seed has no case with a picture');
}

test.describe('accessibility', () => {
  for (const [width, height] of AXE_VIEWPORTS)
    test(`0 axe violations on the support pages and their dialogs at ${width} px, light and dark, en and cn`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height });
      await signInAndWait(page, 'support@demo.adnet');
      const withPicture = await seededCaseWithPicture(page);
      await expectNoAxeViolations(
        page,
        [
          ['/support/cases', 'a.case-subject'],
          [`/support/case/${withPicture.id}`, '.case-thumb'],
        ],
        { uniqueLandmarks: true },
      );
      // The dialogs: a picture full size (a seeded one), and the close confirmation of an open case of the test's
      // own (cancelled: nothing is written).
      const open = await ownSupportCase(request, 'Axe: close confirmation');
      await forEachAxeCombo(page, async (where, theme, language) => {
        const locale = language === 'cn' ? 'zh-CN' : 'en';
        await page.goto(`/support/case/${withPicture.id}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.locator('.case-thumb').first().click();
        const viewer = page.getByRole('dialog');
        const full = viewer.locator('img.case-picture-full');
        await expect(full).toBeVisible();
        await expect
          .poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await axeViolations(page, { uniqueLandmarks: true }), `picture full size ${where}`).toEqual(
          [],
        );
        await page.keyboard.press('Escape');
        await expect(viewer).toHaveCount(0);

        await page.goto(open.path);
        await page
          .locator('.case-status-actions')
          .getByRole('button', { name: text('support.actions.close', {}, locale) })
          .click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toBeVisible();
        expect(await axeViolations(page, { uniqueLandmarks: true }), `close confirmation ${where}`).toEqual(
          [],
        );
        await confirm.getByRole('button', { name: text('common.cancel', {}, locale) }).click();
        await expect(confirm).toHaveCount(0);
      });
    });
});
