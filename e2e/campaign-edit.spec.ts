import type { APIRequestContext, Page } from '@playwright/test';
import { createCampaign, expect, newAccount, settled, signInAndWait, test } from './fixtures';

/**
 * Editing a saved campaign, read back from the server: what the editor changed is stored with its new value and
 * everything it did not touch keeps the old one (the whole campaign compared, not only the edited fields); after a
 * reload the editor shows the stored values. A declined campaign's "Edit and resubmit" sends it back to moderation.
 * Each test makes an account and campaigns of its own.
 */

interface Campaign {
  id: number;
  name: string;
  status: string;
  declineReason: string | null;
  strategy: { budget: number; cpm: number | null; cpc: number | null; billingType: string };
  ads: { id: number; title: string | null; link: string | null }[];
  targeting: {
    regions: number[];
    languages: string[];
    isTelegramPremium: boolean | null;
    platformType: string;
    vpn: boolean | null;
    walletTargeting?: boolean | null;
    segments: number[];
    excludedSegments?: number[];
    categories?: number[];
    publishers?: number[];
  };
  [field: string]: unknown;
}

async function onServer(request: APIRequestContext, id: number): Promise<Campaign> {
  const res = await request.get(`/api/campaigns/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Campaign;
}

/** The id of a country of the region tree, by its English name. */
async function countryId(request: APIRequestContext, name: string): Promise<number> {
  const tree = (await (await request.get('/api/geo/tree')).json()) as {
    id: number;
    name: string;
    children: { id: number; name: string }[] | null;
  }[];
  const country = tree.flatMap((root) => root.children ?? []).find((c) => c.name === name);
  expect(country, `${name} is in the region tree`).toBeDefined();
  return country!.id;
}

/** Lists of ids and codes in a stable order, so a comparison does not depend on the order they were chosen in. */
const sortedTargeting = (c: Campaign): Campaign => ({
  ...c,
  targeting: {
    ...c.targeting,
    regions: [...c.targeting.regions].sort((a, b) => a - b),
    languages: [...c.targeting.languages].sort(),
  },
});

/** Saves the editor and returns the PATCH body the page sent; waits for the campaign page it goes to. */
async function save(page: Page, id: number) {
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/campaigns/${id}`),
  );
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/campaigns/${id}`),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  const body = (await patch).postDataJSON() as Record<string, unknown>;
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  return body;
}

test.describe('editing a saved campaign', () => {
  test('budget, bid, targeting and regions changed in the editor are stored; every untouched field keeps its value; a reload shows the stored values', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await newAccount(page.request, { deposit: 5_000 });
    await signInAndWait(page, account.email);
    const [france, germany] = [
      await countryId(page.request, 'France'),
      await countryId(page.request, 'Germany'),
    ];
    // A CPM campaign whose targeting holds a value in every field, so that a field the editor drops or resets
    // shows up as a difference.
    const id = await createCampaign(page.request, {
      name: 'Edit read back',
      campaignType: 'TASK',
      strategy: { budget: 100, cpm: 2, cpc: null, billingType: 'PAY_PER_SHOW' },
      ads: [
        {
          title: 'Read me back',
          subtitle: 'Every field kept',
          buttonText: 'Open',
          link: 'https://example.com/edit-read-back',
        },
      ],
      targeting: {
        regions: [france],
        languages: ['en'],
        isTelegramPremium: null,
        platformType: 'ANDROID',
        vpn: false,
        walletTargeting: true,
        segments: [],
        excludedSegments: [],
        categories: [2, 4],
        publishers: [],
      },
    });
    const before = await onServer(page.request, id);
    expect(before.status).toBe('MODERATION');

    await page.goto(`/campaigns/${id}/edit`);
    const budget = page.getByRole('textbox', { name: 'Budget' });
    const bid = page.getByRole('textbox', { name: 'Price per 1,000 shows (CPM)' });
    await expect(budget).toHaveValue('100');
    await expect(bid).toHaveValue('2');
    await budget.fill('250');
    await bid.fill('3.5');
    // Targeting: one more language, another platform, Premium users only.
    await page.getByRole('combobox', { name: 'Languages' }).click();
    await page.getByRole('option', { name: 'German', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Platform' }).click();
    await page.getByRole('option', { name: 'iOS', exact: true }).click();
    await page
      .getByRole('radiogroup', { name: 'Telegram Premium' })
      .getByRole('radio', { name: 'Only Premium' })
      .check();
    // Regions: Germany chosen in the tree, France removed.
    await page.getByRole('searchbox', { name: 'Search regions' }).fill('Germany');
    const germanyRow = page.getByRole('treeitem', { name: /^Germany/ });
    await germanyRow.click();
    await expect(germanyRow).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Remove France' }).click();

    // Only the parts that changed are sent.
    const body = await save(page, id);
    expect(Object.keys(body).sort()).toEqual(['strategy', 'targeting']);

    // The server: the changed fields have their new values, and the campaign is otherwise what it was.
    const after = await onServer(page.request, id);
    expect(sortedTargeting(after)).toEqual(
      sortedTargeting({
        ...before,
        strategy: { ...before.strategy, budget: 250, cpm: 3.5 },
        targeting: {
          ...before.targeting,
          regions: [germany],
          languages: ['en', 'de'],
          platformType: 'IOS',
          isTelegramPremium: true,
        },
      }),
    );

    // A reload of the editor shows what the server holds.
    await page.goto(`/campaigns/${id}/edit`);
    await expect(budget).toHaveValue('250');
    await expect(bid).toHaveValue('3.5');
    await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveText('iOS');
    await expect(
      page.getByRole('radiogroup', { name: 'Telegram Premium' }).getByRole('radio', { name: 'Only Premium' }),
    ).toBeChecked();
    await expect(
      page.getByRole('radiogroup', { name: 'VPN' }).getByRole('radio', { name: 'Exclude VPN users' }),
    ).toBeChecked();
    // The chosen languages, then the categories (untouched).
    await expect(page.getByRole('list', { name: 'Chosen' })).toHaveText([
      /^English\s*German$/,
      /^Games\s*Education$/,
    ]);
    await expect(page.getByRole('list', { name: 'Selected regions' })).toContainText('Germany');
    await expect(page.getByRole('list', { name: 'Selected regions' })).not.toContainText('France');
    await settled(page);
    // Opening and leaving the editor again changed nothing.
    expect(await onServer(page.request, id)).toEqual(after);
  });

  test('“Edit and resubmit” on a declined campaign: the fixed ad is saved and the campaign is back in moderation on the server', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await newAccount(page.request, { allCampaigns: true, deposit: 60_000 });
    await signInAndWait(page, account.email);
    const list = await page.request.get('/api/campaigns?status=DECLINED&size=1');
    const [declined] = ((await list.json()) as { content: { id: number }[] }).content;
    expect(declined, 'the account has a declined campaign').toBeDefined();
    const before = await onServer(page.request, declined!.id);
    expect(before.status).toBe('DECLINED');
    expect(before.declineReason).toBeTruthy();

    // The campaign page says why, and offers the fix.
    await page.goto(`/campaigns/${before.id}`);
    const why = page.getByTestId('decline-reason');
    await expect(why).toContainText(`Reason: ${before.declineReason}`);
    await why.getByRole('link', { name: 'Edit and resubmit' }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${before.id}/edit$`));
    // The fix: the first ad's link (the seeded reasons name the ad's link or text), and its title to say so.
    const link = page.locator('[name="ads.0.link"]');
    const title = page.locator('[name="ads.0.title"]');
    await expect(link).toHaveValue(before.ads[0]!.link ?? '');
    await expect(title).toHaveValue(before.ads[0]!.title ?? '');
    const fixed = { link: 'https://example.com/resubmitted', title: 'Resubmitted' };
    await link.fill(fixed.link);
    await title.fill(fixed.title);
    const body = await save(page, before.id);
    expect(Object.keys(body)).toEqual(['ads']);

    // Back in moderation, the reason cleared, the ad fixed; nothing else of the campaign changed.
    const after = await onServer(page.request, before.id);
    expect(after).toMatchObject({ status: 'MODERATION', declineReason: null });
    expect(after.ads.map((ad) => [ad.title, ad.link])).toEqual([
      [fixed.title, fixed.link],
      ...before.ads.slice(1).map((ad) => [ad.title, ad.link]),
    ]);
    expect(after.ads.map((ad) => ad.id)).toEqual(before.ads.map((ad) => ad.id));
    const { status: _s, declineReason: _r, sla: _sla, ads: _a, ...unchanged } = before;
    expect(after).toMatchObject(unchanged);
    // The page shows it waiting for a moderator now.
    await expect(page.getByText('Waiting for moderation').first()).toBeVisible();
    await expect(why).toHaveCount(0);
  });
});
