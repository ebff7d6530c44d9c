import type { APIRequestContext, Cookie, Page } from '@playwright/test';
import { ROUTES } from '../packages/cabinet-app/src/access/routes';
import {
  apiCall,
  csrf,
  campaignsOnModeration,
  DEMO_PASSWORD,
  expect as baseExpect,
  newAccount,
  settled,
  test,
  type AccountSpec,
} from './fixtures';
import { text } from './locale';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 15, "Done when": every route of the internal area, as the seeded SuperUser and as a plain Internal User (an
 * account of this file's own), gets at least one read and one write.
 *
 * - A **read** compares what the page shows with the server's answer to the page's own request: the grid's rows,
 *   in the server's order, or the figures of a detail page, formatted as the cabinet formats them.
 * - A **write** goes through the page's own controls (and its confirmation where it asks first), then checks the
 *   HTTP call the page made (method, body, status) and the server's state afterwards, read as the actor.
 * - A route with no write by design says why (`noWrite`) and names the route its write is done on instead; that
 *   route's own check does it. `/support/users` is read-only by design (docs/screens/internal.md: support work
 *   sees money read-only and its list has no action that writes): its write, blocking a user, is on
 *   `/support/users/{id}`.
 *
 * Every write is to data of the test's own (its own users, withdraws, campaigns, platforms, agency, promo code),
 * so tests in parallel never see it. The referral reward is the one global value: it is changed and put back, and
 * only this file changes it in the shared sandbox.
 *
 * Cheap by design: each actor signs in once per worker (through the API, not the sign-in page); every later test
 * of this file starts with that session's cookies, and hands the cookies it ended with to the next test (a refresh
 * in one test rotates them). Safe because this file's tests run one after another in one worker (the config is
 * not fully parallel) and nothing here signs out or changes the actors' roles.
 */

interface Actor {
  label: string;
  /** Whether the actor also works support cases (a user's support page then lists their cases). */
  worksCases: boolean;
  /** The seeded account, or an account made once per worker from this spec. */
  email?: string;
  account?: AccountSpec;
}

const ACTORS: Actor[] = [
  { label: 'the seeded SuperUser', email: 'superuser@demo.adnet', worksCases: true },
  {
    label: 'a plain Internal User',
    account: { role: 'User', roles: ['User', 'Internal User'] },
    worksCases: false,
  },
];

/** Each actor's session: signed in once per worker, its cookies handed from test to test. */
const sessions = new Map<string, { email: string; cookies: Cookie[] }>();
let current: { email: string; cookies: Cookie[] } | null = null;

async function signInAs(page: Page, actor: Actor) {
  let session = sessions.get(actor.label);
  if (session) await page.context().addCookies(session.cookies);
  else {
    const email = actor.email ?? (await newAccount(page.request, actor.account)).email;
    const auth = await apiCall(page.request, 'POST', '/api/public/user/auth', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(auth.ok(), await auth.text()).toBe(true);
    session = { email, cookies: await page.context().cookies() };
    sessions.set(actor.label, session);
  }
  current = session;
  return session.email;
}

test.afterEach(async ({ page }) => {
  if (current) current.cookies = await page.context().cookies();
  current = null;
});

interface Ctx {
  page: Page;
  /** For the test's own data (dev fixtures); not signed in as the actor. */
  request: APIRequestContext;
  /** The actor's e-mail (audit lines name it). */
  actor: string;
  worksCases: boolean;
}

interface Check<T> {
  /** The route table's path. */
  path: string;
  setUp: (request: APIRequestContext) => Promise<T>;
  read: (ctx: Ctx, data: T) => Promise<void>;
  write?: (ctx: Ctx, data: T) => Promise<void>;
  /** A route without a write by design: why, the route whose check does the write instead, and what shows it. */
  noWrite?: { why: string; instead: string; check: (ctx: Ctx, data: T) => Promise<void> };
}

type AnyCheck = Check<unknown>;
const check = <T>(c: Check<T>) => c as AnyCheck;

// --- reading the page and the server ------------------------------------------------------------------------

/** The JSON of the page's next successful GET of `path` whose query holds `params`. */
function answer<T>(page: Page, path: string | RegExp, params: Record<string, string> = {}): Promise<T> {
  return page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      const pathOk = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
      return (
        r.request().method() === 'GET' &&
        pathOk &&
        r.ok() &&
        Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v)
      );
    })
    .then((r) => r.json() as Promise<T>);
}

/** The answer to the page's next write (`method` to `path`). */
const written = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse((r) => {
    const pathname = new URL(r.url()).pathname;
    return (
      r.request().method() === method && (typeof path === 'string' ? pathname === path : path.test(pathname))
    );
  });

/** What the server holds now, read as the actor. */
async function server<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

interface PageOf<T> {
  content: T[];
}

/** The cells' text of each row the grid captioned `caption` shows (any run of spaces as one space). */
const rowTexts = async (page: Page, caption: string) =>
  (
    await page
      .getByRole('table', { name: caption, exact: true })
      .locator('tbody tr.adn-DataGrid-row:not([aria-hidden="true"])')
      .allTextContents()
  ).map((row) => row.replace(/\s+/g, ' '));

/**
 * A read: the grid captioned `caption` shows exactly the server's rows, in the server's order (row i holds every
 * text of `keys(items[i])`, and there are as many rows as items).
 */
async function expectRows<T>(
  page: Page,
  caption: string,
  items: readonly T[],
  keys: (item: T, index: number) => string[],
) {
  expect(items.length, `${caption}: a read of no rows proves nothing`).toBeGreaterThan(0);
  const want = items.map((item, i) => keys(item, i).join(' | '));
  await expect
    .poll(
      async () =>
        (await rowTexts(page, caption)).map((row, i) => {
          const expected = items[i] ? keys(items[i], i) : [];
          return expected.length > 0 && expected.every((k) => row.includes(k)) ? expected.join(' | ') : row;
        }),
      { message: `the rows of “${caption}” are the server's` },
    )
    .toEqual(want);
}

/**
 * Money as the English pages write it, worked out here rather than by the app's own formatter (whose mistakes it
 * would share): grouped thousands, two to six decimals, then USDT. For amounts the server makes up (the seed's
 * referral earnings, a manager's total); an amount the test chose is checked against its literal text instead.
 */
const usdt = (amount: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(amount)} USDT`;
/** A count as the English pages write it: grouped thousands. */
const count = (n: number) => new Intl.NumberFormat('en').format(n);
/** The page's own heading, by the route table's title key. */
const titled = (page: Page, key: string) =>
  expect(page.getByRole('heading', { name: text(key), level: 1 })).toBeVisible();
const toast = (page: Page, message: string) => expect(page.getByText(message, { exact: true })).toBeVisible();
const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

interface AuditLine {
  action: string;
  actorEmail: string;
  targetId: number | null;
  amount: number | null;
  details: string | null;
}
const auditOf = async (page: Page, userId: number) =>
  (await server<PageOf<AuditLine>>(page, `/api/admin/user/${userId}/audit?size=50`)).content;

interface ServerUser {
  id: number;
  email: string;
  balance: number;
  blocked: boolean;
}

const INTERNAL_MANAGER: AccountSpec = { roles: ['User', 'Internal User', 'Internal Manager'] };

// --- shared parts of the checks ---------------------------------------------------------------------------------

/**
 * A list page as it opens at `path`: its heading (`titleKey`), and its grid, captioned `captionKey` (a name of its
 * own: a landmark named like the page's would be a second landmark of the same name), shows exactly the rows of the
 * server's answer to the page's GET of `call` whose query holds `params`.
 */
async function readListPage<T>(
  page: Page,
  path: string,
  [titleKey, captionKey]: [string, string],
  call: { path: string; params?: Record<string, string> },
  keys: (item: T) => string[],
) {
  const list = answer<PageOf<T>>(page, call.path, call.params);
  await page.goto(path);
  await titled(page, titleKey);
  await expectRows(page, text(captionKey), (await list).content, keys);
}

/**
 * A users list (internal or support) searched for `owner`: its one row is the server's, with the balance the owner
 * was given (`balance`, as the page writes it).
 */
const readUsersList = (
  page: Page,
  path: string,
  titleKey: string,
  owner: { email: string },
  balance: string,
) =>
  readListPage<ServerUser>(
    page,
    `${path}?search=${encodeURIComponent(owner.email)}`,
    [titleKey, 'admin.users.caption'],
    { path: '/api/admin/users', params: { search: owner.email } },
    (u) => [`#${u.id}`, u.email, balance],
  );

/** The publisher's own platform waiting for approval (the fixture's `pendingPlatforms`). */
async function ownPlatform(page: Page, publisherId: number) {
  const waiting = await server<PageOf<Platform>>(
    page,
    '/api/admin/platforms?status=PENDING&size=100&sort=id,desc',
  );
  const own = waiting.content.find((p) => p.ownerId === publisherId);
  expect(own, 'the publisher’s own platform waits').toBeDefined();
  return own!;
}

/**
 * A user's page (internal or support) of an account given `deposit` (its one transaction): the balance and the
 * transaction are the server's, and both read `deposit` as the page writes it.
 */
async function readUserPage(page: Page, path: string, owner: { id: number; email: string }, deposit: string) {
  const user = answer<ServerUser>(page, `/api/admin/user/${owner.id}`);
  const transactions = answer<PageOf<{ description: string; amount: number }>>(
    page,
    `/api/user/user/${owner.id}/transactions`,
  );
  await page.goto(path);
  const shown = await user;
  await expect(page.getByRole('heading', { name: shown.email, level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-balance')).toHaveText(deposit);
  await expectRows(page, text('admin.transactions.heading'), (await transactions).content, (t) => [
    t.description,
    deposit,
  ]);
}

/** Block (asks first) and unblock on a user's page: the PATCHes, the server's state and the audit naming the actor. */
async function blockAndUnblock({ page, actor }: Ctx, owner: { id: number; email: string }) {
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${owner.email}?` });
  const blocked = written(page, 'PATCH', `/api/admin/user/${owner.id}`);
  await confirm.getByRole('button', { name: 'Block user' }).click();
  const blockAnswer = await blocked;
  expect(blockAnswer.status()).toBe(200);
  expect(blockAnswer.request().postDataJSON()).toEqual({ blocked: true });
  await toast(page, `${owner.email} is blocked.`);
  expect((await server<ServerUser>(page, `/api/admin/user/${owner.id}`)).blocked).toBe(true);
  const unblocked = written(page, 'PATCH', `/api/admin/user/${owner.id}`);
  await page.getByRole('button', { name: 'Unblock' }).click();
  expect((await unblocked).request().postDataJSON()).toEqual({ blocked: false });
  await toast(page, `${owner.email} is unblocked.`);
  expect((await server<ServerUser>(page, `/api/admin/user/${owner.id}`)).blocked).toBe(false);
  expect((await auditOf(page, owner.id)).slice(0, 2).map((a) => `${a.action} by ${a.actorEmail}`)).toEqual([
    `USER_UNBLOCKED by ${actor}`,
    `USER_BLOCKED by ${actor}`,
  ]);
}

/** The manager select of an account's row: the PUT it sends and the server's state after. */
async function chooseManager(
  page: Page,
  owner: { id: number; email: string },
  option: string,
  managerId: number | null,
  message: string,
) {
  const put = written(page, 'PUT', `/api/admin/accounts/${owner.id}/manager`);
  await page.getByRole('combobox', { name: `Manager of ${owner.email}` }).click();
  // By the keyboard on the option itself: in a list longer than the select's box, a click on the last option
  // can land on Radix's scroll-down button, which covers the box's bottom edge until the list is scrolled to
  // its end (it hung here for 90 s in a run with many managers in the shared sandbox).
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.focus();
  await choice.press('Enter');
  const res = await put;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ managerId });
  await toast(page, message);
  const account = await server<PageOf<{ userId: number; managerId: number | null }>>(
    page,
    `/api/admin/accounts?search=${encodeURIComponent(owner.email)}`,
  );
  expect(account.content).toEqual([expect.objectContaining({ userId: owner.id, managerId })]);
}

// --- the checks, one per route of the internal area --------------------------------------------------------------

interface Withdraw {
  id: number;
  userEmail: string;
  amount: number;
  status: string;
  rejectReason: string | null;
}
interface Feature {
  name: string;
  description: string;
  active: boolean;
  overrides: number;
}
/** What a flag changes, as the page explains it: the cabinet's words for a flag it knows, else the server's. */
function explained(f: Feature) {
  try {
    return text(`admin.features.known.${f.name}`);
  } catch {
    return f.description;
  }
}
interface Manager {
  id: number;
  username: string;
  email: string;
  accountsCount: number;
  totalBalance: number;
}
interface Platform {
  id: number;
  name: string;
  status: string;
  ownerId: number;
}

const CHECKS: AnyCheck[] = [
  check({
    path: '/internal/withdraw',
    setUp: (request) => newAccount(request, { deposit: 5_000, pendingWithdraws: [40, 60] }),
    read: async ({ page }, owner) => {
      const list = answer<PageOf<Withdraw>>(page, '/api/admin/withdraw', { userId: String(owner.id) });
      await page.goto(`/internal/withdraw?userId=${owner.id}`);
      await titled(page, 'routes.internalWithdraw');
      const waiting = (await list).content;
      expect(waiting.map((w) => w.amount).sort((a, b) => a - b)).toEqual([40, 60]);
      const shown: Record<number, string> = { 40: '40.00 USDT', 60: '60.00 USDT' };
      await expectRows(page, text('internal.withdraw.caption'), waiting, (w) => [
        `#${w.id}`,
        w.userEmail,
        shown[w.amount]!,
      ]);
    },
    write: async ({ page, actor }, owner) => {
      const [w] = (await server<PageOf<Withdraw>>(page, `/api/admin/withdraw?userId=${owner.id}&sort=id,asc`))
        .content as [Withdraw];
      await page.getByRole('button', { name: `Actions for withdraw #${w.id} of ${w.userEmail}` }).click();
      await page.getByRole('menuitem', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: `Reject withdraw #${w.id}` });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('The address is not the owner’s.');
      const rejected = written(page, 'PATCH', `/api/admin/withdraw/${w.id}/reject`);
      await dialog.getByRole('button', { name: 'Reject withdraw' }).click();
      const res = await rejected;
      expect(res.status()).toBe(200);
      expect(res.request().postDataJSON()).toEqual({ reason: 'The address is not the owner’s.' });
      await toast(
        page,
        `Withdraw #${w.id} of ${w.userEmail} is rejected; the money is back on their balance.`,
      );
      const after = await server<PageOf<Withdraw>>(page, `/api/admin/withdraw?userId=${owner.id}&size=50`);
      expect(after.content.find((x) => x.id === w.id)).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'The address is not the owner’s.',
      });
      expect(await auditOf(page, owner.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'WITHDRAW_REJECTED', actorEmail: actor, targetId: w.id }),
        ]),
      );
    },
  }),
  check({
    path: '/internal/features',
    setUp: (request) => newAccount(request),
    read: async ({ page }) => {
      const features = answer<Feature[]>(page, '/api/admin/features');
      await page.goto('/internal/features');
      await titled(page, 'routes.internalFeatures');
      const flags = await features;
      await expectRows(page, text('admin.features.heading'), flags, (f) => [
        f.name,
        explained(f),
        count(f.overrides),
      ]);
      for (const f of flags)
        await expect(page.getByRole('switch', { name: `${f.name} for everyone` })).toBeChecked({
          checked: f.active,
        });
    },
    write: async ({ page }, owner) => {
      await page.getByRole('textbox', { name: 'User id' }).fill(String(owner.id));
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByRole('link', { name: owner.email })).toBeVisible();
      await page.getByRole('combobox', { name: `ru_ad_marking for ${owner.email}` }).click();
      await page.getByRole('option', { name: 'On for this user' }).click();
      await page.getByRole('combobox', { name: `audiences for ${owner.email}` }).click();
      await page.getByRole('option', { name: 'Off for this user' }).click();
      const put = written(page, 'PUT', `/api/admin/user/${owner.id}/features`);
      await page.getByRole('button', { name: "Save this user's features" }).click();
      const res = await put;
      expect(res.status()).toBe(200);
      expect(res.request().postDataJSON()).toEqual({
        activeFeatures: ['ru_ad_marking'],
        disabledFeatures: ['audiences'],
      });
      await toast(page, `Features of ${owner.email} are saved.`);
      await expect(page.getByTestId('user-features-off')).toHaveText('audiences');
      const user = await server<{ flags: { activeFeatures: string[]; disabledFeatures: string[] } }>(
        page,
        `/api/admin/user/${owner.id}`,
      );
      expect(user.flags).toEqual({ activeFeatures: ['ru_ad_marking'], disabledFeatures: ['audiences'] });
    },
  }),
  check({
    path: '/internal/referral',
    setUp: async () => null,
    read: async ({ page }) => {
      const settings = answer<{ rewardPercent: number }>(page, '/api/admin/referral/settings');
      const referrals = answer<PageOf<{ referrerEmail: string; referredEmail: string; earned: number }>>(
        page,
        '/api/admin/referrals',
      );
      await page.goto('/internal/referral');
      await titled(page, 'routes.internalReferral');
      await expect(page.getByRole('textbox', { name: /^Reward, %/ })).toHaveValue(
        String((await settings).rewardPercent),
      );
      await expectRows(page, text('admin.referral.heading'), (await referrals).content, (r) => [
        r.referrerEmail,
        r.referredEmail,
        usdt(r.earned),
      ]);
    },
    write: async ({ page }) => {
      // The one global value of this file: changed, then put back whatever happens.
      const before = await server<{ rewardPercent: number }>(page, '/api/admin/referral/settings');
      const next = before.rewardPercent === 7.5 ? 8 : 7.5;
      try {
        const field = page.getByRole('textbox', { name: /^Reward, %/ });
        // Refused in the page first: nothing is sent.
        await field.fill('60');
        await page.getByRole('button', { name: 'Save reward' }).click();
        await expect(page.getByText('A percent from 0 to 50, with at most 2 decimals.')).toBeVisible();
        await field.fill(String(next));
        await page.getByRole('button', { name: 'Save reward' }).click();
        const put = written(page, 'PUT', '/api/admin/referral/settings');
        await page
          .getByRole('alertdialog', { name: `Set the reward to ${next} %?` })
          .getByRole('button', { name: 'Set reward' })
          .click();
        const res = await put;
        expect(res.status()).toBe(200);
        expect(res.request().postDataJSON()).toEqual({ rewardPercent: next });
        await toast(page, `The reward is ${next} % now.`);
        expect(
          (await server<{ rewardPercent: number }>(page, '/api/admin/referral/settings')).rewardPercent,
        ).toBe(next);
      } finally {
        await apiCall(page.request, 'PUT', '/api/admin/referral/settings', { data: before });
      }
    },
  }),
  check({
    path: '/internal/users',
    setUp: (request) => newAccount(request, { deposit: 100 }),
    read: ({ page }, owner) =>
      readUsersList(page, '/internal/users', 'routes.internalUsers', owner, '100.00 USDT'),
    write: async ({ page, actor }, owner) => {
      await page.getByRole('button', { name: `Actions for user #${owner.id} (${owner.email})` }).click();
      await page.getByRole('menuitem', { name: 'Deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deposit to a user' });
      await expect(dialog.getByRole('textbox', { name: 'User id' })).toHaveValue(String(owner.id));
      await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill('25.5');
      await dialog.getByRole('textbox', { name: 'Comment' }).fill('Routes check');
      await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
      const deposited = written(page, 'POST', `/api/admin/user/${owner.id}/deposit`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Deposit now' }).click();
      const res = await deposited;
      expect(res.status()).toBe(201);
      expect(res.request().postDataJSON()).toEqual({
        amount: 25.5,
        comment: 'Routes check',
        isInternalCurrency: false,
      });
      await toast(page, `25.50 USDT deposited to ${owner.email} (user #${owner.id}).`);
      expect((await server<ServerUser>(page, `/api/admin/user/${owner.id}`)).balance).toBeCloseTo(125.5, 2);
      expect((await auditOf(page, owner.id))[0]).toMatchObject({
        action: 'DEPOSIT',
        actorEmail: actor,
        amount: 25.5,
        details: 'Routes check',
      });
    },
  }),
  check({
    path: '/internal/agencies',
    setUp: async () => `E2E Routes ${unique()}`,
    read: ({ page }) =>
      readListPage<{ name: string; siteUrl: string }>(
        page,
        '/internal/agencies',
        ['routes.internalAgencies', 'admin.agencies.caption'],
        { path: '/api/admin/agencies' },
        (a) => [a.name, a.siteUrl],
      ),
    write: async ({ page }, name) => {
      const onServer = async () =>
        (
          await server<PageOf<{ name: string; siteUrl: string }>>(
            page,
            `/api/admin/agencies?search=${encodeURIComponent(name)}`,
          )
        ).content;
      await page.getByRole('button', { name: 'New agency' }).click();
      const dialog = page.getByRole('dialog', { name: 'New agency' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      // A site that is not https is refused before sending.
      await dialog.getByRole('textbox', { name: 'Site' }).fill('http://agency.example');
      await dialog.getByRole('button', { name: 'Save agency' }).click();
      await expect(dialog.getByText('The site must start with https://.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Site' }).fill('https://agency.example/routes');
      const created = written(page, 'POST', '/api/admin/agencies');
      await dialog.getByRole('button', { name: 'Save agency' }).click();
      const res = await created;
      expect(res.status()).toBe(201);
      expect(res.request().postDataJSON()).toEqual({ name, siteUrl: 'https://agency.example/routes' });
      await toast(page, `Agency ${name} is created.`);
      expect(await onServer()).toEqual([
        expect.objectContaining({ name, siteUrl: 'https://agency.example/routes' }),
      ]);
      // Edit, from the row found by name, once the search's answer is drawn: a click that lands while the rows are
      // redrawn under it is the DataGrid's own case (its "Row menu across a redraw" story), not this route's.
      const searched = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/admin/agencies' && url.searchParams.get('search') === name;
      });
      await page.getByRole('searchbox', { name: 'Agency name' }).fill(name);
      expect((await searched).status()).toBe(200);
      await settled(page);
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await edit.getByRole('textbox', { name: 'Site' }).fill('https://agency.example/new');
      const saved = written(page, 'PATCH', /^\/api\/admin\/agencies\/\d+$/);
      await edit.getByRole('button', { name: 'Save agency' }).click();
      expect((await saved).status()).toBe(200);
      await toast(page, `Agency ${name} is saved.`);
      expect(await onServer()).toEqual([
        expect.objectContaining({ name, siteUrl: 'https://agency.example/new' }),
      ]);
    },
  }),
  check({
    path: '/internal/accounts',
    setUp: async (request) => ({
      owner: await newAccount(request, { deposit: 75 }),
      manager: await newAccount(request, INTERNAL_MANAGER),
    }),
    read: async ({ page }, { owner }) => {
      const managers = answer<Manager[]>(page, '/api/admin/managers');
      const accounts = answer<PageOf<{ email: string; username: string; balance: number }>>(
        page,
        '/api/admin/accounts',
        { search: owner.email },
      );
      await page.goto(`/internal/accounts?search=${encodeURIComponent(owner.email)}`);
      await titled(page, 'routes.internalAccounts');
      // The managers' first page (the grid's 20 rows), as the server listed them.
      await expectRows(page, text('admin.managers.heading'), (await managers).slice(0, 20), (m) => [
        m.username,
        m.email,
        count(m.accountsCount),
        usdt(m.totalBalance),
      ]);
      await expectRows(page, text('admin.accounts.heading'), (await accounts).content, (a) => [
        a.email,
        a.username,
        '75.00 USDT',
      ]);
    },
    write: async ({ page }, { owner, manager }) => {
      const [mine] = (await server<Manager[]>(page, '/api/admin/managers')).filter(
        (m) => m.id === manager.id,
      );
      expect(mine, 'the test’s own manager is a manager').toBeDefined();
      await chooseManager(
        page,
        owner,
        mine!.username,
        mine!.id,
        `${owner.email} now belongs to ${mine!.username}.`,
      );
    },
  }),
  check({
    path: '/internal/accounts/manager/:id',
    setUp: async (request) => {
      const manager = await newAccount(request, INTERNAL_MANAGER);
      const owner = await newAccount(request, { deposit: 75, operator: manager.email });
      return { manager, owner };
    },
    read: async ({ page }, { manager }) => {
      const shown = answer<Manager>(page, `/api/admin/managers/${manager.id}`);
      const accounts = answer<PageOf<{ email: string; balance: number }>>(page, '/api/admin/accounts', {
        managerId: String(manager.id),
      });
      await page.goto(`/internal/accounts/manager/${manager.id}`);
      const m = await shown;
      await expect(page.getByRole('heading', { name: m.username, level: 1 })).toBeVisible();
      // The manager's one account, given 75 USDT.
      await expect(page.getByTestId('manager-accounts')).toHaveText('1');
      await expectRows(page, text('admin.accounts.heading'), (await accounts).content, (a) => [
        a.email,
        '75.00 USDT',
      ]);
    },
    write: async ({ page }, { owner }) => {
      await chooseManager(page, owner, 'No manager', null, `${owner.email} has no manager now.`);
      await expect(page.getByText('This manager has no accounts yet.')).toBeVisible();
    },
  }),
  check({
    path: '/internal/accounts/user/:id',
    setUp: (request) => newAccount(request, { deposit: 500 }),
    read: ({ page }, owner) =>
      readUserPage(page, `/internal/accounts/user/${owner.id}`, owner, '500.00 USDT'),
    write: (ctx, owner) => blockAndUnblock(ctx, owner),
  }),
  check({
    path: '/internal/campaigns',
    setUp: (request) => campaignsOnModeration(request, 2),
    read: async ({ page }, owner) => {
      const list = answer<PageOf<{ id: number; name: string }>>(page, '/api/campaigns', {
        userId: String(owner.id),
      });
      await page.goto(`/internal/campaigns?hasModerationKey=true&userId=${owner.id}`);
      await titled(page, 'routes.internalCampaigns');
      const waiting = (await list).content;
      expect(waiting).toHaveLength(2);
      await expectRows(page, text('internal.moderation.caption'), waiting, (c) => [c.name]);
    },
    write: async ({ page, actor }, owner) => {
      const [first] = (
        await server<PageOf<{ id: number; name: string }>>(
          page,
          `/api/campaigns?hasModerationKey=true&userId=${owner.id}&sort=sla,asc`,
        )
      ).content as [{ id: number; name: string }];
      // Not marked yet, whatever the fixture drew for it (about one campaign in fourteen comes suspicious).
      const cleared = await page.request.post(`/api/admin/campaigns/${first.id}/sus?isSus=false`, {
        headers: csrf(),
      });
      expect(cleared.status()).toBe(200);
      await page.goto(`/internal/campaigns?hasModerationKey=true&userId=${owner.id}&review=${first.id}`);
      const review = page.getByRole('dialog', { name: first.name });
      const sus = written(page, 'POST', `/api/admin/campaigns/${first.id}/sus`);
      await review.getByRole('button', { name: 'Mark suspicious' }).click();
      const res = await sus;
      expect(res.status()).toBe(200);
      expect(new URL(res.url()).searchParams.get('isSus')).toBe('true');
      await toast(page, `“${first.name}” is marked suspicious.`);
      expect((await server<{ sus: boolean }>(page, `/api/campaigns/${first.id}`)).sus).toBe(true);
      expect(await auditOf(page, owner.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'CAMPAIGN_SUS_MARKED', actorEmail: actor, targetId: first.id }),
        ]),
      );
    },
  }),
  check({
    path: '/internal/platforms',
    setUp: async (request) => newAccount(request, { publisher: true, pendingPlatforms: 1 }),
    read: async ({ page }, publisher) => {
      const own = await ownPlatform(page, publisher.id);
      await readListPage<Platform>(
        page,
        `/internal/platforms?search=${encodeURIComponent(own.name)}`,
        ['routes.internalPlatforms', 'admin.platforms.caption'],
        { path: '/api/admin/platforms', params: { search: own.name } },
        (p) => [p.name, text(`admin.platforms.status.${p.status}`), `User #${p.ownerId}`],
      );
    },
    write: async ({ page, actor }, publisher) => {
      const own = await ownPlatform(page, publisher.id);
      const patch = (status: string) =>
        written(page, 'PATCH', `/api/admin/platforms/${own.id}`).then((res) => {
          expect(res.status()).toBe(200);
          expect(res.request().postDataJSON()).toEqual({ status });
        });
      const statusOnServer = async () =>
        (
          await server<PageOf<Platform>>(page, `/api/admin/platforms?search=${encodeURIComponent(own.name)}`)
        ).content.map((p) => p.status);
      // Approve: at once.
      let sent = patch('APPROVED');
      await page.getByRole('button', { name: `Actions for ${own.name}` }).click();
      await page.getByRole('menuitem', { name: 'Approve' }).click();
      await sent;
      await toast(page, `${own.name} is approved.`);
      expect(await statusOnServer()).toEqual(['APPROVED']);
      // Block: asks first, and the owner's audit names who did it.
      sent = patch('BLOCKED');
      await settled(page);
      await page.getByRole('button', { name: `Actions for ${own.name}` }).click();
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await page
        .getByRole('alertdialog', { name: `Block ${own.name}?` })
        .getByRole('button', { name: 'Block platform' })
        .click();
      await sent;
      await toast(page, `${own.name} is blocked.`);
      expect(await statusOnServer()).toEqual(['BLOCKED']);
      expect((await auditOf(page, publisher.id))[0]).toMatchObject({
        action: 'PLATFORM_BLOCKED',
        targetId: own.id,
        actorEmail: actor,
      });
    },
  }),
  check({
    path: '/internal/promocodes',
    setUp: async () => `RT${unique()}`,
    read: ({ page }) =>
      readListPage<{ code: string; amount: number }>(
        page,
        '/internal/promocodes',
        ['routes.internalPromocodes', 'admin.promocodes.caption'],
        { path: '/api/admin/promocodes' },
        (p) => [p.code, usdt(p.amount)],
      ),
    write: async ({ page }, code) => {
      await page.getByRole('button', { name: 'New promo code' }).click();
      const dialog = page.getByRole('dialog', { name: 'New promo code' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
      await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill('15');
      await dialog.getByRole('textbox', { name: 'Usage limit' }).fill('3');
      await dialog.getByRole('button', { name: 'Create promo code' }).click();
      // Asked first, naming the sum and the limit.
      const confirm = page.getByRole('alertdialog', { name: `Create promo code ${code}?` });
      await expect(confirm).toContainText('It gives 15 USDT to each of up to 3 accounts.');
      const created = written(page, 'POST', '/api/admin/promocodes');
      await confirm.getByRole('button', { name: 'Create' }).click();
      const res = await created;
      expect(res.status()).toBe(201);
      expect(res.request().postDataJSON()).toEqual({ code, amount: 15, usageLimit: 3, expiresEpoch: null });
      await toast(page, `Promo code ${code} is created.`);
      const onServer = async () =>
        (
          await server<PageOf<{ code: string; amount: number; usageLimit: number; active: boolean }>>(
            page,
            '/api/admin/promocodes?size=100&sort=createdEpoch,desc',
          )
        ).content.find((p) => p.code === code);
      expect(await onServer()).toMatchObject({ amount: 15, usageLimit: 3, active: true });
      // Deactivate: asked first (from the list the creation's refresh has redrawn).
      await settled(page);
      await page.getByRole('button', { name: `Actions for ${code}` }).click();
      await page.getByRole('menuitem', { name: 'Deactivate' }).click();
      const patched = written(page, 'PATCH', /^\/api\/admin\/promocodes\/\d+$/);
      await page
        .getByRole('alertdialog', { name: `Deactivate ${code}?` })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      const off = await patched;
      expect(off.status()).toBe(200);
      expect(off.request().postDataJSON()).toEqual({ active: false });
      await toast(page, `${code} is deactivated.`);
      expect(await onServer()).toMatchObject({ active: false });
    },
  }),
  check({
    path: '/support/users',
    setUp: (request) => newAccount(request, { deposit: 40 }),
    read: ({ page }, owner) =>
      readUsersList(page, '/support/users', 'routes.supportUsers', owner, '40.00 USDT'),
    noWrite: {
      why: 'support work sees money read-only: the list has no deposit, and its rows only open the user or their cabinet',
      instead: '/support/users/:id',
      check: async ({ page }, owner) => {
        await expect(page.getByRole('button', { name: 'Deposit by user id' })).toHaveCount(0);
        await page.getByRole('button', { name: `Actions for user #${owner.id} (${owner.email})` }).click();
        await expect(page.getByRole('menuitem')).toHaveText(['Open user', 'Open cabinet as this user']);
        await page.keyboard.press('Escape');
        // The row opens the user's page, where the write (blocking) is.
        await page.getByRole('link', { name: owner.email }).click();
        await expect(page).toHaveURL(new RegExp(`/support/users/${owner.id}$`));
        await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
      },
    },
  }),
  check({
    path: '/support/users/:id',
    setUp: (request) => newAccount(request, { deposit: 40 }),
    read: async ({ page, worksCases }, owner) => {
      await readUserPage(page, `/support/users/${owner.id}`, owner, '40.00 USDT');
      // Money is read-only for support work.
      await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
      // The user's support cases, for a reader who works cases (none yet for a new account).
      const cases = page.getByRole('heading', { name: 'Support cases', level: 2 });
      if (worksCases) {
        await expect(cases).toBeVisible();
        await expect(page.getByText('No support cases.')).toBeVisible();
      } else await expect(cases).toHaveCount(0);
    },
    write: (ctx, owner) => blockAndUnblock(ctx, owner),
  }),
];

test('the money and counts expected here are written as the English pages write them', () => {
  expect(usdt(1234.5)).toBe('1,234.50 USDT');
  expect(usdt(0.000123)).toBe('0.000123 USDT');
  expect(usdt(7.1234567)).toBe('7.123457 USDT');
  expect(usdt(-20)).toBe('-20.00 USDT');
  expect(count(12345)).toBe('12,345');
});

test('every route of the internal area (issue 15) has a check here, with a write or the route that does it', () => {
  const internal = ROUTES.filter((r) => r.area === 'internal').map((r) => r.path);
  expect(internal).toHaveLength(13);
  expect(CHECKS.map((c) => c.path).sort()).toEqual([...internal].sort());
  for (const c of CHECKS) {
    expect(Boolean(c.write) !== Boolean(c.noWrite), `${c.path}: a write, or why not`).toBe(true);
    if (c.noWrite) expect(CHECKS.find((x) => x.path === c.noWrite!.instead)?.write, c.path).toBeDefined();
  }
});

for (const actor of ACTORS)
  for (const c of CHECKS)
    test(`${c.path} as ${actor.label}: the page shows the server's answer, and ${
      c.write
        ? 'a write through it reaches the server'
        : `it has no write by design (${c.noWrite!.instead} does)`
    }`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const email = await signInAs(page, actor);
      const data = await c.setUp(request);
      const ctx = { page, request, actor: email, worksCases: actor.worksCases };
      await test.step('read', () => c.read(ctx, data));
      if (c.write) await test.step('write', () => c.write!(ctx, data));
      else await test.step(`no write: ${c.noWrite!.why}`, () => c.noWrite!.check(ctx, data));
    });
