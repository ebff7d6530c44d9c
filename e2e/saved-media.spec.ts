import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { placeholderPng } from '../packages/sandbox-api/src/png';
import { expect, newAccount, signInAndWait, submitNewCampaign, test } from './fixtures';
import { text } from './locale';

/**
 * A saved ad's picture shows wherever the ad is shown: the API answers its link relative to itself
 * (`/api/public/files/…`), which the previews resolve against the API's base URL. The campaign is the test's own,
 * made in the editor with an uploaded picture.
 */

/** Where the screenshots of this spec are kept for a person to look at (outside Playwright's cleaned folder). */
const SHOTS = 'test-results/saved-media';

/** Waits until an image element has loaded its picture (a refused or broken one never gets a width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320);
}

/** The editor's image field and its item (the stored picture). */
const imageField = (page: Page) => page.locator('[data-field="ads.0.image"]');

test('a saved picture shows in the campaign page’s preview and in the editor, after a reload too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const account = await newAccount(page.request, { deposit: 60_000 });
  await signInAndWait(page, account.email);

  // Made in the editor: a bot message with an uploaded picture.
  await page.goto('/campaigns/new?campaignType=BotMessageMedia');
  await page.getByLabel(text('editor.name')).fill('Picture kept');
  await page.locator('[name="ads.0.title"]').fill('Fresh bread every morning');
  await page.locator('[name="ads.0.link"]').fill('https://example.com/bread');
  const uploaded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/upload/image',
  );
  await imageField(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bread.png', mimeType: 'image/png', buffer: placeholderPng('bread', 320, 320) });
  expect((await uploaded).ok()).toBe(true);
  await expect(imageField(page).getByText(text('editor.upload.loaded'), { exact: true })).toBeVisible();
  const id = await submitNewCampaign(
    page,
    {
      budget: text('editorSections.strategy.budget'),
      bid: text('editorSections.strategy.bid.cpm'),
      submit: text('editor.submit'),
    },
    { budget: '50', bid: '1.5' },
  );

  // The server keeps the picture and answers its link relative to itself.
  const saved = (await (await page.request.get(`/api/campaigns/${id}`)).json()) as {
    ads: { image: { url: string } | null }[];
  };
  expect(saved.ads[0]!.image!.url).toMatch(/^\/api\/public\/files\//);

  // The campaign page's preview loads it, with no warning that it cannot be shown.
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  const ads = page.locator('.campaign-ad-list');
  await expectLoaded(ads.locator('img.adn-AdPreview-media'));
  await expect(ads.getByText(text('preview.unsafeMedia', { field: text('preview.image') }))).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/campaign-page.png`, fullPage: true });

  // The editor, after a reload: the field shows the stored picture's real thumbnail (no "0 bytes", no "?"), and
  // the live preview shows it too.
  await page.goto(`/campaigns/${id}/edit`);
  await page.reload();
  const item = imageField(page).getByRole('listitem');
  await expect(item).toContainText(text('editor.media.stored.image'));
  await expectLoaded(item.locator('img'));
  await expect(item.locator('.adn-FileUpload-previewType')).toHaveCount(0);
  await expect(item.locator('.adn-FileUpload-meta')).toHaveText('');
  const preview = page.getByRole('complementary', { name: text('editor.preview.label') });
  await expectLoaded(preview.locator('img.adn-AdPreview-media'));
  await page.screenshot({ path: `${SHOTS}/editor-after-reload.png`, fullPage: true });
});
