import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import i18next from 'i18next';
import {
  createApiClient,
  type AdminWithdrawWire,
  type AudienceDetailWire,
  type AudienceWire,
  type CampaignWire,
  type DealWire,
  type LegalInfoWire,
  type SalesClientDetailWire,
  type PageWire,
  type SelfWire,
  type SupportCaseDetailWire,
  type SupportMessageWire,
  type TelegramNameWire,
} from '@adnet/api-client';
import { toast } from '@adnet/ui';
import { App } from '../app';
import { changeLanguage, initI18n, loadTexts } from '../i18n';
import { FEATURE_TEXTS } from '../i18n/namespaces';
import { FixtureAnswer, fixtureFetch, type FixtureRoutes } from '../stories/fixture-api';
import { dialogClosed } from '../testing/render';
import {
  ADVERTISER,
  GOOD_TRON_ADDRESS,
  MODERATOR,
  adminUser,
  campaignDetail,
  editorApi,
  moderationCampaign,
  moderationPage,
  signedIn,
  signedOut,
  walletApi,
} from '../stories/fixtures';

/**
 * Every form the browser fault matrix used to run through four faults, wired to the recipes (the form recipe; the
 * withdraw's code request is the action recipe's, told in the form): its screen,
 * booted whole (the app, its router, guards, client and transport) in jsdom on fixture answers, meets each fault on
 * its submit (a 500, no answer within the client's timer, a malformed JSON answer, no connection) and must show
 * the fault's sentence in its own error slot, keep every typed value, and, once the fault is gone, succeed with the
 * same values; a signed-in write sends one Idempotency-Key over all of it (the server then writes once:
 * sandbox test/idempotent-writes.test.ts). The browser tests (e2e/faults.spec.ts) show the same on one form per
 * kind of slot against the real sandbox; the sentences themselves are data/errors.test.ts.
 */

/** The client's per-attempt timer here: the timeout fault is an answer that never comes. */
const TIMER_MS = 300;
/**
 * How long a wait for what the screen shows may take: a whole screen's first render, and the transitions after a
 * save, take seconds on two busy cores (Testing Library's default is 1 s). A hang guard, not a time assertion.
 */
configure({ asyncUtilTimeout: 15_000 });

interface Fault {
  name: string;
  respond: (init: RequestInit) => Promise<Response>;
  /** The sentence the screen shows, in the app's English (data/errors.test.ts spells each out in every language). */
  message: () => string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FAULTS: Fault[] = [
  {
    name: '500',
    respond: async () => json({ error: 'SANDBOX_FAULT', message: 'Injected by the sandbox: HTTP 500' }, 500),
    message: () => i18next.t('errors.server', { status: 500 }),
  },
  {
    name: 'timeout',
    respond: (init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
    message: () => i18next.t('errors.timeout'),
  },
  {
    name: 'malformed JSON',
    respond: async () =>
      new Response('{"id":1,"na', { status: 200, headers: { 'content-type': 'application/json' } }),
    message: () => i18next.t('errors.unreadable'),
  },
  {
    name: 'offline',
    respond: () => Promise.reject(new TypeError('Failed to fetch')),
    message: () => i18next.t('errors.network'),
  },
];

interface Form {
  name: string;
  path: string;
  /** The calls the screen makes besides the submit. */
  routes: () => FixtureRoutes;
  /** The submit's method and path. */
  call: { method: string; path: RegExp };
  /** The answer once the fault is gone (status 200 unless said), or the fixtures' own route for the call. */
  answer: ((body: unknown) => { status?: number; body: unknown }) | typeof fromFixtures;
  /** A signed-in write (POST, PATCH): every attempt of the same values carries one Idempotency-Key. */
  keyed: boolean;
  /** Clicks needed before the form shows (a dialog, a choice). */
  open?: () => Promise<void>;
  /** Values by field name. */
  fill: Record<string, string>;
  /** The submit button. */
  submit: () => HTMLElement;
  /** Confirms after the submit when the form asks first. */
  confirm?: () => Promise<void>;
  /** The form's own error slot. */
  slot: () => Element | null;
  /** What the screen shows once the write went through. */
  succeeded: (history: ReturnType<typeof createMemoryHistory>) => Promise<void>;
}

const user = userEvent.setup({ delay: null });
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const submitOf = (formSelector: string) => () =>
  document.querySelector<HTMLElement>(`${formSelector} button[type="submit"]`)!;
const slotIn = (selector: string) => () => document.querySelector(selector);
const page = <T,>(rows: T[]): PageWire<T> => ({
  content: rows,
  totalElements: rows.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

/** The self of a signed-in screen that turns from 401 to `self` once the sign-in went through. */
function signingIn(self: SelfWire) {
  let signedInNow = false;
  const routes: FixtureRoutes = {
    ...signedOut,
    'GET /api/user/self': () =>
      signedInNow ? self : new FixtureAnswer(401, { error: 'UNAUTHORIZED', message: 'Sign in' }),
  };
  return { routes, done: () => (signedInNow = true) };
}

/** 2026-11-20 12:00 UTC in epoch seconds: every fixture's time. */
const EPOCH = Date.UTC(2026, 10, 20, 12) / 1000;

const AGENT: SelfWire = {
  ...ADVERTISER,
  id: 20,
  email: 'agent@demo.adnet',
  username: 'agent',
  role: 'Customer Happiness Agent',
  roles: ['Customer Happiness Agent', 'Internal User'],
};
const MARKING: SelfWire = {
  ...ADVERTISER,
  flags: { activeFeatures: ['ru_ad_marking'], disabledFeatures: [] },
};

/** The case page of an agent: a case of an advertiser, its thread growing with each reply that went through. */
function supportCase(): FixtureRoutes {
  const detail: SupportCaseDetailWire = {
    id: 31,
    userId: ADVERTISER.id,
    userEmail: ADVERTISER.email,
    subject: 'Faulty replies',
    status: 'OPEN',
    priority: 'NORMAL',
    assigneeId: null,
    assigneeEmail: null,
    createdEpoch: EPOCH,
    updatedEpoch: EPOCH,
    messages: [
      {
        id: 1,
        authorId: ADVERTISER.id,
        authorKind: 'USER',
        authorName: 'advertiser',
        text: 'Please answer.',
        pictures: [],
        createdEpoch: EPOCH,
      },
    ],
    account: null,
  };
  return {
    ...signedIn(AGENT),
    'GET /api/support/cases/{id}': () => detail,
    'GET /api/support/cases': () => page([]),
    'GET /api/support/agents': () => [{ id: AGENT.id, email: AGENT.email, username: AGENT.username }],
    'POST /api/support/cases/{id}/messages': ({ body }) => {
      const message: SupportMessageWire = {
        id: detail.messages.length + 1,
        authorId: AGENT.id,
        authorKind: 'AGENT',
        authorName: AGENT.username,
        text: (body as { text: string }).text,
        pictures: [],
        createdEpoch: EPOCH,
      };
      detail.messages.push(message);
      return message;
    },
  };
}

/** The legal infos of an account with Russian ad marking on; a write that went through is listed. */
function legalInfos(saved: LegalInfoWire[] = []): FixtureRoutes {
  return {
    ...signedIn(MARKING),
    'GET /api/user/legal_info': () => saved,
  };
}
const legalInfo = (id: number, input: Partial<LegalInfoWire>): LegalInfoWire => ({
  id,
  userId: MARKING.id,
  type: 'LEGAL_ENTITY',
  name: 'OOO "Before"',
  inn: '7736050003',
  countryCode: null,
  foreignRegNumber: null,
  foreignTaxNumber: null,
  vatPayer: false,
  createdEpoch: EPOCH,
  updatedEpoch: EPOCH,
  ...input,
});

/** The Telegram page before a name is set; once one went through, it waits for its code. */
function telegram(): FixtureRoutes {
  let state: TelegramNameWire = { telegramUsername: null, status: 'NOT_LINKED', botUsername: 'adnet_bot' };
  return {
    ...signedIn(),
    'GET /api/user/telegram_name': () => state,
    'GET /api/user/telegram_name/code': () => ({ code: '482913', botUsername: 'adnet_bot' }),
    'PUT /api/user/telegram_name': ({ body }) => {
      const name = (body as { telegramUsername: string }).telegramUsername.replace(/^@/, '');
      state = { telegramUsername: name, status: 'WAITING', botUsername: 'adnet_bot' };
      return { ok: true };
    },
  };
}

const MANAGER: SelfWire = {
  ...ADVERTISER,
  id: 30,
  email: 'manager@demo.adnet',
  username: 'manager',
  role: 'Internal Manager',
  roles: ['User', 'Internal User', 'Internal Manager'],
};
const SUPERUSER: SelfWire = {
  ...MODERATOR,
  id: 1,
  email: 'superuser@demo.adnet',
  role: 'SuperUser',
  roles: ['SuperUser', 'Internal User'],
};

/** A sales manager's client with no deals yet; a deal that went through is on the client's page. */
function salesClient(): FixtureRoutes {
  const client: SalesClientDetailWire = {
    id: 41,
    name: 'Northwind',
    contactEmail: 'buyer@northwind.example',
    telegramTag: null,
    userId: null,
    managerId: MANAGER.id,
    managerEmail: MANAGER.email,
    status: 'LEAD',
    totalSpent: 0,
    monthSpent: 0,
    balance: null,
    campaignsCount: 0,
    dealsCount: 0,
    openDealsAmount: 0,
    createdEpoch: EPOCH,
    notes: '',
    deals: [],
  };
  return {
    ...signedIn(MANAGER),
    'GET /api/sales/clients/{id}': () => client,
    'GET /api/sales/clients': () => page([client]),
    'POST /api/sales/deals': ({ body }) => {
      const input = body as { title: string; amount: number };
      const deal: DealWire = {
        id: 51,
        clientId: client.id,
        clientName: client.name,
        title: input.title,
        amount: input.amount,
        stage: 'NEW',
        managerId: MANAGER.id,
        createdEpoch: EPOCH,
        closedEpoch: null,
      };
      client.deals.push(deal);
      return deal;
    },
  };
}

const audience = (id: number, name: string, action: string): AudienceDetailWire => ({
  id,
  name,
  userId: ADVERTISER.id,
  kind: 'CONVERTERS',
  rule: { action, days: 30 },
  size: 1_200,
  minSize: 100,
  status: 'READY',
  failureReason: null,
  createdEpoch: EPOCH,
  updatedEpoch: EPOCH,
  campaigns: [],
  upload: null,
  sizeHistory: [],
});
const audienceRoutes = (): FixtureRoutes => ({
  ...signedIn(),
  'GET /api/campaigns': () => page([]),
  'GET /api/audiences': () => page([]),
  'GET /api/audiences/estimate': () => ({ size: 1_200, minSize: 100 }),
  'GET /api/audiences/{id}': ({ params }) => audience(Number(params.id), 'Before the fault', 'purchase'),
});
const savedAudience = (id: number) => (body: unknown) => {
  const input = body as { name: string; rule?: { action: string } };
  const { sizeHistory: _history, ...saved } = audience(id, input.name, input.rule?.action ?? 'purchase');
  return { status: id === 8 ? 201 : 200, body: saved satisfies AudienceWire };
};

/** A withdraw waiting for a decision, as the internal withdraw list shows it to a superuser. */
const WAITING_WITHDRAW: AdminWithdrawWire = {
  id: 61,
  wallet: GOOD_TRON_ADDRESS,
  amount: 50,
  memoTag: '',
  status: 'PENDING',
  createdEpoch: EPOCH,
  txHash: null,
  rejectReason: null,
  userId: ADVERTISER.id,
  userEmail: ADVERTISER.email,
  fee: 1.1,
};

/** Clicks what `selector` finds once the screen shows it. */
async function clickWhenShown(selector: string) {
  await waitFor(() => expect(document.querySelector(selector)).not.toBeNull());
  // A dialog opened over another (the decline over the review) is shown a moment before it takes the pointer:
  // until then user-event refuses the click (`pointer-events: none`), as a browser would ignore it.
  await waitFor(() => user.click(document.querySelector<HTMLElement>(selector)!));
}

/** Confirms the question a form asks first (its confirming button is the dialog's last). */
async function confirmDialog() {
  const dialog = await screen.findByRole('alertdialog');
  const buttons = within(dialog).getAllByRole('button');
  await user.click(buttons[buttons.length - 1]!);
  await dialogClosed();
}

/** The fixtures answer the write once the fault is gone (the harness hands the call to them). */
const fromFixtures = 'fixtures' as const;

const FORMS: Form[] = [
  (() => {
    const session = signingIn(ADVERTISER);
    return {
      name: 'sign-in',
      path: '/login',
      routes: () => ({ ...session.routes, 'GET /api/campaigns': () => page([]) }),
      call: { method: 'POST', path: /^\/api\/public\/user\/auth$/ },
      answer: () => {
        session.done();
        return { body: { ok: true } };
      },
      keyed: false,
      fill: { email: 'advertiser@demo.adnet', password: 'demo-pass-2026' },
      submit: submitOf('form.auth-form'),
      slot: slotIn('form.auth-form [role="alert"]'),
      succeeded: async (history) => {
        await waitFor(() => expect(history.location.pathname).toBe('/campaigns'));
      },
    } satisfies Form;
  })(),
  {
    name: 'password reset request',
    path: '/reset_password',
    routes: () => signedOut,
    call: { method: 'POST', path: /^\/api\/public\/user\/password\/reset\/code$/ },
    answer: () => ({ body: { ok: true } }),
    keyed: false,
    fill: { email: 'someone@example.com' },
    submit: submitOf('form.auth-form'),
    slot: slotIn('form.auth-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() => expect(field('code')).not.toBeNull());
    },
  },
  {
    name: 'support reply',
    path: '/support/case/31',
    routes: supportCase,
    call: { method: 'POST', path: /^\/api\/support\/cases\/31\/messages$/ },
    answer: fromFixtures,
    keyed: true,
    fill: { text: 'Top up with TRON and start the campaign again.' },
    submit: submitOf('form.case-reply'),
    slot: slotIn('form.case-reply [role="alert"]'),
    succeeded: async () => {
      await waitFor(() =>
        expect(
          [...document.querySelectorAll('.case-message-text')].map((m) => m.textContent).slice(-1),
        ).toEqual(['Top up with TRON and start the campaign again.']),
      );
      await waitFor(() => expect(field('text')?.value).toBe(''));
    },
  },
  {
    name: 'legal info edit',
    path: '/legal_info?edit=5',
    routes: () => legalInfos([legalInfo(5, {})]),
    call: { method: 'PUT', path: /^\/api\/user\/legal_info\/5$/ },
    answer: (body) => ({ body: legalInfo(5, body as Partial<LegalInfoWire>) }),
    keyed: false,
    fill: { name: 'OOO "Romashka"', inn: '7707083893' },
    submit: submitOf('form.legal-info-form'),
    slot: slotIn('form.legal-info-form [role="alert"]'),
    succeeded: async (history) => {
      // Saved: the page goes back to adding a new one.
      await waitFor(() => expect(history.location.search).not.toContain('edit='));
      await waitFor(() => expect(field('name')?.value).toBe(''));
    },
  },
  {
    name: 'legal info create',
    path: '/legal_info',
    routes: () => legalInfos(),
    call: { method: 'POST', path: /^\/api\/user\/legal_info$/ },
    answer: (body) => ({ status: 201, body: legalInfo(6, body as Partial<LegalInfoWire>) }),
    keyed: true,
    fill: { name: 'OOO "Faulty"', inn: '7736050003' },
    submit: submitOf('form.legal-info-form'),
    slot: slotIn('form.legal-info-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() => expect(field('name')?.value).toBe(''));
    },
  },
  {
    // The code request: "Send code" asks for a confirmation first, and the call goes once it is confirmed. It is
    // the action recipe's (a bodiless request that only mails a code): its failure is told beside the form's
    // button, and each press is a request of its own (a code mailed again is the same code's successor, not a
    // second write).
    name: 'wallet withdraw',
    path: '/wallet',
    routes: () => walletApi().routes,
    call: { method: 'POST', path: /^\/api\/user\/publisher\/withdraw\/code$/ },
    answer: fromFixtures,
    keyed: false,
    fill: { wallet: GOOD_TRON_ADDRESS, amount: '100.5', memoTag: 'faulty memo' },
    submit: submitOf('form.withdraw-form'),
    confirm: confirmDialog,
    slot: slotIn('form.withdraw-form [role="alert"]'),
    succeeded: async () => {
      // The code was mailed: its field is next, and the details are still there.
      await waitFor(() => expect(field('confirmationCode')).not.toBeNull());
      expect(field('memoTag')?.value).toBe('faulty memo');
    },
  },
  {
    name: 'telegram name',
    path: '/telegram',
    routes: telegram,
    call: { method: 'PUT', path: /^\/api\/user\/telegram_name$/ },
    answer: fromFixtures,
    keyed: false,
    fill: { telegramUsername: '@faulty_name' },
    submit: submitOf('form.telegram-form'),
    slot: slotIn('form.telegram-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() =>
        expect(document.querySelector('.telegram-status')?.textContent).toContain('@faulty_name'),
      );
      expect(field('telegramUsername')?.value).toBe('faulty_name');
    },
  },
  {
    name: 'sales deal dialog',
    path: '/sales/clients/41',
    routes: salesClient,
    call: { method: 'POST', path: /^\/api\/sales\/deals$/ },
    answer: fromFixtures,
    keyed: true,
    open: async () => {
      await user.click(await screen.findByRole('button', { name: i18next.t('sales.deal.new') }));
      await screen.findByRole('dialog');
    },
    fill: { title: 'Faulty deal', amount: '1500.5' },
    submit: submitOf('form.deal-form'),
    slot: slotIn('[role="dialog"] form.deal-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect([...document.querySelectorAll('.deal-card-title')].map((d) => d.textContent)).toEqual([
          'Faulty deal',
        ]),
      );
    },
  },
  {
    // A converters audience: an action name and days, no campaigns to pick.
    name: 'audience create',
    path: '/audiences/new',
    routes: audienceRoutes,
    call: { method: 'POST', path: /^\/api\/audiences$/ },
    answer: savedAudience(8),
    keyed: true,
    open: async () => {
      await clickWhenShown('input[type="radio"][value="CONVERTERS"]');
    },
    fill: { name: 'Faulty audience', action: 'purchase' },
    submit: submitOf('form.audience-form'),
    slot: slotIn('form.audience-form [role="alert"]'),
    succeeded: async (history) => {
      await waitFor(() => expect(history.location.pathname).toBe('/audiences/8'));
    },
  },
  {
    name: 'audience rename',
    path: '/audiences/7/edit',
    routes: audienceRoutes,
    call: { method: 'PATCH', path: /^\/api\/audiences\/7$/ },
    answer: savedAudience(7),
    keyed: true,
    fill: { name: 'Faulty rename', action: 'signup' },
    submit: submitOf('form.audience-form'),
    slot: slotIn('form.audience-form [role="alert"]'),
    succeeded: async (history) => {
      await waitFor(() => expect(history.location.pathname).toBe('/audiences/7'));
    },
  },
  {
    // A Task campaign (texts and a link, no media).
    name: 'campaign editor',
    path: '/campaigns/new?campaignType=Task',
    routes: () => editorApi().routes,
    call: { method: 'POST', path: /^\/api\/campaigns$/ },
    answer: (body) => ({
      status: 201,
      body: campaignDetail(1500, {
        name: (body as { name: string }).name,
        campaignType: 'TASK',
        status: 'MODERATION',
      }) satisfies CampaignWire,
    }),
    keyed: true,
    fill: {
      name: 'Faulty campaign',
      'ads.0.title': 'Faulty ad',
      'ads.0.link': 'https://example.com/faulty',
      budget: '100',
      bid: '2',
    },
    submit: submitOf('form.editor-form'),
    slot: slotIn('form.editor-form [role="alert"]'),
    succeeded: async (history) => {
      await waitFor(() => expect(history.location.pathname).toBe('/campaigns/1500'));
    },
  },
  {
    // The moderator's own words as the reason ("other"), from the review of a campaign waiting in the queue.
    name: 'moderation decline reason',
    path: '/internal/campaigns?hasModerationKey=true',
    routes: () => ({
      ...signedIn(MODERATOR),
      'GET /api/campaigns': ({ query }) => moderationPage(query),
      'GET /api/campaigns/{id}': ({ params }) => moderationCampaign(Number(params.id)),
      'GET /api/admin/user/{userId}': ({ params }) => adminUser(Number(params.userId)),
    }),
    call: { method: 'PATCH', path: /^\/api\/campaigns\/\d+\/decline$/ },
    answer: (body) => ({
      body: campaignDetail(1400, {
        status: 'DECLINED',
        declineReason: (body as { reason: string }).reason,
      }),
    }),
    keyed: true,
    open: async () => {
      await clickWhenShown('table tbody a');
      await clickWhenShown('[role="dialog"] button[aria-keyshortcuts="D"]');
      await clickWhenShown('form.recipe-form input[type="radio"][value="other"]');
    },
    fill: { details: 'Faulty landing page.' },
    submit: submitOf('form.recipe-form'),
    slot: slotIn('form.recipe-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() => expect(document.querySelector('form.recipe-form')).toBeNull());
    },
  },
  {
    name: 'internal withdraw reject reason',
    path: '/internal/withdraw',
    routes: () => ({
      ...signedIn(SUPERUSER),
      'GET /api/admin/withdraw': () => page([WAITING_WITHDRAW]),
    }),
    call: { method: 'PATCH', path: /^\/api\/admin\/withdraw\/61\/reject$/ },
    answer: (body) => ({
      body: { ...WAITING_WITHDRAW, status: 'REJECTED', rejectReason: (body as { reason: string }).reason },
    }),
    keyed: true,
    open: async () => {
      // A row's actions button, by the name the grid gives it.
      await clickWhenShown('[data-slot="data-grid"] button[aria-label^="Actions for"]');
      const items = await screen.findAllByRole('menuitem');
      await user.click(items[1]!);
      await waitFor(() => expect(document.querySelector('form.recipe-form')).not.toBeNull());
    },
    fill: { reason: 'Faulty address.' },
    submit: submitOf('form.recipe-form'),
    slot: slotIn('form.recipe-form [role="alert"]'),
    succeeded: async () => {
      await waitFor(() => expect(document.querySelector('form.recipe-form')).toBeNull());
    },
  },
];

beforeAll(async () => {
  await initI18n();
  await loadTexts(FEATURE_TEXTS);
  await changeLanguage('en');
});
afterEach(() => act(() => toast.remove()));

/** The app at `path`, its API answered by `fetch`. */
function boot(path: string, fetch: typeof globalThis.fetch) {
  const client = createApiClient({ fetch, timeoutMs: TIMER_MS });
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <App
      client={client}
      config={{ apiBaseUrl: '', agencySiteUrl: 'https://agency.adnet.example/' }}
      report={() => undefined}
      history={history}
    />,
  );
  return history;
}

describe('each form of the cabinet meets every fault through the form recipe', () => {
  it.each(FORMS)(
    '$name: each fault is told in its slot with every value kept, then the same values go through',
    async (form) => {
      const fixtures = fixtureFetch(form.routes());
      let fault: Fault | null = null;
      const keys: (string | null)[] = [];
      const fetch: typeof globalThis.fetch = async (input, init = {}) => {
        // The client asks for paths of its own origin; the fixtures read an absolute URL.
        const url = new URL(String(input), location.href);
        if ((init.method ?? 'GET') === form.call.method && form.call.path.test(url.pathname)) {
          keys.push(new Headers(init.headers).get('idempotency-key'));
          if (fault) return fault.respond(init);
          if (form.answer !== fromFixtures) {
            const { status = 200, body } = form.answer(JSON.parse(String(init.body ?? 'null')));
            return json(body, status);
          }
        }
        return fixtures(url.href, init);
      };
      const history = boot(form.path, fetch);
      await form.open?.();
      for (const [name, value] of Object.entries(form.fill)) {
        await waitFor(() => expect(field(name)).not.toBeNull());
        // Pasted, one input event per field: typing each character re-renders the big forms for seconds here.
        await user.clear(field(name)!);
        await user.paste(value);
      }
      const kept = () => {
        for (const [name, value] of Object.entries(form.fill)) expect(field(name)?.value, name).toBe(value);
      };

      for (const f of FAULTS) {
        fault = f;
        // The toast of the fault before is gone: a form telling its failure in a toast shows this one alone.
        act(() => toast.remove());
        const before = keys.length;
        await user.click(form.submit());
        await form.confirm?.();
        await waitFor(() => expect(keys.length).toBeGreaterThan(before));
        await waitFor(() => expect(form.slot()?.textContent, f.name).toBe(f.message()));
        await waitFor(() => expect(form.submit().getAttribute('aria-busy')).toBeNull());
        kept();
      }

      fault = null;
      await user.click(form.submit());
      await form.confirm?.();
      await form.succeeded(history);
      if (form.keyed) {
        expect(keys.length).toBeGreaterThanOrEqual(FAULTS.length + 1);
        expect(new Set(keys), 'one Idempotency-Key over every attempt').toEqual(new Set([keys[0]]));
        expect(keys[0]).toBeTruthy();
      }
    },
    60_000,
  );
});

/** The texts of every toast on screen. */
const toastTexts = () =>
  [...document.querySelectorAll('[data-slot="toast"] [data-slot="message"]')].map((m) => m.textContent);

describe('an error appears once: in the form, never again in a toast', () => {
  it('sign-in: wrong credentials are said beside the button only', async () => {
    const session = signingIn(ADVERTISER);
    const fixtures = fixtureFetch({ ...session.routes, 'GET /api/campaigns': () => page([]) });
    boot('/login', async (input, init = {}) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === '/api/public/user/auth')
        return json({ error: 'BAD_CREDENTIALS', message: 'Wrong e-mail or password' }, 400);
      return fixtures(url.href, init);
    });
    await waitFor(() => expect(field('email')).not.toBeNull());
    await user.type(field('email')!, 'advertiser@demo.adnet');
    await user.type(field('password')!, 'not-the-password');
    await user.click(submitOf('form.auth-form')());
    const alert = await waitFor(() => {
      const found = document.querySelector('form.auth-form [role="alert"]');
      expect(found?.textContent).toBe('Wrong e-mail or password.');
      return found!;
    });
    expect(alert).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  /** The wallet with `path` (a POST) answered by `answer`: fills the details and asks for a code. */
  async function askForCode(path: string, answer: () => Response) {
    const fixtures = fixtureFetch(walletApi().routes);
    boot('/wallet', async (input, init = {}) => {
      const url = new URL(String(input), location.href);
      if (url.pathname === path && init.method === 'POST') return answer();
      return fixtures(url.href, init);
    });
    for (const [name, value] of Object.entries({ wallet: GOOD_TRON_ADDRESS, amount: '100.5' })) {
      await waitFor(() => expect(field(name)).not.toBeNull());
      await user.click(field(name)!);
      await user.paste(value);
    }
    // "Send code" waits for the balance and the fee.
    await waitFor(() => expect((submitOf('form.withdraw-form')() as HTMLButtonElement).disabled).toBe(false));
    await user.click(submitOf('form.withdraw-form')());
    await confirmDialog();
  }

  it('withdraw: a wrong code is said on its field only', async () => {
    const wrong = 'The code is wrong or expired';
    await askForCode('/api/user/publisher/withdraw', () =>
      json({ error: 'VALIDATION_ERROR', message: wrong, fields: { confirmationCode: wrong } }, 400),
    );
    await waitFor(() => expect(field('confirmationCode')).not.toBeNull());
    act(() => toast.remove()); // "The code was sent" (a success, not the error)
    await user.click(field('confirmationCode')!);
    await user.paste('123456');
    await user.click(submitOf('form.withdraw-form')());
    await waitFor(() => expect(field('confirmationCode')?.getAttribute('aria-invalid')).toBe('true'));
    expect(document.querySelector('form.withdraw-form')?.textContent).toContain(
      'The code is wrong or expired. Check it, or ask for a new one.',
    );
    expect(toastTexts()).toEqual([]);
  }, 60_000);

  it('withdraw: a failed code request is said beside the button only', async () => {
    await askForCode('/api/user/publisher/withdraw/code', () =>
      json({ error: 'SANDBOX_FAULT', message: 'Injected by the sandbox: HTTP 500' }, 500),
    );
    await waitFor(() =>
      expect(document.querySelector('form.withdraw-form [role="alert"]')?.textContent).toBe(
        'The server answered with error 500.',
      ),
    );
    expect(toastTexts()).toEqual([]);
  }, 60_000);
});
