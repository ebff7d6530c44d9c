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

  it('rotates the refresh credential; a rotated one still works inside the grace window (two tabs)', async () => {
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
    expect(cookieHeader(setCookies)).not.toBe(cookie);
    // A second tab that sent the same credential a moment later is not refused (reuse after it: trust.test.ts).
    expect(s.config.refreshGraceSeconds).toBe(10);
    expect((await post('/api/public/user/auth/refresh', undefined, cookie)).statusCode).toBe(200);
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

  it('takes the current personal token as `Authorization: Bearer`, and refuses the regenerated one', async () => {
    const api = await signIn(s.app, 'api@demo.adnet');
    const old = (await api({ method: 'GET', url: '/api/user/personal_token' })).json()
      .personalToken as string;
    const bearer = (token: string, url = '/api/campaigns?page=0&size=5') =>
      s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const self = await bearer(old, '/api/user/self');
    expect(self.statusCode).toBe(200);
    expect(self.json().email).toBe('api@demo.adnet');
    expect((await bearer(old)).statusCode).toBe(200);

    const renewed = (await api({ method: 'PUT', url: '/api/user/personal_token/regenerate' })).json()
      .personalToken as string;
    const refused = await bearer(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('UNAUTHORIZED');
    expect((await bearer(renewed)).statusCode).toBe(200);
    // A malformed header, another scheme, or a token with a valid session cookie beside it: the header decides.
    for (const authorization of [`Basic ${renewed}`, 'Bearer', `Bearer ${renewed} x`])
      expect(
        (await s.app.inject({ method: 'GET', url: '/api/user/self', headers: { authorization } })).statusCode,
      ).toBe(401);
    expect(
      (await api({ method: 'GET', url: '/api/user/self', headers: { authorization: `Bearer ${old}` } }))
        .statusCode,
    ).toBe(401);
    // A token is no key for an account without the role.
    await s.db.query(
      `UPDATE users SET personal_token = 'adn_pt_norole' WHERE email = 'advertiser@demo.adnet'`,
    );
    expect((await bearer('adn_pt_norole', '/api/user/self')).statusCode).toBe(401);
    // A write with the token needs no CSRF header (no cookie rides along); a cookie session still does.
    const write = { method: 'PUT', url: '/api/user/accept_terms', payload: { termsVersion: 3 } } as const;
    expect(
      (
        await s.app.inject({
          ...write,
          headers: { authorization: `Bearer ${renewed}`, 'x-adnet-csrf': undefined },
        })
      ).statusCode,
    ).toBe(200);
    expect((await api({ ...write, headers: { 'x-adnet-csrf': undefined } })).statusCode).toBe(403);
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

  it('links a Telegram name when the bot gets its code from that name: not linked, waiting, linked', async () => {
    const state = async (as: Awaited<ReturnType<typeof signIn>>) =>
      (await as({ method: 'GET', url: '/api/user/telegram_name' })).json();
    const bot = async (from: string, text: string) =>
      (await post('/api/dev/telegram-bot', { from, text })).json() as { linked: boolean; email?: string };
    const put = (as: Awaited<ReturnType<typeof signIn>>, telegramUsername: string) =>
      as({ method: 'PUT', url: '/api/user/telegram_name', payload: { telegramUsername } });
    const codeOf = async (as: Awaited<ReturnType<typeof signIn>>) =>
      (await as({ method: 'GET', url: '/api/user/telegram_name/code' })).json().code as string;

    const as = await signIn(s.app, 'readonly-solo@demo.adnet');
    await s.db.query(
      `UPDATE users SET roles = ARRAY['User'], role = 'User' WHERE email = 'readonly-solo@demo.adnet'`,
    );
    expect(await state(as)).toEqual({
      telegramUsername: null,
      status: 'NOT_LINKED',
      botUsername: 'adnet_verify_bot',
    });
    expect((await as({ method: 'GET', url: '/api/user/telegram_name/code' })).json().error).toBe(
      'TELEGRAM_NOT_SET',
    );

    // Another account's unconfirmed claim blocks nobody; the one whose code reaches the bot wins the name.
    const rival = await signIn(s.app, 'publisher@demo.adnet');
    expect((await put(rival, 'solo_owner')).statusCode).toBe(200);
    expect((await put(as, '@Solo_Owner')).statusCode).toBe(200);
    expect(await state(as)).toMatchObject({ telegramUsername: 'Solo_Owner', status: 'WAITING' });
    const first = await codeOf(as);
    const code = await codeOf(as);
    expect(await bot('solo_owner', first)).toEqual({ linked: false, reply: expect.any(String) }); // replaced
    expect((await bot('someone_else', code)).linked).toBe(false); // from another Telegram account
    expect(await state(as)).toMatchObject({ status: 'WAITING' });
    expect(await bot('@solo_owner', `/start ${code}`)).toMatchObject({
      linked: true,
      email: 'readonly-solo@demo.adnet',
    });
    expect(await state(as)).toMatchObject({ telegramUsername: 'Solo_Owner', status: 'LINKED' });
    expect((await bot('solo_owner', code)).linked).toBe(false); // spent
    expect(await state(rival)).toMatchObject({ telegramUsername: null, status: 'NOT_LINKED' });
    expect((await put(rival, 'solo_owner')).json().error).toBe('TELEGRAM_TAKEN');
    expect((await as({ method: 'GET', url: '/api/user/telegram_name/code' })).json().error).toBe(
      'TELEGRAM_ALREADY_LINKED',
    );

    // The same name keeps the link; another name waits again and the old codes are gone.
    expect((await put(as, 'solo_owner')).statusCode).toBe(200);
    expect(await state(as)).toMatchObject({ status: 'LINKED' });
    expect((await put(as, 'solo_second')).statusCode).toBe(200);
    expect(await state(as)).toMatchObject({ telegramUsername: 'solo_second', status: 'WAITING' });
    const renewed = await codeOf(as);
    expect((await put(as, 'solo_third')).statusCode).toBe(200);
    expect((await bot('solo_third', renewed)).linked).toBe(false);
  });
});
