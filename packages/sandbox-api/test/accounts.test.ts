import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed';
import { cookieHeader, signIn, startSandbox, type TestSandbox } from './helpers';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  s.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const outbox = async (email: string, kind: string) =>
  (
    await s.app.inject({ method: 'GET', url: `/api/dev/outbox?email=${email}&kind=${kind}&limit=1` })
  ).json()[0]?.code as string | undefined;

describe('accounts', () => {
  it('registers (201), refuses sign-in until the e-mailed token confirms the address', async () => {
    const body = {
      email: 'new@example.com',
      password: 'a-long-password',
      username: 'Newcomer',
      acceptTerms: true,
      promocode: 'welcome50',
    };
    const created = await post('/api/public/user/register', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), email: 'new@example.com' });
    expect((await post('/api/public/user/register', body)).json().error).toBe('EMAIL_TAKEN');
    expect((await post('/api/public/user/auth', body)).json().error).toBe('EMAIL_NOT_CONFIRMED');

    const token = await outbox('new@example.com', 'CONFIRM');
    expect(token).toBeDefined();
    expect((await post('/api/public/user/confirm', { token: 'wrong' })).json().error).toBe('INVALID_TOKEN');
    expect((await post('/api/public/user/confirm', { token })).statusCode).toBe(200);
    expect((await post('/api/public/user/confirm', { token })).statusCode).toBe(400);
    const as = await signIn(s.app, 'new@example.com', 'a-long-password');
    // The promocode credited the new account.
    expect((await as({ method: 'GET', url: '/api/user/balance' })).json().balance).toBe(50);
  });

  it('explains registration refusals with the codes of the contract', async () => {
    const base = {
      email: 'x@example.com',
      password: 'a-long-password',
      username: 'Someone',
      acceptTerms: true,
    };
    expect((await post('/api/public/user/register', { ...base, acceptTerms: false })).json().error).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    expect((await post('/api/public/user/register', { ...base, referralCode: 'NOPE' })).json().error).toBe(
      'INVALID_REFERRAL_CODE',
    );
    expect((await post('/api/public/user/register', { ...base, promocode: 'LIMITED5' })).json().error).toBe(
      'INVALID_PROMOCODE',
    );
    expect(
      (await post('/api/public/user/register', { ...base, username: 'Demo Advertiser' })).statusCode,
    ).toBe(409);
    const weak = await post('/api/public/user/register', {
      ...base,
      password: 'short',
      email: 'not-an-email',
    });
    expect(weak.json().fields).toEqual({
      email: 'is not a valid e-mail address',
      password: 'must be at least 8 characters',
    });
  });

  it('resends a confirmation only with the right password', async () => {
    expect(
      (
        await post('/api/public/user/resend_confirmation', {
          email: 'unconfirmed@demo.adnet',
          password: 'bad',
        })
      ).statusCode,
    ).toBe(400);
    const ok = await post('/api/public/user/resend_confirmation', {
      email: 'unconfirmed@demo.adnet',
      password: 'demo-pass-2026',
    });
    expect(ok.statusCode).toBe(200);
    expect(await outbox('unconfirmed@demo.adnet', 'CONFIRM')).toBeDefined();
  });

  it('resets a password with the mailed code and ends the old sessions', async () => {
    const old = await signIn(s.app, 'client05@demo.adnet');
    expect(
      (await post('/api/public/user/password/reset/code', { email: 'nobody@example.com' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/public/user/password/reset/code', { email: 'client05@demo.adnet' })).statusCode,
    ).toBe(200);
    const code = (await outbox('client05@demo.adnet', 'RESET'))!;
    const wrong = await s.app.inject({
      method: 'PATCH',
      url: '/api/public/user/password/reset',
      payload: {
        email: 'client05@demo.adnet',
        code: code === '000000' ? '111111' : '000000',
        password: 'brand-new-pass',
      },
    });
    expect(wrong.json().fields).toEqual({ code: 'The code is wrong or expired' });
    const reset = await s.app.inject({
      method: 'PATCH',
      url: '/api/public/user/password/reset',
      payload: { email: 'client05@demo.adnet', code, password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await old({ method: 'GET', url: '/api/user/self' })).statusCode).toBe(401);
    await signIn(s.app, 'client05@demo.adnet', 'brand-new-pass');
  });

  it('rotates the refresh credential: each one works once', async () => {
    const login = await post('/api/public/user/auth', {
      email: 'advertiser@demo.adnet',
      password: 'demo-pass-2026',
    });
    const cookie = cookieHeader(login.headers['set-cookie']);
    const refreshed = await post('/api/public/user/auth/refresh', undefined, cookie);
    expect(refreshed.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(refreshed.headers['set-cookie'] ?? []);
    expect(
      setCookies
        .filter((c) => c.startsWith('adn_refresh='))
        .every((c) => /HttpOnly/.test(c) && /SameSite=Strict/.test(c)),
    ).toBe(true);
    expect(setCookies.some((c) => /Path=\/api\/public\/user\/auth\/refresh/.test(c))).toBe(true);
    expect((await post('/api/public/user/auth/refresh', undefined, cookie)).statusCode).toBe(401);
  });

  it('answers self for every demo role with the spec fields', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.email !== 'unconfirmed@demo.adnet')) {
      const as = await signIn(s.app, account.email);
      const self = (await as({ method: 'GET', url: '/api/user/self' })).json();
      expect(self).toMatchObject({
        email: account.email,
        role: account.role,
        roles: account.roles,
        latestTermsVersion: 3,
      });
      expect(Object.keys(self).sort()).toEqual(
        [
          'agency',
          'email',
          'flags',
          'id',
          'latestTermsVersion',
          'operator',
          'role',
          'roles',
          'termsVersion',
          'username',
        ].sort(),
      );
    }
    const solo = await signIn(s.app, 'readonly-solo@demo.adnet');
    expect((await solo({ method: 'GET', url: '/api/user/self' })).json().operator).toBeNull();
    const marking = await signIn(s.app, 'marking@demo.adnet');
    expect((await marking({ method: 'GET', url: '/api/user/self' })).json().flags.activeFeatures).toContain(
      'ru_ad_marking',
    );
    const client = await signIn(s.app, 'agency-client@demo.adnet');
    expect((await client({ method: 'GET', url: '/api/user/self' })).json().agency).toMatchObject({
      name: 'Northwind Media',
    });
  });

  it('lets a user behind on the terms accept the latest version only', async () => {
    const as = await signIn(s.app, 'terms@demo.adnet');
    expect((await as({ method: 'GET', url: '/api/user/self' })).json().termsVersion).toBe(2);
    expect(
      (await as({ method: 'PUT', url: '/api/user/accept_terms', payload: { termsVersion: 9 } })).statusCode,
    ).toBe(400);
    expect(
      (await as({ method: 'PUT', url: '/api/user/accept_terms', payload: { termsVersion: 3 } })).statusCode,
    ).toBe(200);
    expect((await as({ method: 'GET', url: '/api/user/self' })).json().termsVersion).toBe(3);
  });

  it('gives the personal token only to the API integration role, and regenerates it', async () => {
    const plain = await signIn(s.app, 'advertiser@demo.adnet');
    expect((await plain({ method: 'GET', url: '/api/user/personal_token' })).statusCode).toBe(403);
    const api = await signIn(s.app, 'api@demo.adnet');
    const first = (await api({ method: 'GET', url: '/api/user/personal_token' })).json().personalToken;
    expect(first).toMatch(/^adn_pt_/);
    const second = (await api({ method: 'PUT', url: '/api/user/personal_token/regenerate' })).json()
      .personalToken;
    expect(second).not.toBe(first);
    expect((await api({ method: 'GET', url: '/api/user/personal_token' })).json().personalToken).toBe(second);
  });

  it('sets a Telegram name and issues the code for the bot', async () => {
    const as = await signIn(s.app, 'marking@demo.adnet');
    expect(
      (await as({ method: 'PUT', url: '/api/user/telegram_name', payload: { telegramUsername: 'no' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await as({
          method: 'PUT',
          url: '/api/user/telegram_name',
          payload: { telegramUsername: '@demo_advertiser' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await as({
          method: 'PUT',
          url: '/api/user/telegram_name',
          payload: { telegramUsername: '@marking_user' },
        })
      ).statusCode,
    ).toBe(200);
    const code = (await as({ method: 'GET', url: '/api/user/telegram_name/code' })).json();
    expect(code).toEqual({ code: expect.stringMatching(/^\d{6}$/), botUsername: expect.any(String) });
    expect(await outbox('marking@demo.adnet', 'TELEGRAM')).toBe(code.code);
  });
});
