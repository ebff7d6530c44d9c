// The calls with their own success rules and error catalogues (spec sections 5 and 8), and the tracking headers.
import { describe, expect, it } from 'vitest';
import { createApiClient, DEPOSIT_ERRORS, isHttpError, isValidationError, type DepositError } from '../src';
import { reply, serveEachTest, type TestServer } from './server';

let server!: TestServer;
serveEachTest((s) => (server = s));

const api = () => createApiClient({ baseUrl: server.url });
const registration = { email: 'new@demo.adnet', password: 'pw', username: 'new', acceptTerms: true };
const deposit = { comment: 'bonus', amount: 25, isInternalCurrency: false };
const transaction = {
  id: 3,
  amount: 25,
  description: 'Deposit by admin',
  userId: 5,
  timestamp: 1_767_225_600_000,
};

describe('registration succeeds only on HTTP 201', () => {
  it('201 resolves with the new account', async () => {
    server.handle((_, res) => reply(res, 201, { id: 9, email: 'new@demo.adnet' }));
    await expect(api().account.register(registration)).resolves.toEqual({ id: 9, email: 'new@demo.adnet' });
  });

  it('registration 200 is an error', async () => {
    server.handle((_, res) => reply(res, 200, { id: 9, email: 'new@demo.adnet' }));
    const error: unknown = await api()
      .account.register(registration)
      .catch((e: unknown) => e);
    expect(isHttpError(error, 200)).toBe(true);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_STATUS' });
  });

  it('a refused registration keeps the server’s error field as the code, with its status', async () => {
    server.handle((_, res) => reply(res, 400, { error: 'INVALID_PROMOCODE', message: 'Unknown promocode' }));
    const error: unknown = await api()
      .account.register(registration)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PROMOCODE', message: 'Unknown promocode' });
  });
});

describe('deposit accepts 200 or 201 and has three messages', () => {
  for (const status of [200, 201]) {
    it(`${status} resolves with the transaction`, async () => {
      server.handle((_, res) => reply(res, status, transaction));
      await expect(api().admin.deposit(5, deposit)).resolves.toMatchObject({
        id: 3,
        title: 'Deposit by admin',
      });
    });
  }

  const messages: [number, DepositError['code'], string][] = [
    [404, 'USER_NOT_FOUND', 'UserId not found'],
    [403, 'NO_RIGHTS', 'No rights'],
    [400, 'PUBLISHER_ACCOUNT', 'Deposit cannot be applied to the publisher'],
  ];
  for (const [status, code, message] of messages) {
    it(`deposit ${status} -> ${code} '${message}'`, async () => {
      server.handle((_, res) => reply(res, status, { error: 'WHATEVER_THE_SERVER_SAYS' }));
      const error: unknown = await api()
        .admin.deposit(5, deposit)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status, code, message });
      expect(DEPOSIT_ERRORS[status as keyof typeof DEPOSIT_ERRORS]).toEqual({ code, message });
    });
  }

  it('a 400 with invalid fields stays a validation error: only the publisher refusal gets its message', async () => {
    const fields = { amount: 'must be at least 1' };
    server.handle((_, res) => reply(res, 400, { error: 'VALIDATION_ERROR', message: 'invalid', fields }));
    const error: unknown = await api()
      .admin.deposit(5, deposit)
      .catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', data: { fields } });
  });

  it('deposit 500 stays a plain HTTP error', async () => {
    server.handle((_, res) => reply(res, 500, { error: 'BOOM' }));
    const error: unknown = await api()
      .admin.deposit(5, deposit)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, code: 'BOOM' });
    expect(server.seen).toHaveLength(1);
  });
});

describe('tracking', () => {
  it('collect view and action carry the host’s tracking headers, other calls do not', async () => {
    const client = createApiClient({
      baseUrl: server.url,
      trackingHeaders: () => ({ 'x-visitor-id': 'v-42', 'x-utm-source': 'tg' }),
    });
    await client.tracking.view({ path: '/campaigns' });
    await client.tracking.action({ action: 'open_wallet', path: '/wallet' });
    await client.account.constants();
    expect(server.seen.map((s) => [s.path, s.headers['x-visitor-id'], s.headers['x-utm-source']])).toEqual([
      ['/api/public/collect/view', 'v-42', 'tg'],
      ['/api/public/collect/action', 'v-42', 'tg'],
      ['/api/user/constants', undefined, undefined],
    ]);
  });
});
