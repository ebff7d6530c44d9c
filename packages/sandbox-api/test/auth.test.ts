import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../src/config';
import { openDb, type Db } from '../src/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../src/seed';
import { buildServer } from '../src/server';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openDb(undefined);
  await seed(db);
  app = await buildServer(db, testConfig());
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

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
