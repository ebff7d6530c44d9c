// Throwaway (not committed): screenshots of signed-in pages.
import { chromium } from 'playwright';
const [,, base, out, email, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, h] of [[1280, 800], [390, 844]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, baseURL: base });
  const page = await ctx.newPage();
  if (email !== '-') {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('demo-pass-2026');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  for (const p of paths) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_')}-${w}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
