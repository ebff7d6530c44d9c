import { expect, signIn, test } from './fixtures';

for (const [language, label, heading, signOut] of [
  ['ru', 'Русский', 'Кампании', 'Выйти'],
  ['zh-CN', '简体中文', '广告活动', '退出登录'],
] as const) {
  test(`switching to ${language} changes <html lang>, the texts and accept-language, and survives a reload`, async ({
    page,
  }) => {
    await signIn(page, 'advertiser@demo.adnet');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

    const next = page.waitForRequest((r) => r.url().includes('/api/user/self'));
    await page.reload();
    const request = await next;
    expect(request.headers()['accept-language']).toBe(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: signOut })).toBeVisible();
  });
}
