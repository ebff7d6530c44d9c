// Bad input gets a clear 4xx, never a 500: a NUL character anywhere text goes (PostgreSQL refuses it in text), a body
// nested 100,000 deep (hashed and walked recursively before validation), five PUTs at once to one upload URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/png';
import { signIn, startSandbox, type TestSandbox } from './helpers';

let s: TestSandbox;
let as: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  s = await startSandbox();
  as = await signIn(s.app, 'advertiser@demo.adnet');
});
afterAll(() => s.close());

const NUL = 'a\u0000b';
/** A clear refusal: a 4xx whose body names what is wrong. */
const expectClear = (res: { statusCode: number; json: () => unknown }, what: string) => {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.json(), what).toMatchObject({ error: expect.any(String), message: expect.any(String) });
};

describe('a NUL character', () => {
  it('in a text field of a public or a signed-in body, in a search and in a path: 400 naming the field', async () => {
    const answers = [
      await s.app.inject({
        method: 'POST',
        url: '/api/public/user/auth',
        payload: { email: NUL, password: 'x' },
      }),
      await s.app.inject({
        method: 'POST',
        url: '/api/public/user/auth',
        payload: { email: 'client13@demo.adnet', password: NUL },
      }),
      await s.app.inject({
        method: 'POST',
        url: '/api/public/user/register',
        payload: { email: 'nul@example.com', password: 'long-enough-1', username: NUL, acceptTerms: true },
      }),
      await s.app.inject({
        method: 'POST',
        url: '/api/public/user/password/reset/code',
        payload: { email: NUL },
      }),
      await as({ method: 'GET', url: `/api/campaigns?name=${encodeURIComponent(NUL)}` }),
      await as({ method: 'GET', url: `/api/campaigns/forecast/${encodeURIComponent(NUL)}` }),
      await as({ method: 'PUT', url: '/api/user/telegram_name', payload: { telegramUsername: NUL } }),
    ];
    for (const [i, res] of answers.entries()) {
      expectClear(res, `request ${i}: ${res.body}`);
      expect(res.statusCode, `request ${i}`).not.toBe(500);
    }
    expect(answers[0]!.json()).toMatchObject({ fields: { email: 'must not contain NUL characters' } });
    expect(answers[4]!.json()).toMatchObject({ fields: { name: 'must not contain NUL characters' } });
  });
});

describe('JSON nested 100,000 deep', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

  it('to a signed-in POST with an idempotency key, and to a public one: 400, not a stack overflow', async () => {
    for (const body of [deep(100_000), deepObject(100_000)]) {
      const signedIn = await as({
        method: 'POST',
        url: '/api/campaigns',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
        payload: body,
      });
      expectClear(signedIn, signedIn.body);
      expect(signedIn.json()).toMatchObject({ error: 'TOO_DEEP' });
      const open = await s.app.inject({
        method: 'POST',
        url: '/api/public/user/auth',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expectClear(open, open.body);
    }
  });

  it('a body of ordinary depth still goes through to validation', async () => {
    const res = await as({ method: 'POST', url: '/api/campaigns', payload: { name: [[[[1]]]] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('five PUTs at once to one upload URL', () => {
  it('one stores the file, the others get 409; the stored file is whole', async () => {
    const png = placeholderPng('race', 64, 64);
    const target = (
      await as({
        method: 'POST',
        url: '/api/upload/image',
        payload: { fileName: 'race.png', contentType: 'image/png', size: png.length },
      })
    ).json() as { uploadUrl: string; downloadUrl: string };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.app.inject({
          method: 'PUT',
          url: target.uploadUrl,
          headers: { 'content-type': 'image/png' },
          payload: png,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([204, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expectClear(a, a.body);
    const file = await s.app.inject({ method: 'GET', url: target.downloadUrl });
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});
