import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, signInAndWait, test } from './fixtures';

// The machine running the suite may be shared and loaded: a first render may take longer than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Lists at a laptop's width (1280 x 800) and on a wide screen: what a list shows must be readable whole. A cell is
 * "cut" when the cell, or anything inside it, holds more than its box shows (an ellipsis, a clipped badge):
 * `scrollWidth > clientWidth`. Demo accounts are only read here.
 */

/** The text of each cell of the tables in the columns whose header is one of `headers`, that is cut. */
async function cutCells(tables: Locator, headers?: readonly string[]) {
  const cut: string[] = [];
  for (const table of await tables.all()) cut.push(...(await cutCellsOf(table, headers)));
  return cut;
}

async function cutCellsOf(table: Locator, headers?: readonly string[]) {
  return table.evaluate((node, only) => {
    const heads = [...node.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const cut: string[] = [];
    for (const row of node.querySelectorAll('tbody tr')) {
      [...(row as HTMLTableRowElement).cells].forEach((cell, i) => {
        const head = heads[i] ?? '';
        if (only && !only.includes(head)) return;
        const boxes = [cell, ...cell.querySelectorAll<HTMLElement>('*')];
        if (boxes.some((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0))
          cut.push(`${head}: ${cell.textContent ?? ''}`);
      });
    }
    return cut;
  }, headers ?? null);
}

/** The header texts of the tables that are cut ("Requ…"). */
async function cutHeaders(tables: Locator) {
  const cut: string[] = [];
  for (const table of await tables.all())
    cut.push(
      ...(await table.evaluate((node) =>
        [...node.querySelectorAll<HTMLElement>('thead th')]
          .filter((th) =>
            // A visually hidden name (the actions column's, 1 px wide) is not cut: it is read whole.
            [th, ...th.querySelectorAll<HTMLElement>('*')].some(
              (el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1,
            ),
          )
          .map((th) => th.textContent?.trim() ?? ''),
      )),
    );
  return cut;
}

async function openList(page: Page, path: string) {
  await page.goto(path);
  const tables = page.getByRole('table');
  await expect(tables.first().locator('tbody tr').first()).toBeVisible();
  await expect(tables.locator('tbody tr[aria-hidden="true"]')).toHaveCount(0);
  return tables;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every campaign name of the demo advertiser shows whole, with its type and number, and the list shows the Created column it is sorted by', async ({
    page,
  }) => {
    await signInAndWait(page, 'advertiser@demo.adnet');
    const table = await openList(page, '/campaigns?size=100');
    const names = await table.locator('tbody .campaign-name').allInnerTexts();
    expect(names.length).toBeGreaterThan(20);
    // Seeded names end in " · <type> #<id>": the part that tells them apart.
    for (const name of names) expect(name.replace(/\s+/g, ' ').trim()).toMatch(/ · [a-z ]+ #\d+$/);
    // Nor is anything else cut: the decline reasons a moderator gave, the sums.
    expect(await cutCells(table)).toEqual([]);
    // The default order is by creation date, newest first: its column stays, marked as the sort.
    await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  for (const path of ['/internal/users', '/internal/accounts', '/internal/withdraw?decided=true']) {
    test(`staff read every cell of ${path} whole, and the page does not scroll sideways`, async ({
      page,
    }) => {
      await signInAndWait(page, 'superuser@demo.adnet');
      const table = await openList(page, path);
      expect(await cutCells(table)).toEqual([]);
      expect(await cutHeaders(table)).toEqual([]);
      const sideways = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll<HTMLElement>('.adn-DataGrid-scroll')];
        const root = document.scrollingElement as HTMLElement;
        return {
          page: root.scrollWidth - root.clientWidth,
          tables: boxes.map((box) => box.scrollWidth - box.clientWidth),
        };
      });
      expect(sideways.page).toBe(0);
      expect(sideways.tables.length).toBeGreaterThan(0);
      for (const overflow of sideways.tables) expect(overflow).toBe(0);
    });
  }
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the campaigns list uses the width of the screen', async ({ page }) => {
    await signInAndWait(page, 'advertiser@demo.adnet');
    const table = await openList(page, '/campaigns');
    const main = await page.locator('main').boundingBox();
    const box = await page.locator('.adn-DataGrid-scroll').boundingBox();
    expect(main && box).toBeTruthy();
    // Within the main area's padding, not capped a third short of the screen's edge.
    expect(box!.x + box!.width).toBeGreaterThan(main!.x + main!.width - 80);
    expect(await cutCells(table, ['Name'])).toEqual([]);
  });
});
