import { balanceOnServer, centsSpentBy, lastSevenDays, listed, shownSpend } from './account-figures';
import { expect, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * The largest demo account, whale@ (5,000 campaigns of every type and status over a year): the home page's figures
 * cover every one of its campaigns, not the newest pages of its list. Only read: nothing here writes.
 */

const WHALE = 'whale@demo.adnet';

test.describe('whale@: 5,000 campaigns', () => {
  test("the home page's 7-day spend is the statistics API summed over all 5,000 campaigns, and attention covers every one", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAndWait(page, WHALE);
    await page.goto('/monitoring');

    // The oracle, from the API: the account's 5,000 campaigns (its list and its archive), and the statistics over
    // the last 7 days (the module's default range, today included) of every one, in batches of 200 ids. The
    // archived ones count: their days before the archive spent what the wallet was charged.
    const shown = await listed(page.request);
    const archived = await listed(page.request, 'archive');
    expect(shown.length + archived.length).toBe(5_000);
    expect(new Set(shown.map((c) => c.status)).size, 'every status but archived is listed').toBe(6);
    const { from, to } = lastSevenDays();
    const everyCents = await centsSpentBy(
      page.request,
      [...shown, ...archived].map((c) => c.id),
      from,
      to,
    );
    const archivedCents = await centsSpentBy(
      page.request,
      archived.map((c) => c.id),
      from,
      to,
    );
    const newestCents = await centsSpentBy(
      page.request,
      shown.slice(0, 200).map((c) => c.id),
      from,
      to,
    );
    expect(archivedCents, 'the archived campaigns spent in those days').toBeGreaterThan(0);
    expect(everyCents - archivedCents, 'the campaigns beyond the newest 200 spent too').toBeGreaterThan(
      newestCents,
    );
    const spent = everyCents / 100;

    // The statistics module's "Spent" with every campaign, to the cent, as the page formats it.
    await expect(page.locator('[data-metric="spent"] .adn-StatCard-value')).toHaveText(shownSpend(spent));
    // The runway follows from that spend.
    const runway = Math.floor((await balanceOnServer(page.request)) / (spent / 7));
    await expect(page.getByTestId('runway')).toHaveAttribute('data-days', String(runway));

    // Needs attention: the oldest declined campaign, thousands of rows down the list, is there with its reason.
    const declined = shown.filter((c) => c.status === 'DECLINED').at(-1)!;
    expect(shown.indexOf(declined)).toBeGreaterThan(4_000);
    const attention = page.getByRole('region', { name: text('statistics.attention.title') });
    await attention.getByRole('button', { name: /^Show all/ }).click();
    await expect(
      attention
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: declined.name, exact: true }) }),
    ).toContainText(text('statistics.attention.reason.declined'));
    // Everything is read, so nothing says a figure covers less.
    await expect(page.getByTestId('coverage')).toHaveCount(0);
  });
});
