import type { Page } from '@playwright/test';
import { expect, settled, signInAndWait, test } from './fixtures';

/**
 * The campaign page's first paint: its h1 and the tab's title never show the generic "Campaign" that the name
 * would replace, and nothing moves when the campaign and its sections arrive (the README's layout shift budget,
 * 0.05). Layout shift is a sum of moved areas, not a time, so it is asserted.
 */
interface Watch {
  shift: number;
  headings: string[];
  titles: string[];
}

/** From the first byte of the document: every h1 text and tab title the page shows, and its layout shifts. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const watch: Watch = { shift: 0, headings: [], titles: [] };
    (window as unknown as { firstPaintWatch: Watch }).firstPaintWatch = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) watch.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const note = () => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      if (watch.headings.at(-1) !== heading) watch.headings.push(heading);
      if (watch.titles.at(-1) !== document.title) watch.titles.push(document.title);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

for (const width of [1280, 390])
  test(`the campaign page at ${width} px: the name from the first paint, no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAndWait(page, 'advertiser@demo.adnet');
    const listed = (await (await page.request.get('/api/campaigns?size=200')).json()) as {
      content: { id: number; name: string; status: string }[];
    };
    // A declined campaign draws the most above its statistics (the reason and what to change).
    const campaign = listed.content.find((c) => c.status === 'DECLINED') ?? listed.content[0]!;
    await watchFirstPaint(page);
    await page.goto(`/campaigns/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.name);
    await settled(page);
    const watch = await page.evaluate(
      () => (window as unknown as { firstPaintWatch: Watch }).firstPaintWatch,
    );
    expect(watch.headings.filter((h) => /^Campaign$/.test(h.trim()))).toEqual([]);
    expect(watch.titles.filter((title) => title.startsWith('Campaign ·'))).toEqual([]);
    expect(watch.titles.at(-1)).toBe(`${campaign.name} · adnet cabinet`);
    expect(watch.shift).toBeLessThanOrEqual(0.05);
    test.info().annotations.push({ type: 'layout shift', description: watch.shift.toFixed(4) });
  });
