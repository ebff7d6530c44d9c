import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, newAccount, signInAndWait, test } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The internal pages over the network's settings (issue 15): agencies, promocodes, platforms, referral, features and
 * support's view of users, kept from a user without Internal User and judged by axe. Their reads and writes, as the
 * SuperUser and as a plain Internal User, are in internal-routes.spec.ts (the referral reward is global: only that
 * file changes it in the shared sandbox).
 */

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
