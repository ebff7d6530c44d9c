import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  DEFAULT_RETRIES,
  isAbortError,
  isApiError,
  MAX_BACKOFF_DOUBLINGS,
  MAX_RETRY_AFTER_MS,
  NO_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_BASE_DELAY_MS,
  type ApiClientOptions,
} from '../src';
import { backoffDelay } from '../src/transport/retry';
import { FAKE_CLOCK, reply, serveEachTest, startServer, until, type TestServer } from './server';

let server!: TestServer;
serveEachTest((s) => (server = s));

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: server.url, ...options });
/** The rejection value of a call that must fail. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
/** Tracks a promise so a test can ask whether it settled while the clock is frozen. */
function track<T>(p: Promise<T>) {
  const state = { settled: false, value: undefined as unknown };
  p.then(
    (v) => Object.assign(state, { settled: true, value: v }),
    (e: unknown) => Object.assign(state, { settled: true, value: e }),
  );
  return state;
}
/** Backoff without jitter surprises: random() = 0.6 makes the factor exactly 1 (300 ms for the first retry). */
const exactBackoff = () => vi.spyOn(Math, 'random').mockReturnValue(0.6);
/**
 * A fetch that counts answers the client has fully received. One event-loop turn after `answered()` grows, the
 * client has scheduled whatever comes next (a backoff timer), because only microtasks lie in between.
 */
function countingFetch() {
  let answered = 0;
  const counted: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.text();
    answered += 1;
    return new Response(text || null, { status: response.status, headers: response.headers });
  };
  return { fetch: counted, answered: () => answered };
}
const always = (status: number, body: unknown = { error: 'X' }) =>
  server.handle((_, res) => reply(res, status, body));

describe('timeout (REQUEST_TIMEOUT_MS = 30 s per attempt)', () => {
  it('fails with TIMEOUT_ERROR exactly 30 s after a silent server got the request', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    server.handle(() => undefined);
    const call = track(client().account.auth({ email: 'a@b.c', password: 'p' }));
    await until(() => server.seen.length === 1, 'the request');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => call.settled, 'the timeout');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(call.value).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('times each attempt on its own: a retried GET gets a fresh 30 s', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    exactBackoff();
    server.handle(() => undefined);
    const call = track(client().account.self());
    await until(() => server.seen.length === 1, 'the first attempt');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + RETRY_BASE_DELAY_MS);
    await until(() => server.seen.length === 2, 'the second attempt');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => call.settled, 'the second timeout');
    expect(call.value).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});

describe('retries', () => {
  it('DEFAULT_RETRIES = 1: a GET that meets 503 is sent twice, then fails with the 503', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    always(503, { error: 'DOWN' });
    const error = await failure(client().campaigns.get(7));
    expect(DEFAULT_RETRIES).toBe(1);
    expect(server.seen).toHaveLength(1 + DEFAULT_RETRIES);
    expect(error).toEqual({ status: 503, data: { error: 'DOWN' }, code: 'DOWN' });
  });

  it('a retry that succeeds resolves the call', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.handle((req, res) =>
      server.seen.length === 1 ? reply(res, 502, 'bad gateway') : reply(res, 200, { walletAddress: 'T1' }),
    );
    await expect(client().money.tronWallet()).resolves.toEqual({ walletAddress: 'T1' });
    expect(server.seen).toHaveLength(2);
  });

  const file = new File(['x'], 'a.png', { type: 'image/png' });
  const noRetryCalls: [string, (c: ReturnType<typeof client>) => Promise<unknown>][] = [
    ['auth', (c) => c.account.auth({ email: 'a@b.c', password: 'p' })],
    [
      'register',
      (c) => c.account.register({ email: 'a@b.c', password: 'p', username: 'u', acceptTerms: true }),
    ],
    ['confirm', (c) => c.account.confirm({ token: 't' })],
    ['deposit', (c) => c.admin.deposit(5, { comment: 'c', amount: 1, isInternalCurrency: false })],
    ['image upload-url', (c) => c.uploads.image(file)],
    ['video upload-url', (c) => c.uploads.video(file)],
    ['support-picture upload-url', (c) => c.uploads.supportPicture(3, file)],
  ];
  for (const [name, call] of noRetryCalls) {
    it(`NO_RETRIES = 0: ${name} is sent once even on 503`, async () => {
      always(503);
      await failure(call(client()));
      expect(NO_RETRIES).toBe(0);
      expect(server.seen).toHaveLength(1);
    });
  }

  it('backoff starts around RETRY_BASE_DELAY_MS (300 ms) with jitter in [0.4, 1.4) of it', () => {
    expect(RETRY_BASE_DELAY_MS).toBe(300);
    expect(backoffDelay(0, () => 0)).toBe(120);
    expect(backoffDelay(0, () => 0.6)).toBe(300);
    expect(backoffDelay(0, () => 0.999_999)).toBe(419);
    expect(backoffDelay(1, () => 0.6)).toBe(600);
  });

  it('backoff doubles at most MAX_BACKOFF_DOUBLINGS (5) times', () => {
    expect(MAX_BACKOFF_DOUBLINGS).toBe(5);
    expect(backoffDelay(5, () => 0.6)).toBe(300 * 2 ** 5);
    expect(backoffDelay(6, () => 0.6)).toBe(300 * 2 ** 5);
    expect(backoffDelay(30, () => 0.6)).toBe(9_600);
  });

  it('waits the backoff on the clock before the retry goes out', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    exactBackoff();
    const counter = countingFetch();
    server.handle((_, res) => (server.seen.length === 1 ? reply(res, 500) : reply(res, 200, [])));
    const call = track(client({ fetch: counter.fetch }).geo.tree());
    await until(() => counter.answered() === 1, 'the first answer');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_DELAY_MS - 1);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => call.settled, 'the retry');
    expect(server.seen).toHaveLength(2);
    expect(call.value).toEqual([]);
  });

  for (const status of [400, 401, 403, 404, 409, 422]) {
    it(`does not retry a ${status}`, async () => {
      always(status);
      await failure(client().account.constants({ quiet: true }));
      // A 401 of a call asks for a refresh, which is a different request; the call itself is not repeated.
      expect(server.to('/api/user/constants')).toHaveLength(1);
    });
  }

  for (const status of [408, 429]) {
    it(`retries a ${status}`, async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      always(status);
      await failure(client().account.constants());
      expect(server.seen).toHaveLength(2);
    });
  }

  it('honours Retry-After in seconds instead of the backoff', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    exactBackoff();
    server.handle((_, res) =>
      server.seen.length === 1
        ? reply(res, 429, { error: 'SLOW_DOWN' }, { 'retry-after': '3' })
        : reply(res, 200, {}),
    );
    const counter = countingFetch();
    const call = track(client({ fetch: counter.fetch }).money.tronFee());
    await until(() => counter.answered() === 1, 'the first answer');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => call.settled, 'the retry');
    expect(server.seen).toHaveLength(2);
  });

  it('honours Retry-After as an HTTP date', async () => {
    vi.useFakeTimers({ ...FAKE_CLOCK, now: new Date('2026-01-01T00:00:00Z') });
    server.handle((_, res) =>
      server.seen.length === 1
        ? reply(res, 503, {}, { 'retry-after': 'Thu, 01 Jan 2026 00:00:02 GMT' })
        : reply(res, 200, {}),
    );
    const counter = countingFetch();
    const call = track(client({ fetch: counter.fetch }).money.tronFee());
    await until(() => counter.answered() === 1, 'the first answer');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => call.settled, 'the retry');
    expect(server.seen).toHaveLength(2);
  });

  it(`gives up at once when Retry-After asks for more than ${MAX_RETRY_AFTER_MS / 1000} s`, async () => {
    server.handle((_, res) => reply(res, 429, {}, { 'retry-after': '3600' }));
    expect(await failure(client().money.tronFee())).toMatchObject({ status: 429 });
    expect(server.seen).toHaveLength(1);
  });
});

describe('errors', () => {
  it('FETCH_ERROR when nothing answers at the address', async () => {
    const closed = await startServer();
    await closed.close();
    const error = await failure(
      createApiClient({ baseUrl: closed.url }).account.auth({ email: 'a@b.c', password: 'p' }),
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 'FETCH_ERROR', error: expect.any(String) });
  });

  it('PARSING_ERROR keeps the original status and the raw text, and a 2xx that does not parse is not retried', async () => {
    server.handle((_, res) => reply(res, 200, '<html>maintenance</html>'));
    const error = await failure(client().account.self());
    expect(error).toMatchObject({
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '<html>maintenance</html>',
      error: expect.any(String),
    });
    expect(server.seen).toHaveLength(1);
  });

  it('an HTTP error is { status, data } with the body’s error code and message copied', async () => {
    always(409, { error: 'EMAIL_TAKEN', message: 'This e-mail is registered' });
    const error = await failure(
      client().account.register({ email: 'a@b.c', password: 'p', username: 'u', acceptTerms: true }),
    );
    expect(error).toEqual({
      status: 409,
      data: { error: 'EMAIL_TAKEN', message: 'This e-mail is registered' },
      code: 'EMAIL_TAKEN',
      message: 'This e-mail is registered',
    });
  });

  it('an empty body is null data, not a parsing error', async () => {
    server.handle((_, res) => reply(res, 204));
    await expect(client().account.logout()).resolves.toBeNull();
  });

  it('a caller’s abort rejects with the abort — not TIMEOUT_ERROR — and is not retried', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const call = failure(client().account.self({ signal: controller.signal }));
    await until(() => server.seen.length === 1, 'the request');
    controller.abort();
    const error = await call;
    expect(isAbortError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(server.seen).toHaveLength(1);
  });

  it('an abort during the backoff wait ends the call without the retry', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    always(503);
    const controller = new AbortController();
    const counter = countingFetch();
    const call = track(client({ fetch: counter.fetch }).account.self({ signal: controller.signal }));
    await until(() => counter.answered() === 1, 'the first answer');
    await new Promise((resolve) => setImmediate(resolve));
    expect(call.settled).toBe(false);
    controller.abort();
    await until(() => call.settled, 'the abort');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(isAbortError(call.value)).toBe(true);
    expect(server.seen).toHaveLength(1);
  });

  it('a signal that is already aborted sends nothing', async () => {
    const error = await failure(client().account.self({ signal: AbortSignal.abort() }));
    expect(isAbortError(error)).toBe(true);
    expect(server.seen).toHaveLength(0);
  });
});

describe('what every request carries', () => {
  it('sends the host’s language as accept-language (en when none) and cookies with credentials: include', async () => {
    server.handle((_, res) => reply(res, 200, {}));
    const inits: RequestInit[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    await client({ fetch: spyFetch, getLanguage: () => 'ru' }).account.constants();
    await client({ fetch: spyFetch }).account.constants();
    expect(server.seen.map((s) => s.headers['accept-language'])).toEqual(['ru', 'en']);
    expect(inits.every((init) => init.credentials === 'include')).toBe(true);
  });

  it('reads nothing from browser storage or the page: every input comes from the options', async () => {
    const storage = vi.fn();
    vi.stubGlobal('localStorage', { getItem: storage, setItem: storage });
    await client().account.constants();
    expect(storage).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('error reports from the transport', () => {
  it('reports a failure once, after its last retry, with the call but no secrets', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    always(500, { error: 'BOOM' });
    const reportError = vi.fn();
    await failure(client({ reportError }).campaigns.get(12));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith({
      type: 'API_ERROR',
      event: 'GET /api/campaigns/12',
      data: { status: 500, data: { error: 'BOOM' }, code: 'BOOM' },
    });
  });

  it('does not report a 4xx answer (the screen shows it), a quiet call, or an abort', async () => {
    const reportError = vi.fn();
    always(404);
    await failure(client({ reportError }).campaigns.get(1));
    always(500);
    await failure(client({ reportError }).account.auth({ email: 'a@b.c', password: 'p' }, { quiet: true }));
    await failure(client({ reportError }).account.self({ signal: AbortSignal.abort() }));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a reporter that throws does not change the call’s error', async () => {
    always(500);
    const error = await failure(
      client({
        reportError: () => {
          throw new Error('reporter down');
        },
      }).account.auth({ email: 'a@b.c', password: 'p' }),
    );
    expect(error).toMatchObject({ status: 500 });
  });
});
