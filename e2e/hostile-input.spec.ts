/**
 * The hostile-input suite: a corpus of naughty strings typed into every text field of every form, hostile landing
 * links and hostile files. It counts script executions (a dialog handler and a CSP violation listener: must be 0),
 * wants a clear translated error for what is refused, and compares the database before and after (nothing
 * half-saved).
 *
 * HOW TO ADD YOUR SCREEN: append entries to the lists below and nothing else:
 * - HOSTILE_FORMS: `path`, `signInAs` when it needs a session, `fields` (the `name` of every text input and
 *   textarea), `fill` (valid values for the other fields, chosen so that the server refuses the request or saves
 *   nothing; e.g. an e-mail that is already taken), `submit` (selector) and `call` (the request the submit sends).
 *   A value given as a function is made anew for every round: an e-mail for a form whose server counts failures
 *   per e-mail (sign-in, resend confirmation), so no round runs into another's limit (see "Rate limits" below).
 *   When a naughty value is acceptable in a field (a campaign name may hold emoji), set `saves: true` and a
 *   `verify(page, value)` that checks the value came back exactly and is shown as text; the database is then not
 *   compared for that entry. A field that acts as you type (a search) has no `submit` and `accepts: { queryParam }`.
 *   A refusal must be one of the cabinet's own texts (the form recipe says a server's field message in the cabinet's
 *   words too, by its rule, or as a value the network did not accept).
 *   More keys where a form needs them (each documented on `HostileForm`): `groups` (a form with many fields takes
 *   each string into a group of fields at once: the campaign editor), `freshPerRound` (a form opened anew every
 *   round), `openWrites` (tables its opening writes by design), `afterSubmit` (a confirmation to accept) and
 *   `enter` (a field applied on Enter). A search keeps its page between strings: its request is matched by value.
 * - LINK_FORMS: forms with a landing-link field: `linkField`, plus the same keys; every hostile link must be
 *   refused with a translated message.
 * - FILE_FORMS: forms with a file input: `fileInput` (selector), `fileError` when a refusal shows in an upload
 *   list's row, `submit` (with `fill`) when it comes on submitting, `fair` for a file the field rightly takes by its
 *   bytes, plus the same keys; every other hostile file must be refused with a translated message before any
 *   request to `call`, and the database compared.
 * Until the signed-in screens land, the links and files are also sent straight to the API (the last tests).
 *
 * Rate limits: every round is its own client for the sandbox's address-keyed limits (`CLIENT_HEADER`), and the
 * per-account ones are kept apart by the fresh e-mails above, so each naughty value reaches the check it is aimed
 * at (a round refused with 429 proved nothing about its value), in any order and beside any other test. The limits
 * themselves are proven by rate-limit.spec.ts and the sandbox's trust tests.
 *
 * Cost: each short string goes into each field with the other fields valid (so the server sees it), one page load a
 * field; the 1 MB string goes into every field of a form at once (the browser lays a megabyte out on every frame,
 * seconds a field). A saving form is opened again in the page (`reopen`) rather than loaded anew after each saved
 * value. An entry adds about 1 s a field on an idle machine.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCall,
  campaignsOnModeration,
  CLIENT_HEADER,
  dbFingerprint,
  DEMO_PASSWORD,
  expect,
  fieldSelector,
  freshEmail,
  newAccount,
  openDecline,
  openHeaderDialog,
  openWithdrawDecision,
  ownSalesClient,
  ownSupportCase,
  signInAndWait,
  test,
} from './fixtures';
import { isCabinetText, text } from './locale';

/** The naughty strings (after the Big List of Naughty Strings): every one must be stored or refused as text. */
export const NAUGHTY: { name: string; value: string }[] = [
  { name: 'script tag', value: '<script>alert("xss-script")</script>' },
  { name: 'event handler attribute', value: '<img src=x onerror=alert("xss-img")>' },
  { name: 'attribute break-out', value: '"><svg/onload=alert("xss-svg")>' },
  { name: 'javascript URL', value: 'javascript:alert("xss-url")' },
  { name: 'template injection', value: '{{constructor.constructor("alert(1)")()}} ${alert(1)}' },
  { name: 'RTL override', value: 'user\u202Egnp.exe@example.com' },
  { name: 'zero-width characters', value: 'ad\u200Bmin\u200C\u200D\uFEFF@demo.adnet' },
  {
    name: 'combining characters',
    value: 'Z\u0335\u0321\u0322\u031B\u0317\u0318a\u0336l\u0337g\u0338o\u0334',
  },
  { name: 'SQL-ish text', value: "Robert'); DROP TABLE users;-- OR '1'='1" },
  { name: 'emoji sequences', value: '👩‍👩‍👧‍👦 🏳️‍🌈 🇺🇦 👍🏽 🧑🏿‍💻' },
  { name: '1 MB string', value: 'A'.repeat(1024 * 1024) },
];

/** Landing links that must never be accepted for an ad (only https may be). */
export const HOSTILE_LINKS = [
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/landing',
];

interface HostileForm {
  name: string;
  path: string;
  signInAs?: string;
  /**
   * Makes the test's own data first (with `request`, signed in as whoever it needs): its answer replaces `path`
   * and `signInAs` (a support case of its own, opened by an agent of its own), and `fill` when it names that data.
   */
  setUp?: (
    request: APIRequestContext,
  ) => Promise<{ path: string; signInAs?: string; fill?: HostileForm['fill'] }>;
  /** Each field by its `name`, or a CSS selector when it has none (`input[type="search"]`). */
  fields: string[];
  fill: Record<string, string | (() => string)>;
  check?: string[];
  /** The submit button; none for a field that acts as you type (a search) or one applied on Enter (`enter`). */
  submit?: string;
  /** The value is applied by pressing Enter in the field (a filter typed whole, an id), not by a button. */
  enter?: boolean;
  /** The path of the request the submit (or the typing) sends. */
  call: RegExp;
  /**
   * The value is used, not refused (a search): the request that carries it, as the field holds it (cut to the
   * field's limit) and trimmed, in `queryParam` must answer 200, the page's address must carry the same in
   * `urlParam` (the list recipe keeps its filters there; `queryParam` when not given), and the screen must not
   * break. The page is kept between values (the request waited for carries this round's value, no other).
   */
  accepts?: { queryParam: string; urlParam?: string };
  /**
   * Each round gets a freshly opened form (its `open` run anew): a reset code's form opened for a fresh e-mail each
   * time, so wrong codes never add up to the per-account guess limit.
   */
  freshPerRound?: boolean;
  /**
   * Tables that opening the form writes by design (the withdraw code mailed before its field shows): left out of
   * the before/after comparison, which is taken before the first opening.
   */
  openWrites?: string[];
  /**
   * Run after the submit: a confirmation the form asks for (a deposit repeats the sum and the user) is accepted
   * when it shows, so the request goes; a value the page refuses shows no confirmation.
   */
  afterSubmit?: (page: Page) => Promise<void>;
  /**
   * Fields that take each short string together, one round a group, instead of one field a round (a form with many
   * fields: the campaign editor's texts in one round, its numbers and link in another). Every field must be in a
   * group.
   */
  groups?: string[][];
  /** The value is saved (and the form may clear itself or move on): each round gets a freshly opened form. */
  saves?: boolean;
  verify?: (page: Page, value: string) => Promise<void>;
  /**
   * Only these fields take any value (the others refuse what is naughty): a round with a naughty value in only
   * these wants `verify`, the others a refusal. With `saves` the value is saved and shown back (a deal's title
   * beside its amount); without it the form only shows it back (a memo in a confirmation that `verify` cancels) and
   * the database is still compared, so `verify` must send nothing. Without this list, `saves` means every field.
   */
  acceptedFields?: string[];
  /** Opens the form when a click is needed first (a form in a dialog); run on every fresh page of the form. */
  open?: (page: Page) => Promise<void>;
  /**
   * Opens the form again on the same page after a round whose value was saved (a dialog that closed, a thread whose
   * reply form cleared itself), instead of loading the page anew: a page load costs seconds on a busy machine.
   */
  reopen?: (page: Page) => Promise<void>;
}

/** A value past the field's limit: refused on the field with one of the cabinet's texts, kept, the form still open. */
async function refusedAndKept(page: Page, field: string, value: string) {
  const error = page.locator('[data-slot="field-error"]').first();
  await expect(error).toBeVisible();
  expect(isCabinetText((await error.textContent())!.trim())).toBe(true);
  expect(
    await page.locator(at(field)).evaluate((el, v) => (el as HTMLInputElement).value === v, value),
    `${field} kept`,
  ).toBe(true);
}

/** Changes the URL as the cabinet's own links do (history and popstate), without loading the page anew. */
async function inPageNavigation(page: Page, change: (url: URL) => void) {
  const url = new URL(page.url());
  change(url);
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url.href);
}

/** A field by its `name` (dotted paths too), or a CSS selector as it is (`fieldSelector` of fixtures.ts). */
const at = fieldSelector;

const TAKEN = 'advertiser@demo.adnet';
const SUPERUSER = 'superuser@demo.adnet';
/** A valid TRON address (checksum included) of nobody's. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Signs `request` in (an entry's `setUp` that makes data of its own through the API). */
async function apiSignIn(request: APIRequestContext, email: string) {
  const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
}

/** A value shown back exactly, as text (an element holding only it), by one of `selector`'s elements. */
async function shownAsText(page: Page, selector: string, value: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll((els, v) => els.some((el) => el.textContent === v && el.children.length === 0), value),
    )
    .toBe(true);
}

/** A deal's title as the dialog takes it (200 characters at most) and trims it: saved and shown on its card. */
async function dealShownBack(page: Page, value: string) {
  await expect(page.getByRole('dialog')).toBeHidden();
  await shownAsText(page, '.deal-card-title', value.slice(0, 200).trim());
}

/** Opens the deal of the client's page (its title is the button). */
async function openDealCard(page: Page) {
  await page.locator('.deal-card-title').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** The legal info form set to a foreign legal entity, named and in Germany (its numbers are the test's). */
async function foreignParty(page: Page) {
  const form = page.locator('form.legal-info-form');
  await form.locator('input[type="radio"][value="FOREIGN_LEGAL_ENTITY"]').check();
  await form.locator('[name="name"]').fill('Hostile GmbH');
  const country = form.getByRole('combobox');
  await country.click();
  await country.fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
}

/**
 * A search over a staff list (the internal area, support cases, sales), as the superuser (who may open them all): each
 * naughty string is searched for as typed. Every one of these lists sends its search as `search`.
 */
const internalSearch = (name: string, path: string, call: RegExp): HostileForm => ({
  name,
  path,
  signInAs: SUPERUSER,
  fields: ['input[type="search"]'],
  fill: {},
  call,
  accepts: { queryParam: 'search' },
});
/** A Task campaign: texts and a link, no media needed. */
const EDITOR_TASK = '/campaigns/new?campaignType=Task';
/** A bot message: the most text fields of the seven types (advertiser name too), publishers, no media needed. */
const EDITOR_BOT = '/campaigns/new?campaignType=BotMessageMedia';
/** The editor's fields where any text is fair (the server sees them), and those checked in the page. */
const EDITOR_TEXTS = [
  'name',
  'ads.0.title',
  'ads.0.subtitle',
  'ads.0.buttonText',
  'ads.0.advertiserName',
  'ads.0.erid',
  'legalName',
];
const EDITOR_CHECKED = ['ads.0.link', 'budget', 'bid', 'publishers', 'regNumber', 'vat'];
export const HOSTILE_FORMS: HostileForm[] = [
  {
    name: 'sign-in',
    path: '/login',
    fields: ['email', 'password'],
    fill: { email: () => freshEmail(), password: 'not-the-password' },
    submit: 'form button[type="submit"]',
    call: /\/api\/public\/user\/auth$/,
  },
  {
    name: 'resend confirmation',
    path: '/resend_verification',
    fields: ['email', 'password'],
    fill: { email: () => freshEmail(), password: 'not-the-password' },
    submit: 'form button[type="submit"]',
    call: /\/api\/public\/user\/resend_confirmation$/,
  },
  {
    name: 'registration',
    path: '/registration',
    fields: ['email', 'password', 'username', 'telegramTag', 'referralCode', 'promocode'],
    // An e-mail that is taken: whatever else is typed, nothing is created.
    fill: { email: TAKEN, password: 'a-long-password', username: 'Hostile tester' },
    check: ['acceptTerms'],
    submit: 'form button[type="submit"]',
    call: /\/api\/public\/user\/register$/,
  },
  {
    name: 'password reset request',
    path: '/reset_password',
    fields: ['email'],
    fill: {},
    submit: 'form button[type="submit"]',
    call: /\/api\/public\/user\/password\/reset\/code$/,
  },
  {
    // Any text is a fair reply: it is stored and shown back exactly, as text.
    name: 'support reply',
    path: '/support/cases',
    setUp: (request) => ownSupportCase(request, 'Hostile replies'),
    fields: ['text'],
    fill: {},
    submit: 'form.case-reply button[type="submit"]',
    call: /^\/api\/support\/cases\/\d+\/messages$/,
    saves: true,
    // The reply form clears itself for the next reply.
    reopen: async () => {},
    verify: async (page, value) => {
      // As the textarea took it (5,000 characters at most), in the thread, as text.
      const sent = value.slice(0, 5_000);
      await expect
        .poll(() =>
          page
            .locator('.case-message-text')
            .evaluateAll(
              (els, v) => els.some((el) => el.textContent === v && el.children.length === 0),
              sent,
            ),
        )
        .toBe(true);
    },
  },
  {
    name: 'campaigns search',
    path: '/campaigns',
    signInAs: TAKEN,
    fields: ['input[type="search"]'],
    fill: {},
    call: /^\/api\/campaigns$/,
    accepts: { queryParam: 'name' },
  },
  {
    name: 'legal info',
    path: '/legal_info',
    signInAs: 'marking@demo.adnet',
    fields: ['name', 'inn'],
    // The ИНН this account's seeded legal info already has: the server refuses it on `inn`, so nothing is saved
    // whatever the name holds (a naughty ИНН is refused by the form first).
    fill: { name: 'OOO "Hostile"', inn: '7707083893' },
    submit: 'form.legal-info-form button[type="submit"]',
    call: /^\/api\/user\/legal_info$/,
  },
  {
    // Only Latin letters, digits and underscores make a Telegram username: every naughty value is refused in the
    // page (the megabyte is cut at the field's 200 characters and refused for its length); nothing is sent.
    name: 'telegram name',
    path: '/telegram',
    setUp: async (request) => ({ path: '/telegram', signInAs: (await newAccount(request)).email }),
    fields: ['telegramUsername'],
    fill: {},
    submit: 'form.telegram-form button[type="submit"]',
    call: /^\/api\/user\/telegram_name$/,
  },
  {
    name: 'internal users search',
    path: '/internal/users',
    signInAs: 'superuser@demo.adnet',
    fields: ['input[type="search"]'],
    fill: {},
    call: /^\/api\/admin\/users$/,
    accepts: { queryParam: 'search' },
  },
  {
    // The address and amount are checked in the page (nothing is sent); any memo is taken, and the confirmation
    // shows it back as text before the code is mailed: the test cancels there, so nothing is sent or saved.
    name: 'wallet withdraw',
    path: '/wallet',
    setUp: async (request) => ({
      path: '/wallet',
      signInAs: (await newAccount(request, { deposit: 500 })).email,
    }),
    fields: ['wallet', 'amount', 'memoTag'],
    fill: { wallet: TRON_ADDRESS, amount: '100.5', memoTag: '' },
    submit: 'form.withdraw-form button[type="submit"]',
    call: /^\/api\/user\/publisher\/withdraw(\/code)?$/,
    acceptedFields: ['memoTag'],
    verify: async (page, value) => {
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toBeVisible();
      // As the field took it (64 characters at most) and the form trims it, in the summary, as text.
      const shown = value.slice(0, 64).trim();
      expect(
        await dialog
          .locator('dl.withdraw-summary dd')
          .evaluateAll((els, v) => els.some((el) => el.textContent === v && el.children.length === 0), shown),
        'the memo is shown back as text',
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    // Any title is a fair one: it is saved and shown back exactly, as text, on the client's page. The amount is
    // checked in the page (digits, 2 decimals at most).
    name: 'sales deal dialog',
    path: '/sales/clients',
    setUp: (request) => ownSalesClient(request),
    open: openHeaderDialog,
    reopen: openHeaderDialog,
    fields: ['title', 'amount'],
    fill: { title: 'Hostile deal', amount: '1500.5' },
    submit: 'form.deal-form button[type="submit"]',
    call: /^\/api\/sales\/deals$/,
    saves: true,
    acceptedFields: ['title'],
    verify: dealShownBack,
  },
  {
    // Any name is a fair one: it is saved and shown back exactly, as text, as the new audience's title. A
    // converters audience (an action name and days; no campaigns to pick), so the name is all that varies.
    name: 'audience create',
    path: '/audiences/new',
    setUp: async (request) => ({ path: '/audiences/new', signInAs: (await newAccount(request)).email }),
    open: async (page) => {
      await page.locator('input[type="radio"][value="CONVERTERS"]').check();
      await page.locator('[name="action"]').fill('purchase');
    },
    fields: ['name'],
    fill: {},
    submit: 'form.audience-form button[type="submit"]',
    call: /^\/api\/audiences$/,
    saves: true,
    verify: async (page, value) => {
      // Over 200 characters (the megabyte): refused on the field with a cabinet text, kept, nothing sent.
      if (value.length > 200) {
        const error = page.locator('[data-slot="field-error"]');
        await expect(error).toBeVisible();
        expect(isCabinetText((await error.textContent())!.trim())).toBe(true);
        await expect(page).toHaveURL(/\/audiences\/new$/);
        expect(
          await page
            .locator('[name="name"]')
            .evaluate((el, v) => (el as HTMLInputElement).value === v, value),
        ).toBe(true);
        return;
      }
      // Otherwise saved as the form trims it, and shown as the audience page's title, as text.
      const saved = value.trim();
      await expect(page).toHaveURL(/\/audiences\/\d+$/);
      await expect
        .poll(() => page.locator('h1').evaluateAll((els, v) => els.some((el) => el.textContent === v), saved))
        .toBe(true);
    },
  },
  {
    // The moderator's own words (reason "other"): any text is a fair reason. It is saved and shown back exactly, as
    // text, in the campaign's review. Each round declines the next campaign of the owner's waiting queue.
    name: 'moderation decline reason',
    path: '/internal/campaigns',
    setUp: async (request) => {
      const owner = await campaignsOnModeration(request, SHORT.length + HUGE.length);
      return {
        path: `/internal/campaigns?hasModerationKey=true&userId=${owner.id}`,
        signInAs: (await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] })).email,
      };
    },
    open: async (page) => {
      await page.locator('table tbody a').first().click();
      await openDecline(page);
    },
    // After a decline the review shows the next waiting campaign.
    reopen: openDecline,
    fields: ['details'],
    fill: {},
    submit: 'form.decline-form button[type="submit"]',
    call: /^\/api\/campaigns\/\d+\/decline$/,
    saves: true,
    verify: async (page, value) => {
      // As the textarea took it (800 characters at most) and the form trims it: stored exactly, and shown as text.
      const saved = value.slice(0, 800).trim();
      await expect(page.locator('form.decline-form')).toBeHidden();
      const userId = new URL(page.url()).searchParams.get('userId');
      const list = await page.request.get(`/api/campaigns?userId=${userId}&status=DECLINED&size=50`);
      const declined = ((await list.json()) as { content: { id: number }[] }).content;
      const reasons = await Promise.all(
        declined.map(async ({ id }) => ({
          id,
          reason: (
            (await (await page.request.get(`/api/campaigns/${id}`)).json()) as { declineReason: string }
          ).declineReason,
        })),
      );
      const row = reasons.find((c) => c.reason === saved);
      expect(row, 'the reason is stored exactly').toBeDefined();
      // The declined campaign's review (in the page, as a link to it would open it), then back to the next one.
      await inPageNavigation(page, (url) => url.searchParams.set('review', String(row!.id)));
      const shown = text('internal.moderation.declinedWith', { reason: saved });
      await expect
        .poll(() =>
          page
            .locator('.review-reason')
            .evaluateAll(
              (els, v) => els.some((el) => el.textContent === v && el.children.length === 0),
              shown,
            ),
        )
        .toBe(true);
      await page.goBack();
      await expect(page.locator('.review-reason')).toHaveCount(0);
    },
  },
  {
    // Any reason is a fair one: it is stored exactly (the user reads it in their wallet's history). Each round
    // rejects the next waiting withdraw of an owner of the test's own.
    name: 'internal withdraw reject reason',
    path: '/internal/withdraw',
    setUp: async (request) => {
      const owner = await newAccount(request, {
        deposit: 5_000,
        pendingWithdraws: Array.from({ length: SHORT.length + HUGE.length }, (_, i) => 10 + i),
      });
      return { path: `/internal/withdraw?userId=${owner.id}`, signInAs: 'superuser@demo.adnet' };
    },
    open: (page) => openWithdrawDecision(page, 'Reject'),
    // The list is read again after a decision: the next waiting withdraw's dialog.
    reopen: (page) => openWithdrawDecision(page, 'Reject'),
    fields: ['reason'],
    fill: {},
    submit: 'form.decline-form button[type="submit"]',
    call: /^\/api\/admin\/withdraw\/\d+\/reject$/,
    saves: true,
    verify: async (page, value) => {
      // As the textarea took it (500 characters at most) and the form trims it.
      const saved = value.slice(0, 500).trim();
      await expect(page.locator('form.decline-form')).toBeHidden();
      const userId = new URL(page.url()).searchParams.get('userId');
      const rejected = await page.request.get(`/api/admin/withdraw?userId=${userId}&status=REJECTED&size=50`);
      const rows = ((await rejected.json()) as { content: { id: number; rejectReason: string | null }[] })
        .content;
      const row = rows.find((w) => w.rejectReason === saved);
      expect(row, 'the reason is stored exactly').toBeDefined();
      // The decided withdraw leaves the waiting list (so the next round decides another one).
      await expect(
        page.getByRole('button', { name: new RegExp(`^Actions for withdraw #${row!.id} `) }),
      ).toHaveCount(0);
    },
  },
  {
    // The hash must be a TRON transaction hash: every naughty value is refused in the dialog, nothing is sent.
    name: 'internal withdraw approve hash',
    path: '/internal/withdraw',
    setUp: async (request) => {
      const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [50] });
      return { path: `/internal/withdraw?userId=${owner.id}`, signInAs: 'superuser@demo.adnet' };
    },
    open: (page) => openWithdrawDecision(page, 'Approve'),
    fields: ['txHash'],
    fill: {},
    submit: 'form.decline-form button[type="submit"]',
    call: /^\/api\/admin\/withdraw\/\d+\/approve$/,
  },
  {
    // Renaming an audience (and changing a converters audience's action): any name and action up to their limits
    // are saved and shown back exactly, as text, on the audience's page; longer (the megabyte) is refused and kept.
    name: 'audience rename',
    path: '/audiences',
    setUp: async (request) => {
      const owner = await newAccount(request);
      const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
        data: { email: owner.email, password: DEMO_PASSWORD },
      });
      expect(auth.ok()).toBe(true);
      const created = await apiCall(request, 'POST', '/api/audiences', {
        data: { name: 'Hostile rename', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      return { path: `/audiences/${id}/edit`, signInAs: owner.email };
    },
    // Saved, the audience's page is shown: its edit button opens the form again (in the page).
    reopen: async (page) => {
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page).toHaveURL(/\/edit$/);
    },
    fields: ['name', 'action'],
    fill: { name: 'Hostile rename', action: 'purchase' },
    submit: 'form.audience-form button[type="submit"]',
    call: /^\/api\/audiences\/\d+$/,
    saves: true,
    verify: async (page, value) => {
      // Over the action's limit (the megabyte, in both fields): refused on the fields, kept, nothing saved.
      if (value.length > 100) return refusedAndKept(page, 'action', value);
      // Saved as the form trims it: the name as the page's title, the action in the rule's sentence, as text.
      const saved = value.trim();
      await expect(page).toHaveURL(/\/audiences\/\d+$/);
      const asName = () =>
        page.locator('h1').evaluateAll((els, v) => els.some((el) => el.textContent === v), saved);
      const rule = text('audiences.detail.ruleText.CONVERTERS', { action: saved, days: 30 });
      const asAction = () =>
        page
          .locator('dd')
          .evaluateAll((els, v) => els.some((el) => el.textContent === v && el.children.length === 0), rule);
      await expect.poll(async () => (await asName()) || (await asAction())).toBe(true);
    },
  },
  {
    // Step 2 of a password reset: the code and the new password. Each round asks for a code for an e-mail of its
    // own that no account has (nothing is mailed or saved), so the wrong codes never add up to the per-account
    // guess limit; the server refuses the code (or the password by its rules) on the field.
    name: 'password reset code',
    path: '/reset_password',
    open: async (page) => {
      await page.locator('[name="email"]').fill(freshEmail('reset'));
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[name="code"]')).toBeVisible();
    },
    freshPerRound: true,
    fields: ['code', 'password'],
    fill: { code: '123456', password: 'a-new-long-password' },
    submit: 'form button[type="submit"]',
    call: /^\/api\/public\/user\/password\/reset$/,
  },
  {
    // The mailed code of a withdraw: six digits, checked in the page, so nothing is sent. Opening the form asks
    // for the code (its row in `codes` is what the opening writes).
    name: 'wallet withdraw code',
    path: '/wallet',
    setUp: async (request) => ({
      path: '/wallet',
      signInAs: (await newAccount(request, { deposit: 500 })).email,
    }),
    open: async (page) => {
      await page.locator('[name="wallet"]').fill(TRON_ADDRESS);
      await page.locator('[name="amount"]').fill('100.5');
      await page.locator('form.withdraw-form button[type="submit"]').click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }).click();
      await expect(page.locator('[name="confirmationCode"]')).toBeVisible();
    },
    openWrites: ['codes'],
    fields: ['confirmationCode'],
    fill: {},
    submit: 'form.withdraw-form button[type="submit"]',
    call: /^\/api\/user\/publisher\/withdraw$/,
  },
  {
    // A foreign party's registration and tax numbers: any text up to 32 and 50 characters is a fair number (no
    // rule knows every country's format), saved and shown back exactly, as text, on the new card; longer is
    // refused on its field and kept. After a save the form is back to a new Russian legal entity.
    name: 'legal info foreign numbers',
    path: '/legal_info',
    setUp: async (request) => ({
      path: '/legal_info',
      signInAs: (await newAccount(request, { featuresOn: ['ru_ad_marking'] })).email,
    }),
    open: foreignParty,
    reopen: foreignParty,
    fields: ['foreignRegNumber', 'foreignTaxNumber'],
    fill: { foreignRegNumber: 'HRB 12345', foreignTaxNumber: 'DE123456789' },
    submit: 'form.legal-info-form button[type="submit"]',
    call: /^\/api\/user\/legal_info$/,
    saves: true,
    verify: async (page, value) => {
      const saved = value.trim();
      const onCard = () =>
        page
          .locator('[data-testid="legal-info-card"] dd')
          .evaluateAll((els, v) => els.some((el) => el.textContent === v && el.children.length === 0), saved);
      // Refused only over a field's limit (the registration number takes 32 characters, the tax number 50): marked
      // on the field that holds this round's value, kept as typed.
      const refusedIn = (name: string) =>
        page
          .locator(`form.legal-info-form [name="${name}"]`)
          .evaluate(
            (el, v) => (el as HTMLInputElement).value === v && el.getAttribute('aria-invalid') === 'true',
            value,
          );
      const refused = async () =>
        (saved.length > 32 && (await refusedIn('foreignRegNumber'))) ||
        (saved.length > 50 && (await refusedIn('foreignTaxNumber')));
      await expect.poll(async () => (await onCard()) || (await refused())).toBe(true);
      if (await onCard()) return;
      const error = page.locator('form.legal-info-form [data-slot="field-error"]').first();
      expect(isCabinetText((await error.textContent())!.trim())).toBe(true);
    },
  },
  {
    // Editing a deal: any title is a fair one (saved and shown back on its card, as text); the amount is checked
    // in the page.
    name: 'sales deal edit',
    path: '/sales/clients',
    setUp: async (request) => {
      const own = await ownSalesClient(request);
      const clientId = Number(own.path.split('/').at(-1));
      const deal = await apiCall(request, 'POST', '/api/sales/deals', {
        data: { clientId, title: 'Hostile edit', amount: 100 },
      });
      expect(deal.status(), await deal.text()).toBe(201);
      return own;
    },
    open: openDealCard,
    reopen: openDealCard,
    fields: ['title', 'amount'],
    fill: { title: 'Hostile edit', amount: '100' },
    submit: 'form.deal-form button[type="submit"]',
    call: /^\/api\/sales\/deals\/\d+$/,
    saves: true,
    acceptedFields: ['title'],
    verify: dealShownBack,
  },
  {
    // An audience's days: a whole number in range, checked in the page; nothing is created.
    name: 'audience days',
    path: '/audiences/new',
    setUp: async (request) => ({ path: '/audiences/new', signInAs: (await newAccount(request)).email }),
    open: async (page) => {
      await page.locator('input[type="radio"][value="CONVERTERS"]').check();
      await page.locator('[name="name"]').fill('Hostile days');
      await page.locator('[name="action"]').fill('purchase');
    },
    fields: ['days'],
    fill: {},
    submit: 'form.audience-form button[type="submit"]',
    call: /^\/api\/audiences$/,
  },
  {
    name: 'audiences search',
    path: '/audiences',
    setUp: async (request) => ({
      path: '/audiences',
      signInAs: (await newAccount(request, { audiences: true })).email,
    }),
    fields: ['input[type="search"]'],
    fill: {},
    call: /^\/api\/audiences$/,
    accepts: { queryParam: 'name' },
  },
  {
    name: 'moderation search',
    path: '/internal/campaigns',
    signInAs: SUPERUSER,
    fields: ['.list-search input'],
    fill: {},
    call: /^\/api\/campaigns$/,
    accepts: { queryParam: 'name' },
  },
  {
    // The owner filter takes a user id, applied on Enter: anything else is refused on the field, kept as typed, and
    // the list stays as it was.
    name: 'moderation owner filter',
    path: '/internal/campaigns',
    signInAs: SUPERUSER,
    fields: ['.list-owner input'],
    fill: {},
    enter: true,
    call: /^\/api\/campaigns$/,
  },
  internalSearch('accounts search', '/internal/accounts', /^\/api\/admin\/accounts$/),
  {
    ...internalSearch('manager accounts search', '/internal/accounts', /^\/api\/admin\/accounts$/),
    setUp: async (request) => {
      await apiSignIn(request, SUPERUSER);
      const managers = await request.get('/api/admin/managers');
      expect(managers.ok()).toBe(true);
      const [manager] = (await managers.json()) as { id: number }[];
      return { path: `/internal/accounts/manager/${manager!.id}`, signInAs: SUPERUSER };
    },
  },
  internalSearch('agencies search', '/internal/agencies', /^\/api\/admin\/agencies$/),
  internalSearch('platforms search', '/internal/platforms', /^\/api\/admin\/platforms$/),
  internalSearch('support users search', '/support/users', /^\/api\/admin\/users$/),
  internalSearch('support cases search', '/support/cases', /^\/api\/support\/cases$/),
  internalSearch('sales clients search', '/sales/clients', /^\/api\/sales\/clients$/),
  internalSearch('sales deals search', '/sales/deals', /^\/api\/sales\/deals$/),
  {
    // A user's feature flags, looked up by id: digits only, checked in the page; nothing is asked for.
    name: 'features user id',
    path: '/internal/features',
    signInAs: SUPERUSER,
    fields: ['form.admin-inline-form input'],
    fill: {},
    submit: 'form.admin-inline-form button[type="submit"]',
    call: /^\/api\/admin\/user\//,
  },
  {
    // A deposit by id, to a publisher's account: the id and the sum are checked in the page; any comment is sent
    // (after the confirmation) and the server refuses the publisher, said in the spec's translated words. No
    // money moves.
    name: 'internal deposit',
    path: '/internal/users',
    setUp: async (request) => {
      const publisher = await newAccount(request, { publisher: true });
      return {
        path: '/internal/users',
        signInAs: SUPERUSER,
        fill: { userId: String(publisher.id), amount: '10', comment: 'Hostile deposit' },
      };
    },
    open: openHeaderDialog,
    fields: ['userId', 'amount', 'comment'],
    fill: {},
    submit: 'form.decline-form button[type="submit"]',
    afterSubmit: async (page) => {
      const confirmation = page.getByRole('alertdialog');
      await expect(confirmation.or(page.locator('[data-slot="field-error"]')).first()).toBeVisible();
      if (await confirmation.isVisible())
        await confirmation.getByRole('button', { name: text('admin.deposit.confirm.submit') }).click();
    },
    call: /^\/api\/admin\/user\/\d+\/deposit$/,
  },
  {
    // A promocode: code, sum and limit all have their formats, checked in the page; nothing is created.
    name: 'promocode create',
    path: '/internal/promocodes',
    signInAs: SUPERUSER,
    open: openHeaderDialog,
    fields: ['code', 'amount', 'usageLimit'],
    fill: { code: 'HOSTILE_1', amount: '10', usageLimit: '5' },
    submit: 'form.decline-form button[type="submit"]',
    call: /^\/api\/admin\/promocodes$/,
  },
  {
    // An agency: any name of 2-100 characters is a fair one, stored exactly; the site must be an https link
    // (refused in the page).
    name: 'agency create',
    path: '/internal/agencies',
    signInAs: SUPERUSER,
    open: openHeaderDialog,
    reopen: openHeaderDialog,
    fields: ['name', 'siteUrl'],
    fill: { name: 'Hostile agency', siteUrl: 'https://example.com/agency' },
    submit: 'form.decline-form button[type="submit"]',
    call: /^\/api\/admin\/agencies$/,
    saves: true,
    acceptedFields: ['name'],
    verify: async (page, value) => {
      const saved = value.trim();
      await expect(page.locator('form.decline-form')).toBeHidden();
      const found = await page.request.get(`/api/admin/agencies?search=${encodeURIComponent(saved)}&size=50`);
      expect(found.ok()).toBe(true);
      const names = ((await found.json()) as { content: { name: string }[] }).content.map((a) => a.name);
      expect(names, 'the name is stored exactly').toContain(saved);
    },
  },
  {
    // The referral reward: a percent (0-50, 2 decimals), checked in the page; nothing is changed.
    name: 'referral percent',
    path: '/internal/referral',
    signInAs: SUPERUSER,
    fields: ['rewardPercent'],
    fill: {},
    submit: 'form.admin-inline-form button[type="submit"]',
    call: /^\/api\/admin\/referral\/settings$/,
  },
  {
    // The campaign editor (a bot message, the type with the most text fields), for an account with
    // `ru_ad_marking` (the erid and the Legal section's typed details) and nothing on its balance: the texts (any
    // text is a fair name, ad text, erid or legal name) reach the server, which refuses the budget it cannot hold, so
    // nothing is saved; the link, the numbers, the publishers, the ИНН and the VAT rate are checked in the page. Each
    // string goes into all texts at once, then into the link and numbers at once: 21 rounds instead of one a field.
    name: 'campaign editor',
    path: EDITOR_BOT,
    setUp: async (request) => ({
      path: EDITOR_BOT,
      signInAs: (await newAccount(request, { featuresOn: ['ru_ad_marking'] })).email,
    }),
    open: (page) => page.locator('#editor-legal input[type="radio"][value="details"]').check(),
    fields: [...EDITOR_TEXTS, ...EDITOR_CHECKED],
    groups: [EDITOR_TEXTS, EDITOR_CHECKED],
    fill: {
      name: 'Hostile campaign',
      'ads.0.title': 'Hostile ad',
      'ads.0.subtitle': 'Try it',
      'ads.0.buttonText': 'Open',
      'ads.0.advertiserName': 'Hostile Inc.',
      'ads.0.erid': 'Kra23f4',
      legalName: 'OOO "Hostile"',
      'ads.0.link': 'https://example.com/landing',
      budget: '100',
      bid: '2',
      publishers: '',
      regNumber: '7736207543',
      vat: '20',
    },
    submit: 'form.editor-form button[type="submit"]',
    call: /^\/api\/campaigns$/,
  },
];
export const LINK_FORMS: (HostileForm & { linkField: string; submit: string })[] = [
  {
    // Refused in the page (https only), so nothing is sent; the other fields are valid.
    name: 'campaign editor landing link',
    path: EDITOR_TASK,
    setUp: async (request) => ({ path: EDITOR_TASK, signInAs: (await newAccount(request)).email }),
    fields: ['ads.0.link'],
    fill: { name: 'Hostile link', 'ads.0.title': 'Hostile ad', budget: '100', bid: '2' },
    linkField: 'ads.0.link',
    submit: 'form.editor-form button[type="submit"]',
    call: /^\/api\/campaigns$/,
  },
];
/**
 * A file field: `fileInput` (the `input[type=file]`, hidden or not), `fileError` (where a refused file's message
 * shows when it is not a field error or an alert: an upload list's row), and `submit` when the refusal comes on
 * submitting (the other fields then get `fill`). `call` is the request that would store the file: it must not go.
 */
type FileForm = Omit<HostileForm, 'fields'> & {
  fileInput: string;
  fileError?: string;
  /**
   * A file of the three that this field rightly takes, by its bytes (a picture field takes the PNG named
   * `clip.mp4`: it is a PNG), and where its row shows it stored: it is uploaded and its upload row is the only
   * thing stored; the other files are still refused before any request.
   */
  fair?: { name: string; loaded: string };
  /** A single-file field: its row shows one file at a time, so each file gets a fresh page. */
  onePerPage?: boolean;
};
/** A media input of the campaign editor: one file at a time, a refused file told on its row. */
const editorMedia = (type: string, field: 'icon' | 'image' | 'video'): Omit<FileForm, 'name'> => ({
  path: `/campaigns/new?campaignType=${type}`,
  setUp: async (request) => ({
    path: `/campaigns/new?campaignType=${type}`,
    signInAs: (await newAccount(request)).email,
  }),
  fill: {},
  fileInput: `[data-field="ads.0.${field}"] input[type="file"]`,
  fileError: `[data-field="ads.0.${field}"] .adn-FileUpload-item[data-status="ERROR"] [data-slot="status"]`,
  onePerPage: true,
  call: /^\/api\/upload\//,
});
export const FILE_FORMS: FileForm[] = [
  {
    // A task's icon (PNG, JPEG or WebP by its bytes, square, 30-512 px, 1 MB at most): the SVG by its type, the
    // 1 px PNG named clip.mp4 by its size in pixels, the 60 MB file by its bytes; each before any upload.
    name: 'campaign editor icon upload',
    ...editorMedia('Task', 'icon'),
  },
  {
    // A bot message's picture (PNG, JPEG, WebP or GIF by its bytes, 5 MB at most): the SVG and the 60 MB file are
    // refused before any upload; the PNG named clip.mp4 is a picture (the field goes by the bytes) and is uploaded.
    name: 'campaign editor image upload',
    ...editorMedia('BotMessageMedia', 'image'),
    fair: {
      name: 'clip.mp4',
      loaded: '[data-field="ads.0.image"] .adn-FileUpload-item[data-status="LOADED"]',
    },
  },
  {
    // The video of a full-screen ad (MP4 or WebM, 50 MB at most): checked by type, magic bytes and size in the
    // page before any upload; the refusal shows on the file's row.
    name: 'campaign editor video upload',
    ...editorMedia('FullscreenMedia', 'video'),
  },
  {
    // The reply's pictures: PNG, JPEG, GIF or WebP by their bytes, 5 MB at most; checked before any upload starts.
    // The SVG and the 60 MB of zeros are refused in the row; the PNG named clip.mp4 is a picture (the field goes by
    // the bytes, as ui's file check is designed) and is uploaded as a PNG.
    name: 'support reply pictures',
    path: '/support/cases',
    setUp: (request) => ownSupportCase(request, 'Hostile pictures'),
    fileInput: 'form.case-reply input[type="file"]',
    fileError: 'form.case-reply [data-status="ERROR"] [data-slot="status"]',
    fill: {},
    call: /^\/api\/upload\//,
    fair: { name: 'clip.mp4', loaded: 'form.case-reply [data-status="LOADED"]' },
  },
  {
    // An uploaded audience's id list: read in the page (a text file, one id a line). A file that is not text (a
    // NUL byte: the PNG, the 60 MB of zeros) is refused as soon as it is chosen; the SVG is text without a single
    // id, refused on submit. Nothing is created.
    name: 'audience id list',
    path: '/audiences/new',
    setUp: async (request) => ({ path: '/audiences/new', signInAs: (await newAccount(request)).email }),
    open: (page) => page.locator('input[type="radio"][value="UPLOADED"]').check(),
    fileInput: 'form.audience-form input[type="file"]',
    fill: { name: 'Hostile list' },
    submit: 'form.audience-form button[type="submit"]',
    call: /^\/api\/audiences/,
  },
];

/** Counts what would mean a script ran: dialogs and CSP violations (inline handlers the CSP blocked). */
async function watchScripts(page: Page) {
  const seen = { dialogs: 0 };
  page.on('dialog', (dialog) => {
    // The browser's own leave prompt (a form guarding unsaved input, when the next round opens the form anew) is no
    // script of the page's: accepted, so the navigation goes on, and not counted.
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    seen.dialogs += 1;
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.sample}`),
    );
  });
  return {
    dialogs: () => seen.dialogs,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    injected: () =>
      page.evaluate(() => document.querySelectorAll('[onerror], [onload], svg script, img[src="x"]').length),
  };
}

/** What the page shows after a submit: the cabinet's own error texts, or the browser's own field check. */
async function refusal(page: Page, fieldName: string) {
  const shown = await page
    .locator('.auth-error, [data-slot="field-error"], [role="alert"]')
    .allTextContents();
  const nativelyInvalid = await page
    .locator(at(fieldName))
    .evaluate((el) => !(el as HTMLInputElement).validity.valid);
  return { shown: shown.map((s) => s.trim()).filter(Boolean), nativelyInvalid };
}

/** Opens the form (anew), and waits for its submit or first field, or for `fileInput` (often visually hidden). */
async function openForm(page: Page, form: HostileForm, fileInput?: string) {
  await page.goto(form.path);
  await form.open?.(page);
  if (fileInput) await expect(page.locator(fileInput)).toBeAttached();
  else await expect(page.locator(form.submit ?? at(form.fields[0]!))).toBeVisible();
}

/** A value of the entry's `fill`, made anew when it is a function. */
const valueOf = (value: string | (() => string) | undefined) =>
  typeof value === 'function' ? value() : (value ?? '');

/**
 * One round: the form as `setUp` left it gets `values` typed in (field -> value), is submitted (or, for a field that
 * acts as you type, answers), and is checked: nothing ran, a translated refusal is shown (or the value was used),
 * and every field kept what was typed.
 */
interface Round {
  page: Page;
  form: HostileForm;
  what: string;
  values: Record<string, string>;
  calls: string[];
  serverSaid: Set<string>;
  scripts: Awaited<ReturnType<typeof watchScripts>>;
  /** This round's own client for the sandbox's address-keyed rate limits. */
  client: string;
}

async function round({ page, form, what, values, calls, serverSaid, scripts, client }: Round) {
  await page.setExtraHTTPHeaders({ [CLIENT_HEADER]: client });
  // The value is taken as it is (and shown back), not refused: `verify` checks it instead of a refusal.
  const taken =
    !!form.verify &&
    Object.keys(values).every((field) =>
      form.acceptedFields ? form.acceptedFields.includes(field) : !!form.saves,
    );
  const sentBefore = calls.length;
  // A search sends what the field holds (the value cut to the field's limit), trimmed: this round's request is the
  // one that carries exactly that.
  const searched = form.accepts
    ? await page.locator(at(Object.keys(values)[0]!)).evaluate((el, typed) => {
        const max = (el as HTMLInputElement).maxLength;
        return (max > 0 ? typed.slice(0, max) : typed).trim();
      }, Object.values(values)[0]!)
    : null;
  const answered = page
    .waitForResponse(
      (r) => {
        const url = new URL(r.url());
        if (!form.call.test(url.pathname)) return false;
        return !form.accepts || url.searchParams.get(form.accepts.queryParam) === searched;
      },
      { timeout: 15_000 },
    )
    .catch(() => null);
  for (const [field, value] of Object.entries(values)) await page.locator(at(field)).fill(value);
  if (form.submit) await page.locator(form.submit).click();
  else if (form.enter) await page.locator(at(Object.keys(values).at(-1)!)).press('Enter');
  await form.afterSubmit?.(page);
  if (form.accepts) {
    // The value is used as the field holds it: the call carries it whole and answers, the address keeps it (a
    // link or a reload shows the same rows), the screen stays whole.
    const response = await answered;
    expect(response, `${what}: the call went with the value as typed`).not.toBeNull();
    expect(response!.status(), `${what}: answered`).toBe(200);
    await expect
      .poll(() => new URL(page.url()).searchParams.get(form.accepts!.urlParam ?? form.accepts!.queryParam), {
        message: `${what}: the address keeps the search`,
      })
      .toBe(searched);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  } else {
    // The submit settles: the form's own check refused at once, or the request went and was answered (the button
    // is busy meanwhile). Only then is what the page shows this round's (the form is reused between rounds).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    if (calls.length > sentBefore) await answered;
    // (A form that saved may be gone: a dialog closes.)
    if (form.submit) await expect(page.locator(`${form.submit}[aria-busy="true"]`)).toHaveCount(0);
    if (!taken) {
      await expect
        .poll(
          async () => {
            const fields = await Promise.all(Object.keys(values).map((f) => refusal(page, f)));
            return fields.some((r) => r.shown.length > 0 || r.nativelyInvalid);
          },
          { message: `${what}: a refusal is shown`, intervals: [50], timeout: 20_000 },
        )
        .toBe(true);
      const { shown } = await refusal(page, Object.keys(values)[0]!);
      // What the server said is collected by a response handler that reads the body after the page has: polled.
      for (const message of shown)
        await expect
          .poll(() => isCabinetText(message) || serverSaid.has(message), {
            message: `${what}: "${message.slice(0, 80)}" is a cabinet text or the server's own word`,
          })
          .toBe(true);
    }
  }
  for (const [field, value] of Object.entries(values)) {
    if (taken) {
      // Taken: shown back exactly. Saved, the form may have cleared or closed itself for the next one; only shown
      // back, it is left as it was (checked below).
      await form.verify!(page, value);
      if (form.saves) continue;
    }
    // Whatever was typed stays in the field, exactly, up to the field's own length limit (compared in the page:
    // sending a megabyte back and forth, or diffing it, takes seconds).
    const kept = await page.locator(at(field)).evaluate((el, typed) => {
      const input = el as HTMLInputElement;
      return input.value === (input.maxLength > 0 ? typed.slice(0, input.maxLength) : typed);
    }, value);
    expect(kept, `${what}: ${field} kept`).toBe(true);
  }
  expect(scripts.dialogs(), what).toBe(0);
  expect(await scripts.violations(), what).toEqual([]);
  expect(await scripts.injected(), what).toBe(0);
  return taken;
}

/** The valid values of every field but those of `except` (empty where the entry gives none), and the boxes ticked. */
async function fillValid(page: Page, form: HostileForm, except: string[] = []) {
  for (const field of form.fields)
    if (!except.includes(field)) await page.locator(at(field)).fill(valueOf(form.fill[field]));
  for (const name of form.check ?? []) await page.locator(`[name="${name}"]`).check();
}

const SHORT = NAUGHTY.filter((n) => n.value.length < 1024);
const HUGE = NAUGHTY.filter((n) => n.value.length >= 1024);

for (const entry of HOSTILE_FORMS) {
  test(`${entry.name}: the naughty strings in every field run nothing, get a clear translated error and save nothing`, async ({
    page,
    request,
    clientTag,
  }) => {
    // A hang detector, not a speed test: every round now reaches the server (none is cut short by a 429), and a
    // round takes up to ~3 s on the loaded 2-core box; registration has 61 rounds.
    test.setTimeout(Math.max(180_000, (entry.fields.length * SHORT.length + HUGE.length) * 5_000));
    const scripts = await watchScripts(page);
    const form = entry.setUp ? { ...entry, ...(await entry.setUp(request)) } : entry;
    if (form.signInAs) await signInAndWait(page, form.signInAs);
    const before = form.saves ? null : await fingerprintOf(request, form);
    const calls: string[] = [];
    page.on('request', (r) => form.call.test(new URL(r.url()).pathname) && calls.push(r.method()));
    // What the server said about fields: shown as sent by design (the real API answers in the user's language).
    const serverSaid = new Set<string>();
    // A round refused by a rate limit proved nothing about its value (the server never looked at it).
    const limited: string[] = [];
    page.on('response', async (r) => {
      if (form.call.test(new URL(r.url()).pathname) && r.status() === 429) limited.push(r.url());
      if (!form.call.test(new URL(r.url()).pathname) || r.status() !== 400) return;
      const body = (await r.json().catch(() => null)) as { fields?: Record<string, string> } | null;
      for (const message of Object.values(body?.fields ?? {})) serverSaid.add(message);
    });
    let rounds = 0;
    const base = { page, form, calls, serverSaid, scripts, client: '' };
    const client = () => `${clientTag}-round-${(rounds += 1)}`;
    // Each short string in each field (or group of fields), the others valid (so the server sees it): one page per
    // field, the form reused between strings (`freshPerRound`: opened anew each time).
    for (const group of form.groups ?? form.fields.map((f) => [f])) {
      await openForm(page, form);
      // Whether the last round saved its value (the form may be gone or moved on: it is opened again).
      let saved = false;
      for (const [i, naughty] of SHORT.entries()) {
        if (form.freshPerRound && i > 0) await openForm(page, form);
        else if (saved) await (form.reopen ? form.reopen(page) : openForm(page, form));
        await fillValid(page, form, group);
        const taken = await round({
          ...base,
          client: client(),
          what: `${form.name} › ${group.join(' + ')} › ${naughty.name}`,
          values: Object.fromEntries(group.map((f) => [f, naughty.value])),
        });
        saved = taken && !!form.saves;
      }
    }
    // A megabyte costs seconds a field (the browser lays it out on every frame): typed into every field at once.
    for (const naughty of HUGE) {
      await openForm(page, form);
      await fillValid(page, form);
      await round({
        ...base,
        client: client(),
        what: `${form.name} › every field › ${naughty.name}`,
        values: Object.fromEntries(form.fields.map((f) => [f, naughty.value])),
      });
    }
    expect(limited, 'no round was refused by a rate limit').toEqual([]);
    if (before) expect(await fingerprintOf(request, form)).toEqual(before);
  });
}

/** The database's fingerprint without the tables the form's opening writes by design (`openWrites`). */
async function fingerprintOf(request: APIRequestContext, form: HostileForm) {
  const tables = await dbFingerprint(request);
  for (const table of form.openWrites ?? []) tables[table] = '';
  return tables;
}

/** The entry with its own data made (`setUp`), and the page signed in as it says. */
async function setUpEntry<F extends HostileForm>(
  page: Page,
  request: APIRequestContext,
  entry: F,
): Promise<F> {
  const form: F = entry.setUp ? { ...entry, ...(await entry.setUp(request)) } : entry;
  if (form.signInAs) await signInAndWait(page, form.signInAs);
  return form;
}

/**
 * Waits until the page shows a refusal, then checks that every message shown is one of the cabinet's texts. A file
 * upload field (ui's `FileUploadField`) tells a refused file on the file's own row (status ERROR, no retry).
 */
async function expectTranslatedRefusal(page: Page, field: string, what: string) {
  const shown = async () => [
    ...(await refusal(page, field)).shown,
    ...(
      await page.locator('.adn-FileUpload-item[data-status="ERROR"] [data-slot="status"]').allTextContents()
    )
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  await expect
    .poll(async () => (await shown()).length, { message: `${what}: refused`, intervals: [50] })
    .toBeGreaterThan(0);
  for (const message of await shown())
    expect(isCabinetText(message), `${what}: "${message}" is a cabinet text`).toBe(true);
}

for (const entry of LINK_FORMS) {
  test(`${entry.name}: javascript:, data: and http: landing links are refused`, async ({ page, request }) => {
    const scripts = await watchScripts(page);
    const form = await setUpEntry(page, request, entry);
    const before = await dbFingerprint(request);
    const calls: string[] = [];
    page.on('request', (r) => form.call.test(new URL(r.url()).pathname) && calls.push(r.url()));
    for (const link of HOSTILE_LINKS) {
      await openForm(page, form);
      for (const [name, value] of Object.entries(form.fill))
        await page.locator(at(name)).fill(valueOf(value));
      await page.locator(at(form.linkField)).fill(link);
      await page.locator(form.submit).click();
      await expectTranslatedRefusal(page, form.linkField, link);
      await expect(page.locator(at(form.linkField)), `${link}: kept`).toHaveValue(link);
    }
    expect(calls, 'refused in the page: nothing was sent').toEqual([]);
    expect(scripts.dialogs()).toBe(0);
    expect(await scripts.violations()).toEqual([]);
    expect(await dbFingerprint(request)).toEqual(before);
  });
}

for (const entry of FILE_FORMS) {
  const what = entry.fair
    ? `the files other than ${entry.fair.name}`
    : 'SVG, a PNG renamed .mp4 and a 60 MB file';
  test(`${entry.name}: ${what} are refused before any upload`, async ({ page, request }) => {
    const scripts = await watchScripts(page);
    const form = entry.setUp ? { ...entry, ...(await entry.setUp(request)) } : entry;
    if (form.signInAs) await signInAndWait(page, form.signInAs);
    const before = await dbFingerprint(request);
    const stored: string[] = [];
    page.on(
      'request',
      (r) => r.method() !== 'GET' && form.call.test(new URL(r.url()).pathname) && stored.push(r.url()),
    );
    const shownFor = async () => {
      const shown = [
        ...(await page.locator('.auth-error, [data-slot="field-error"], [role="alert"]').allTextContents()),
        ...(form.fileError ? await page.locator(form.fileError).allTextContents() : []),
      ];
      return shown.map((s) => s.trim()).filter(Boolean);
    };
    const opened = { ...form, fields: [form.fileInput] };
    const freshPage = !form.fileError || form.onePerPage;
    if (!freshPage) await openForm(page, opened, form.fileInput);
    for (const file of hostileFiles()) {
      // A list of files (a row each) takes the three on one page, each adding its own row; a single-file field
      // gets a fresh page per file (its message would only be replaced by the next one's).
      if (freshPage) await openForm(page, opened, form.fileInput);
      const shownBefore = (await shownFor()).length;
      const storedBefore = stored.length;
      await page.locator(form.fileInput).setInputFiles(asInputFile(file));
      if (form.fair?.name === file.name) {
        // Taken for what its bytes are, and stored.
        await expect(page.locator(form.fair.loaded)).toBeVisible();
        expect(stored.length, `${file.name} was uploaded`).toBeGreaterThan(storedBefore);
        continue;
      }
      if (form.submit) {
        for (const [name, value] of Object.entries(form.fill))
          await page.locator(at(name)).fill(valueOf(value));
        await page.locator(form.submit).click();
      }
      await expect.poll(async () => (await shownFor()).length, file.name).toBeGreaterThan(shownBefore);
      for (const message of await shownFor()) expect(isCabinetText(message), message).toBe(true);
      expect(stored.length, `${file.name}: nothing was uploaded`).toBe(storedBefore);
    }
    expect(scripts.dialogs()).toBe(0);
    expect(await scripts.violations()).toEqual([]);
    expect(await scripts.injected()).toBe(0);
    const after = await dbFingerprint(request);
    if (form.fair) expect({ ...after, uploads: '' }).toEqual({ ...before, uploads: '' });
    else expect(after).toEqual(before);
  });
}

/**
 * A file as `setInputFiles` takes it: Playwright sends at most 50 MB from memory, so a bigger one is written to the
 * system's temporary folder first (once) and given by path (its type then comes from its extension).
 */
function asInputFile(file: { name: string; mimeType: string; buffer: Buffer }) {
  if (file.buffer.length <= 50 * 1024 * 1024) return file;
  const path = join(tmpdir(), `adnet-hostile-${file.buffer.length}-${file.name}`);
  if (!existsSync(path) || statSync(path).size !== file.buffer.length) writeFileSync(path, file.buffer);
  return path;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
function hostileFiles() {
  return [
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    },
    { name: 'clip.mp4', mimeType: 'video/mp4', buffer: PNG },
    { name: 'huge.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(60 * 1024 * 1024) },
  ];
}

// Until the campaign and upload screens land, the same hostile links and files go straight to the API the
// screens will use: each must be refused, and nothing stored.
async function signedInApi(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  expect(
    (
      await apiCall(api, 'POST', '/api/public/user/auth', {
        data: { email: TAKEN, password: 'demo-pass-2026' },
      })
    ).ok(),
  ).toBe(true);
  return api;
}

test('the API refuses javascript:, data: and http: landing links, and saves nothing', async ({
  playwright,
  baseURL,
  request,
}) => {
  const api = await signedInApi(playwright, baseURL!);
  const before = await dbFingerprint(request);
  for (const link of HOSTILE_LINKS) {
    const res = await apiCall(api, 'POST', '/api/campaigns', {
      data: {
        name: 'Hostile link',
        campaignType: 'TASK',
        strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
        ads: [{ title: 'Hi', link }],
        targeting: {
          regions: [],
          languages: [],
          isTelegramPremium: null,
          platformType: 'ALL',
          vpn: null,
          segments: [],
          categories: [],
        },
      },
    });
    expect(res.status(), link).toBe(400);
    expect(
      ((await res.json()) as { fields: Record<string, string> }).fields['ads[0].link'],
      link,
    ).toBeTruthy();
  }
  expect(await dbFingerprint(request)).toEqual(before);
  await api.dispose();
});

test('the API refuses an SVG, a PNG renamed .mp4 and a 60 MB file, and stores nothing', async ({
  playwright,
  baseURL,
  request,
}) => {
  const api = await signedInApi(playwright, baseURL!);
  const before = await dbFingerprint(request);
  const [svg, renamed, huge] = hostileFiles();
  const ask = (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
    apiCall(api, 'POST', `/api/upload/${kind}`, {
      data: { fileName: file.name, contentType: file.mimeType, size: file.buffer.length },
    });
  // SVG can carry scripts: refused when the upload URL is asked for.
  expect((await ask('image', svg!)).status()).toBe(400);
  // 60 MB: over the video limit, refused before any byte is sent.
  expect((await ask('video', huge!)).status()).toBe(400);
  // A PNG named clip.mp4: the URL is given for the declared type, the bytes are refused.
  const minted = await ask('video', renamed!);
  expect(minted.ok()).toBe(true);
  const { uploadUrl, unique_key } = (await minted.json()) as { uploadUrl: string; unique_key: string };
  const put = await api.put(uploadUrl, { headers: { 'content-type': 'video/mp4' }, data: renamed!.buffer });
  expect(put.status()).toBe(415);
  expect(((await put.json()) as { error: string }).error).toBe('TYPE_MISMATCH');
  expect((await api.get(`/api/public/files/${unique_key}`)).status()).toBe(404);
  // Minting the upload URL writes its row; the refused bytes change nothing else.
  const after = await dbFingerprint(request);
  expect({ ...after, uploads: '' }).toEqual({ ...before, uploads: '' });
  await api.dispose();
});
