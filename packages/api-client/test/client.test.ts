import { describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '../src';

describe('createApiClient (foundation)', () => {
  it('turns an HTTP error into a typed value with status and body', async () => {
    const client = createApiClient({
      fetch: async () => new Response(JSON.stringify({ error: 'BAD_CREDENTIALS' }), { status: 400 }),
    });
    const error: unknown = await client.account
      .auth({ email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toEqual({ status: 400, data: { error: 'BAD_CREDENTIALS' } });
  });

  it('reports a body that is not JSON as PARSING_ERROR with the raw text', async () => {
    const client = createApiClient({ fetch: async () => new Response('<html>', { status: 502 }) });
    const error = await client.account.self().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' });
  });
});
