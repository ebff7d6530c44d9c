import type { Page } from '@playwright/test';
import { axeCombos, type AxeLanguage, type AxeTheme, axeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// /login and /campaigns are judged by their screen stories (Screens/Login, Screens/Campaigns list: en, ru and cn at
// both widths, each in light and dark); the e2e scans judge the pages that have none.
const PUBLIC_ROUTES = [
  '/registration',
  '/reset_password',
  '/confirm',
  '/resend_verification',
  '/no-such-page',
];

async function setPreferences(page: Page, theme: AxeTheme, language: AxeLanguage) {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('adnet-cabinet-theme', t);
      localStorage.setItem('selectedLanguage', l);
    },
    [theme, language] as const,
  );
}

// Each width with its theme and language pairs (axe.ts, `axeCombos`): both themes, both languages, both widths.
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const)
  for (const [theme, language] of axeCombos(width)) {
    test(`0 axe violations on every public route (${width} px, ${theme}, ${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await setPreferences(page, theme, language);
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test(`0 axe violations in the signed-in shell (${width} px, ${theme}, ${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await setPreferences(page, theme, language);
      await signIn(page, 'superuser@demo.adnet');
      await expect(page).toHaveURL(/\/campaigns$/);
      for (const path of ['/monitoring', '/internal/users', '/sales']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }

test('0 axe violations in the mobile shell with the menu open (dark)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setPreferences(page, 'dark', 'en');
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('0 axe violations with the user menu open (390 px, dark, cn)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setPreferences(page, 'dark', 'cn');
  await signIn(page, 'advertiser@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /账户菜单$/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
