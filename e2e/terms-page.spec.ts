import { expect, newAccount, signInAndWait, test } from './fixtures';

// The terms gate: a page of its own, centred like the sign-in card, that says where the terms are and lets a user
// who will not accept them leave.
for (const width of [1280, 390])
  test(`the terms page at ${width} px: centred, links to the terms, and a sign-out that ends the session`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { email } = await newAccount(request, { termsVersion: 1 });
    await signInAndWait(page, email);
    const heading = page.getByRole('heading', { name: 'Terms of service', level: 1 });
    await expect(heading).toBeVisible();
    const main = page.locator('#main');
    // No internal version number for the user.
    await expect(main).not.toContainText(/version/i);

    await expect(main.getByRole('link', { name: /Read the full terms/ })).toHaveAttribute(
      'href',
      'https://adnet.example/terms',
    );
    await expect(main.getByRole('link', { name: /What changed/ })).toHaveAttribute(
      'href',
      'https://adnet.example/terms#changes',
    );

    // Centred: as much room on either side of the card (within a pixel).
    const card = (await page.locator('.terms-card').boundingBox())!;
    expect(Math.abs(card.x - (width - card.x - card.width))).toBeLessThanOrEqual(1);

    const logout = page.waitForResponse(
      (r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST',
    );
    await main.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).ok()).toBe(true);
    await expect(page).toHaveURL(/\/login$/);
    // The server's side: the browser's cookies no longer open a session.
    expect((await page.request.get('/api/user/self')).status()).toBe(401);
  });
