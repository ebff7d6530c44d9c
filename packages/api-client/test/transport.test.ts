import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  DEFAULT_RETRIES,
  isAbortError,
  isApiError,
  isUnclearOutcome,
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
  it('an unclear outcome is one the write may have happened in: no answer, timeout, unreadable, 5xx', () => {
    expect(isUnclearOutcome({ status: 'FETCH_ERROR', error: 'x' })).toBe(true);
    expect(isUnclearOutcome({ status: 'TIMEOUT_ERROR', error: 'x' })).toBe(true);
    expect(isUnclearOutcome({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' })).toBe(
      true,
    );
    expect(isUnclearOutcome({ status: 503, data: null })).toBe(true);
    expect(isUnclearOutcome({ status: 400, data: null })).toBe(false);
    expect(isUnclearOutcome({ status: 409, data: null })).toBe(false);
    expect(isUnclearOutcome(new Error('not from the client'))).toBe(false);
  });

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

  // Spec section 8: "Other errors are reported". A 4xx is an error the client does not handle itself.
  it('reports a 4xx answer and a quiet call’s failure too', async () => {
    const reportError = vi.fn();
    always(404, { error: 'NOT_FOUND' });
    await failure(client({ reportError }).campaigns.get(1));
    always(400, { error: 'BAD_CREDENTIALS' });
    await failure(client({ reportError }).account.auth({ email: 'a@b.c', password: 'p' }, { quiet: true }));
    expect(reportError.mock.calls.map(([r]) => [r.event, (r.data as { status: number }).status])).toEqual([
      ['GET /api/campaigns/1', 404],
      ['POST /api/public/user/auth', 400],
    ]);
  });

  it('does not report a caller’s abort, a refreshed 401, a refused refresh or a lost tracking call', async () => {
    const reportError = vi.fn();
    await failure(client({ reportError }).account.self({ signal: AbortSignal.abort() }));
    // A 401 whose refresh succeeded and whose replay then succeeded.
    let refreshed = false;
    server.handle((req, res) => {
      if (req.path === '/api/public/user/auth/refresh') {
        refreshed = true;
        return reply(res, 200, { ok: true });
      }
      return refreshed ? reply(res, 200, { ok: true }) : reply(res, 401);
    });
    await client({ reportError }).account.constants();
    // A refused refresh: the host's onAuthFailure handles it.
    server.handle((req, res) => reply(res, 401, { error: 'REFRESH_INVALID' }));
    await failure(client({ reportError, onAuthFailure: () => undefined }).account.constants());
    always(503);
    await failure(client({ reportError }).tracking.view({ path: '/campaigns' }));
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

describe('idempotency keys: one per logical call, the same on its retries', () => {
  const key = (i: number) => server.seen[i]?.headers['idempotency-key'];

  it('a POST retried after a 503 sends the same key twice; the next call gets a new one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.handle((_, res) => (server.seen.length === 1 ? reply(res, 503) : reply(res, 200, { ok: true })));
    const api = client();
    await api.money.requestWithdrawCode();
    expect(server.seen).toHaveLength(2);
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));
    await api.money.requestWithdrawCode();
    expect(key(2)).toBeTruthy();
    expect(key(2)).not.toBe(key(0));
  });

  it('a POST retried after its own timeout keeps its key', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.handle((_, res) => (server.seen.length === 1 ? undefined : reply(res, 200, { ok: true })));
    await client({ timeoutMs: 50 }).money.requestWithdrawCode();
    expect(server.seen).toHaveLength(2);
    expect(key(1)).toBe(key(0));
  });

  it('the replay after a refresh keeps the key of the call it replays', async () => {
    let refreshed = false;
    server.handle((req, res) => {
      if (req.path === '/api/public/user/auth/refresh') {
        refreshed = true;
        return reply(res, 200, { ok: true });
      }
      return refreshed ? reply(res, 200, { ok: true }) : reply(res, 401);
    });
    await client().money.requestWithdrawCode();
    const calls = server.to('/api/user/publisher/withdraw/code');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
    // The refresh itself is not a call of the host's: it carries the CSRF header but no key.
    const [refresh] = server.to('/api/public/user/auth/refresh');
    expect(refresh?.headers['x-adnet-csrf']).toBe('1');
    expect(refresh?.headers['idempotency-key']).toBeUndefined();
  });

  it('a key the caller names is sent on the call and its retries, so a resend after an unclear outcome writes once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.handle((_, res) => (server.seen.length === 1 ? reply(res, 503) : reply(res, 200, { ok: true })));
    const api = client({ idempotencyKey: () => 'generated' });
    await api.money.requestWithdrawCode({ idempotencyKey: 'resend-1' });
    expect([key(0), key(1)]).toEqual(['resend-1', 'resend-1']);
    await api.money.requestWithdrawCode();
    expect(key(2)).toBe('generated');
  });

  it('makes keys with the host’s generator when given, and without randomUUID (an http page) too', async () => {
    let n = 0;
    await client({ idempotencyKey: () => `k-${++n}` }).money.requestWithdrawCode();
    expect(key(0)).toBe('k-1');
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    try {
      await client().money.requestWithdrawCode();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(key(1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('Retry-After on the error', () => {
  it('a 429 carries retryAfterSeconds however long the wait, so a screen can say when', async () => {
    server.handle((_, res) => reply(res, 429, { error: 'TOO_MANY_ATTEMPTS' }, { 'retry-after': '840' }));
    const error = await failure(client().account.auth({ email: 'a@b.c', password: 'p' }));
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 840 });
    // More than MAX_RETRY_AFTER_MS: a retryable call gave up at once instead of waiting 14 minutes.
    server.seen.length = 0;
    await failure(client().account.constants());
    expect(server.seen).toHaveLength(1);
  });
});

describe('onCallStart: what the host reads as "a call is in flight"', () => {
  it('spans a call from its first attempt to its answer, retries and backoff included', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.handle((_, res) =>
      server.seen.length === 1
        ? reply(res, 503, { error: 'DOWN' })
        : reply(res, 200, { walletAddress: 'T1' }),
    );
    const log: string[] = [];
    const c = client({
      onCallStart: () => {
        log.push(`start ${server.seen.length}`);
        return () => log.push(`end ${server.seen.length}`);
      },
    });
    await expect(c.money.tronWallet()).resolves.toEqual({ walletAddress: 'T1' });
    expect(log).toEqual(['start 0', 'end 2']);
  });

  it('ends once for a call that fails, and once for a call the caller aborts', async () => {
    always(400, { error: 'BAD' });
    let open = 0;
    let ended = 0;
    const c = client({
      onCallStart: () => {
        open += 1;
        return () => {
          open -= 1;
          ended += 1;
        };
      },
    });
    await failure(c.campaigns.get(7));
    server.handle(() => undefined);
    const controller = new AbortController();
    const aborted = failure(c.account.self({ signal: controller.signal }));
    await until(() => server.seen.length === 2, 'the second request');
    expect(open).toBe(1);
    controller.abort();
    expect(isAbortError(await aborted)).toBe(true);
    expect({ open, ended }).toEqual({ open: 0, ended: 2 });
  });
});
