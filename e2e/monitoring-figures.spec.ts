import type { Page } from '@playwright/test';
import { balanceOnServer, centsSpentBy, lastSevenDays, listed, shownSpend } from './account-figures';
import { expect, signInAndWait, test, watchCalls } from './fixtures';
import { text } from './locale';

/**
 * The home page's figures cover every campaign of the account, and only the account's own: the 7-day spend and the
 * runway of an account with 1,200 campaigns (five times what one statistics call takes by id), its archived ones
 * included, its campaigns that need attention however old, and the staff's home pages (they may see every account, and counted every user's
 * campaigns as their own). The demo accounts are only read: nothing here writes.
 */

const BULK = 'bulk@demo.adnet';

/** The "Needs attention" list, opened whole. */
async function attentionList(page: Page) {
  const attention = page.getByRole('region', { name: text('statistics.attention.title') });
  await expect(attention.getByRole('listitem').first()).toBeVisible();
  const all = attention.getByRole('button', { name: /^Show all/ });
  if (await all.isVisible()) await all.click();
  return attention;
}

test.describe('home page figures', () => {
  test('an account of 1,200 campaigns: the 7-day spend is the statistics API summed over all of them, the runway follows from it, and attention covers the oldest', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAndWait(page, BULK);
    await page.goto('/monitoring');

    // The oracle, from the API: every campaign of the account (its list and its archive), and their statistics
    // over the last 7 days in batches of 200 ids.
    const campaigns = await listed(page.request);
    expect(campaigns.length, 'more campaigns than one statistics call takes by id').toBeGreaterThan(200);
    const archived = await listed(page.request, 'archive');
    const { from, to } = lastSevenDays();
    const ids = [...campaigns, ...archived].map((c) => c.id);
    const cents = await centsSpentBy(page.request, ids, from, to);
    const newest = await centsSpentBy(
      page.request,
      campaigns.slice(0, 200).map((c) => c.id),
      from,
      to,
    );
    expect(cents, 'the older campaigns spent too').toBeGreaterThan(newest);
    const spent = cents / 100;
    const balance = await balanceOnServer(page.request);
    const runway = Math.floor(balance / (spent / 7));

    // The statistics module's "Spent" over the last 7 days (its default range) with every campaign.
    await expect(page.locator('[data-metric="spent"]')).toContainText(shownSpend(spent));
    // The runway: the balance over that spend's daily average.
    await expect(page.getByTestId('runway')).toHaveAttribute('data-days', String(runway));
    await expect(page.getByTestId('runway')).toHaveText(
      text('statistics.balance.runway_other', { count: runway }),
    );

    // Needs attention: the oldest declined campaign, far beyond the newest 200, is listed with its reason.
    const declined = campaigns.filter((c) => c.status === 'DECLINED').at(-1)!;
    expect(campaigns.indexOf(declined)).toBeGreaterThanOrEqual(200);
    const attention = await attentionList(page);
    await expect(
      attention
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: declined.name, exact: true }) }),
    ).toContainText(text('statistics.attention.reason.declined'));
    // Everything is covered, so nothing says a figure covers less.
    await expect(page.getByTestId('coverage')).toHaveCount(0);
  });

  for (const email of ['manager@demo.adnet', 'support@demo.adnet'])
    test(`staff (${email}) see their own account at home, not every user's campaigns, and where their work is`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const lists = watchCalls(page, '/api/campaigns');
      await signInAndWait(page, email);
      await page.goto('/monitoring');
      const self = (await (await page.request.get('/api/user/self')).json()) as { id: number };
      const own = (await (await page.request.get(`/api/campaigns?size=1&userId=${self.id}`)).json()) as {
        totalElements: number;
      };
      const everyone = (await (await page.request.get('/api/campaigns?size=1')).json()) as {
        totalElements: number;
      };
      expect(everyone.totalElements, 'staff may see other accounts').toBeGreaterThan(own.totalElements);

      // Their own campaigns only: none, so no statistics of other users' campaigns and nothing to attend to.
      expect(own.totalElements).toBe(0);
      await expect(page.getByText(text('statistics.noCampaigns.title'))).toBeVisible();
      await expect(page.getByText(text('statistics.attention.none'))).toBeVisible();
      expect(lists.length).toBeGreaterThan(0);
      expect(lists.every((u) => u.searchParams.get('userId') === String(self.id))).toBe(true);

      // Their own balance, and no warning that it runs out: nothing of theirs spends.
      await expect(page.getByTestId('runway')).toHaveText(text('statistics.balance.noSpend'));
      await expect(page.getByText(/^The balance runs out in about/)).toHaveCount(0);

      // Where their work is: the internal pages they may open.
      const staff = page.locator('.monitoring-staff');
      await expect(staff).toContainText(text('statistics.staff.title'));
      await expect(staff.getByRole('link', { name: text('nav.internalUsers') })).toHaveAttribute(
        'href',
        '/internal/users',
      );
    });
});
