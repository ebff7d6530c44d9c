import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  REFRESH_PATH,
  REFRESH_RETRIES,
  REFRESH_THROTTLE_MS,
  type ApiClientOptions,
  type SelfWire,
} from '../src';
import { FAKE_CLOCK, quickBackoff, reply, serveEachTest, settle, until, type TestServer } from './server';

const SELF: SelfWire = {
  id: 1,
  email: 'advertiser@demo.adnet',
  username: 'Demo',
  role: 'User',
  roles: ['User'],
  operator: null,
  agency: null,
  flags: { activeFeatures: [], disabledFeatures: [] },
  termsVersion: 3,
  latestTermsVersion: 3,
};

let server!: TestServer;
serveEachTest((s) => (server = s));

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: server.url, ...options });
const selfCalls = () => server.to('/api/user/self').length;
const refreshCalls = () => server.to(REFRESH_PATH).length;

/**
 * A server whose session expired: `self` answers 401 until a refresh succeeds. `refresh` decides how the
 * refresh answers; `holdRefreshUntil` keeps the refresh answer back until the condition holds.
 */
function expiredSession(refresh: number, holdRefreshUntil: () => boolean = () => true) {
  let signedIn = false;
  server.handle(async (req, res) => {
    if (req.path === REFRESH_PATH) {
      await until(holdRefreshUntil, 'the held refresh');
      signedIn = refresh === 200;
      return reply(res, refresh, refresh === 200 ? { ok: true } : { error: 'REFRESH_INVALID' });
    }
    if (req.path === '/api/user/self')
      return signedIn ? reply(res, 200, SELF) : reply(res, 401, { error: 'UNAUTHORIZED' });
    return reply(res, 401, { error: 'UNAUTHORIZED' });
  });
}

describe('401 and the shared refresh', () => {
  it('20 parallel requests meeting 401 -> exactly 1 refresh and 20 replays', async () => {
    // The refresh answers only once all 20 requests have met their 401, so all of them wait on the same one.
    expiredSession(200, () => selfCalls() >= 20);
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });
    const results = await Promise.all(Array.from({ length: 20 }, () => api.account.self()));
    expect(refreshCalls()).toBe(1);
    expect(selfCalls()).toBe(40);
    expect(results).toEqual(Array.from({ length: 20 }, () => SELF));
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a refresh that fails -> onAuthFailure once and no loop', async () => {
    expiredSession(401, () => selfCalls() >= 20);
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(api.account.self())));
    expect(results.every((r) => !r.ok && (r.error as { status: unknown }).status === 401)).toBe(true);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toBe(1);
    expect(selfCalls()).toBe(20);
    // No loop: a later call inside the window fails at once, without another refresh or another sign-out.
    await settle(api.account.self());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshCalls()).toBe(1);
    expect(selfCalls()).toBe(21);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a 401 after a successful refresh -> no second refresh within 5 s', async () => {
    vi.useFakeTimers(FAKE_CLOCK);
    // The refresh succeeds but the server still refuses the session (e.g. the account was blocked).
    server.handle((req, res) =>
      req.path === REFRESH_PATH ? reply(res, 200, { ok: true }) : reply(res, 401),
    );
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });

    expect((await settle(api.account.self())).ok).toBe(false);
    expect(refreshCalls()).toBe(1);
    expect(selfCalls()).toBe(2); // the first attempt and its single replay

    await vi.advanceTimersByTimeAsync(REFRESH_THROTTLE_MS - 1);
    expect((await settle(api.account.self())).ok).toBe(false);
    expect(refreshCalls()).toBe(1);
    expect(selfCalls()).toBe(3);

    await vi.advanceTimersByTimeAsync(1);
    await settle(api.account.self());
    expect(REFRESH_THROTTLE_MS).toBe(5_000);
    expect(refreshCalls()).toBe(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('wrong password -> 0 refresh calls', async () => {
    server.handle((req, res) =>
      reply(res, 400, { error: 'BAD_CREDENTIALS', message: 'Wrong e-mail or password' }),
    );
    const error = await settle(client().account.auth({ email: 'advertiser@demo.adnet', password: 'nope' }));
    expect(error).toMatchObject({ ok: false, error: { status: 400, code: 'BAD_CREDENTIALS' } });
    expect(refreshCalls()).toBe(0);
  });

  it('auth, register and refresh never trigger a refresh, even when they answer 401', async () => {
    server.handle((_, res) => reply(res, 401));
    const api = client();
    await settle(api.account.auth({ email: 'a@b.c', password: 'p' }));
    await settle(api.account.register({ email: 'a@b.c', password: 'p', username: 'u', acceptTerms: true }));
    await settle(api.account.refresh());
    expect(server.seen.map((s) => s.path)).toEqual([
      '/api/public/user/auth',
      '/api/public/user/register',
      REFRESH_PATH,
    ]);
  });

  it('quiet self fails silently when the refresh fails: no onAuthFailure, no report', async () => {
    expiredSession(401);
    const onAuthFailure = vi.fn();
    const reportError = vi.fn();
    const result = await settle(client({ onAuthFailure, reportError }).account.self({ quiet: true }));
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(refreshCalls()).toBe(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a non-quiet request that shared a failed refresh with a quiet one still signs out, once', async () => {
    expiredSession(401, () => server.seen.length >= 3);
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });
    await Promise.all([settle(api.account.self({ quiet: true })), settle(api.account.constants())]);
    expect(refreshCalls()).toBe(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  // A network blip never signs the user out: the caller gets a transport error, not the 401 that the app's
  // useSelf would read as "nobody is signed in".
  it('a refresh the server fails (503): the call fails with the 503, not its 401, and nobody is signed out', async () => {
    quickBackoff();
    expiredSession(503);
    const onAuthFailure = vi.fn();
    const reportError = vi.fn();
    const result = await settle(client({ onAuthFailure, reportError }).account.self());
    expect(result).toMatchObject({ ok: false, error: { status: 503 } });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'GET /api/user/self',
        data: expect.objectContaining({ status: 503 }),
      }),
    );
  });

  it('a refresh that gets no answer at all: FETCH_ERROR, and so does a call inside the throttle window', async () => {
    quickBackoff();
    server.handle((req, res) => {
      if (req.path === REFRESH_PATH) return void res.socket?.destroy();
      return reply(res, 401, { error: 'UNAUTHORIZED' });
    });
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });
    const quiet = await settle(api.account.self({ quiet: true }));
    expect(quiet).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
    // Within the 5 s window no new refresh starts; the last one's story (unreachable) still holds.
    const next = await settle(api.account.self());
    expect(next).toMatchObject({ ok: false, error: { status: 'FETCH_ERROR' } });
    expect(refreshCalls()).toBe(REFRESH_RETRIES + 1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a refresh that times out: TIMEOUT_ERROR', async () => {
    quickBackoff();
    server.handle((req, res) =>
      req.path === REFRESH_PATH ? undefined : reply(res, 401, { error: 'UNAUTHORIZED' }),
    );
    const result = await settle(client({ timeoutMs: 100 }).account.self());
    expect(result).toMatchObject({ ok: false, error: { status: 'TIMEOUT_ERROR' } });
  });

  it('runs the refresh inside the host’s lock, so two pages refresh one after the other', async () => {
    // Two "tabs" (two clients) whose session expired together share one lock, as navigator.locks gives them.
    let signedIn = 0;
    server.handle(async (req, res) => {
      if (req.path === REFRESH_PATH) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        signedIn += 1;
        return reply(res, 200, { ok: true });
      }
      return signedIn > 0 ? reply(res, 200, SELF) : reply(res, 401);
    });
    let tail: Promise<unknown> = Promise.resolve();
    let holders = 0;
    let overlap = false;
    const refreshLock = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(async () => {
        holders += 1;
        overlap ||= holders > 1;
        try {
          return await task();
        } finally {
          holders -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    };
    const [a, b] = await Promise.all([
      client({ refreshLock }).account.self(),
      client({ refreshLock }).account.self(),
    ]);
    expect([a, b]).toEqual([SELF, SELF]);
    expect(refreshCalls()).toBe(2);
    expect(overlap).toBe(false);
  });

  it('a lock that fails does not cost the session: the refresh runs without it', async () => {
    expiredSession(200);
    const result = await client({ refreshLock: () => Promise.reject(new Error('no locks')) }).account.self();
    expect(result).toEqual(SELF);
  });

  // Regression: the sign-in page's probe refresh (refused: nobody signed in) made the first 401 of the new session,
  // within 5 s, sign the user out again.
  it('a refresh refused before a sign-in does not end the session that sign-in starts', async () => {
    let signedIn = false;
    let refreshed = false;
    server.handle((req, res) => {
      if (req.path === '/api/public/user/auth') {
        signedIn = true;
        return reply(res, 200, { ok: true });
      }
      if (req.path === REFRESH_PATH) {
        refreshed = signedIn;
        return signedIn ? reply(res, 200, { ok: true }) : reply(res, 401, { error: 'NO_REFRESH' });
      }
      // The new session's access credential is already expired once: a refresh is needed.
      return refreshed ? reply(res, 200, SELF) : reply(res, 401);
    });
    const onAuthFailure = vi.fn();
    const api = client({ onAuthFailure });
    await settle(api.account.self({ quiet: true })); // the probe: refused, nobody signed in
    await api.account.auth({ email: 'a@b.c', password: 'p' });
    await expect(api.account.self()).resolves.toEqual(SELF);
    expect(refreshCalls()).toBe(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('the refresh is a cookie call: POST with credentials and no body', async () => {
    expiredSession(200);
    const inits: RequestInit[] = [];
    await client({
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    }).account.self();
    const refresh = server.to(REFRESH_PATH)[0];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toBe('');
    expect(inits.every((init) => init.credentials === 'include')).toBe(true);
  });
});
