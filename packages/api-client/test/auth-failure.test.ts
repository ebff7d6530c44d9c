import { expect, it, vi } from 'vitest';
import { createApiClient, NO_SESSION_CODE, REFRESH_PATH } from '../src';
import { reply, serveEachTest, type TestServer } from './server';

let server!: TestServer;
serveEachTest((s) => (server = s));

/** `self` answers 401; the refresh refuses with `code`. */
function refusedWith(code: string) {
  server.handle((req, res) =>
    req.path === REFRESH_PATH ? reply(res, 401, { error: code }) : reply(res, 401, { error: 'UNAUTHORIZED' }),
  );
}

it('a refresh refused for want of any credential is no session that ended (a first visit)', async () => {
  refusedWith(NO_SESSION_CODE);
  const onAuthFailure = vi.fn();
  const api = createApiClient({ baseUrl: server.url, onAuthFailure });
  await api.account.self().catch(() => undefined);
  expect(onAuthFailure).toHaveBeenCalledTimes(1);
  expect(onAuthFailure).toHaveBeenCalledWith(
    expect.objectContaining({ hadSession: false, error: expect.objectContaining({ status: 401 }) }),
  );
});

it('a refresh refused for a credential that is over ends a session that was', async () => {
  for (const code of ['REFRESH_INVALID', 'REFRESH_REUSED']) {
    refusedWith(code);
    const onAuthFailure = vi.fn();
    const api = createApiClient({ baseUrl: server.url, onAuthFailure });
    await api.account.self().catch(() => undefined);
    expect(onAuthFailure).toHaveBeenCalledWith(
      expect.objectContaining({ hadSession: true, error: expect.objectContaining({ code }) }),
    );
  }
});
