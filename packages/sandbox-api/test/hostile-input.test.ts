import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_BODIES, HOSTILE_LINKS, NAUGHTY } from '../../../e2e/hostile-corpus';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../src/limits';
import { MAX_STRING } from '../src/validate';
import { DEMO_PASSWORD } from '../src/seed';
import { cookieHeader, fingerprint, OPEN_TARGETING, startSandbox, type TestSandbox } from './helpers';

/**
 * The hostile-input corpus (e2e/hostile-corpus.ts) against every endpoint that takes user text, in-process: every
 * naughty string in every text field (the other fields valid, so the string is what the server judges), and every
 * hostile landing link in the link fields. Each field has a rule that says exactly what it does with a string:
 * - `free(max)`: any text up to `max` characters is stored as sent (trimmed where the schema trims) and read back
 *   byte-exact through the API (or the table, where no call returns it); longer is refused on the field;
 * - `format(message)`: no naughty string is a value of this field: each is refused with this message on the field;
 * - `refusedAs(status, error)`: the request is refused as a whole (a wrong password is no field's fault);
 * - `searched()`: a search or filter: answered 200 with the text as the filter, nothing written;
 * - `inPath(rule)`: a path parameter, judged by `rule` up to the router's longest parameter.
 * Every refusal is a 4xx with that exact message or error (never a 500), and a fingerprint of every data table
 * taken before all the refusals (and the searches) equals one taken after them: nothing was half-saved. Every hostile
 * body is refused by every endpoint that takes a body; the hostile files by the upload calls.
 *
 * HOW TO ADD YOUR ENDPOINT: an entry in ENDPOINTS with its route key (as registered), a `setUp` that makes the data
 * it needs (an account of its own: `account(spec)`, or a shared one such as `someone()`) and answers how to call it,
 * and a rule per text field (path as the server names it in `fields`: `ads[0].title`, `rule.action`). A route with a
 * body, a query or a text path parameter that is left out fails the coverage test below unless it is in
 * NO_USER_TEXT with the reason. A string no text may hold (a character every field refuses) is one line in the
 * corpus, with its `serverMessage`.
 */

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;
type Send = (options: InjectOptions) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Outcome =
  | { kind: 'stored'; value: string }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'answered' };
type Rule = (field: string, value: string) => Outcome;

const tooLong = (field: string, max: number): Outcome => ({
  kind: 'field',
  field,
  message: `must be at most ${max} characters`,
});
/** Any text up to `max` is stored as sent (trimmed when the schema trims). */
const free =
  (max: number, { trim = true } = {}): Rule =>
  (field, value) => {
    const sent = trim ? value.trim() : value;
    return sent.length > max ? tooLong(field, max) : { kind: 'stored', value: sent };
  };
/** No naughty string is a value of the field: refused with `message` (or for its length over `max`). */
const format =
  (message: string, max = MAX_STRING): Rule =>
  (field, value) =>
    value.trim().length > max ? tooLong(field, max) : { kind: 'field', field, message };
/** The request is refused as a whole (the value is checked against data: a password, a code of the network's). */
const refusedAs =
  (status: number, error: string, max: number): Rule =>
  (field, value) =>
    value.trim().length > max ? tooLong(field, max) : { kind: 'refused', status, error };
/**
 * A path parameter: past Fastify's longest (100 characters) no route matches, so the answer is the 404 of an unknown
 * endpoint; shorter, `rule` judges it.
 */
const inPath =
  (rule: Rule): Rule =>
  (field, value) =>
    value.length > 100 ? { kind: 'refused', status: 404, error: 'NOT_FOUND' } : rule(field, value);
/** A search or filter: the text is used as it is (trimmed), nothing is written. */
const searched =
  (max = 200): Rule =>
  (field, value) =>
    value.trim().length > max ? tooLong(field, max) : { kind: 'answered' };

interface Call {
  send: Send;
  /** The request with `value` in `field` and valid values in the others (made anew: a fresh e-mail, a new code). */
  request: (field: string, value: string) => InjectOptions | Promise<InjectOptions>;
  /** What the server keeps in `field` after it answered `res` for the value `sent`, read back. */
  stored?: (res: Response, field: string, sent: string) => Promise<unknown>;
}

interface TextEndpoint {
  /** The route key as registered (`'POST /api/campaigns'`); a few entries may share one (another body). */
  route: string;
  /** What the calls need (an account, a campaign), made once. */
  setUp: () => Promise<Call>;
  fields: Record<string, Rule>;
  /** Link fields: they take every hostile link of the corpus too. */
  links?: string[];
}

let s: TestSandbox;
let serial = 0;
/** A value no other round has (an e-mail, a username). */
const unique = (prefix: string) => `${prefix}${(serial += 1)}x${process.pid}`;

/** Limits high enough that no round of the corpus meets one (the limits are proven by trust.test.ts). */
const NO_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
) as unknown as RateLimitSettings;

beforeAll(async () => {
  s = await startSandbox({ rateLimits: NO_LIMITS });
});
afterAll(() => s.close());

const anonymous: Send = (options) => s.app.inject(options);

/** Made on first use, then shared by the endpoints that only need such an account to call as. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** An account of the test's own (`POST /api/dev/fixtures/users`), signed in. */
async function account(spec: Record<string, unknown> = {}) {
  const made = await s.app.inject({ method: 'POST', url: '/api/dev/fixtures/users', payload: spec });
  expect(made.statusCode, made.body).toBe(201);
  const { id, email } = made.json<{ id: number; email: string }>();
  return { id, email, send: await signedIn(email) };
}

/** The answer to a sign-in with `email` and `password`. */
const signInWith = (email: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/api/public/user/auth', payload: { email, password } });

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<Send> {
  const res = await signInWith(email, password);
  expect(res.statusCode, `sign-in of ${email}: ${res.body}`).toBe(200);
  const cookie = cookieHeader(res.headers['set-cookie']);
  return (options) => s.app.inject({ ...options, headers: { ...options.headers, cookie } });
}

/** `body` with `value` at `path` (`ads[0].title`, `rule.action`), the rest copied. */
function withValue<T>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
  let at: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, i) => {
    at[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys.at(-1)!] = value;
  return copy as T;
}

/** The value at `path` of a read-back object. */
function valueAt(object: unknown, path: string): unknown {
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
  return keys.reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], object);
}

const json = (send: Send, method: Method, url: string, payload?: unknown) =>
  payload === undefined ? send({ method, url }) : send({ method, url, payload: payload as object });

/** A GET of `url` that must answer 200, its JSON. */
async function read<T = unknown>(send: Send, url: string): Promise<T> {
  const res = await send({ method: 'GET', url });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

/** A query string of `params` (encoded as a browser encodes a search). */
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** A call whose request is `method url` with `body(field, value)`, read back from the answer's entity `url`. */
const bodyCall = (
  send: Send,
  method: Method,
  url: string,
  valid: Record<string, unknown> | (() => Record<string, unknown>),
  stored?: Call['stored'],
): Call => ({
  send,
  request: (field, value) => ({
    method,
    url,
    payload: withValue(typeof valid === 'function' ? valid() : valid, field, value),
  }),
  ...(stored && { stored }),
});

const CAMPAIGN = {
  name: 'Hostile campaign',
  campaignType: 'BOT',
  strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
  ads: [
    {
      title: 'Hostile ad',
      subtitle: 'Try it',
      buttonText: 'Open',
      advertiserName: 'Hostile Inc.',
      erid: 'Kra23f4',
      link: 'https://example.com/landing',
    },
  ],
  targeting: { ...OPEN_TARGETING, categories: [] },
  legalType: 'FOREIGN_LEGAL_ENTITY',
  legalName: 'Hostile GmbH',
  regNumber: 'HRB 12345',
  vat: 20,
};
/** An advertiser of the test's own who may mark ads and has money for campaigns. */
const advertiser = () => account({ deposit: 100_000, featuresOn: ['ru_ad_marking'] });
const SUPERUSER = { role: 'SuperUser', roles: ['SuperUser', 'Internal User'] };
const MODERATOR = { role: 'User', roles: ['User', 'Internal User'] };
const MANAGER = { roles: ['User', 'Internal User', 'Internal Manager'], salesClients: 1 };
const someone = once(() => account());
const anAdvertiser = once(advertiser);
const aMarker = once(() => account({ featuresOn: ['ru_ad_marking'] }));
const aSuperuser = once(() => account(SUPERUSER));
const aManager = once(() => account(MANAGER));

/** The id of the row an answer names. */
const idOf = (res: Response) => res.json<{ id: number }>().id;

/** Creates a row through the API (a 201), its id. */
async function create(send: Send, url: string, body: unknown) {
  const res = await json(send, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return idOf(res);
}

/** A campaign of `owner`'s waiting for moderation. */
const campaignOf = (owner: Send) => create(owner, '/api/campaigns', CAMPAIGN);

/** The row `id` of a list the API answers at `url`. */
const rowOf = async (send: Send, url: string, id: number) =>
  (await read<{ content: { id: number }[] }>(send, url)).content.find((row) => row.id === id);

/** The file name an upload URL was minted with (no call answers it). */
const uploadName = async (res: Response) =>
  (
    await s.db.query<{ file_name: string }>('SELECT file_name FROM uploads WHERE key = $1', [
      res.json<{ unique_key: string }>().unique_key,
    ])
  ).rows[0]?.file_name;

/** The manager's client (`MANAGER` has one). */
const firstClient = async (manager: Send) =>
  (await read<{ content: { id: number }[] }>(manager, '/api/sales/clients')).content[0]!.id;

/** The newest code the sandbox "mailed" to `email`. */
async function mailed(email: string, kind: string) {
  const [mail] = await read<{ code: string }[]>(
    anonymous,
    `/api/dev/outbox?${query({ email, kind, limit: 1 })}`,
  );
  expect(mail, `a ${kind} mail to ${email}`).toBeDefined();
  return mail!.code;
}

/** The newest tracking or error event of `kind`, its payload. */
const lastEvent = async (kind: string) =>
  (await read<{ payload: Record<string, unknown> }[]>(anonymous, `/api/dev/events?kind=${kind}&limit=1`))[0]
    ?.payload;

/** An agency as the admins' list answers it (found by its name), read back. */
const agencyRead =
  (admin: Send): Call['stored'] =>
  async (res, field) =>
    valueAt(
      await rowOf(
        admin,
        `/api/admin/agencies?${query({ search: res.json<{ name: string }>().name, size: 200 })}`,
        idOf(res),
      ),
      field,
    );

/** A list call that takes `value` in the query parameter `field` (the other parameters `base`). */
const listCall = (send: Send, path: string, base: Record<string, string | number> = {}): Call => ({
  send,
  request: (field, value) => ({ method: 'GET', url: `${path}?${query({ ...base, [field]: value })}` }),
});

/** A list's free-text search (`search` unless said), as `actor`. */
const searchOf = (route: string, actor: () => Promise<{ send: Send }>, field = 'search'): TextEndpoint => ({
  route,
  setUp: async () => listCall((await actor()).send, route.slice('GET '.length)),
  fields: { [field]: searched() },
});

/**
 * A call that checks an e-mail and a password (sign-in, and the resend of a confirmation link): a wrong one is
 * refused as a whole, whatever it holds; the e-mail is an account's of its own.
 */
const passwordChecked = (route: string): TextEndpoint => ({
  route,
  setUp: async () => {
    const own = await someone();
    return bodyCall(anonymous, 'POST', route.slice('POST '.length), {
      email: own.email,
      password: 'not-the-password',
    });
  },
  fields: {
    email: refusedAs(400, 'BAD_CREDENTIALS', 254),
    password: refusedAs(400, 'BAD_CREDENTIALS', 128),
  },
});

const ENDPOINTS: TextEndpoint[] = [
  passwordChecked('POST /api/public/user/auth'),
  {
    route: 'POST /api/public/user/register',
    setUp: async () => {
      const valid = () => ({
        email: `${unique('register')}@example.com`,
        password: 'a-long-password',
        username: unique('Hostile '),
        acceptTerms: true,
      });
      // A password is kept as a hash: the account it made takes it (and says only that it is not confirmed yet).
      return bodyCall(anonymous, 'POST', '/api/public/user/register', valid, async (res, _field, sent) => {
        const made = await signInWith(res.json<{ email: string }>().email, sent);
        return made.json<{ error: string }>().error === 'EMAIL_NOT_CONFIRMED' ? sent : made.body;
      });
    },
    fields: {
      email: format('is not a valid e-mail address', 254),
      password: free(128, { trim: false }),
      username: format('may hold letters, digits, spaces, dots, dashes and underscores', 32),
      telegramTag: format('is not a Telegram username', 33),
      referralCode: refusedAs(400, 'INVALID_REFERRAL_CODE', 32),
      promocode: refusedAs(400, 'INVALID_PROMOCODE', 32),
    },
  },
  {
    route: 'POST /api/public/user/confirm',
    setUp: async () => bodyCall(anonymous, 'POST', '/api/public/user/confirm', { token: 'x' }),
    fields: { token: refusedAs(400, 'INVALID_TOKEN', 200) },
  },
  passwordChecked('POST /api/public/user/resend_confirmation'),
  {
    route: 'POST /api/public/user/password/reset/code',
    setUp: async () => bodyCall(anonymous, 'POST', '/api/public/user/password/reset/code', { email: 'x' }),
    fields: { email: format('is not a valid e-mail address', 254) },
  },
  {
    // Each round has a code of its own, mailed for the account just before; a new password is then the one that
    // signs in.
    route: 'PATCH /api/public/user/password/reset',
    setUp: async () => {
      const own = await account();
      return {
        send: anonymous,
        // A code is mailed for a round that can succeed; one refused on its e-mail or code needs none.
        request: async (field, value) => {
          if (field === 'password') {
            const asked = await s.app.inject({
              method: 'POST',
              url: '/api/public/user/password/reset/code',
              payload: { email: own.email },
            });
            expect(asked.statusCode).toBe(200);
          }
          const body = {
            email: own.email,
            code: field === 'password' ? await mailed(own.email, 'RESET') : '123456',
            password: 'a-new-password',
          };
          return {
            method: 'PATCH',
            url: '/api/public/user/password/reset',
            payload: withValue(body, field, value),
          };
        },
        stored: async (_res, _field, sent) => {
          const made = await signInWith(own.email, sent);
          return made.statusCode === 200 ? sent : made.body;
        },
      };
    },
    fields: {
      email: format('is not a valid e-mail address', 254),
      code: format('must be the 6 digits from the e-mail'),
      password: free(128, { trim: false }),
    },
  },
  {
    route: 'POST /api/public/collect/view',
    setUp: async () =>
      bodyCall(
        anonymous,
        'POST',
        '/api/public/collect/view',
        { path: '/campaigns', referrer: '', title: 'Campaigns' },
        async (_res, field) => valueAt(await lastEvent('VIEW'), field),
      ),
    fields: {
      path: free(2_048, { trim: false }),
      referrer: free(2_048, { trim: false }),
      title: free(500, { trim: false }),
    },
  },
  {
    route: 'POST /api/public/collect/action',
    setUp: async () =>
      bodyCall(
        anonymous,
        'POST',
        '/api/public/collect/action',
        { action: 'click', path: '/campaigns' },
        async (_res, field) => valueAt(await lastEvent('ACTION'), field),
      ),
    fields: { action: free(100, { trim: false }), path: free(2_048, { trim: false }) },
  },
  {
    route: 'GET /api/public/frontend-error',
    setUp: async () => ({
      send: anonymous,
      request: (field, value) => ({
        method: 'GET',
        url: `/api/public/frontend-error?${query({ ...{ app: 'cabinet', type: 'error', event: 'boom', data: '{}' }, [field]: value })}`,
      }),
      stored: async (_res, field) => valueAt(await lastEvent('FRONTEND_ERROR'), field),
    }),
    fields: {
      app: free(100, { trim: false }),
      type: free(100, { trim: false }),
      event: free(500, { trim: false }),
      data: free(MAX_STRING, { trim: false }),
    },
  },
  {
    route: 'PUT /api/user/telegram_name',
    setUp: async () => bodyCall((await someone()).send, 'PUT', '/api/user/telegram_name', {}),
    fields: { telegramUsername: format('is not a Telegram username', 33) },
  },
  {
    // A foreign party: its name and numbers are free text (no rule knows every country's format).
    route: 'POST /api/user/legal_info',
    setUp: async () => {
      const own = await aMarker();
      return bodyCall(
        own.send,
        'POST',
        '/api/user/legal_info',
        {
          type: 'FOREIGN_LEGAL_ENTITY',
          name: 'Hostile GmbH',
          countryCode: '276',
          foreignRegNumber: 'HRB 12345',
          foreignTaxNumber: 'DE123456789',
          vatPayer: false,
        },
        // Read back, then deleted: an account keeps at most 20 legal infos.
        async (res, field) => {
          const url = `/api/user/legal_info/${idOf(res)}`;
          const kept = valueAt(await read(own.send, url), field);
          expect((await own.send({ method: 'DELETE', url })).statusCode).toBe(200);
          return kept;
        },
      );
    },
    fields: {
      name: free(255),
      countryCode: format('is not a country: use the 3-digit OKSM (ISO 3166-1 numeric) code', 3),
      foreignRegNumber: free(32),
      foreignTaxNumber: free(50),
    },
  },
  {
    // A Russian legal entity: its ИНН is 10 digits with check digits.
    route: 'POST /api/user/legal_info',
    setUp: async () => {
      const own = await aMarker();
      return bodyCall(own.send, 'POST', '/api/user/legal_info', {
        type: 'LEGAL_ENTITY',
        name: 'OOO Hostile',
        inn: '7707083893',
        vatPayer: true,
      });
    },
    fields: { inn: format('must be 10 digits for a legal entity', 20) },
  },
  {
    route: 'PUT /api/user/legal_info/{id}',
    setUp: async () => {
      const own = await aMarker();
      const valid = {
        type: 'FOREIGN_LEGAL_ENTITY',
        name: 'Hostile GmbH',
        countryCode: '276',
        foreignRegNumber: 'HRB 12345',
        foreignTaxNumber: 'DE123456789',
        vatPayer: false,
      };
      const madeId = await create(own.send, '/api/user/legal_info', valid);
      const url = `/api/user/legal_info/${madeId}`;
      return bodyCall(own.send, 'PUT', url, valid, async (_res, field) =>
        valueAt(await read(own.send, url), field),
      );
    },
    fields: { name: free(255), foreignRegNumber: free(32), foreignTaxNumber: free(50) },
  },
  {
    // A bot message (title, text, button, advertiser) with a foreign legal entity's typed details.
    route: 'POST /api/campaigns',
    setUp: async () => {
      const own = await anAdvertiser();
      return bodyCall(own.send, 'POST', '/api/campaigns', CAMPAIGN, async (res, field) =>
        valueAt(await read(own.send, `/api/campaigns/${idOf(res)}`), field),
      );
    },
    fields: {
      name: free(200),
      'ads[0].title': free(100),
      'ads[0].subtitle': free(300),
      'ads[0].buttonText': free(30),
      'ads[0].advertiserName': free(100),
      'ads[0].erid': free(64),
      'ads[0].link': format('must be an https:// link', 2_048),
      'ads[0].image': format('is not an uploaded file of this account', 200),
      legalName: free(255),
      regNumber: free(50),
    },
    links: ['ads[0].link'],
  },
  {
    route: 'PATCH /api/campaigns/{id}',
    setUp: async () => {
      const own = await anAdvertiser();
      const url = `/api/campaigns/${await campaignOf(own.send)}`;
      return {
        send: own.send,
        request: (field, value) => ({
          method: 'PATCH',
          url,
          payload: field.startsWith('ads')
            ? { ads: withValue(CAMPAIGN, field, value).ads }
            : withValue({ name: CAMPAIGN.name }, field, value),
        }),
        stored: async (_res, field) => valueAt(await read(own.send, url), field),
      };
    },
    fields: {
      name: free(200),
      'ads[0].title': free(100),
      'ads[0].subtitle': free(300),
      'ads[0].link': format('must be an https:// link', 2_048),
    },
  },
  {
    // The moderator's reason, read by the owner: each stored round declines a campaign of its own.
    route: 'PATCH /api/campaigns/{id}/decline',
    setUp: async () => {
      const owner = await anAdvertiser();
      const moderator = await account(MODERATOR);
      return {
        send: moderator.send,
        request: async (_field, value) => ({
          method: 'PATCH',
          url: `/api/campaigns/${await campaignOf(owner.send)}/decline`,
          payload: { reason: value },
        }),
        stored: async (res) =>
          (await read<{ declineReason: string }>(owner.send, `/api/campaigns/${idOf(res)}`)).declineReason,
      };
    },
    fields: { reason: free(1_000) },
  },
  {
    route: 'GET /api/campaigns',
    setUp: async () => listCall((await anAdvertiser()).send, '/api/campaigns'),
    fields: {
      name: searched(),
      sort: format(
        'must be "field,asc" or "field,desc" with field one of: id, name, createdEpoch, status, budget, cpm, cpc, clicks, impressions, spent, ctr, campaignType, sla, userId',
        100,
      ),
    },
  },
  {
    route: 'GET /api/campaigns/forecast/{variant}',
    setUp: async () => {
      const own = await anAdvertiser();
      return {
        send: own.send,
        request: (_field, value) => ({
          method: 'GET',
          url: `/api/campaigns/forecast/${encodeURIComponent(value)}?type=BOT`,
        }),
      };
    },
    fields: { variant: inPath(format('must be one of: cpm, cpc')) },
  },
  {
    route: 'PUT /api/admin/features/{name}',
    setUp: async () => {
      const admin = await aSuperuser();
      return {
        send: admin.send,
        request: (_field, value) => ({
          method: 'PUT',
          url: `/api/admin/features/${encodeURIComponent(value)}`,
          payload: { active: true },
        }),
      };
    },
    fields: { name: inPath(refusedAs(404, 'NOT_FOUND', MAX_STRING)) },
  },
  {
    route: 'GET /api/campaigns/{id}',
    setUp: async () => {
      const own = await anAdvertiser();
      return {
        send: own.send,
        request: (_field, value) => ({ method: 'GET', url: `/api/campaigns/${encodeURIComponent(value)}` }),
      };
    },
    fields: { id: inPath(format('must be a positive integer')) },
  },
  {
    route: 'POST /api/audiences',
    setUp: async () => {
      const own = await someone();
      return bodyCall(
        own.send,
        'POST',
        '/api/audiences',
        { name: 'Hostile audience', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
        async (res, field) => valueAt(await read(own.send, `/api/audiences/${idOf(res)}`), field),
      );
    },
    fields: { name: free(200), 'rule.action': free(100) },
  },
  {
    route: 'POST /api/audiences',
    setUp: async () => {
      const own = await someone();
      return bodyCall(
        own.send,
        'POST',
        '/api/audiences',
        { name: 'Hostile list', kind: 'UPLOADED', rule: { fileName: 'ids.txt' } },
        async (res) =>
          (
            await s.db.query<{ file_name: string }>(
              'SELECT file_name FROM audience_uploads WHERE audience_id = $1',
              [idOf(res)],
            )
          ).rows[0]?.file_name,
      );
    },
    fields: { 'rule.fileName': free(255) },
  },
  {
    route: 'PATCH /api/audiences/{id}',
    setUp: async () => {
      const own = await someone();
      const madeId = await create(own.send, '/api/audiences', {
        name: 'Hostile rename',
        kind: 'CONVERTERS',
        rule: { action: 'purchase', days: 30 },
      });
      const url = `/api/audiences/${madeId}`;
      return bodyCall(
        own.send,
        'PATCH',
        url,
        { name: 'Hostile rename', rule: { action: 'purchase', days: 30 } },
        async (_res, field) => valueAt(await read(own.send, url), field),
      );
    },
    fields: { name: free(200), 'rule.action': free(100) },
  },
  {
    route: 'POST /api/audiences/{id}/upload',
    setUp: async () => {
      const own = await someone();
      const id = await create(own.send, '/api/audiences', {
        name: 'Hostile upload',
        kind: 'UPLOADED',
        rule: { fileName: 'ids.txt' },
      });
      return {
        send: own.send,
        request: async (_field, value) => {
          // A new upload replaces one under way: the last one's is dropped first.
          await own.send({ method: 'DELETE', url: `/api/audiences/${id}/upload` });
          return { method: 'POST', url: `/api/audiences/${id}/upload`, payload: { fileName: value } };
        },
        stored: async () =>
          (
            await s.db.query<{ file_name: string }>(
              'SELECT file_name FROM audience_uploads WHERE audience_id = $1 ORDER BY id DESC LIMIT 1',
              [id],
            )
          ).rows[0]?.file_name,
      };
    },
    fields: { fileName: free(255) },
  },
  searchOf('GET /api/audiences', someone, 'name'),
  {
    route: 'GET /api/audiences/estimate',
    setUp: async () =>
      listCall((await someone()).send, '/api/audiences/estimate', { kind: 'CONVERTERS', days: 30 }),
    fields: { action: searched(100) },
  },
  {
    route: 'POST /api/support/cases',
    setUp: async () => {
      const own = await someone();
      return bodyCall(
        own.send,
        'POST',
        '/api/support/cases',
        { subject: 'Hostile case', text: 'Please answer.' },
        async (res, field) => {
          const found = await read<{ subject: string; messages: { text: string }[] }>(
            own.send,
            `/api/support/cases/${idOf(res)}`,
          );
          return field === 'text' ? found.messages[0]?.text : valueAt(found, field);
        },
      );
    },
    fields: {
      subject: free(200),
      text: free(5_000),
      'pictures[0]': format('is not a picture you uploaded', 200),
    },
  },
  {
    route: 'POST /api/support/cases/{id}/messages',
    setUp: async () => {
      const own = await someone();
      const madeId = await create(own.send, '/api/support/cases', {
        subject: 'Hostile replies',
        text: 'Please answer.',
      });
      const url = `/api/support/cases/${madeId}`;
      return bodyCall(own.send, 'POST', `${url}/messages`, { text: 'More.' }, async (res) => {
        const found = await read<{ messages: { id: number; text: string }[] }>(own.send, url);
        return found.messages.find((m) => m.id === idOf(res))?.text;
      });
    },
    fields: { text: free(5_000), 'pictures[0]': format('is not a picture you uploaded', 200) },
  },
  searchOf('GET /api/support/cases', aSuperuser),
  {
    route: 'POST /api/sales/clients',
    setUp: async () => {
      const manager = await aManager();
      const valid = () => ({
        name: 'Hostile client',
        contactEmail: `${unique('client')}@example.com`,
        telegramTag: null,
        notes: '',
      });
      return bodyCall(manager.send, 'POST', '/api/sales/clients', valid, async (res, field) =>
        valueAt(await read(manager.send, `/api/sales/clients/${idOf(res)}`), field),
      );
    },
    fields: {
      name: free(200),
      contactEmail: format('is not a valid e-mail address', 254),
      telegramTag: format('is not a Telegram username', 33),
      notes: free(5_000, { trim: false }),
    },
  },
  {
    route: 'PATCH /api/sales/clients/{id}',
    setUp: async () => {
      const manager = await aManager();
      const url = `/api/sales/clients/${await firstClient(manager.send)}`;
      return bodyCall(manager.send, 'PATCH', url, { name: 'Hostile client' }, async (_res, field) =>
        valueAt(await read(manager.send, url), field),
      );
    },
    fields: {
      name: free(200),
      contactEmail: format('is not a valid e-mail address', 254),
      telegramTag: format('is not a Telegram username', 33),
      notes: free(5_000, { trim: false }),
    },
  },
  searchOf('GET /api/sales/clients', aSuperuser),
  {
    route: 'POST /api/sales/deals',
    setUp: async () => {
      const manager = await aManager();
      const clientId = await firstClient(manager.send);
      const deals = `/api/sales/deals?clientId=${clientId}&size=200`;
      return bodyCall(
        manager.send,
        'POST',
        '/api/sales/deals',
        { clientId, title: 'Hostile deal', amount: 100 },
        async (res, field) => valueAt(await rowOf(manager.send, deals, idOf(res)), field),
      );
    },
    fields: { title: free(200) },
  },
  {
    route: 'PATCH /api/sales/deals/{id}',
    setUp: async () => {
      const manager = await aManager();
      const clientId = await firstClient(manager.send);
      const id = await create(manager.send, '/api/sales/deals', {
        clientId,
        title: 'Hostile edit',
        amount: 100,
      });
      const deals = `/api/sales/deals?clientId=${clientId}&size=200`;
      return bodyCall(
        manager.send,
        'PATCH',
        `/api/sales/deals/${id}`,
        { title: 'Hostile edit' },
        async (_res, field) => valueAt(await rowOf(manager.send, deals, id), field),
      );
    },
    fields: { title: free(200) },
  },
  searchOf('GET /api/sales/deals', aSuperuser),
  {
    route: 'POST /api/admin/agencies',
    setUp: async () => {
      const admin = await aSuperuser();
      const valid = () => ({ name: unique('Hostile agency '), siteUrl: 'https://example.com/agency' });
      return bodyCall(admin.send, 'POST', '/api/admin/agencies', valid, agencyRead(admin.send));
    },
    fields: { name: free(100), siteUrl: format('must be an https:// link', 500) },
    links: ['siteUrl'],
  },
  {
    route: 'PATCH /api/admin/agencies/{id}',
    setUp: async () => {
      const admin = await aSuperuser();
      const id = await create(admin.send, '/api/admin/agencies', {
        name: unique('Hostile agency '),
        siteUrl: 'https://example.com/agency',
      });
      return bodyCall(admin.send, 'PATCH', `/api/admin/agencies/${id}`, {}, agencyRead(admin.send));
    },
    fields: { name: free(100), siteUrl: format('must be an https:// link', 500) },
  },
  searchOf('GET /api/admin/agencies', aSuperuser),
  searchOf('GET /api/admin/users', aSuperuser),
  searchOf('GET /api/admin/accounts', aSuperuser),
  searchOf('GET /api/admin/platforms', aSuperuser),
  {
    route: 'POST /api/admin/promocodes',
    setUp: async () =>
      bodyCall((await aSuperuser()).send, 'POST', '/api/admin/promocodes', {
        code: 'HOSTILE_1',
        amount: 10,
        usageLimit: 5,
        expiresEpoch: null,
      }),
    fields: { code: format('may hold letters, digits, - and _', 32) },
  },
  {
    route: 'PATCH /api/admin/withdraw/{id}/approve',
    setUp: async () => {
      const owner = await account({ deposit: 5_000, pendingWithdraws: [50] });
      const admin = await aSuperuser();
      const [pending] = (
        await read<{ content: { id: number }[] }>(
          admin.send,
          `/api/admin/withdraw?userId=${owner.id}&status=PENDING`,
        )
      ).content;
      return bodyCall(admin.send, 'PATCH', `/api/admin/withdraw/${pending!.id}/approve`, {});
    },
    fields: { txHash: format('must be a TRON transaction hash (64 hex digits)') },
  },
  {
    // Each stored round rejects the next waiting withdraw of an owner of its own; the owner reads the reason.
    route: 'PATCH /api/admin/withdraw/{id}/reject',
    setUp: async () => {
      const owner = await account({
        deposit: 5_000,
        pendingWithdraws: Array.from({ length: NAUGHTY.length }, (_, i) => 10 + i),
      });
      const admin = await aSuperuser();
      const waiting = async () =>
        (
          await read<{ content: { id: number }[] }>(
            admin.send,
            `/api/admin/withdraw?userId=${owner.id}&status=PENDING&size=50`,
          )
        ).content;
      let decided = 0;
      return {
        send: admin.send,
        request: async (_field, value) => {
          decided = (await waiting())[0]!.id;
          return {
            method: 'PATCH',
            url: `/api/admin/withdraw/${decided}/reject`,
            payload: { reason: value },
          };
        },
        stored: async () => {
          const id = decided;
          return (
            await read<{ content: { id: number; rejectReason: string | null }[] }>(
              owner.send,
              '/api/user/publisher/withdraw?size=50',
            )
          ).content.find((w) => w.id === id)?.rejectReason;
        },
      };
    },
    fields: { reason: free(500) },
  },
  {
    route: 'POST /api/admin/user/{userId}/deposit',
    setUp: async () => {
      const owner = await someone();
      const admin = await aSuperuser();
      return bodyCall(
        admin.send,
        'POST',
        `/api/admin/user/${owner.id}/deposit`,
        { comment: 'Hostile deposit', amount: 5, isInternalCurrency: false },
        async () =>
          (
            await s.db.query<{ details: string }>(
              `SELECT details FROM audit_log WHERE user_id = $1 AND action = 'DEPOSIT' ORDER BY id DESC LIMIT 1`,
              [owner.id],
            )
          ).rows[0]?.details,
      );
    },
    fields: { comment: free(500) },
  },
  {
    // The memo goes with a withdraw: each stored round has a code of its own, mailed just before.
    route: 'POST /api/user/publisher/withdraw',
    setUp: async () => {
      const own = await account({ deposit: 5_000 });
      return {
        send: own.send,
        // A code is mailed for a round that can succeed; one refused on its address or code needs none.
        request: async (field, value) => {
          if (field === 'memoTag') {
            const asked = await own.send({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
            expect(asked.statusCode, asked.body).toBe(200);
          }
          const body = {
            wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
            amount: 10,
            memoTag: '',
            confirmationCode: field === 'memoTag' ? await mailed(own.email, 'WITHDRAW') : '123456',
          };
          return {
            method: 'POST',
            url: '/api/user/publisher/withdraw',
            payload: withValue(body, field, value),
          };
        },
        stored: async (res, field) => valueAt(res.json(), field),
      };
    },
    fields: {
      wallet: format('is not a TRON address (T and 33 characters)'),
      memoTag: free(64),
      confirmationCode: format('must be the 6 digits from the e-mail'),
    },
  },
  {
    route: 'POST /api/upload/image',
    setUp: async () => {
      const own = await someone();
      return bodyCall(
        own.send,
        'POST',
        '/api/upload/image',
        { fileName: 'picture.png', contentType: 'image/png', size: 100 },
        uploadName,
      );
    },
    fields: {
      fileName: free(255),
      contentType: format('must be one of: image/png, image/jpeg, image/gif, image/webp', 100),
    },
  },
  {
    route: 'POST /api/upload/video',
    setUp: async () =>
      bodyCall((await someone()).send, 'POST', '/api/upload/video', {
        fileName: 'clip.mp4',
        contentType: 'video/mp4',
        size: 100,
      }),
    fields: { contentType: format('must be one of: video/mp4, video/webm', 100) },
  },
  {
    route: 'POST /api/upload/support/{supportId}/picture',
    setUp: async () => {
      const own = await someone();
      const madeId = await create(own.send, '/api/support/cases', {
        subject: 'Hostile pictures',
        text: 'Hi.',
      });
      return bodyCall(
        own.send,
        'POST',
        `/api/upload/support/${madeId}/picture`,
        { fileName: 'screen.png', contentType: 'image/png', size: 100 },
        uploadName,
      );
    },
    fields: { fileName: free(255) },
  },
];

/**
 * Routes with a body or a query but no user text in it (numbers, ids, choices, booleans, dates): their schemas refuse
 * a string where they want another type (validation.test.ts). A list's `sort` is text, judged on GET /api/campaigns
 * (every list parses it through the same `paging`).
 */
const NO_USER_TEXT: Record<string, string> = {
  'PUT /api/user/accept_terms': 'a terms version (a number)',
  'GET /api/admin/user/{userId}/audit': 'paging and an action (one of a list)',
  'PATCH /api/admin/user/{userId}': 'roles (from a list), ids and a boolean',
  'PUT /api/admin/user/{userId}/features': 'feature names from a list',
  'PUT /api/admin/accounts/{userId}/manager': 'a manager id',
  'PATCH /api/admin/platforms/{id}': 'a status (from a list) and a category id',
  'GET /api/admin/promocodes': 'paging',
  'PATCH /api/admin/promocodes/{id}': 'a boolean, a number and a date (epoch)',
  'GET /api/admin/referrals': 'paging and a referrer id',
  'PUT /api/admin/referral/settings': 'a percent (a number)',
  'GET /api/admin/withdraw': 'paging, a status (from a list) and a user id',
  'POST /api/audiences/{id}/upload/ids': 'a batch of numbers',
  'POST /api/audiences/{id}/upload/complete': 'a count',
  'GET /api/archive/campaigns': 'paging, dates and a user id',
  'PATCH /api/campaigns/{id}/restore': 'a boolean',
  'POST /api/admin/campaigns/{id}/sus': 'a boolean',
  'GET /api/user/legal_info': 'a user id',
  'GET /api/user/transactions': 'paging',
  'GET /api/user/user/{userId}/transactions': 'paging',
  'GET /api/user/balance': 'a user id',
  'GET /api/user/publisher/withdraw': 'paging',
  'GET /api/user/campaigns-frozen-balance': 'paging and a user id',
  'GET /api/statistics/campaignstat': 'dates, a slice (from a list) and campaign ids',
  'PATCH /api/support/cases/{id}': 'a status and a priority (from lists) and an assignee id',
};

/** A round of the corpus: a string in a field of an endpoint, and what must come of it. */
interface Round {
  endpoint: TextEndpoint;
  field: string;
  name: string;
  value: string;
  expected: Outcome;
}

/** Every round, from the rules alone (so each endpoint's tests are named before anything runs). */
const ROUNDS: Round[] = ENDPOINTS.flatMap((endpoint) =>
  Object.entries(endpoint.fields).flatMap(([field, rule]) =>
    [
      ...NAUGHTY,
      ...(endpoint.links?.includes(field) ? HOSTILE_LINKS.map((link) => ({ name: link, value: link })) : []),
    ].map(({ name, value, serverMessage }: { name: string; value: string; serverMessage?: string }) => ({
      endpoint,
      field,
      name,
      value,
      expected: serverMessage
        ? { kind: 'field' as const, field, message: serverMessage }
        : rule(field, value),
    })),
  ),
);
const changesNothing = (r: Round) => r.expected.kind !== 'stored';

/** The body of an answer, or `{}` when it is not JSON. */
function answer(res: Response): { error?: string; fields?: Record<string, string> } {
  try {
    return res.json();
  } catch {
    return {};
  }
}

/** What is wrong with the answer `res` to a round that must change nothing (null: nothing). */
function misjudged(res: Response, expected: Outcome): string | null {
  const body = answer(res);
  const got = `${res.statusCode} ${res.body.slice(0, 300)}`;
  switch (expected.kind) {
    case 'field':
      return res.statusCode === 400 && body.fields?.[expected.field] === expected.message
        ? null
        : `wanted 400 "${expected.message}" on ${expected.field}, got ${got}`;
    case 'refused':
      return res.statusCode === expected.status && body.error === expected.error
        ? null
        : `wanted ${expected.status} ${expected.error}, got ${got}`;
    case 'answered':
      return res.statusCode === 200 ? null : `wanted 200, got ${got}`;
    case 'stored':
      return 'a stored round changes something';
  }
}

/**
 * Each endpoint's call (its data made once), the requests of the rounds that must change nothing (made before the
 * fingerprint: a code is mailed for some), and the fingerprint they are all judged against.
 */
const calls = new Map<TextEndpoint, Call>();
const prepared = new Map<Round, InjectOptions>();
let before: Record<string, string>;

beforeAll(async () => {
  for (const endpoint of ENDPOINTS) calls.set(endpoint, await endpoint.setUp());
  for (const round of ROUNDS.filter(changesNothing))
    prepared.set(round, await calls.get(round.endpoint)!.request(round.field, round.value));
  before = await fingerprint(s.db);
}, 600_000);

describe('every string a field must refuse (or only search by) is refused with the exact message', () => {
  for (const endpoint of ENDPOINTS) {
    const rounds = ROUNDS.filter((r) => r.endpoint === endpoint && changesNothing(r));
    if (rounds.length === 0) continue;
    const fields = [...new Set(rounds.map((r) => r.field))].join(', ');
    it(`${endpoint.route} (${fields})`, async () => {
      const call = calls.get(endpoint)!;
      const problems: string[] = [];
      for (const round of rounds) {
        const problem = misjudged(await call.send(prepared.get(round)!), round.expected);
        if (problem) problems.push(`${round.field} › ${round.name}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('every hostile body is refused by every endpoint that takes a body', async () => {
    const problems: string[] = [];
    const sent = new Set<string>();
    for (const endpoint of ENDPOINTS) {
      if (endpoint.route.startsWith('GET ') || sent.has(endpoint.route)) continue;
      sent.add(endpoint.route);
      const round = ROUNDS.find((r) => r.endpoint === endpoint && changesNothing(r));
      if (!round) continue;
      const request = prepared.get(round)!;
      for (const hostile of HOSTILE_BODIES) {
        const res = await calls.get(endpoint)!.send({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json' },
          payload: hostile.body,
        });
        if (res.statusCode !== hostile.status || answer(res).error !== hostile.error)
          problems.push(
            `${endpoint.route} › ${hostile.name}: got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  // Last of the refusals (tests of a file run in order): nothing any of them sent was half-saved.
  it('changed nothing: every data table hashes as before the refusals', async () => {
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('every string a field takes is stored byte-exact and read back', () => {
  for (const endpoint of ENDPOINTS) {
    const rounds = ROUNDS.filter((r) => r.endpoint === endpoint && !changesNothing(r));
    if (rounds.length === 0) continue;
    const fields = [...new Set(rounds.map((r) => r.field))].join(', ');
    it(`${endpoint.route} (${fields})`, async () => {
      const call = calls.get(endpoint)!;
      const problems: string[] = [];
      for (const round of rounds) {
        const res = await call.send(await call.request(round.field, round.value));
        if (res.statusCode < 200 || res.statusCode > 299) {
          problems.push(
            `${round.field} › ${round.name}: wanted it stored, got ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
          continue;
        }
        const kept = await call.stored!(res, round.field, round.value);
        if (kept !== (round.expected as { value: string }).value)
          problems.push(`${round.field} › ${round.name}: stored as ${JSON.stringify(kept)?.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the hostile files', () => {
  it('an SVG, 60 MB and a PNG named as a video are refused, and nothing of them is stored', async () => {
    const own = await account();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const ask = (kind: string, fileName: string, contentType: string, size: number) =>
      json(own.send, 'POST', `/api/upload/${kind}`, { fileName, contentType, size });
    const before = await fingerprint(s.db);
    // An SVG can carry scripts: refused when its upload URL is asked for.
    const refusedSvg = await ask('image', 'logo.svg', 'image/svg+xml', svg.length);
    expect([refusedSvg.statusCode, refusedSvg.json().fields]).toEqual([
      400,
      { contentType: 'SVG is not accepted: it can carry scripts' },
    ]);
    // 60 MB: over the video limit, refused before any byte is sent.
    const huge = await ask('video', 'huge.mp4', 'video/mp4', 60 * 1024 * 1024);
    expect([huge.statusCode, huge.json().fields]).toEqual([400, { size: 'must be at most 52428800' }]);
    expect(await fingerprint(s.db), 'the refusals changed nothing').toEqual(before);
    // A PNG named clip.mp4: the URL is given for the declared type, the bytes are refused, nothing is served.
    const minted = await ask('video', 'clip.mp4', 'video/mp4', png.length);
    expect(minted.statusCode).toBe(200);
    const { uploadUrl, unique_key } = minted.json<{ uploadUrl: string; unique_key: string }>();
    const put = await s.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'video/mp4' },
      payload: png,
    });
    expect([put.statusCode, put.json().error]).toEqual([415, 'TYPE_MISMATCH']);
    expect((await s.app.inject({ method: 'GET', url: `/api/public/files/${unique_key}` })).statusCode).toBe(
      404,
    );
    // Minting the upload URL writes its row; the refused bytes change nothing else.
    expect({ ...(await fingerprint(s.db)), uploads: '' }).toEqual({ ...before, uploads: '' });
  });
});

describe('coverage', () => {
  it('every route with a body or a query is in the corpus table, or said to take no user text', () => {
    const dir = new URL('../src/routes/', import.meta.url);
    const declared: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'dev.ts')) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      // Each registration and its spec up to the handler: `r.user('POST /api/x', { ... body: ..., handler`.
      for (const m of source.matchAll(/r\.(?:user|public)\('([A-Z]+ [^']+)',\s*\{([\s\S]*?)handler:/g))
        // A body, a query, or a path parameter of text (ids are checked as numbers by the router).
        if (
          /\b(body|query):/.test(m[2]!) ||
          [...m[1]!.matchAll(/\{(\w+)\}/g)].some(([, n]) => !/^(id|\w+Id)$/.test(n!))
        )
          declared.push(m[1]!);
    }
    expect(declared.length).toBeGreaterThan(30);
    const covered = new Set([...ENDPOINTS.map((e) => e.route), ...Object.keys(NO_USER_TEXT)]);
    expect(declared.filter((route) => !covered.has(route))).toEqual([]);
  });
});
