import { describe, expect, it, vi } from 'vitest';
import { checkFile, sniffType, type MeasureMedia } from './file-check';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], [0, 16], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const MP4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]);
const MOV = bytes([0, 0, 0, 0x14], 'ftypqt  ');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm');

const file = (content: Uint8Array, name: string, type = 'image/png', size?: number) => {
  const blob = new File([content as BlobPart], name, { type });
  if (size !== undefined) Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

describe('sniffType', () => {
  it('recognises images and videos by their first bytes', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffType(WEBP)).toBe('image/webp');
    expect(sniffType(MP4)).toBe('video/mp4');
    expect(sniffType(MOV)).toBe('video/quicktime');
    expect(sniffType(WEBM)).toBe('video/webm');
    expect(sniffType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  it('spots SVG text, even behind a BOM and an XML prolog', () => {
    expect(sniffType(new TextEncoder().encode('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg">'))).toBe(
      'image/svg+xml',
    );
    expect(sniffType(new TextEncoder().encode('<?xml version="1.0"?><svg>'))).toBe('image/svg+xml');
  });

  it('knows nothing of an executable or plain text', () => {
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffType(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('checkFile', () => {
  const images = { accept: ['image/png', 'image/jpeg', 'image/webp'] as const, maxBytes: 200 * 1024 };
  const measure = (facts: Awaited<ReturnType<MeasureMedia>>) => vi.fn<MeasureMedia>(async () => facts);

  it('trusts the bytes, not the name or the declared type', async () => {
    // An executable renamed to .png and declared image/png is still refused.
    const renamed = file(bytes('MZ', [0x90, 0, 3, 0]), 'cat.png', 'image/png');
    await expect(checkFile(renamed, images, measure({}))).resolves.toEqual({
      ok: false,
      reason: 'type',
      actual: null,
    });
    // A real JPEG called .txt is accepted as a JPEG.
    const jpeg = file(JPEG, 'photo.txt', 'text/plain');
    await expect(checkFile(jpeg, images, measure({}))).resolves.toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses SVG where only raster images are accepted', async () => {
    const svg = file(new TextEncoder().encode('<svg onload="alert(1)">'), 'logo.png');
    await expect(checkFile(svg, images)).resolves.toMatchObject({
      ok: false,
      reason: 'type',
      actual: 'image/svg+xml',
    });
  });

  it('refuses a file over the size limit before decoding it', async () => {
    const big = file(PNG, 'big.png', 'image/png', 300 * 1024);
    const measureSpy = measure({ width: 300, height: 300 });
    await expect(checkFile(big, { ...images, image: { square: true } }, measureSpy)).resolves.toEqual({
      ok: false,
      reason: 'size',
      size: 300 * 1024,
      maxBytes: 200 * 1024,
    });
    expect(measureSpy).not.toHaveBeenCalled();
  });

  it('checks the dimensions of a picture', async () => {
    const rules = { ...images, image: { minWidth: 300, minHeight: 300, square: true } };
    await expect(checkFile(file(PNG, 'a.png'), rules, measure({ width: 300, height: 200 }))).resolves.toEqual(
      {
        ok: false,
        reason: 'dimensions',
        width: 300,
        height: 200,
      },
    );
    await expect(checkFile(file(PNG, 'a.png'), rules, measure({ width: 512, height: 512 }))).resolves.toEqual(
      {
        ok: true,
        type: 'image/png',
        width: 512,
        height: 512,
      },
    );
  });

  it('checks the duration of a video and reports a file the browser cannot decode', async () => {
    const rules = { accept: ['video/mp4'] as const, video: { maxDuration: 15 } };
    await expect(checkFile(file(MP4, 'ad.mp4'), rules, measure({ duration: 31.5 }))).resolves.toEqual({
      ok: false,
      reason: 'duration',
      duration: 31.5,
    });
    const broken = vi.fn<MeasureMedia>(async () => {
      throw new Error('decode');
    });
    await expect(checkFile(file(MP4, 'ad.mp4'), rules, broken)).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});
