import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readConfig, testConfig } from '../src/config';
import type { Db } from '../src/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed';
import { buildServer } from '../src/server';
import { asCabinet, cookieHeader, startSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ db, app } = sandbox);
});
afterAll(() => sandbox.close());

describe('sandbox auth', () => {
  it('signs in with a seeded account, sets HttpOnly SameSite=Strict cookies and answers self', async () => {
    const email = DEMO_ACCOUNTS[0]!.email;
    const login = await app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies.every((c) => /HttpOnly/.test(c) && /SameSite=Strict/.test(c))).toBe(true);
    const self = await app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ email });
  });

  it('refuses a wrong password with 400, not 401, so the client does not try a refresh', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email: DEMO_ACCOUNTS[0]!.email, password: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers self with 401 after logout', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD },
    });
    const cookie = cookieHeader(login.headers['set-cookie']);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/user/self', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('fault knobs (dev)', () => {
  it('answers with the injected status before the handler runs, so nothing changes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      headers: { 'x-sandbox-fault': 'error=503' },
      payload: { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'SANDBOX_FAULT' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('delays an answer by the injected latency', async () => {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { 'x-sandbox-fault': 'latency=300' },
    });
    expect(res.statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('cuts a JSON answer in half when asked for malformed JSON', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { 'x-sandbox-fault': 'malformed=1' },
    });
    expect(() => JSON.parse(res.body)).toThrow();
    expect(res.body.startsWith('{"error"')).toBe(true);
  });

  it('drops the answer of a request it ran when asked to: the work is done, the client gets no answer', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const sessions = async () =>
      (await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM sessions')).rows[0]!.n;
    const before = await sessions();
    const lost = await fetch(`${address}/api/public/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-adnet-csrf': '1', 'x-sandbox-fault': 'drop=1' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD }),
    }).then(
      () => 'answered',
      (error: unknown) => String(error),
    );
    expect(lost).toMatch(/fetch failed/);
    expect(await sessions()).toBe(before + 1);
  });

  it('applies the settings of PUT /api/dev/faults to every request, and not to the dev endpoints', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/api/dev/faults',
      payload: { errorRate: 1, errorStatus: 502 },
    });
    expect(set.json()).toMatchObject({ errorRate: 1, errorStatus: 502 });
    expect((await app.inject({ method: 'GET', url: '/api/user/self' })).statusCode).toBe(502);
    expect((await app.inject({ method: 'GET', url: '/api/public/health' })).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/api/dev/faults', payload: { errorRate: 0 } });
    expect((await app.inject({ method: 'GET', url: '/api/user/self' })).statusCode).toBe(401);
  });

  it('has no dev endpoints and ignores the fault header when SANDBOX_DEV=0', async () => {
    const prod = asCabinet(await buildServer(db, testConfig({ dev: false })));
    expect((await prod.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    const res = await prod.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { 'x-sandbox-fault': 'error=500' },
    });
    expect(res.statusCode).toBe(401);
    await prod.close();
  });

  it('reads the knobs from the environment', () => {
    const config = readConfig({
      SANDBOX_LATENCY_MS: '100-300',
      SANDBOX_ERROR_RATE: '0.25',
      SANDBOX_MALFORMED_RATE: '0.1',
      SANDBOX_ACCESS_TTL: '5',
      SANDBOX_DEV: '0',
    });
    expect(config.faults).toEqual({
      latencyMs: [100, 300],
      errorRate: 0.25,
      errorStatus: 503,
      malformedRate: 0.1,
    });
    expect(config.accessTtlSeconds).toBe(5);
    expect(config.dev).toBe(false);
  });
});
