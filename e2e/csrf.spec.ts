import { CSRF_HEADER, dbFingerprint, expect, signIn, signOut, test } from './fixtures';

// Every state-changing route is checked against the contract in the sandbox's own tests (test/trust.test.ts);
// these show it from a browser: the cabinet sends the header, and pages that are not the cabinet are refused.

test('the cabinet sends the CSRF header on its state-changing calls, bodiless POSTs included', async ({
  page,
}) => {
  const writes: { url: string; header: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/'))
      writes.push({ url: r.url(), header: r.headers()[CSRF_HEADER] });
  });
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  const paths = writes.map((w) => new URL(w.url).pathname);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/public/user/auth', '/api/logout', '/api/public/collect/view']),
  );
  expect(writes.filter((w) => w.header !== '1')).toEqual([]);
});

test('a write without the header is refused, even from the cabinet’s own origin with its cookies', async ({
  page,
}) => {
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  const list = await page.request.get('/api/campaigns?status=STOPPED&size=1');
  const [campaign] = ((await list.json()) as { content: { id: number }[] }).content;
  const before = await dbFingerprint(page.request);
  // What injected script or a same-site page could send: a plain POST with the session cookies.
  const answer = await page.evaluate(async (id) => {
    const res = await fetch(`/api/campaigns/${id}/archive`, { method: 'POST' });
    return { status: res.status, body: (await res.json()) as { error: string } };
  }, campaign!.id);
  expect(answer).toEqual({ status: 403, body: expect.objectContaining({ error: 'CSRF_HEADER_MISSING' }) });
  expect(await dbFingerprint(page.request)).toEqual(before);
});

test('a form on another site posting to the cabinet’s API is refused by its Origin', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  const before = await dbFingerprint(page.request);
  // `localhost` is another site than `127.0.0.1`: the "attacker" page is served there.
  const evil = baseURL!.replace('127.0.0.1', 'localhost');
  await page.route(`${evil}/evil`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form id="f" method="POST" action="${baseURL}/api/user/publisher/withdraw/code"></form>
             <script>document.getElementById('f').submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/publisher/withdraw/code'));
  await page.goto(`${evil}/evil`);
  const response = await answer;
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: string }).error).toBe('FOREIGN_ORIGIN');
  expect(await dbFingerprint(page.request)).toEqual(before);
});
