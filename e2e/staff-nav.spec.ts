import { expect, navEntries, signInAndWait, test } from './fixtures';

// Staff with every role: 21 links in four areas under headings, all of them on a 1280 x 800 laptop without
// scrolling the sidebar.
test('the staff sidebar at 1280x800 shows every area and its last link without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndWait(page, 'superuser@demo.adnet');
  await page.goto('/internal/users');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  for (const area of ['Advertiser', 'Internal', 'Support', 'Sales'])
    await expect(nav.getByRole('list', { name: area })).toBeVisible();
  const entries = await navEntries(page);
  expect(entries).toHaveLength(21);
  const last = nav.getByRole('link', { name: entries.at(-1)! });
  const box = (await last.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  const sidebar = page.getByRole('complementary');
  expect(await sidebar.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  // The keyboard still reaches it, and it still opens its page.
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sales\/deals$/);
  await expect(last).toHaveAttribute('aria-current', 'page');
});

test('the staff drawer at 390 px lists the areas under their headings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAndWait(page, 'superuser@demo.adnet');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByRole('list', { name: 'Sales' }).getByRole('link', { name: 'Deals' }),
  ).toBeVisible();
  await drawer.getByRole('list', { name: 'Support' }).getByRole('link', { name: 'Support cases' }).click();
  await expect(page).toHaveURL(/\/support\/cases$/);
  await expect(drawer).toHaveCount(0);
});
