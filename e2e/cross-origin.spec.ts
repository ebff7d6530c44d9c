/**
 * The cabinet deployed on one origin and the API on another, as the README's "Deploying against another origin"
 * describes it: the built cabinet served by a plain static host (this file's, after the README's rules, with the
 * CSP's `connect-src` naming the API), and a sandbox of its own on a second port configured with the cabinet's
 * origin (`SANDBOX_ALLOWED_ORIGINS`: CORS with credentials, the anti-CSRF header and `Idempotency-Key` allowed).
 *
 * Both on 127.0.0.1, on two ports: two origins of one site, as `cabinet.example.net` and `api.example.net` are in a
 * real deployment, so the session's SameSite=Strict cookies go along with the cabinet's calls. `localhost` for one
 * and `127.0.0.1` for the other would be two sites: the browser would keep the cookies from every call, and the
 * setup would prove nothing a real same-site deployment does.
 *
 * Ports: whatever the system gives (the static host and the spec's own sandbox, `startWorkerSandbox`), so runs of
 * several checkouts on one machine never meet.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { SECURITY_HEADERS } from '../packages/sandbox-api/src/static';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, expect, expireAccess, newAccount, signOut, test } from './fixtures';
import { startWorkerSandbox, type WorkerSandbox } from './sandbox';
import { text } from './locale';

/** The API's and the cabinet's origins, known once both listen (beforeAll). */
let API = '';
let CABINET = '';
const REFRESH = '/api/public/user/auth/refresh';

const repo = fileURLToPath(new URL('../', import.meta.url));
const dist = join(repo, 'packages/cabinet-app/dist');

/** The static host's headers: the cabinet's own, with `connect-src` naming the API's origin beside its own. */
const headers = (): Record<string, string> => ({
  ...SECURITY_HEADERS,
  'content-security-policy': SECURITY_HEADERS['content-security-policy']!.replace(
    "connect-src 'self'",
    `connect-src 'self' ${API}`,
  ),
});
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/**
 * A static host as the README asks for one: files as they are, a path without an extension as its prerendered
 * `<path>.html` or else `index.html`, and `runtime-config.json` pointing the cabinet at the API.
 */
function staticHost(): Server {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', CABINET).pathname));
    if (path === '/runtime-config.json') {
      const config = JSON.parse(readFileSync(join(dist, 'runtime-config.json'), 'utf8')) as object;
      res.writeHead(200, { ...headers(), 'content-type': TYPES['.json']!, 'cache-control': 'no-cache' });
      return res.end(JSON.stringify({ ...config, apiBaseUrl: API }));
    }
    let file = join(dist, path);
    if (!file.startsWith(dist) || (extname(path) && !isFile(file))) {
      res.writeHead(404, headers());
      return res.end();
    }
    if (!isFile(file)) file = isFile(`${file}.html`) ? `${file}.html` : join(dist, 'index.html');
    res.writeHead(200, { ...headers(), 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
}

let host: Server | undefined;
let sandbox: WorkerSandbox | undefined;
let api: APIRequestContext;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  host = staticHost();
  await new Promise<void>((resolve) => host!.listen(0, '127.0.0.1', resolve));
  CABINET = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The API: a sandbox of this spec's own, which accepts the cabinet's origin.
  sandbox = await startWorkerSandbox(`cross-origin-${testInfo.workerIndex}`, {
    SANDBOX_ALLOWED_ORIGINS: CABINET,
  });
  API = sandbox.url;
  api = await playwright.request.newContext({ baseURL: API });
});

test.afterAll(async () => {
  await api?.dispose();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
  await sandbox?.stop();
});

test('the cabinet on one origin works against the API on another: sign in, list, create, refresh, sign out', async ({
  page,
  context,
}) => {
  const owner = await newAccount(api, { campaigns: 2, deposit: 10_000 });
  const blocked: string[] = [];
  page.on('console', (m) => /Content Security Policy|CORS/.test(m.text()) && blocked.push(m.text()));

  // Sign in on the cabinet's origin; the session's cookies are the API's.
  await page.goto(`${CABINET}/login`);
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${CABINET}/campaigns`, { timeout: 15_000 });

  // List: the campaigns the API holds for this account are on the page.
  expect(
    (
      await api.post('/api/public/user/auth', {
        data: { email: owner.email, password: DEMO_PASSWORD },
        headers: { 'x-adnet-csrf': '1' },
      })
    ).ok(),
  ).toBe(true);
  const listed = (await (await api.get('/api/campaigns?size=20')).json()) as { content: { name: string }[] };
  expect(listed.content).toHaveLength(2);
  for (const { name } of listed.content)
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 15_000 });

  // Create: a copy, a POST across origins with its Idempotency-Key and the anti-CSRF header (both preflighted).
  const source = listed.content[0]!.name;
  const copy = page.waitForRequest(
    (r) => r.url().startsWith(`${API}/api/campaigns/`) && r.method() === 'POST',
  );
  await page.getByRole('button', { name: text('list.grid.rowActions', { row: source }) }).click();
  await page.getByRole('menuitem', { name: text('campaigns.actions.copy') }).click();
  const sent = await copy;
  expect(sent.headers()['idempotency-key']).toMatch(/\S{8,}/);
  expect(sent.headers()['x-adnet-csrf']).toBe('1');
  expect((await sent.response())?.status()).toBe(201);
  await expect(page.getByText(text('campaigns.toast.copied', { name: `Copy of ${source}` }))).toBeVisible();
  const copies = (await (
    await api.get(`/api/campaigns?name=${encodeURIComponent(`Copy of ${source}`)}`)
  ).json()) as { content: unknown[] };
  expect(copies.content).toHaveLength(1);

  // Refresh: once the access credential has ended (on the server), the next call refreshes across origins and goes
  // on. The copy above was no refresh: the client's refresh throttle does not hold this one back.
  await expireAccess(context, API);
  const refreshed = page.waitForResponse((r) => r.url() === `${API}${REFRESH}`);
  await page.getByRole('searchbox', { name: text('campaigns.search') }).fill(`Copy of ${source}`);
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('link', { name: `Copy of ${source}`, exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin === CABINET && url.pathname === '/campaigns');
  expect((await context.request.get(`${API}/api/user/self`)).status()).toBe(200);

  // Sign out: the API ends the session, and the cabinet shows the sign-in page.
  await signOut(page);
  await expect(page).toHaveURL(`${CABINET}/login`);
  expect((await context.request.get(`${API}/api/user/self`)).status()).toBe(401);
  expect(blocked).toEqual([]);
});
