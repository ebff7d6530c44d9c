import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png';
import { hash32 } from './prng';

/**
 * The demo data's creatives, so previews look like ads. A seeded upload is `generated`: it has no
 * file in the uploads folder, and `GET /api/public/files/{key}` makes its bytes from the key and the file name,
 * the same every time:
 *
 * - an ad picture (480 x 270): the brand's colours, a product on a card, the brand's name, an offer badge and a
 *   button, drawn from simple shapes and a 5 x 7 pixel font (no font files, no native code);
 * - an icon (`…-icon-…`, a platform's `platform-…`; 96 x 96): the brand's initials on its colour;
 * - a support screenshot (`screenshot-…`): a window with an error banner;
 * - a video: `assets/demo-video.mp4`, one 4-second clip (about 70 KB) for every seeded video ad, made once by
 *   `scripts/make-demo-video.mjs`.
 *
 * A picture is 5-20 KB of PNG and takes a few milliseconds; the last ones made are kept in memory.
 */

type Rgb = readonly [number, number, number];

/** An RGB picture that shapes are painted on, with an opacity per shape. */
class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  private blend(x: number, y: number, c: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    if (alpha >= 1) {
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
      return;
    }
    const keep = 1 - alpha;
    d[i] = d[i]! * keep + c[0] * alpha + 0.5;
    d[i + 1] = d[i + 1]! * keep + c[1] * alpha + 0.5;
    d[i + 2] = d[i + 2]! * keep + c[2] * alpha + 0.5;
  }

  /** A gradient from the top-left corner to the bottom-right one. */
  diagonal(from: Rgb, to: Rgb) {
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        const t = (x / this.width + y / this.height) / 2;
        const i = (y * this.width + x) * 3;
        for (let k = 0; k < 3; k++) this.data[i + k] = Math.round(from[k]! * (1 - t) + to[k]! * t);
      }
  }

  /** A rectangle with corners of `radius`. */
  box(x0: number, y0: number, w: number, h: number, c: Rgb, radius = 0, alpha = 1) {
    const r = Math.min(radius, w / 2, h / 2);
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y0 + h); y++)
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x0 + w); x++) {
        const dx = Math.max(x0 + r - x - 0.5, 0, x + 0.5 - (x0 + w - r));
        const dy = Math.max(y0 + r - y - 0.5, 0, y + 0.5 - (y0 + h - r));
        if (dx * dx + dy * dy <= r * r || (dx === 0 && dy === 0)) this.blend(x, y, c, alpha);
      }
  }

  disc(cx: number, cy: number, radius: number, c: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++)
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++)
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius) this.blend(x, y, c, alpha);
  }

  /** A filled polygon (even-odd), for the products' shapes. */
  polygon(points: readonly (readonly [number, number])[], c: Rgb, alpha = 1) {
    const ys = points.map((p) => p[1]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.max(...ys); y++) {
      const cy = y + 0.5;
      const xs: number[] = [];
      points.forEach(([x1, y1], i) => {
        const [x2, y2] = points[(i + 1) % points.length]!;
        if ((y1 <= cy && y2 > cy) || (y2 <= cy && y1 > cy)) xs.push(x1 + ((cy - y1) / (y2 - y1)) * (x2 - x1));
      });
      xs.sort((a, b) => a - b);
      for (let i = 0; i + 1 < xs.length; i += 2)
        for (let x = Math.round(xs[i]!); x < Math.round(xs[i + 1]!); x++) this.blend(x, y, c, alpha);
    }
  }

  /** Text in the 5 x 7 font, each dot `scale` pixels; returns the width drawn. */
  text(value: string, x: number, y: number, scale: number, c: Rgb) {
    let cursor = x;
    for (const ch of value.toUpperCase()) {
      const glyph = FONT[ch] ?? FONT[' ']!;
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < 5; gx++)
          if (row[gx] === '#') this.box(cursor + gx * scale, y + gy * scale, scale, scale, c);
      });
      cursor += 6 * scale;
    }
    return cursor - x - scale;
  }

  png() {
    return encodePng(this.width, this.height, this.data);
  }
}

/** Width of `value` in the 5 x 7 font at `scale`. */
const textWidth = (value: string, scale: number) => value.length * 6 * scale - scale;

/** A 5 x 7 pixel font: capitals, digits and the few signs the offers use. */
const FONT: Readonly<Record<string, readonly string[]>> = {
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  '%': ['##...', '##..#', '...#.', '..#..', '.#...', '#..##', '...##'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '!': ['..#..', '..#..', '..#..', '..#..', '..#..', '.....', '..#..'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
};

/** Two colours of a brand, from its name: a saturated one and a lighter partner. */
function palette(seed: string): { main: Rgb; light: Rgb; dark: Rgb; accent: Rgb } {
  const hue = (hash32('palette', seed) % 24) * 15;
  return {
    main: hsl(hue, 0.62, 0.4),
    light: hsl((hue + 35) % 360, 0.65, 0.5),
    dark: hsl(hue, 0.55, 0.2),
    accent: hsl((hue + 180) % 360, 0.85, 0.6),
  };
}

function hsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [30, 30, 40];

/** The brand's words in a seeded file name (`pixel-quest-icon-12.png` -> `PIXEL QUEST`). */
export function brandOf(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/^platform-/, '')
    .split(/[-_\s]+/)
    .filter((w) => w && !/^\d+$/.test(w) && w !== 'icon');
  return (words.join(' ') || 'adnet').toUpperCase();
}

const OFFERS = ['-50%', 'NEW', 'FREE', '+100', 'TOP 1', 'SALE'];

/** The product on the card: a gem, a phone, a bag or a gift, by the brand. */
function product(
  r: Raster,
  cx: number,
  cy: number,
  size: number,
  kind: number,
  p: ReturnType<typeof palette>,
) {
  const s = size / 2;
  if (kind === 0) {
    r.polygon(
      [
        [cx, cy - s],
        [cx + s * 0.9, cy - s * 0.2],
        [cx, cy + s],
        [cx - s * 0.9, cy - s * 0.2],
      ],
      p.main,
    );
    r.polygon(
      [
        [cx, cy - s],
        [cx + s * 0.9, cy - s * 0.2],
        [cx, cy - s * 0.2],
      ],
      p.light,
    );
  } else if (kind === 1) {
    r.box(cx - s * 0.5, cy - s, s, s * 2, p.dark, s * 0.15);
    r.box(cx - s * 0.42, cy - s * 0.85, s * 0.84, s * 1.6, p.light, s * 0.06);
    r.disc(cx, cy + s * 0.88, s * 0.06, WHITE);
  } else if (kind === 2) {
    r.box(cx - s * 0.8, cy - s * 0.4, s * 1.6, s * 1.3, p.main, s * 0.12);
    r.box(cx - s * 0.35, cy - s * 0.85, s * 0.7, s * 0.55, p.dark, s * 0.25);
    r.box(cx - s * 0.22, cy - s * 0.72, s * 0.44, s * 0.42, WHITE, s * 0.18);
  } else {
    r.box(cx - s * 0.8, cy - s * 0.3, s * 1.6, s * 1.2, p.main, s * 0.08);
    r.box(cx - s * 0.9, cy - s * 0.55, s * 1.8, s * 0.35, p.light, s * 0.06);
    r.box(cx - s * 0.1, cy - s * 0.55, s * 0.2, s * 1.45, p.accent);
  }
}

/** An ad's picture: the brand's colours, a product on a card, its name, an offer badge and a button. */
function adPicture(key: string, brand: string, width: number, height: number): Raster {
  const p = palette(brand);
  const h = hash32(key);
  const r = new Raster(width, height);
  r.diagonal(p.main, p.light);
  r.disc(width * 0.15, height * 1.05, height * 0.55, WHITE, 0.12);
  r.disc(width * 0.95, -height * 0.1, height * 0.45, WHITE, 0.14);
  // The product on a white card, at the right.
  const card = Math.round(height * 0.66);
  const cx = width - card * 0.62 - width * 0.05;
  r.box(cx - card / 2 + 6, height / 2 - card / 2 + 8, card, card, p.dark, 18, 0.25);
  r.box(cx - card / 2, height / 2 - card / 2, card, card, WHITE, 18);
  product(r, cx, height / 2, card * 0.62, hash32(brand) % 4, p);
  // Name, offer and button at the left.
  const left = Math.round(width * 0.07);
  const words = brand.split(' ');
  const scale = Math.max(
    2,
    Math.min(5, Math.floor((cx - card / 2 - left - 12) / (6 * Math.max(...words.map((w) => w.length))))),
  );
  words
    .slice(0, 2)
    .forEach((word, i) => r.text(word, left, Math.round(height * 0.16) + i * 9 * scale, scale, WHITE));
  const offer = OFFERS[h % OFFERS.length]!;
  const badgeY = Math.round(height * 0.16) + Math.min(2, words.length) * 9 * scale + 8;
  r.box(left, badgeY, textWidth(offer, 3) + 20, 7 * 3 + 14, p.accent, 17);
  r.text(offer, left + 10, badgeY + 7, 3, INK);
  const buttonY = height - Math.round(height * 0.25);
  r.box(left, buttonY, textWidth('GET IT', 2) + 28, 7 * 2 + 16, WHITE, 8);
  r.text('GET IT', left + 14, buttonY + 8, 2, p.dark);
  return r;
}

/** An icon: the brand's initials on its colour, in a rounded square. */
function icon(brand: string, size: number): Raster {
  const p = palette(brand);
  const r = new Raster(size, size);
  r.diagonal(p.light, p.main);
  const initials = brand
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('');
  const scale = Math.floor((size * 0.55) / (6 * Math.max(1, initials.length)));
  r.text(
    initials,
    Math.round((size - textWidth(initials, scale)) / 2),
    Math.round((size - 7 * scale) / 2),
    scale,
    WHITE,
  );
  return r;
}

/** A support case's screenshot: a window whose page shows an error banner. */
function screenshot(key: string, width: number, height: number): Raster {
  const r = new Raster(width, height);
  r.diagonal([236, 238, 242], [222, 226, 234]);
  r.box(16, 14, width - 32, height - 28, WHITE, 8);
  r.box(16, 14, width - 32, 26, [60, 64, 80], 8);
  for (const [i, c] of [
    [0, [240, 90, 90]],
    [1, [245, 190, 70]],
    [2, [90, 200, 110]],
  ] as const)
    r.disc(34 + i * 16, 27, 5, c);
  r.box(36, 56, width - 72, 34, [253, 226, 226], 6);
  r.text('ERROR 409', 48, 66, 2, [180, 30, 30]);
  const lines = 4 + (hash32(key) % 3);
  for (let i = 0; i < lines; i++)
    r.box(36, 104 + i * 22, (width - 72) * (0.5 + (hash32(key, i) % 50) / 100), 10, [214, 218, 226], 5);
  return r;
}

/** The picture of a generated upload, from its key and file name. */
export function creativePng(key: string, fileName: string): Buffer {
  const cached = made.get(key);
  if (cached) return cached;
  const brand = brandOf(fileName);
  const raster = fileName.startsWith('screenshot-')
    ? screenshot(key, 480, 270)
    : fileName.includes('-icon-') || fileName.startsWith('platform-')
      ? icon(brand, 96)
      : adPicture(key, brand, 480, 270);
  const png = raster.png();
  made.set(key, png);
  // A few hundred pictures at most (a list page's previews); the oldest go first.
  if (made.size > 400) made.delete(made.keys().next().value!);
  return png;
}
const made = new Map<string, Buffer>();

/** The demo clip every seeded video plays (MP4, H.264). */
export const DEMO_VIDEO_TYPE = 'video/mp4';
let video: Buffer | undefined;
export function demoVideo(): Buffer {
  video ??= readFileSync(fileURLToPath(new URL('../assets/demo-video.mp4', import.meta.url)));
  return video;
}
