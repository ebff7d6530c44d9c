import { expect, frontendErrors, lastEventId, registerSecret, signIn, test } from './fixtures';

test('no token, password or personal API token reaches storage, a URL or an error report', async ({
  page,
}) => {
  await signIn(page, 'api@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  const tokenResponse = await page.request.get('/api/user/personal_token');
  expect(tokenResponse.ok()).toBe(true);
  const { personalToken } = (await tokenResponse.json()) as { personalToken: string };
  registerSecret(personalToken);

  // Make the user's own data call fail (a dev-only fault header the sandbox honours) so the client reports it.
  const since = await lastEventId(page.request);
  await page.route('**/api/user/self', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error=503' } }),
  );
  await page.goto('/api_integration');
  await expect(page.getByText('Data loading error.')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/user/self');
  // The report is a GET the client fires and forgets as the call fails: it may reach the server after the error is
  // on screen. Wait for the report of this call (other workers report errors of their own meanwhile).
  const reports = () => frontendErrors(page.request, since);
  await expect
    .poll(async () => (await reports()).some((e) => e.payload.event === 'GET /api/user/self'))
    .toBe(true);
  const events = await reports();
  expect(events.length).toBeGreaterThan(0);
  const reported = JSON.stringify(events);
  const cookies = (await page.context().cookies())
    .filter((c) => c.name.startsWith('adn_'))
    .map((c) => c.value);
  for (const secret of [personalToken, 'demo-pass-2026', ...cookies]) expect(reported).not.toContain(secret);
});
