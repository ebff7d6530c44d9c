import type { Page, Request } from '@playwright/test';
import { setThemeAndLanguage } from './axe';
import { expect, newAccount, signInAndWait, test, watchCalls } from './fixtures';
import { text, type LocaleId } from './locale';

/**
 * The limits the server enforces on a campaign's money are checked in the editor before anything is sent, with
 * the range in the user's words; a forecast that fails says so instead of leaving an earlier recommendation; and a
 * field message of the server that the cabinet does not word itself is still said in the user's language. Each test
 * is a new campaign of an account of its own: nothing is saved.
 */

const money = (value: number, locale: LocaleId) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} USDT`;

/** The field around a text box: its error is `[data-slot="field-error"]`. */
const fieldOf = (page: Page, label: string) =>
  page.locator('[data-slot="field"]').filter({ has: page.getByRole('textbox', { name: label }) });

/** A new Task campaign's form, its ad filled in, the strategy left to the test. */
async function newTask(page: Page, locale: LocaleId = 'en') {
  await page.goto('/campaigns/new?campaignType=Task');
  await page.getByLabel(text('editor.name', {}, locale)).fill('Limits');
  await page.locator('[name="ads.0.title"]').fill('Join the channel');
  await page.locator('[name="ads.0.link"]').fill('https://example.com/join');
}

test.describe('money limits in the editor', () => {
  test('a budget over the server’s limit is refused before sending, with the range; the forecast is not asked with it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { deposit: 100 });
    await signInAndWait(page, account.email);
    const forecasts = watchCalls(page, '/api/campaigns/forecast/');
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns') sent.push(r);
    });
    await newTask(page);
    const budget = page.getByRole('textbox', { name: text('editorSections.strategy.budget') });
    await budget.fill('99999999');
    await page.getByRole('textbox', { name: text('editorSections.strategy.bid.cpm') }).fill('5000');
    await page.getByRole('button', { name: text('editor.submit') }).click();
    await expect(
      fieldOf(page, text('editorSections.strategy.budget')).locator('[data-slot="field-error"]'),
    ).toHaveText(text('editor.errors.budgetRange', { min: money(10, 'en'), max: money(1_000_000, 'en') }));
    await expect(budget).toBeFocused();
    // The price's range is its shape's (a cpm's here), judged once the fields themselves pass.
    await budget.fill('100');
    await page.getByRole('button', { name: text('editor.submit') }).click();
    await expect(
      fieldOf(page, text('editorSections.strategy.bid.cpm')).locator('[data-slot="field-error"]'),
    ).toHaveText(text('editor.errors.bidRange', { min: money(0.1, 'en'), max: money(1_000, 'en') }));
    // The forecast of this form came in, without the budget the server would refuse; nothing was sent to create.
    await expect(page.getByTestId('forecast')).toContainText('Recommended CPM');
    expect(forecasts.length).toBeGreaterThan(0);
    expect(forecasts.every((u) => u.searchParams.get('budget') !== '99999999')).toBe(true);
    expect(sent).toEqual([]);
  });

  test('a forecast that fails says it could not be computed, and offers no earlier recommendation', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { deposit: 100 });
    await signInAndWait(page, account.email);
    await newTask(page);
    const forecast = page.getByTestId('forecast');
    await expect(forecast).toContainText('Recommended CPM');
    await expect(
      page.getByRole('button', { name: text('editorSections.strategy.useRecommended') }),
    ).toBeVisible();

    // From now on the forecast fails (the sandbox answers 503 before its handler); the budget asks for a new one.
    await page.route('**/api/campaigns/forecast/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'error=503' } }),
    );
    const failed = page.waitForResponse(
      (r) => r.url().includes('/api/campaigns/forecast/') && r.status() === 503,
    );
    await page.getByRole('textbox', { name: text('editorSections.strategy.budget') }).fill('120');
    await failed;
    await expect(forecast).toHaveText(text('editorSections.strategy.forecastFailed'));
    await expect(
      page.getByRole('button', { name: text('editorSections.strategy.useRecommended') }),
    ).toHaveCount(0);
  });

  test('a server field message the cabinet does not word itself is said in the user’s language, never raw', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { deposit: 100 });
    await signInAndWait(page, account.email);
    await setThemeAndLanguage(page, 'light', 'ru');
    await newTask(page, 'ru');
    const budgetLabel = text('editorSections.strategy.budget', {}, 'ru');
    await page.getByRole('textbox', { name: budgetLabel }).fill('50');
    await page.getByRole('textbox', { name: text('editorSections.strategy.bid.cpm', {}, 'ru') }).fill('1.5');
    // What another client (or an older cabinet) would send: a budget the server refuses with its own English words.
    await page.route('**/api/campaigns', (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as { strategy: Record<string, unknown> };
      return route.continue({
        postData: JSON.stringify({ ...body, strategy: { ...body.strategy, budget: 99_999_999 } }),
      });
    });
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns',
    );
    await page.getByRole('button', { name: text('editor.submit', {}, 'ru') }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields['strategy.budget']).toBe(
      'must be at most 1000000',
    );
    const error = fieldOf(page, budgetLabel).locator('[data-slot="field-error"]');
    await expect(error).toHaveText(
      text('validation.max', { max: new Intl.NumberFormat('ru').format(1_000_000) }, 'ru'),
    );
    await expect(page.getByText('must be at most')).toHaveCount(0);
  });
});
