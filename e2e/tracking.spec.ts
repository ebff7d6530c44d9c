import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  freshEmail,
  lastEventId,
  newAccount,
  outboxCode,
  signInAndWait,
  test,
} from './fixtures';
import { text } from './locale';

/**
 * The actions a growth team measures reach `POST /api/public/collect/action` (the sandbox stores them as ACTION
 * events): sign-up started and finished, campaign created and submitted, deposit address copied, withdraw
 * requested. Each carries its path and categories only: never an e-mail, a name, an address, an amount or an id.
 */

interface ActionEvent {
  id: number;
  payload: {
    action: string;
    path: string;
    data?: Record<string, unknown>;
    headers: Record<string, string>;
  };
}

/** A TRON address with a valid checksum (not the account's own deposit address). */
const WITHDRAW_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** This tab's visitor id, sent with every tracking call: what tells this test's events from the others'. */
const visitorOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('adnet-visitor'));

/** The ACTION events of this tab after event `since`, oldest first. */
async function actionsOf(request: APIRequestContext, page: Page, since: number) {
  const visitor = await visitorOf(page);
  expect(visitor).toBeTruthy();
  const after = since > 0 ? `&after=${since}` : '';
  const response = await request.get(`/api/dev/events?kind=ACTION&limit=500${after}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ActionEvent[])
    .filter((e) => e.payload.headers['x-tracking-visitor-id'] === visitor)
    .reverse();
}

/** The events' bodies as sent (without the headers): where personal data must not be. */
const bodies = (events: ActionEvent[]) =>
  JSON.stringify(events.map(({ payload: { headers: _headers, ...body } }) => body));

test('sign-up started and finished are sent once each, with nothing of what was typed', async ({
  page,
  request,
}) => {
  const since = await lastEventId(request);
  const email = freshEmail('tracked');
  await page.goto('/registration');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('tracking-pass-2026');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tracked Person');
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  await expect
    .poll(async () => (await actionsOf(request, page, since)).map((e) => e.payload.action))
    .toEqual(['sign_up_started', 'sign_up_finished']);
  const events = await actionsOf(request, page, since);
  for (const e of events) expect(e.payload).toMatchObject({ path: '/registration' });
  const sent = bodies(events);
  for (const secret of [email, 'tracking-pass-2026', 'Tracked Person', '@'])
    expect(sent).not.toContain(secret);
});

test('campaign created and submitted, deposit address copied and withdraw requested are sent, with categories only', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  // Room for the generated campaign's frozen budget (up to 2,500), the new one's and the withdraw.
  const account = await newAccount(request, { deposit: 5_000, campaigns: 1 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndWait(page, account.email);
  const since = await lastEventId(request);

  // A new Task campaign through the editor: created and sent to moderation.
  await page.goto('/campaigns/new?campaignType=Task');
  await page.getByLabel('Campaign name').fill('Tracked campaign');
  await page.locator('[name="ads.0.title"]').fill('Tracked ad');
  await page.locator('[name="ads.0.link"]').fill('https://example.com/tracked');
  await page.getByLabel('Budget').fill('100');
  await page.getByRole('textbox', { name: /CPM\)$/ }).fill('2');
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns',
  );
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);

  // A copy of it from the list: created (not submitted: a copy is a draft).
  await page.goto('/campaigns?name=Tracked%20campaign');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Tracked campaign' }) });
  await row.getByRole('button', { name: text('list.grid.rowActions', { row: 'Tracked campaign' }) }).click();
  const copied = page.waitForResponse((r) => r.url().endsWith('/copy') && r.request().method() === 'POST');
  await page.getByRole('menuitem', { name: text('campaigns.actions.copy') }).click();
  expect((await copied).ok()).toBe(true);

  // The wallet: the deposit address copied, then a withdraw requested with the e-mailed code.
  await page.goto('/wallet');
  const depositAddress = (await (await page.request.get('/api/user/tron-wallet')).json()) as {
    walletAddress: string;
  };
  await page.getByRole('button', { name: text('wallet.copy.copy') }).click();
  await expect(page.getByRole('button', { name: text('wallet.copy.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(depositAddress.walletAddress);

  // The network fee is on screen before a code can be asked for.
  await expect(page.getByTestId('withdraw-fee')).toContainText('USDT', { timeout: 20_000 });
  await page.getByRole('textbox', { name: text('wallet.withdraw.address') }).fill(WITHDRAW_TO);
  await page.getByRole('textbox', { name: 'Amount, USDT' }).fill('12.5');
  await page.getByRole('button', { name: text('wallet.withdraw.sendCode') }).click();
  const codeSent = page.waitForResponse((r) => r.url().endsWith('/withdraw/code') && r.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('wallet.withdraw.sendCode') })
    .click();
  await codeSent;
  const code = await outboxCode(request, account.email, 'WITHDRAW');
  await page.getByRole('textbox', { name: text('wallet.withdraw.code') }).fill(code);
  const withdrawn = page.waitForResponse(
    (r) => r.url().endsWith('/publisher/withdraw') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
  expect((await withdrawn).status()).toBe(201);

  await expect
    .poll(async () => (await actionsOf(request, page, since)).map((e) => e.payload.action))
    .toEqual([
      'campaign_created',
      'campaign_submitted',
      'campaign_created',
      'deposit_address_copied',
      'withdraw_requested',
    ]);
  const events = await actionsOf(request, page, since);
  expect(events.map((e) => [e.payload.action, e.payload.path, e.payload.data ?? null])).toEqual([
    ['campaign_created', '/campaigns/new', { campaignType: 'Task', via: 'editor' }],
    ['campaign_submitted', '/campaigns/new', { campaignType: 'Task' }],
    ['campaign_created', '/campaigns', { campaignType: 'Task', via: 'copy' }],
    ['deposit_address_copied', '/wallet', null],
    ['withdraw_requested', '/wallet', null],
  ]);
  const sent = bodies(events);
  for (const secret of [
    account.email,
    DEMO_PASSWORD,
    'Tracked campaign',
    'Tracked ad',
    'example.com',
    depositAddress.walletAddress,
    WITHDRAW_TO,
    '12.5',
    code,
    '@',
  ])
    expect(sent).not.toContain(secret);
});
