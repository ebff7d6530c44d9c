import type { Locator, Page } from '@playwright/test';
import { setThemeAndLanguage } from './axe';
import { expect, signInAndWait, test } from './fixtures';

/**
 * Pages at the widths people use: figures that must not break inside a word, the wallet's length on a phone, and
 * the campaign editor's stepper on a phone (a cut-off step shows there is more; Next opens the next step at its top).
 */

const PHONE = { width: 390, height: 844 };

/**
 * How many line boxes each unbreakable part of every stat card's value takes: the number ("12,480.50") and the unit
 * ("USDT"), each measured with a Range over its characters. One rect each is right; two means a break inside.
 */
async function figureLines(cards: Locator) {
  return cards.evaluateAll((values) =>
    values.flatMap((value) => {
      const text = value.textContent ?? '';
      const parts = text.split('\u00a0').filter((p) => p.length > 0);
      const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      return parts.map((part) => {
        const node = nodes.find((n) => n.data.includes(part));
        if (!node) return { part, lines: -1 };
        const range = document.createRange();
        range.setStart(node, node.data.indexOf(part));
        range.setEnd(node, node.data.indexOf(part) + part.length);
        return { part, lines: range.getClientRects().length };
      });
    }),
  );
}

async function expectFiguresWhole(page: Page, where: string) {
  const values = page.locator('.adn-StatCard-value');
  await expect(values.first()).not.toBeEmpty();
  const lines = await figureLines(values);
  expect(
    lines.some((l) => l.part === 'USDT'),
    `${where}: a USDT figure is measured`,
  ).toBe(true);
  expect(
    lines.filter((l) => l.lines !== 1),
    `${where}: every number and unit on one line`,
  ).toEqual([]);
}

test('money figures never break inside the number or "USDT" (wallet at 390, sales at 1280)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAndWait(page, 'advertiser@demo.adnet');
  for (const language of ['en', 'ru', 'cn'] as const) {
    await setThemeAndLanguage(page, 'light', language);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toContainText('USDT');
    await expectFiguresWhole(page, `wallet 390 ${language}`);
  }
});

test('sales stat cards keep "USDT" whole at 1280', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndWait(page, 'main-manager@demo.adnet');
  await page.goto('/sales');
  await expect(
    page.locator('.sales-stats .adn-StatCard-value').filter({ hasText: 'USDT' }).first(),
  ).toBeVisible();
  await expectFiguresWhole(page, 'sales 1280');
});

test('the wallet on a phone is as long as its content, not the grid stand-ins', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndWait(page, 'advertiser@demo.adnet');
  await page.goto('/wallet');
  await expect(
    page.getByRole('group', { name: 'Transactions' }).locator('.adn-DataGrid-card').first(),
  ).toBeVisible();
  // The spec's page size (20) on the wallet's lists too.
  await expect(page.getByRole('group', { name: 'Transactions' }).locator('.adn-DataGrid-card')).toHaveCount(
    20,
  );
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  // The figures, the deposit and withdraw cards (about 1,700 px), then three lists of cards of at most about 150 px
  // (20 + 20 + the demo's 3 withdraws: about 6,450 px) with their headings and pagers (about 600 px): 9,000 px holds
  // that. It was 11,600: cards in half-width fields four lines tall, each not yet drawn standing in at 200 px.
  expect(before).toBeLessThan(9_000);
  // Drawing every card (scrolled through) changes the length little: the page does not shrink or grow under a
  // reader's thumb.
  for (let y = 0; y < before; y += PHONE.height) await page.evaluate((top) => scrollTo(0, top), y);
  const after = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(after).toBeLessThan(9_000);
  expect(Math.abs(after - before)).toBeLessThan(1_000);
});

test('the editor stepper on a phone: shows it scrolls, keeps the step in sight, Next opens at the top', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAndWait(page, 'advertiser@demo.adnet');
  await setThemeAndLanguage(page, 'dark', 'ru');
  await page.goto('/campaigns/new?campaignType=Task');
  const stepper = page.locator('.editor-stepper');
  // Ads, Targeting, Strategy, Review (Legal only with ru_ad_marking), once the editor has drawn.
  await expect(stepper.locator('li')).toHaveCount(4);
  // The steps do not fit: the far end fades (data-more), so "Страте…" reads as a row that goes on.
  expect(await stepper.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(stepper).toHaveAttribute('data-more', 'right');

  const inView = (step: Locator) =>
    step.evaluate((li) => {
      const row = li.parentElement!.getBoundingClientRect();
      const box = li.getBoundingClientRect();
      return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
    });
  const next = page.getByRole('button', { name: 'Далее' });
  for (let step = 1; step < 4; step += 1) {
    // Next is at the bottom of a long step: the user has scrolled down to it.
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const current = stepper.locator('li').nth(step);
    await expect(current).toHaveAttribute('aria-current', 'step');
    // The new step opens at its top: its heading has the focus and is on screen, below the sticky top bar (it
    // opened scrolled to its bottom, the heading far above the screen).
    const heading = page.locator('.editor-section-title');
    await expect(heading).toBeFocused();
    const { top, bottom, bar } = await heading.evaluate((h) => ({
      ...h.getBoundingClientRect().toJSON(),
      bar: document.querySelector('.adn-TopBar, .adn-Layout-header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(top, `step ${step}: heading below the top bar`).toBeGreaterThanOrEqual(bar);
    expect(bottom, `step ${step}: heading on screen`).toBeLessThanOrEqual(PHONE.height);
    // The active step is scrolled into the stepper.
    expect(await inView(current), `step ${step} in the stepper's view`).toBe(true);
  }
  await expect(stepper).toHaveAttribute('data-more', /left|both/);
  // The keyboard still works: the steps are buttons in the tab order.
  await stepper.locator('li').nth(0).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(stepper.locator('li').nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('.editor-section-title')).toBeFocused();
});
