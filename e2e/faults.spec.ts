/**
 * The fault suite: every form meets the sandbox's faults (a 500, latency past the client's 30 s timeout, a
 * malformed JSON answer, going offline and back) and must show the right translated message, keep everything
 * typed, and succeed once the fault is gone.
 *
 * HOW TO ADD YOUR SCREEN: append one entry to FAULT_FORMS below and nothing else:
 * - `path` to open and `signInAs` when the screen needs a session;
 * - `fill`: the fields to type (by `name`, as the inputs carry it) with values that succeed;
 * - `submit`: the button's selector; `call`: the method and a regex of the path of the request the submit sends;
 * - `httpMessage(status, locale)` only when the screen words an HTTP failure its own way (the recipe's forms say
 *   `errors.server` for a 5xx, as `describeError` in src/data/errors.ts does);
 * - `succeeded(page)`: what the screen shows once the call went through.
 * A screen whose submit changes data the next test needs should undo it in `succeeded` (or use its own account).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCall,
  campaignsOnModeration,
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
import { text, type LocaleId } from './locale';

interface FaultForm {
  name: string;
  path: string;
  signInAs?: string;
  /** Makes the test's own data first; its answer replaces `path` and `signInAs` (see hostile-input.spec.ts). */
  setUp?: (request: APIRequestContext) => Promise<{ path: string; signInAs?: string }>;
  /** A function gives a value of the test's own (an e-mail whose per-account rate limits nobody else uses). */
  fill: Record<string, string | (() => string)>;
  submit: string;
  call: { method: string; path: RegExp };
  httpMessage?: (status: number, locale: LocaleId) => string;
  /**
   * Also in Russian (the 500 and offline faults): set on one form of each kind of error slot (the public pages'
   * line, a signed-in form's alert, a dialog's alert) and on any form with an `httpMessage` of its own. Every other
   * form shows the same shared messages (`describeError`), which the English runs check form by form.
   */
  inRussian?: boolean;
  succeeded: (page: Page) => Promise<void>;
  /** Opens the form when a click is needed first (a form in a dialog), before anything is typed. */
  open?: (page: Page) => Promise<void>;
  /** Confirms after the submit when the form asks first (a confirmation dialog); the call goes after it. */
  confirm?: (page: Page) => Promise<void>;
}

export const FAULT_FORMS: FaultForm[] = [
  {
    name: 'sign-in',
    inRussian: true,
    path: '/login',
    fill: { email: 'client12@demo.adnet', password: 'demo-pass-2026' },
    submit: 'form button[type="submit"]',
    call: { method: 'POST', path: /\/api\/public\/user\/auth$/ },
    succeeded: async (page) => {
      // The first signed-in page loads the cabinet's biggest chunks: seconds on a busy machine.
      await expect(page).toHaveURL(/\/campaigns$/, { timeout: 15_000 });
      // The user menu is named with the e-mail first, in every language.
      await expect(
        page.getByRole('banner').getByRole('button', { name: /^client12@demo\.adnet/ }),
      ).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'password reset request',
    path: '/reset_password',
    // Codes mailed are limited per e-mail (5 in 15 minutes) and nothing resets the count: an e-mail of the test's
    // own (the answer, and the page's next step, are the same for an unknown one).
    fill: { email: () => freshEmail('reset') },
    submit: 'form button[type="submit"]',
    call: { method: 'POST', path: /\/api\/public\/user\/password\/reset\/code$/ },
    succeeded: async (page) => {
      await expect(page.locator('input[name="code"]')).toBeVisible();
    },
  },
  {
    name: 'support reply',
    inRussian: true,
    path: '/support/cases',
    setUp: (request) => ownSupportCase(request, 'Faulty replies'),
    fill: { text: 'Top up with TRON and start the campaign again.' },
    submit: 'form.case-reply button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/support\/cases\/\d+\/messages$/ },
    succeeded: async (page) => {
      await expect(
        page
          .locator('.case-message-text', { hasText: 'Top up with TRON and start the campaign again.' })
          .first(),
      ).toBeVisible();
      // The form is clear for the next reply.
      await expect(page.locator('[name="text"]')).toHaveValue('');
    },
  },
  {
    // Editing the seeded legal info of marking@demo.adnet (id 1: the seed's only account with ru_ad_marking) with
    // its own values: a PUT, so a fault whose request still reached the handler (latency, malformed) and the
    // retry after it change nothing another test sees.
    name: 'legal info',
    path: '/legal_info?edit=1',
    signInAs: 'marking@demo.adnet',
    fill: { name: 'OOO "Romashka"', inn: '7707083893' },
    submit: 'form.legal-info-form button[type="submit"]',
    call: { method: 'PUT', path: /^\/api\/user\/legal_info\/1$/ },
    succeeded: async (page) => {
      // Saved: the page goes back to adding a new one.
      await expect(page).not.toHaveURL(/edit=/);
      await expect(page.locator('form.legal-info-form input[name="name"]')).toHaveValue('');
    },
  },
  {
    // Adding one on an account of the test's own: after a malformed answer the server has saved the first attempt,
    // and the second click resends it with the same Idempotency-Key, so the account has it once, not twice.
    name: 'legal info create',
    path: '/legal_info',
    setUp: async (request) => ({
      path: '/legal_info',
      signInAs: (await newAccount(request, { featuresOn: ['ru_ad_marking'] })).email,
    }),
    fill: { name: 'OOO "Faulty"', inn: '7736050003' },
    submit: 'form.legal-info-form button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/user\/legal_info$/ },
    succeeded: async (page) => {
      await expect(page.locator('form.legal-info-form input[name="name"]')).toHaveValue('');
      const res = await page.request.get('/api/user/legal_info');
      expect(res.ok()).toBe(true);
      const mine = ((await res.json()) as { name: string }[]).filter((l) => l.name === 'OOO "Faulty"');
      expect(mine).toHaveLength(1);
    },
  },
  {
    // The code request: "Send code" asks for a confirmation first, and the call goes once it is confirmed.
    name: 'wallet withdraw',
    path: '/wallet',
    setUp: async (request) => ({
      path: '/wallet',
      signInAs: (await newAccount(request, { deposit: 500 })).email,
    }),
    fill: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '100.5', memoTag: 'faulty memo' },
    submit: 'form.withdraw-form button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/user\/publisher\/withdraw\/code$/ },
    confirm: async (page) => {
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toBeVisible();
      // The confirming button is the dialog's last (cancel comes first), in every language.
      await dialog.getByRole('button').last().click();
    },
    succeeded: async (page) => {
      // The code was mailed: its field is next, and the details are still there.
      await expect(page.locator('input[name="confirmationCode"]')).toBeVisible();
      await expect(page.locator('input[name="memoTag"]')).toHaveValue('faulty memo');
    },
  },
  {
    // Setting the name (an account of its own): a PUT, so a fault whose request reached the handler and the retry
    // after it set the same name; the page then waits for the code from that name.
    name: 'telegram name',
    path: '/telegram',
    setUp: async (request) => ({ path: '/telegram', signInAs: (await newAccount(request)).email }),
    fill: { telegramUsername: '@faulty_name' },
    submit: 'form.telegram-form button[type="submit"]',
    call: { method: 'PUT', path: /^\/api\/user\/telegram_name$/ },
    succeeded: async (page) => {
      await expect(page.locator('.telegram-status')).toContainText('@faulty_name');
      await expect(page.locator('input[name="telegramUsername"]')).toHaveValue('faulty_name');
    },
  },
  {
    name: 'sales deal dialog',
    inRussian: true,
    path: '/sales/clients',
    setUp: (request) => ownSalesClient(request),
    open: openHeaderDialog,
    fill: { title: 'Faulty deal', amount: '1500.5' },
    submit: 'form.deal-form button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/sales\/deals$/ },
    succeeded: async (page) => {
      // The dialog closes and the client's page lists the deal once: after a malformed answer the server has saved
      // the first attempt, and the user's second click sends the same values with the same Idempotency-Key (the
      // form recipe keeps it after an unclear outcome), so the server answers the first deal instead of a second.
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.locator('.deal-card-title', { hasText: 'Faulty deal' })).toHaveCount(1);
    },
  },
  {
    name: 'audience create',
    path: '/audiences/new',
    setUp: async (request) => ({ path: '/audiences/new', signInAs: (await newAccount(request)).email }),
    // A converters audience: an action name and days, no campaigns to pick.
    open: (page) => page.locator('input[type="radio"][value="CONVERTERS"]').check(),
    fill: { name: 'Faulty audience', action: 'purchase' },
    submit: 'form.audience-form button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/audiences$/ },
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/audiences\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faulty audience');
    },
  },
  {
    // A Task campaign (texts and a link, no media) of an advertiser of its own with the money for its budget.
    name: 'campaign editor',
    path: '/campaigns/new?campaignType=Task',
    setUp: async (request) => ({
      path: '/campaigns/new?campaignType=Task',
      signInAs: (await newAccount(request, { deposit: 500 })).email,
    }),
    fill: {
      name: 'Faulty campaign',
      'ads.0.title': 'Faulty ad',
      'ads.0.link': 'https://example.com/faulty',
      budget: '100',
      bid: '2',
    },
    submit: 'form.editor-form button[type="submit"]',
    call: { method: 'POST', path: /^\/api\/campaigns$/ },
    succeeded: async (page) => {
      // Its page opens, and the account has this one campaign: a retry after an unclear outcome (timeout, garbled
      // answer) sent the same Idempotency-Key, so the server answered the first write instead of a second.
      await expect(page).toHaveURL(/\/campaigns\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faulty campaign');
      const list = (await (await page.request.get('/api/campaigns?size=50')).json()) as {
        content: { name: string; status: string }[];
      };
      expect(list.content.map((c) => c.name)).toEqual(['Faulty campaign']);
    },
  },
  {
    // The moderator's own words as the reason ("other"), on a campaign of an owner of the test's own.
    name: 'moderation decline reason',
    path: '/internal/campaigns',
    setUp: async (request) => {
      const owner = await campaignsOnModeration(request, 1);
      return {
        path: `/internal/campaigns?hasModerationKey=true&userId=${owner.id}`,
        signInAs: (await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] })).email,
      };
    },
    open: async (page) => {
      await page.locator('table tbody a').first().click();
      await openDecline(page);
    },
    fill: { details: 'Faulty landing page.' },
    submit: 'form.decline-form button[type="submit"]',
    call: { method: 'PATCH', path: /^\/api\/campaigns\/\d+\/decline$/ },
    succeeded: async (page) => {
      // Declined once with these words: after a malformed answer the retry replays the first decision.
      await expect(page.locator('form.decline-form')).toBeHidden();
      const userId = new URL(page.url()).searchParams.get('userId');
      const list = await page.request.get(`/api/campaigns?userId=${userId}&status=DECLINED&size=5`);
      const [declined] = ((await list.json()) as { content: { id: number }[] }).content;
      const campaign = await page.request.get(`/api/campaigns/${declined!.id}`);
      expect(((await campaign.json()) as { declineReason: string }).declineReason).toBe(
        'Faulty landing page.',
      );
    },
  },
  {
    name: 'internal withdraw reject reason',
    path: '/internal/withdraw',
    setUp: async (request) => {
      const owner = await newAccount(request, { deposit: 5_000, pendingWithdraws: [50] });
      return { path: `/internal/withdraw?userId=${owner.id}`, signInAs: 'superuser@demo.adnet' };
    },
    open: (page) => openWithdrawDecision(page, 'Reject'),
    fill: { reason: 'Faulty address.' },
    submit: 'form.decline-form button[type="submit"]',
    call: { method: 'PATCH', path: /^\/api\/admin\/withdraw\/\d+\/reject$/ },
    succeeded: async (page) => {
      // Rejected once, with these words (a retry after an unclear answer replays the first decision).
      await expect(page.locator('form.decline-form')).toBeHidden();
      const userId = new URL(page.url()).searchParams.get('userId');
      const list = await page.request.get(`/api/admin/withdraw?userId=${userId}&size=5`);
      const rows = ((await list.json()) as { content: { status: string; rejectReason: string | null }[] })
        .content;
      expect(rows.map((w) => [w.status, w.rejectReason])).toEqual([['REJECTED', 'Faulty address.']]);
    },
  },
  {
    name: 'audience rename',
    path: '/audiences',
    setUp: async (request) => {
      const owner = await newAccount(request);
      const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
        data: { email: owner.email, password: DEMO_PASSWORD },
      });
      expect(auth.ok()).toBe(true);
      const created = await apiCall(request, 'POST', '/api/audiences', {
        data: { name: 'Before the fault', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      return { path: `/audiences/${id}/edit`, signInAs: owner.email };
    },
    fill: { name: 'Faulty rename', action: 'signup' },
    submit: 'form.audience-form button[type="submit"]',
    call: { method: 'PATCH', path: /^\/api\/audiences\/\d+$/ },
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/audiences\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faulty rename');
    },
  },
];

/** The client's own timer per attempt (spec 9); the page's clock is moved past it instead of waiting. */
const REQUEST_TIMEOUT_MS = 30_000;

interface Fault {
  name: string;
  /** The `x-sandbox-fault` header the form's request gets; none for offline. */
  header?: string;
  offline?: boolean;
  message: (form: FaultForm, locale: LocaleId) => string;
}

const FAULTS: Fault[] = [
  {
    name: '500',
    header: 'error=500',
    message: (form, locale) =>
      form.httpMessage?.(500, locale) ?? text('errors.server', { status: 500 }, locale),
  },
  {
    name: 'latency past the timeout',
    header: 'latency=4000',
    message: (_form, locale) => text('errors.timeout', {}, locale),
  },
  {
    name: 'malformed JSON',
    header: 'malformed=1',
    message: (_form, locale) => text('errors.unreadable', {}, locale),
  },
  { name: 'offline and back', offline: true, message: (_form, locale) => text('errors.network', {}, locale) },
];

/** The values a test types: the entry's, with the test's own for those given as functions. */
const valuesOf = (form: FaultForm) =>
  Object.fromEntries(
    Object.entries(form.fill).map(([name, value]) => [name, typeof value === 'function' ? value() : value]),
  );

async function fillForm(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(fieldSelector(name)).fill(value);
}
async function expectKept(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await expect(page.locator(fieldSelector(name))).toHaveValue(value);
}

for (const entry of FAULT_FORMS) {
  for (const fault of FAULTS) {
    for (const locale of (fault.name === '500' || fault.offline) && (entry.inRussian || entry.httpMessage)
      ? (['en', 'ru'] as const)
      : (['en'] as const)) {
      test(`${entry.name}: ${fault.name} (${locale}) shows the right message, keeps the input and recovers`, async ({
        page,
        context,
        request,
      }) => {
        const form = entry.setUp ? { ...entry, ...(await entry.setUp(request)) } : entry;
        if (locale !== 'en')
          await page.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), locale);
        const slow = fault.name.startsWith('latency');
        if (slow) await page.clock.install();
        if (form.signInAs) await signInAndWait(page, form.signInAs);
        await page.goto(form.path);
        await form.open?.(page);
        const values = valuesOf(form);
        await fillForm(page, values);

        const sent: string[] = [];
        const matches = (url: string, method: string) =>
          method === form.call.method && form.call.path.test(new URL(url).pathname);
        page.on('request', (r) => matches(r.url(), r.method()) && sent.push(r.url()));
        const url = (u: URL) => form.call.path.test(u.pathname);
        if (fault.header)
          await page.route(url, (route) =>
            route.request().method() === form.call.method
              ? route.continue({
                  headers: { ...route.request().headers(), 'x-sandbox-fault': fault.header! },
                })
              : route.continue(),
          );
        if (fault.offline) await context.setOffline(true);

        await page.locator(form.submit).click();
        await form.confirm?.(page);
        const message = fault.message(form, locale);
        if (slow) {
          // The sandbox holds the answer; the page's clock runs past the client's timer (and a retry's, if any).
          await expect.poll(() => sent.length).toBeGreaterThan(0);
          for (let i = 0; i < 3 && !(await page.getByText(message).first().isVisible()); i += 1)
            await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000);
        }
        await expect(
          page.locator('.auth-error, [role="alert"]').filter({ hasText: message }).first(),
        ).toBeVisible();
        if (fault.offline)
          await expect(page.locator('.app-offline')).toHaveText(text('offline.banner', {}, locale));
        await expectKept(page, values);

        // The fault is gone: the same form, untouched, goes through.
        if (fault.header) await page.unroute(url);
        if (fault.offline) {
          await context.setOffline(false);
          await expect(page.locator('.app-offline')).toBeHidden();
        }
        if (slow) await page.clock.resume();
        const answered = page.waitForResponse((r) => matches(r.url(), r.request().method()) && r.ok());
        await page.locator(form.submit).click();
        await form.confirm?.(page);
        await answered;
        await form.succeeded(page);
      });
    }
  }
}
