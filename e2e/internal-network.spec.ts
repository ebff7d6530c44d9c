import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiCall, expect as baseExpect, newAccount, signInAndWait, test } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The internal pages over the network's settings (issue 15): agencies, promocodes, platforms, referral, features
 * and support's view of users. Each test reads and writes; what it writes is its own (a new agency, a new code,
 * its own user) or is put back at the end (a seeded platform's status, the referral reward).
 */

const unique = () => Date.now().toString(36).slice(-6).toUpperCase();

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

test('a plain Internal User creates an agency and changes its site; a site that is not https is refused before sending', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const name = `E2E Agency ${unique()}`;
  await page.goto('/internal/agencies');
  await expect(page.getByRole('heading', { name: 'Agencies', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agency' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Site' }).fill('http://agency.example');
  await dialog.getByRole('button', { name: 'Save agency' }).click();
  await expect(dialog.getByText('The site must start with https://.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Site' }).fill('https://agency.example/e2e');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/agencies') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Save agency' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({ name, siteUrl: 'https://agency.example/e2e' });
  await expect(page.getByText(`Agency ${name} is created.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Agency name' }).fill(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByRole('textbox', { name: 'Site' }).fill('https://agency.example/new');
  await edit.getByRole('button', { name: 'Save agency' }).click();
  await expect(page.getByText(`Agency ${name} is saved.`)).toBeVisible();
  const list = await getJson<{ content: { name: string; siteUrl: string }[] }>(
    page,
    `/api/admin/agencies?search=${encodeURIComponent(name)}`,
  );
  expect(list.content).toEqual([expect.objectContaining({ name, siteUrl: 'https://agency.example/new' })]);
});

test('a plain Internal User creates a promocode (asked first) and deactivates it (asked first)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const code = `E2E${unique()}`;
  await page.goto('/internal/promocodes');
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Usage limit' }).fill('3');
  await dialog.getByRole('button', { name: 'Create promo code' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Create promo code ${code}?` });
  await expect(confirm).toContainText('It gives 15 USDT to each of up to 3 accounts.');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/promocodes') && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Create' }).click();
  expect((await created).request().postDataJSON()).toEqual({
    code,
    amount: 15,
    usageLimit: 3,
    expiresEpoch: null,
  });
  await expect(page.getByText(`Promo code ${code} is created.`)).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const ask = page.getByRole('alertdialog', { name: `Deactivate ${code}?` });
  const patched = page.waitForResponse(
    (r) => /\/api\/admin\/promocodes\/\d+$/.test(r.url()) && r.request().method() === 'PATCH',
  );
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  expect((await patched).request().postDataJSON()).toEqual({ active: false });
  await expect(page.getByText(`${code} is deactivated.`)).toBeVisible();
  const all = await getJson<{ content: { code: string; active: boolean }[] }>(
    page,
    '/api/admin/promocodes?size=100&sort=createdEpoch,desc',
  );
  expect(all.content.find((p) => p.code === code)).toMatchObject({ active: false });
});

test('the seeded SuperUser blocks a platform (asked first, in the owner’s audit) and approves it again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAndWait(page, 'superuser@demo.adnet');
  const platforms = await getJson<{
    content: { id: number; name: string; status: string; ownerId: number }[];
  }>(page, '/api/admin/platforms?status=APPROVED&size=1&sort=id,desc');
  const platform = platforms.content[0]!;
  try {
    await page.goto(`/internal/platforms?search=${encodeURIComponent(platform.name)}`);
    await expect(page.getByRole('heading', { name: 'Platforms', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${platform.name}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const ask = page.getByRole('alertdialog', { name: `Block ${platform.name}?` });
    await ask.getByRole('button', { name: 'Block platform' }).click();
    await expect(page.getByText(`${platform.name} is blocked.`)).toBeVisible();
    const audit = await getJson<{
      content: { action: string; targetId: number | null; actorEmail: string }[];
    }>(page, `/api/admin/user/${platform.ownerId}/audit?size=5`);
    expect(audit.content[0]).toMatchObject({
      action: 'PLATFORM_BLOCKED',
      targetId: platform.id,
      actorEmail: 'superuser@demo.adnet',
    });
    await page.getByRole('button', { name: `Actions for ${platform.name}` }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expect(page.getByText(`${platform.name} is approved.`)).toBeVisible();
  } finally {
    // The seed's platform goes back to approved whatever happened above.
    await apiCall(page.request, 'PATCH', `/api/admin/platforms/${platform.id}`, {
      data: { status: 'APPROVED' },
    });
  }
});

test('a plain Internal User reads the referrals and changes the reward (asked first); it is put back after', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  const before = await getJson<{ rewardPercent: number }>(page, '/api/admin/referral/settings');
  const next = before.rewardPercent === 7.5 ? 8 : 7.5;
  try {
    await page.goto('/internal/referral');
    await expect(page.getByRole('heading', { name: 'Referral program', level: 1 })).toBeVisible();
    const referrals = await getJson<{ content: { referrerEmail: string }[] }>(page, '/api/admin/referrals');
    if (referrals.content[0])
      await expect(
        page.getByRole('link', { name: referrals.content[0].referrerEmail }).first(),
      ).toBeVisible();
    const field = page.getByRole('textbox', { name: /^Reward, %/ });
    await expect(field).toHaveValue(String(before.rewardPercent));
    await field.fill('60');
    await page.getByRole('button', { name: 'Save reward' }).click();
    await expect(page.getByText('A percent from 0 to 50, with at most 2 decimals.')).toBeVisible();
    await field.fill(String(next));
    await page.getByRole('button', { name: 'Save reward' }).click();
    const put = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/referral/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set reward' }).click();
    expect((await put).request().postDataJSON()).toEqual({ rewardPercent: next });
    await expect(page.getByText(`The reward is ${next} % now.`)).toBeVisible();
    expect(
      (await getJson<{ rewardPercent: number }>(page, '/api/admin/referral/settings')).rewardPercent,
    ).toBe(next);
  } finally {
    await apiCall(page.request, 'PUT', '/api/admin/referral/settings', { data: before });
  }
});

test('a plain Internal User reads the feature flags, explained, and sets one user’s own overrides', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newAccount(request, {});
  const admin = await newAccount(request, { role: 'User', roles: ['User', 'Internal User'] });
  await signInAndWait(page, admin.email);
  await page.goto('/internal/features');
  await expect(page.getByRole('heading', { name: 'Features', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Russian ad marking: the Legal info page, and an erid on every ad.').first(),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'ru_ad_marking for everyone' })).toBeVisible();

  await page.getByRole('textbox', { name: 'User id' }).fill(String(owner.id));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('link', { name: owner.email })).toBeVisible();
  await page.getByRole('combobox', { name: `ru_ad_marking for ${owner.email}` }).click();
  await page.getByRole('option', { name: 'On for this user' }).click();
  await page.getByRole('combobox', { name: `audiences for ${owner.email}` }).click();
  await page.getByRole('option', { name: 'Off for this user' }).click();
  const put = page.waitForResponse((r) => r.url().endsWith(`/api/admin/user/${owner.id}/features`));
  await page.getByRole('button', { name: "Save this user's features" }).click();
  expect((await put).request().postDataJSON()).toEqual({
    activeFeatures: ['ru_ad_marking'],
    disabledFeatures: ['audiences'],
  });
  await expect(page.getByText(`Features of ${owner.email} are saved.`)).toBeVisible();
  await expect(page.getByTestId('user-features-off')).toHaveText('audiences');
  const user = await getJson<{ flags: { activeFeatures: string[]; disabledFeatures: string[] } }>(
    page,
    `/api/admin/user/${owner.id}`,
  );
  expect(user.flags).toEqual({ activeFeatures: ['ru_ad_marking'], disabledFeatures: ['audiences'] });
});

test('support work: the seeded SuperUser finds a user under /support/users, sees money read-only and blocks and unblocks them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newAccount(request, { deposit: 40 });
  await signInAndWait(page, 'superuser@demo.adnet');
  await page.goto(`/support/users?search=${encodeURIComponent(owner.email)}`);
  await expect(page.getByRole('heading', { name: 'Support: users', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit by user id' })).toHaveCount(0);
  await page.getByRole('link', { name: owner.email }).click();
  await expect(page).toHaveURL(new RegExp(`/support/users/${owner.id}$`));
  await expect(page.getByRole('heading', { name: 'Support cases' })).toBeVisible();
  await expect(page.getByText('No support cases.')).toBeVisible();
  // Money is read-only for support work.
  await expect(page.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByText(`${owner.email} is blocked.`)).toBeVisible();
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(`${owner.email} is unblocked.`)).toBeVisible();
  expect((await getJson<{ blocked: boolean }>(page, `/api/admin/user/${owner.id}`)).blocked).toBe(false);
});

test('a user without the Internal User role is sent away from every page of the internal area', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const plain = await newAccount(request, {});
  await signInAndWait(page, plain.email);
  for (const path of [
    '/internal/agencies',
    '/internal/promocodes',
    '/internal/platforms',
    '/internal/referral',
    '/internal/features',
    '/support/users',
    `/support/users/${plain.id}`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/monitoring$/);
  }
});

for (const width of [1280, 390]) {
  test(`0 axe violations on agencies, promocodes, platforms, referral, features and support users at ${width} px, light and dark, en and cn`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await newAccount(request, { deposit: 10 });
    await signInAndWait(page, 'superuser@demo.adnet');
    await expectNoAxeViolations(page, [
      ['/internal/agencies', 'text=Northwind Media'],
      ['/internal/promocodes', 'main code'],
      ['/internal/platforms', 'main a[target="_blank"]'],
      ['/internal/referral', 'input[name="rewardPercent"]'],
      ['/internal/features', 'main code'],
      [`/support/users?search=${encodeURIComponent(owner.email)}`, `a[href="/support/users/${owner.id}"]`],
      [`/support/users/${owner.id}`, '[data-testid="user-balance"]'],
    ]);
  });
}
