import { describe, expect, it } from 'vitest';
import { framedPixelmatch } from './comparator';

/** A white image with a black box (a stand-in for a component's edge), as the screenshot comparator gets it. */
function image(width: number, height: number, box: { x: number; y: number; w: number; h: number }) {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++) data.set([0, 0, 0, 255], (y * width + x) * 4);
  return { metadata: { width, height }, data };
}

const OPTIONS = { createDiff: true, threshold: 0.1, allowedMismatchedPixels: 8 };
const RED = [255, 0, 0, 255];
const pixel = (diff: Uint8Array | null, width: number, x: number, y: number) =>
  Array.from(diff!.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('framedPixelmatch (the visual baselines’ comparator)', () => {
  it('passes the same image', () => {
    const reference = image(40, 30, { x: 5, y: 5, w: 20, h: 12 });
    expect(framedPixelmatch(reference, image(40, 30, { x: 5, y: 5, w: 20, h: 12 }), OPTIONS)).toMatchObject({
      pass: true,
      message: null,
    });
  });

  it('fails a box moved by 1 px and marks the moved edges red in the diff', () => {
    const reference = image(40, 30, { x: 5, y: 5, w: 20, h: 12 });
    const result = framedPixelmatch(reference, image(40, 30, { x: 6, y: 5, w: 20, h: 12 }), OPTIONS);
    expect(result.pass).toBe(false);
    // The column the box left and the column it entered, 12 rows each.
    expect(result.message).toBe('24 pixels differ (8 allowed).');
    expect(pixel(result.diff, 40, 5, 8)).toEqual(RED);
    expect(pixel(result.diff, 40, 25, 8)).toEqual(RED);
    expect(pixel(result.diff, 40, 15, 8)).not.toEqual(RED);
  });

  it('fails a screenshot 1 px taller and still leaves a diff, the missing row magenta', () => {
    const reference = image(40, 30, { x: 5, y: 5, w: 20, h: 12 });
    const result = framedPixelmatch(reference, image(40, 31, { x: 5, y: 6, w: 20, h: 12 }), OPTIONS);
    expect(result.pass).toBe(false);
    expect(result.message).toMatch(/^The screenshot is 40×31px, the reference 40×30px; \d+ pixels/);
    expect(result.diff).not.toBeNull();
    expect(pixel(result.diff, 40, 5, 5)).toEqual(RED);
    const narrower = framedPixelmatch(reference, image(39, 30, { x: 5, y: 5, w: 20, h: 12 }), OPTIONS);
    expect(narrower.pass).toBe(false);
    // The column the actual image lacks is filled magenta before comparing, so it shows red in the diff.
    expect(pixel(narrower.diff, 40, 39, 0)).toEqual(RED);
  });

  it('allows up to allowedMismatchedPixels differing pixels', () => {
    const reference = image(40, 30, { x: 5, y: 5, w: 20, h: 12 });
    const speck = image(40, 30, { x: 5, y: 5, w: 20, h: 12 });
    speck.data.set([0, 0, 0, 255], (1 * 40 + 1) * 4);
    expect(framedPixelmatch(reference, speck, OPTIONS).pass).toBe(true);
    expect(framedPixelmatch(reference, speck, { ...OPTIONS, allowedMismatchedPixels: 0 }).pass).toBe(false);
  });
});
