// Throwaway (not committed): screenshots of Storybook stories at 1280 and 390 px, light and dark.
import { chromium } from 'playwright';
const [,, out, ...ids] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, h, vp] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) for (const theme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto(`http://127.0.0.1:6066/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
    await page.waitForTimeout(2500);
    const name = `${out}/${id}-${w}-${theme}.png`;
    await page.screenshot({ path: name });
  }
  await ctx.close();
}
await browser.close();
console.log('done');
