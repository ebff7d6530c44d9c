import pixelmatch from 'pixelmatch';

/** Options of {@link framedPixelmatch}; the same meaning as Vitest's built-in pixelmatch comparator. */
export interface FramedPixelmatchOptions extends Record<string, unknown> {
  /** Colour distance (0-1) under which two pixels count as the same. @default 0.1 */
  threshold?: number;
  /** Differing pixels a match still allows. @default 0 */
  allowedMismatchedPixels?: number;
}

interface Image {
  metadata: { width: number; height: number };
  data: ArrayLike<number>;
}

const MAGENTA = [255, 0, 255, 255] as const;

/**
 * Vitest's pixelmatch comparison, which also leaves a diff image when the sizes differ. A token moved by 1 px often
 * changes a screenshot's height, and the built-in comparator then reports the sizes and writes no diff. Here the
 * actual image is laid into the reference's frame (rows and columns beyond it dropped, missing ones magenta), so
 * the diff shows what moved. A different size always fails. Anti-aliased pixels are ignored, as pixelmatch does.
 */
export function framedPixelmatch(
  reference: Image,
  actual: Image,
  {
    createDiff,
    threshold = 0.1,
    allowedMismatchedPixels = 0,
  }: { createDiff: boolean } & FramedPixelmatchOptions,
) {
  const { width, height } = reference.metadata;
  const sameSize = actual.metadata.width === width && actual.metadata.height === height;
  let framed = Uint8Array.from(actual.data);
  if (!sameSize) {
    framed = new Uint8Array(width * height * 4);
    for (let i = 0; i < framed.length; i += 4) framed.set(MAGENTA, i);
    const rows = Math.min(height, actual.metadata.height);
    const rowBytes = Math.min(width, actual.metadata.width) * 4;
    for (let y = 0; y < rows; y++) {
      const from = y * actual.metadata.width * 4;
      framed.set(Array.prototype.slice.call(actual.data, from, from + rowBytes) as number[], y * width * 4);
    }
  }
  const diff = createDiff ? new Uint8Array(width * height * 4) : undefined;
  const mismatched = pixelmatch(Uint8Array.from(reference.data), framed, diff, width, height, {
    threshold,
    includeAA: false,
    alpha: 0.1,
  });
  const pass = sameSize && mismatched <= allowedMismatchedPixels;
  const size = `${actual.metadata.width}×${actual.metadata.height}px`;
  return {
    pass,
    diff: diff ?? null,
    message: pass
      ? null
      : sameSize
        ? `${mismatched} pixels differ (${allowedMismatchedPixels} allowed).`
        : `The screenshot is ${size}, the reference ${width}×${height}px; ${mismatched} pixels of the reference's frame differ.`,
  };
}

declare module 'vitest/browser' {
  interface ScreenshotComparatorRegistry {
    framedPixelmatch: FramedPixelmatchOptions;
  }
}
