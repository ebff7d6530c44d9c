import type { APIRequestContext } from '@playwright/test';
import { createCampaign, expect, newAccount, signInAndWait, submitNewCampaign, test } from './fixtures';
import { text } from './locale';

/**
 * The billing shapes of spec section 3 through the editor: a campaign bought per thousand shows (cpm), per click
 * (cpc), or per show at a target price per click (tcpc: `PAY_PER_SHOW` with a cpc and no cpm) keeps its shape and
 * prices when an edit changes something else. Each test makes its own account and campaigns through the API and
 * reads the server's strategy back after the save.
 */

interface Strategy {
  budget: number;
  billingType: 'PAY_PER_SHOW' | 'PAY_PER_CLICK';
  cpm: number | null;
  cpc: number | null;
}

async function strategyOnServer(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/campaigns/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { strategy: Strategy }).strategy;
}

const SHAPES = [
  {
    shape: 'tcpc',
    strategy: { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: null, cpc: 0.09 },
    bid: '0.09',
  },
  {
    shape: 'cpm',
    strategy: { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 1.4, cpc: null },
    bid: '1.4',
  },
  {
    shape: 'cpc',
    strategy: { budget: 1000, billingType: 'PAY_PER_CLICK', cpm: null, cpc: 0.3 },
    bid: '0.3',
  },
] as const;

test.describe('billing shapes in the editor', () => {
  test('editing only the budget of a tcpc, a cpm and a cpc campaign keeps billingType, cpm and cpc on the server', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await newAccount(page.request, { deposit: 60_000 });
    await signInAndWait(page, account.email);
    for (const { shape, strategy, bid } of SHAPES) {
      const id = await createCampaign(page.request, { name: `Shape ${shape}`, strategy });
      await page.goto(`/campaigns/${id}/edit`);
      // The editor shows the campaign's own shape, at its own price.
      const radio = page.getByRole('radio', { name: text(`editorSections.strategy.billingTypes.${shape}`) });
      await expect(radio).toBeChecked();
      await expect(
        page.getByRole('textbox', { name: text(`editorSections.strategy.bid.${shape}`) }),
      ).toHaveValue(bid);

      const budget = page.getByRole('textbox', { name: text('editorSections.strategy.budget') });
      await expect(budget).toHaveValue('1000');
      await budget.fill('1100');
      const patch = page.waitForRequest(
        (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/campaigns/${id}`,
      );
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/campaigns/${id}`,
      );
      await page.getByRole('button', { name: text('editor.save') }).click();
      // Only the strategy is sent, and of it only the budget differs from what the server has.
      expect((await patch).postDataJSON()).toEqual({ strategy: { ...strategy, budget: 1100 } });
      expect((await answered).status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
      expect(await strategyOnServer(page.request, id)).toEqual({ ...strategy, budget: 1100 });
    }
  });

  test('a new campaign can be bought at a target price per click (tcpc)', async ({ page }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { deposit: 60_000 });
    await signInAndWait(page, account.email);
    await page.goto('/campaigns/new?campaignType=Task');
    await page.getByLabel(text('editor.name')).fill('Target CPC task');
    await page.locator('[name="ads.0.title"]').fill('Join the channel');
    await page.locator('[name="ads.0.link"]').fill('https://example.com/join');
    await page.getByRole('radio', { name: text('editorSections.strategy.billingTypes.tcpc') }).check();
    const id = await submitNewCampaign(
      page,
      {
        budget: text('editorSections.strategy.budget'),
        bid: text('editorSections.strategy.bid.tcpc'),
        submit: text('editor.submit'),
      },
      { budget: '50', bid: '0.12' },
    );
    expect(await strategyOnServer(page.request, id)).toEqual({
      budget: 50,
      billingType: 'PAY_PER_SHOW',
      cpm: null,
      cpc: 0.12,
    });
    // The campaign page names the shape as the lists do.
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
    await expect(page.getByText(text('domain.billing.tcpc'), { exact: true })).toBeVisible();
  });
});
