// A refresh that could not be answered is not a sign-out: only a refusal ends the session. The spec's "if the
// refresh fails, store the path and go to /login" is read as "if the server refuses the refresh" (README, "Refresh
// semantics"): a rate limit, a proxy restarting or a lost connection says nothing about the session.
import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  MAX_RETRY_AFTER_MS,
  REFRESH_PATH,
  REFRESH_RETRIES,
  sessionIsOver,
  type ApiClientOptions,
  type SelfWire,
} from '../src';
import {
  FAKE_CLOCK,
  quickBackoff,
  reply,
  serveEachTest,
  settle,
  until,
  type Seen,
  type TestServer,
} from './server';
import type { ServerResponse } from 'node:http';

const SELF = { id: 1, email: 'a@example.com', roles: ['User'] } as unknown as SelfWire;

let server!: TestServer;
serveEachTest((s) => (server = s));

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: server.url, ...options });
const refreshCalls = () => server.to(REFRESH_PATH).length;

/**
 * A server whose session expired: `self` answers 401 until a refresh succeeds. The refresh number `n` (1-based) is
 * answered by `answers[n - 1]`, the last one repeating; `'ok'` succeeds.
 */
function expiredSession(...answers: ((res: ServerResponse, req: Seen) => void)[]) {
  let signedIn = false;
  server.handle((req, res) => {
    if (req.path === REFRESH_PATH) {
      const answer = answers[Math.min(refreshCalls(), answers.length) - 1]!;
      return answer(res, req);
    }
    if (req.path === '/api/user/self') return signedIn ? reply(res, 200, SELF) : reply(res, 401);
    return reply(res, 401);
  });
  return {
    ok: (res: ServerResponse) => {
      signedIn = true;
      reply(res, 200, { ok: true });
    },
  };
}
const status =
  (code: number, body: unknown = { error: 'X' }, headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    reply(res, code, body, headers);
const dropped = (res: ServerResponse) => void res.socket?.destroy();

/** A client whose sign-outs and reconnecting notices are recorded. */
function watched(options: ApiClientOptions = {}) {
  const onAuthFailure = vi.fn();
  const notices: boolean[] = [];
  const api = client({ onAuthFailure, onReconnecting: (value) => notices.push(value), ...options });
  return { api, onAuthFailure, notices };
}

describe('a refresh that could not be answered keeps the session and is tried again', () => {
  it('429 with Retry-After: 2 -> the refresh goes out again 2 s later, the call replays, nobody is signed out', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    const session = expiredSession(
      status(429, { error: 'TOO_MANY_REQUESTS' }, { 'retry-after': '2' }),
      (res) => session.ok(res),
    );
    const { api, onAuthFailure, notices } = watched();
    const call = settle(api.account.self());
    await until(() => refreshCalls() === 1 && notices.length === 1, 'the first refresh');
    expect(notices).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(refreshCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ ok: true, value: { id: 1 } });
    expect(refreshCalls()).toBe(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(notices).toEqual([true, false]);
  });

  for (const [name, first] of [
    ['408', status(408, { error: 'REQUEST_TIMEOUT' })],
    ['503', status(503, { error: 'SERVICE_UNAVAILABLE' })],
    ['502 with an HTML page', (res: ServerResponse) => reply(res, 502, '<html>Bad gateway</html>')],
    ['a dropped connection', dropped],
  ] as const) {
    it(`${name} -> the refresh is retried after the backoff, the call replays, nobody is signed out`, async () => {
      quickBackoff();
      const session = expiredSession(first, (res) => session.ok(res));
      const { api, onAuthFailure, notices } = watched();
      expect(await settle(api.account.self())).toMatchObject({ ok: true, value: { id: 1 } });
      expect(refreshCalls()).toBe(2);
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(notices).toEqual([true, false]);
    });
  }

  it(`gives up after ${REFRESH_RETRIES} retries: the call fails with the last error, never its 401, and nobody is signed out`, async () => {
    quickBackoff();
    expiredSession(status(503, { error: 'DOWN' }));
    const reportError = vi.fn();
    const { api, onAuthFailure, notices } = watched({ reportError });
    expect(await settle(api.account.self())).toMatchObject({ ok: false, error: { status: 503 } });
    expect(refreshCalls()).toBe(REFRESH_RETRIES + 1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(notices).toEqual([true, false]);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('a Retry-After longer than MAX_RETRY_AFTER_MS is not waited for: the call fails with the 429 at once', async () => {
    expiredSession(status(429, { error: 'SLOW' }, { 'retry-after': String(MAX_RETRY_AFTER_MS / 1000 + 1) }));
    const { api, onAuthFailure, notices } = watched();
    expect(await settle(api.account.self())).toMatchObject({ ok: false, error: { status: 429 } });
    expect(refreshCalls()).toBe(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('every call that meets 401 while the refresh is retried waits for the same refresh', async () => {
    quickBackoff();
    const session = expiredSession(dropped, dropped, (res) => session.ok(res));
    const { api, onAuthFailure } = watched();
    const results = await Promise.all(Array.from({ length: 5 }, () => settle(api.account.self())));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshCalls()).toBe(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('only a refusal signs out', () => {
  it('401 -> onAuthFailure once, the call fails with its 401, no retry', async () => {
    expiredSession(status(401, { error: 'REFRESH_INVALID' }));
    const { api, onAuthFailure, notices } = watched();
    expect(await settle(api.account.self())).toMatchObject({ ok: false, error: { status: 401 } });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toBe(1);
    expect(notices).toEqual([]);
  });

  for (const code of ['REFRESH_INVALID', 'REFRESH_REUSED', 'USER_BLOCKED']) {
    it(`a 403 that says the session is over (${code}) signs out like a 401`, async () => {
      expiredSession(status(403, { error: code }));
      const { api, onAuthFailure } = watched();
      expect(await settle(api.account.self())).toMatchObject({ ok: false, error: { status: 401 } });
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
      expect(refreshCalls()).toBe(1);
    });
  }

  for (const [code, answer] of [
    [403, status(403, { error: 'CSRF_HEADER_MISSING' })],
    [403, status(403)],
    [404, status(404, { error: 'NOT_FOUND' })],
  ] as const) {
    it(`another ${code} says nothing about the session: the call fails with it, nobody is signed out, no retry`, async () => {
      expiredSession(answer);
      const { api, onAuthFailure } = watched();
      expect(await settle(api.account.self())).toMatchObject({ ok: false, error: { status: code } });
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(refreshCalls()).toBe(1);
    });
  }

  it('sessionIsOver reads the refusals', () => {
    expect(sessionIsOver({ status: 401, data: null })).toBe(true);
    expect(sessionIsOver({ status: 403, data: null, code: 'SESSION_EXPIRED' })).toBe(true);
    expect(sessionIsOver({ status: 403, data: null, code: 'FOREIGN_ORIGIN' })).toBe(false);
    expect(sessionIsOver({ status: 429, data: null })).toBe(false);
    expect(sessionIsOver({ status: 'FETCH_ERROR', error: 'reset' })).toBe(false);
  });
});
