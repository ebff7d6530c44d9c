import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AXE_VIEWPORTS, axeViolations, forEachAxeCombo } from './axe';
import { expect, newAccount, settled, signInAndWait, test } from './fixtures';

/**
 * The command palette (Ctrl+K) and the keyboard shortcuts of every signed-in page, used by keyboard alone: find a
 * campaign by part of its name and open it, act on the open campaign (the server's state is read back), the pages
 * by role, `?` and the `g` shortcuts. Each test signs in as an account of its own.
 */

interface Row {
  id: number;
  name: string;
  status: string;
}

async function campaignsOnServer(request: APIRequestContext, status?: string): Promise<Row[]> {
  const res = await request.get(`/api/campaigns?size=200${status ? `&status=${status}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { content: Row[] }).content;
}

async function statusOnServer(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/campaigns/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Row).status;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/**
 * Waits until the page's keyboard shortcuts listen: the header's search button says them (`aria-keyshortcuts`) once
 * their chunk, fetched after the page has loaded, is in.
 */
async function shortcutsLive(page: Page) {
  await expect(
    page.getByRole('banner').locator('button[aria-keyshortcuts="Control+K Meta+K"]'),
  ).toBeAttached();
}
const input = (page: Page) => palette(page).getByRole('combobox');

/** The palette's option whose name starts with `label` (a campaign's line also reads its number and status). */
const option = (page: Page, label: string) =>
  palette(page).getByRole('option', { name: new RegExp(`^${escape(label)}`) });

/**
 * Moves the palette's active option down to `target` (ArrowDown, at most 20), as a user would, and checks that the
 * combobox points screen readers at it.
 */
async function arrowTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 20 && (await target.getAttribute('aria-selected')) !== 'true'; i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id'))!);
}

test.describe('command palette', () => {
  test('by keyboard alone: Ctrl+K, part of a name, Enter opens the campaign; Ctrl+K, "stop", Enter stops it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { campaigns: 12, deposit: 500 });
    await signInAndWait(page, account.email);
    const [target] = await campaignsOnServer(page.request, 'ACTIVE');
    expect(target, 'the account has an active campaign').toBeDefined();
    await page.goto('/monitoring');
    await settled(page);
    await shortcutsLive(page);

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    // Part of the name: all of it but its last character.
    const part = target!.name.slice(0, -1);
    await page.keyboard.type(part);
    await arrowTo(page, option(page, target!.name));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${target!.id}$`));
    await expect(palette(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: target!.name })).toBeVisible();
    await settled(page);
    await shortcutsLive(page);

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.type('stop');
    await arrowTo(page, option(page, `Stop “${target!.name}”`));
    const stopped = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/campaigns/${target!.id}/stop`),
    );
    await page.keyboard.press('Enter');
    expect((await stopped).ok()).toBe(true);
    await expect(page.getByText(`“${target!.name}” is stopped.`)).toBeVisible();
    expect(await statusOnServer(page.request, target!.id)).toBe('STOPPED');

    // Recent choices come first while nothing is typed; Escape closes and gives focus back.
    await page.keyboard.press('Control+K');
    const recent = palette(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option').first()).toHaveAccessibleName(
      new RegExp(`^${escape(target!.name)}`),
    );
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  test('the palette lists the pages a user may open: an advertiser sees no staff page, an internal user does', async ({
    page,
  }) => {
    const advertiser = await newAccount(page.request);
    await signInAndWait(page, advertiser.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(palette(page)).toBeVisible();
    const pages = palette(page).getByRole('group', { name: 'Go to' });
    await expect(option(page, 'Wallet')).toBeVisible();
    // A page titled in its own texts is named by the navigation's word, never by a raw key.
    await expect(option(page, 'Telegram')).toBeVisible();
    await expect(pages.getByRole('option', { name: /title/ })).toHaveCount(0);
    await expect(pages.getByRole('option', { name: /^Withdrawals/ })).toHaveCount(0);
    // Signed-in pages only: no sign-in or registration page to go to.
    await expect(pages.getByRole('option', { name: /^Sign in/ })).toHaveCount(0);
    await page.keyboard.type('withdraw');
    await expect(
      palette(page).getByText('Nothing matches. Try a campaign’s name or number, or a page’s name.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    const staff = await newAccount(page.request, { roles: ['User', 'Internal User'] });
    await signInAndWait(page, staff.email);
    await shortcutsLive(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('withdraw');
    await arrowTo(page, option(page, 'Withdrawals'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/internal\/withdraw$/);
  });

  test('? lists the shortcuts; g then c, m or w goes to campaigns, monitoring or the wallet, but not while typing', async ({
    page,
  }) => {
    const account = await newAccount(page.request, { campaigns: 2 });
    await signInAndWait(page, account.email);
    await page.goto('/monitoring');
    await settled(page);
    await shortcutsLive(page);
    await page.keyboard.press('Shift+Slash');
    const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(list).toBeVisible();
    await expect(list.getByText('Go to the wallet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);

    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/campaigns$/);
    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await expect(page).toHaveURL(/\/wallet$/);
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await expect(page).toHaveURL(/\/monitoring$/);

    // Typed into a field, the letters are the field's.
    await page.goto('/campaigns');
    await shortcutsLive(page);
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.focus();
    await page.keyboard.type('gc');
    await expect(search).toHaveValue('gc');
    await expect(page).toHaveURL(/\/campaigns(\?|$)/);
  });
});

test.describe('accessibility', () => {
  for (const [width, height] of AXE_VIEWPORTS)
    test(`0 axe violations with the palette and the shortcuts open at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      const account = await newAccount(page.request, { campaigns: 4 });
      await signInAndWait(page, account.email);
      await forEachAxeCombo(page, async (where, theme, language) => {
        await page.goto('/campaigns');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await settled(page);
        await shortcutsLive(page);
        await page.keyboard.press('Control+K');
        const dialog = page.getByRole('dialog', { name: language === 'cn' ? '命令面板' : 'Command palette' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('combobox')).toHaveAttribute(
          'placeholder',
          language === 'cn' ? '搜索页面、广告活动和操作…' : 'Search pages, campaigns and actions…',
        );
        expect(await axeViolations(page), `palette ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await page.keyboard.press('Shift+Slash');
        await expect(
          page.getByRole('dialog', { name: language === 'cn' ? '键盘快捷键' : 'Keyboard shortcuts' }),
        ).toBeVisible();
        expect(await axeViolations(page), `shortcuts ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
      });
    });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
