import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedContent, sniffMedia, UPLOAD_LIMITS } from '../src/files';
import { placeholderPng } from '../src/png';
import { OPEN_TARGETING, signIn, startSandbox, type TestSandbox } from './helpers';

const PNG = placeholderPng('test', 8, 8);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('magic bytes', () => {
  it('recognises every accepted media type from its first bytes', () => {
    expect([PNG, JPEG, GIF, WEBP, MP4, WEBM].map(sniffMedia)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'video/mp4',
      'video/webm',
    ]);
  });

  it('refuses executables, scripts and markup whatever they claim to be', () => {
    expect(refusedContent(EXE)).toBe('a Windows executable');
    expect(refusedContent(ELF)).toBe('an ELF executable');
    expect(refusedContent(SCRIPT)).toBe('a script');
    expect(refusedContent(SVG)).toBe('an SVG or XML document');
    expect(refusedContent(Buffer.from('\uFEFF  <svg onload="x()"/>'))).toBe('an SVG or XML document');
    expect(refusedContent(Buffer.from('<!DOCTYPE html><script>1</script>'))).toBe('an HTML document');
    expect(refusedContent(PNG)).toBeNull();
  });
});

describe('uploads over HTTP', () => {
  let s: TestSandbox;
  let as: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    s = await startSandbox();
    as = await signIn(s.app, 'advertiser@demo.adnet');
  });
  afterAll(() => s.close());

  const ask = async (kind: 'image' | 'video', contentType: string, size: number) => {
    const res = await as({
      method: 'POST',
      url: `/api/upload/${kind}`,
      payload: { fileName: `f.${kind}`, contentType, size },
    });
    return res;
  };
  const put = (uploadUrl: string, body: Buffer, contentType: string) =>
    s.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': contentType }, payload: body });

  it('stores an image once and serves it back with its type and nosniff', async () => {
    const target = (await ask('image', 'image/png', PNG.length)).json();
    expect(target.uploadUrl).toMatch(/^\/api\/public\/uploads\/[\w-]+\?token=/);
    const stored = await put(target.uploadUrl, PNG, 'image/png');
    expect(stored.statusCode).toBe(204);
    const again = await put(target.uploadUrl, PNG, 'image/png');
    expect(again.statusCode).toBe(409);
    const file = await s.app.inject({ method: 'GET', url: target.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a video, which an ad shows as transcoded a few seconds later', async () => {
    const target = (await ask('video', 'video/webm', WEBM.length)).json();
    expect((await put(target.uploadUrl, WEBM, 'video/webm')).statusCode).toBe(204);
    const created = await as({
      method: 'POST',
      url: '/api/campaigns',
      payload: {
        name: 'Video',
        campaignType: 'REWARDED_VIDEO',
        strategy: { budget: 20, cpm: 2, cpc: null, billingType: 'PAY_PER_SHOW' },
        ads: [{ video: target.unique_key, link: 'https://example.com/' }],
        targeting: OPEN_TARGETING,
      },
    });
    expect(created.statusCode).toBe(201);
    const ad = created.json().ads[0];
    expect(ad).toMatchObject({
      video: { cloudId: target.unique_key, url: target.downloadUrl },
      transcoded: false,
    });
    // Move the upload back in time instead of sleeping through the pretended transcoding.
    await s.db.query(`UPDATE uploads SET stored_at = now() - interval '1 minute' WHERE key = $1`, [
      target.unique_key,
    ]);
    const later = await as({ method: 'GET', url: `/api/campaigns/${created.json().id}` });
    expect(later.json().ads[0].transcoded).toBe(true);
  });

  it('refuses SVG, wrong types and sizes over the limit when the URL is asked for', async () => {
    const svg = await ask('image', 'image/svg+xml', 100);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().fields.contentType).toMatch(/SVG/);
    expect((await ask('image', 'video/mp4', 100)).json().fields.contentType).toMatch(
      /must be one of: image\/png/,
    );
    expect((await ask('image', 'image/png', UPLOAD_LIMITS.image.maxBytes + 1)).json().fields.size).toBe(
      `must be at most ${UPLOAD_LIMITS.image.maxBytes} bytes`,
    );
  });

  it('checks the bytes against the declared type when the file arrives', async () => {
    const cases: [Buffer, string, number, string][] = [
      [EXE, 'image/png', 415, 'REFUSED_FILE'],
      [SCRIPT, 'image/png', 415, 'REFUSED_FILE'],
      [SVG, 'image/png', 415, 'REFUSED_FILE'],
      [JPEG, 'image/png', 415, 'TYPE_MISMATCH'],
    ];
    for (const [bytes, declared, status, error] of cases) {
      const target = (await ask('image', declared, bytes.length)).json();
      const res = await put(target.uploadUrl, bytes, declared);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
      expect((await s.app.inject({ method: 'GET', url: target.downloadUrl })).statusCode).toBe(404);
    }
    const target = (await ask('image', 'image/png', PNG.length)).json();
    const other = await put(target.uploadUrl, PNG, 'image/gif');
    expect(other.statusCode).toBe(415);
    expect(other.json().error).toBe('CONTENT_TYPE_MISMATCH');
  });

  it('refuses a body over the kind limit with 413', async () => {
    const target = (await ask('image', 'image/png', 1000)).json();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.image.maxBytes)]);
    const res = await put(target.uploadUrl, big, 'image/png');
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 to a wrong token or an unknown key, so the URL is the only way in', async () => {
    const target = (await ask('image', 'image/png', PNG.length)).json();
    const wrong = target.uploadUrl.replace(/token=.*/, 'token=guess');
    expect((await put(wrong, PNG, 'image/png')).statusCode).toBe(404);
    expect((await put('/api/public/uploads/nonexistent-key?token=x', PNG, 'image/png')).statusCode).toBe(404);
  });

  it('serves seeded images as real PNG files', async () => {
    const { rows } = await s.db.query<{ key: string }>(
      `SELECT key FROM uploads WHERE generated AND kind = 'image' LIMIT 1`,
    );
    const file = await s.app.inject({ method: 'GET', url: `/api/public/files/${rows[0]!.key}` });
    expect(file.statusCode).toBe(200);
    expect(sniffMedia(file.rawPayload)).toBe('image/png');
  });
});
