import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffMedia } from '../src/files';
import { signIn, startSandbox, type TestSandbox } from './helpers';

/**
 * Width, height and what a picture is made of, from a truecolour PNG as `encodePng` writes it (no filters): the
 * share of white pixels (a card, text) and the sharp edges between neighbours (shapes and letters; a gradient has
 * none).
 */
function readPng(bytes: Buffer) {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT')
      chunks.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const px = (x: number, y: number) => y * (width * 3 + 1) + 1 + x * 3;
  let white = 0;
  let edges = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = px(x, y);
      if (raw[i] === 255 && raw[i + 1] === 255 && raw[i + 2] === 255) white += 1;
      if (x + 1 < width) {
        const j = px(x + 1, y);
        if (
          Math.abs(raw[i]! - raw[j]!) +
            Math.abs(raw[i + 1]! - raw[j + 1]!) +
            Math.abs(raw[i + 2]! - raw[j + 2]!) >
          90
        )
          edges += 1;
      }
    }
  return { width, height, whiteShare: white / (width * height), edges };
}

interface AdWire {
  icon: { url: string } | null;
  image: { url: string } | null;
  video: { url: string } | null;
  transcoded: boolean;
}

describe('the demo data’s creatives', () => {
  let s: TestSandbox;
  let as: Awaited<ReturnType<typeof signIn>>;
  let ads: (AdWire & { type: string })[];
  beforeAll(async () => {
    s = await startSandbox();
    as = await signIn(s.app, 'advertiser@demo.adnet');
    const page = (await as({ method: 'GET', url: '/api/campaigns?size=200' })).json() as {
      content: { id: number; campaignType: string }[];
    };
    ads = [];
    for (const c of page.content.slice(0, 40)) {
      const detail = (await as({ method: 'GET', url: `/api/campaigns/${c.id}` })).json() as {
        ads: AdWire[];
      };
      ads.push(...detail.ads.map((a) => ({ ...a, type: c.campaignType })));
    }
  });
  afterAll(() => s.close());

  it('gives every seeded ad a picture, an icon or a video the sandbox serves', async () => {
    expect(ads.length).toBeGreaterThan(20);
    for (const ad of ads) expect(ad.image ?? ad.icon ?? ad.video, ad.type).not.toBeNull();
  });

  it('draws pictures that look like ads: the size of a creative, with shapes and text, not a two-colour fill', async () => {
    const image = ads.find((a) => a.image)!.image!;
    const res = await s.app.inject({ method: 'GET', url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = readPng(res.rawPayload);
    expect([png.width, png.height]).toEqual([480, 270]);
    expect(png.whiteShare).toBeGreaterThan(0.1);
    expect(png.edges).toBeGreaterThan(500);
    const icon = ads.find((a) => a.icon)!.icon!;
    const iconPng = readPng((await s.app.inject({ method: 'GET', url: icon.url })).rawPayload);
    expect([iconPng.width, iconPng.height]).toEqual([96, 96]);
  });

  it('plays a real short video for every seeded video ad, transcoded', async () => {
    const videos = ads.filter((a) => a.video);
    expect(videos.length).toBeGreaterThan(0);
    for (const ad of videos) {
      expect(ad.transcoded).toBe(true);
      const res = await s.app.inject({ method: 'GET', url: ad.video!.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(sniffMedia(res.rawPayload.subarray(0, 64))).toBe('video/mp4');
      // A few seconds of H.264: tens of kilobytes, not a stub, and small enough for a demo.
      expect(res.rawPayload.length).toBeGreaterThan(20_000);
      expect(res.rawPayload.length).toBeLessThan(400_000);
      expect(res.rawPayload.includes(Buffer.from('avc1'))).toBe(true);
    }
  });
});
