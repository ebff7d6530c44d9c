import { expect, newAccount, signInAndWait, test } from './fixtures';

/**
 * The demo data's creatives play in the browser: a seeded ad's picture draws at its size, a seeded video loads and
 * has its few seconds (the files the sandbox serves for seeded uploads, `creatives.ts`). How the cabinet's previews
 * show them is their own tests'.
 */

interface Asset {
  url: string;
}
interface AdWire {
  icon: Asset | null;
  image: Asset | null;
  video: Asset | null;
  transcoded: boolean;
}

test('seeded ads have pictures and a video that the browser draws and plays', async ({ page, request }) => {
  const account = await newAccount(request, { allCampaigns: true });
  await signInAndWait(page, account.email);
  const list = (await (await page.request.get('/api/campaigns?type=REWARDED_VIDEO&size=5')).json()) as {
    content: { id: number }[];
  };
  expect(list.content.length).toBeGreaterThan(0);
  const detail = (await (await page.request.get(`/api/campaigns/${list.content[0]!.id}`)).json()) as {
    ads: AdWire[];
  };
  const video = detail.ads.find((a) => a.video);
  expect(video?.transcoded).toBe(true);

  const played = await page.evaluate(async (src) => {
    const v = document.createElement('video');
    v.muted = true;
    v.src = src;
    document.body.append(v);
    await new Promise((resolve, reject) => {
      v.addEventListener('loadeddata', resolve, { once: true });
      v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)), { once: true });
    });
    return { width: v.videoWidth, height: v.videoHeight, seconds: v.duration };
  }, video!.video!.url);
  expect(played.width).toBeGreaterThan(0);
  expect(played.height).toBeGreaterThan(played.width);
  expect(played.seconds).toBeGreaterThan(2);

  const chat = (await (await page.request.get('/api/campaigns?type=CHAT&size=1')).json()) as {
    content: { id: number }[];
  };
  const chatAd = (
    (await (await page.request.get(`/api/campaigns/${chat.content[0]!.id}`)).json()) as { ads: AdWire[] }
  ).ads[0]!;
  const drawn = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, chatAd.image!.url);
  expect(drawn).toEqual([480, 270]);
});
