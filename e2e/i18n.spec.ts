import { expect, openUserMenu, signIn, test } from './fixtures';

// Spec 1 and 9: the language id (stored, sent as accept-language) is en, ru or cn; cn's locale is zh-CN.
for (const [language, locale, label, heading, menuName, signOut] of [
  ['ru', 'ru', 'Русский', 'Кампании', /Меню аккаунта$/, 'Выйти'],
  ['cn', 'zh-CN', '简体中文', '广告活动', /账户菜单$/, '退出登录'],
] as const) {
  test(`switching to ${language} changes <html lang>, the texts and accept-language, and survives a reload`, async ({
    page,
  }) => {
    await signIn(page, 'advertiser@demo.adnet');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    // The language is chosen in the top bar's user menu.
    const menu = await openUserMenu(page);
    await menu.getByRole('group', { name: 'Language' }).getByRole('menuitemradio', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe(language);

    const next = page.waitForRequest((r) => r.url().includes('/api/user/self'));
    await page.reload();
    const request = await next;
    expect(request.headers()['accept-language']).toBe(language);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const translated = await openUserMenu(page, menuName);
    await expect(translated.getByRole('menuitemradio', { name: label })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(translated.getByRole('menuitem', { name: signOut })).toBeVisible();
  });
}
