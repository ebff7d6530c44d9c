import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  createErrorReporter,
  REPORT_DEDUPE_MS,
  REPORT_MAX_DATA_LENGTH,
  REPORT_MAX_PER_WINDOW,
  REPORT_WINDOW_MS,
  scrub,
} from '../src';
import { reply, serveEachTest, until, type TestServer } from './server';

let server!: TestServer;
serveEachTest(
  (s) => (server = s),
  (_, res) => reply(res, 200, { ok: true }),
);

/** A fetch that records the URLs and options the reporter asks for, without a network. */
function recordingFetch() {
  const urls: string[] = [];
  const inits: RequestInit[] = [];
  const recorded: typeof fetch = async (input, init) => {
    urls.push(String(input));
    inits.push(init ?? {});
    return new Response('{}');
  };
  return { fetch: recorded, urls, inits };
}

const PERSONAL_TOKEN = 'pt_9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const SECRETS = [
  PERSONAL_TOKEN,
  JWT,
  'hunter2-password',
  'acc3ss-c00kie-value',
  'r3fresh-c00kie',
  'bearer-secret-1',
  '554433',
];

describe('frontend-error reporter', () => {
  it('the reporter never sends a token', async () => {
    const report = createErrorReporter({ app: 'cabinet', baseUrl: server.url });
    const error = new Error(`request failed for token ${PERSONAL_TOKEN}`);
    report({
      type: 'API_ERROR',
      event: `GET /api/user/personal_token?token=${PERSONAL_TOKEN}`,
      data: {
        personalToken: PERSONAL_TOKEN,
        password: 'hunter2-password',
        headers: {
          cookie: 'adn_access=acc3ss-c00kie-value; adn_refresh=r3fresh-c00kie',
          Authorization: 'Bearer bearer-secret-1',
        },
        raw: `{"personalToken":"${PERSONAL_TOKEN}","ok":true}`,
        note: `adn_refresh=r3fresh-c00kie and jwt ${JWT}`,
        auth: 'Bearer bearer-secret-1',
        withdraw: { wallet: 'TXYZ', confirmationCode: '554433' },
        nested: [{ deeper: { accessToken: 'acc3ss-c00kie-value' } }],
        error,
        status: 500,
      },
    });
    await until(() => server.seen.length === 1, 'the report');
    const [sent] = server.seen;
    const everything = JSON.stringify(sent);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(sent?.headers.cookie).toBeUndefined();
    // What is not secret still arrives, so the report stays useful.
    expect(sent?.query.data).toContain('"status":500');
    expect(sent?.query.data).toContain('TXYZ');
    expect(sent?.query.data).toContain('request failed for token [scrubbed]');
  });

  it('sends one GET with app, type, event and data in the query and no cookies', async () => {
    const { fetch, urls, inits } = recordingFetch();
    createErrorReporter({ app: 'cabinet', baseUrl: 'https://api.example', fetch })({
      type: 'RENDER_ERROR',
      event: '/wallet',
      data: { message: 'boom' },
    });
    const url = new URL(urls[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example/api/public/frontend-error');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: 'cabinet',
      type: 'RENDER_ERROR',
      event: '/wallet',
      data: '{"message":"boom"}',
    });
    expect(inits[0]).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it(`drops a report equal to one sent within ${REPORT_DEDUPE_MS / 1000} s`, () => {
    let now = 0;
    const { fetch, urls } = recordingFetch();
    const report = createErrorReporter({ app: 'cabinet', fetch, now: () => now });
    const same = { type: 'API_ERROR', event: 'GET /api/geo/tree', data: { status: 'FETCH_ERROR' } };
    report(same);
    report(same);
    now = REPORT_DEDUPE_MS - 1;
    report(same);
    expect(urls).toHaveLength(1);
    now = REPORT_DEDUPE_MS;
    report(same);
    expect(urls).toHaveLength(2);
  });

  it(`an error loop cannot flood it: at most ${REPORT_MAX_PER_WINDOW} reports per ${REPORT_WINDOW_MS / 1000} s`, () => {
    let now = 0;
    const { fetch, urls } = recordingFetch();
    const report = createErrorReporter({ app: 'cabinet', fetch, now: () => now });
    for (let i = 0; i < 500; i += 1) report({ type: 'RENDER_ERROR', event: `/page/${i}` });
    expect(urls).toHaveLength(REPORT_MAX_PER_WINDOW);
    now = REPORT_WINDOW_MS;
    report({ type: 'RENDER_ERROR', event: '/later' });
    expect(urls).toHaveLength(REPORT_MAX_PER_WINDOW + 1);
  });

  it(`cuts data to ${REPORT_MAX_DATA_LENGTH} characters`, () => {
    const { fetch, urls } = recordingFetch();
    createErrorReporter({ app: 'cabinet', fetch })({ type: 'T', event: 'E', data: 'x '.repeat(5_000) });
    expect(new URL(urls[0] ?? '', 'http://x').searchParams.get('data')).toHaveLength(REPORT_MAX_DATA_LENGTH);
  });

  it('never throws, even when sending fails', () => {
    const report = createErrorReporter({
      app: 'cabinet',
      fetch: () => {
        throw new Error('offline');
      },
    });
    expect(() => report({ type: 'T', event: 'E', data: 1n })).not.toThrow();
  });

  it('scrub keeps the shape and replaces only secrets', () => {
    expect(scrub({ id: 7, personalToken: 'abc', list: ['Bearer xyz', 'plain'] })).toEqual({
      id: 7,
      personalToken: '[scrubbed]',
      list: ['Bearer [scrubbed]', 'plain'],
    });
  });

  it('wired into the client, an API failure reaches the endpoint scrubbed', async () => {
    server.handle((req, res) =>
      req.path === '/api/user/personal_token'
        ? reply(res, 502, `<html>upstream said personalToken=${PERSONAL_TOKEN}</html>`)
        : reply(res, 200, { ok: true }),
    );
    const api = createApiClient({
      baseUrl: server.url,
      reportError: createErrorReporter({ app: 'cabinet', baseUrl: server.url }),
    });
    await api.account.personalToken({ signal: undefined }).catch(() => undefined);
    await until(() => server.to('/api/public/frontend-error').length === 1, 'the report');
    const [sent] = server.to('/api/public/frontend-error');
    expect(sent?.query).toMatchObject({
      app: 'cabinet',
      type: 'API_ERROR',
      event: 'GET /api/user/personal_token',
    });
    expect(JSON.stringify(sent)).not.toContain(PERSONAL_TOKEN);
  });
});
