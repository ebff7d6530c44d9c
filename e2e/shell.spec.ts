import { expect, signIn, test } from './fixtures';

test('at 390 px the top bar shows the whole brand and one menu button; the keyboard picks a theme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  // The page settled (its list in): nothing that loads later takes the focus from the menu under test.
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const bar = page.getByRole('banner');
  const brand = bar.getByText('adnet cabinet', { exact: true });
  await expect(brand).toHaveText('adnet cabinet');
  const cut = await brand.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut, 'the brand is cut').toBe(false);
  // Three buttons in the bar: the navigation drawer, the search (the command palette, an icon here) and the user
  // menu (the selects and sign-out button are gone).
  await expect(bar.getByRole('button')).toHaveCount(3);
  await expect(bar.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(bar.getByRole('combobox')).toHaveCount(0);

  const trigger = bar.getByRole('button', { name: 'advertiser@demo.adnet Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('advertiser@demo.adnet');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  // English, Русский, 简体中文, Light, Dark: each key moves the focus one item down.
  for (const name of ['Русский', '简体中文', 'Light', 'Dark']) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('adnet-cabinet-theme'))).toBe('dark');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Escape closes without choosing and gives focus back.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('each navigation entry shows its icon, and the collapsed sidebar names it in a tooltip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 800 }); // a tablet: the sidebar starts collapsed
  await signIn(page, 'advertiser@demo.adnet');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const links = nav.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  await expect(nav.locator('[data-slot="nav-icon"] svg')).toHaveCount(count);
  await expect(nav.locator('.adn-Nav-initial')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Wallet' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Wallet');
});
