import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Guards WCAG AA of the token pairs the components rely on, in both themes, by parsing tokens.css itself: a later
 * colour change that breaks a pair fails here rather than in a user's eyes.
 */

type Theme = 'light' | 'dark';

// Read from disk: Vitest stubs CSS imports (even `?raw`) unless its `css` option is on.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The declarations of the first rule whose selector list matches `selector` exactly. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  const map = new Map<string, string>();
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) map.set(m[1]!, m[2]!.trim());
  return map;
}

const themes: Record<Theme, Map<string, string>> = {
  light: declarations(":root,\n[data-theme='light']"),
  dark: declarations("[data-theme='dark']"),
};

function resolve(theme: Theme, name: string, depth = 0): string {
  const value = themes[theme].get(name);
  if (value === undefined) throw new Error(`${name} is not defined in the ${theme} theme`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref && depth < 5) return resolve(theme, ref[1]!, depth + 1);
  return value;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`${hex} is not an opaque #rrggbb colour`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5; // 1.4.3 normal text
const NON_TEXT = 3; // 1.4.11 component boundaries and focus indicators

const surfaces = ['--color-bg', '--color-surface', '--color-surface-raised'];
const tones = ['primary', 'danger', 'success', 'warning'] as const;

/** [foreground, background, minimum ratio, why] */
const pairs: Array<[string, string, number, string]> = [
  ...surfaces.flatMap((s): Array<[string, string, number, string]> => [
    ['--color-text', s, 7, 'body text (AAA, comfortable reading)'],
    ['--color-text-muted', s, TEXT, 'hints and secondary text'],
    ['--color-border-strong', s, NON_TEXT, 'input and checkbox borders'],
    ['--color-focus-ring', s, NON_TEXT, 'focus ring'],
    ['--color-primary-9', s, NON_TEXT, 'checked checkbox, switch and radio fills'],
    ['--color-danger-9', s, NON_TEXT, 'border of an invalid input'],
    ['--color-neutral-9', s, NON_TEXT, 'hovered input border, switch track when off'],
  ]),
  ...tones.flatMap((t): Array<[string, string, number, string]> => [
    [`--color-${t}-contrast`, `--color-${t}-9`, TEXT, 'text on a solid fill'],
    [`--color-${t}-contrast`, `--color-${t}-10`, TEXT, 'text on a hovered solid fill'],
    [`--color-${t}-11`, '--color-bg', TEXT, 'tone text (links, errors) on the page'],
    [`--color-${t}-11`, '--color-surface', TEXT, 'tone text on a card'],
    [`--color-${t}-11`, `--color-${t}-3`, TEXT, 'soft button and badge text'],
    [`--color-${t}-11`, `--color-${t}-4`, TEXT, 'hovered soft button text'],
    [`--color-${t}-12`, `--color-${t}-3`, TEXT, 'callout text'],
    [`--color-${t}-12`, `--color-neutral-3`, TEXT, 'callout text on a hovered dismiss button'],
  ]),
  ['--color-neutral-11', '--color-neutral-3', TEXT, 'neutral soft text'],
  ['--color-neutral-12', '--color-neutral-4', TEXT, 'neutral soft hover text'],
  ['--color-neutral-1', '--color-neutral-12', TEXT, 'neutral solid button text'],
  ['--color-text', '--color-neutral-3', 7, 'text on a hovered ghost/outline control'],
  ['--color-primary-9', '--color-neutral-3', NON_TEXT, 'progress bar on its track'],
  ['--color-success-9', '--color-neutral-3', NON_TEXT, 'success progress bar on its track'],
  ['--color-danger-9', '--color-neutral-3', NON_TEXT, 'danger progress bar on its track'],
  ['--color-text-muted', '--color-neutral-3', TEXT, 'muted text on a subtle background (skeleton, code)'],
  ...surfaces.flatMap((s) =>
    [1, 2, 3, 4, 5, 6].map((n): [string, string, number, string] => [
      `--color-chart-${n}`,
      s,
      NON_TEXT,
      'a chart line or bar',
    ]),
  ),
];

/** sRGB (0-1) to CIELAB, for colour differences (ΔE 1976). */
function lab(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => linear(parseInt(m[1]!.slice(i, i + 2), 16) / 255)) as [
    number,
    number,
    number,
  ];
  return labOfLinear([r, g, b]);
}
function linear(c: number) {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function labOfLinear([r, g, b]: [number, number, number]): [number, number, number] {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/** Machado, Oliveira and Fernandes (2009) simulation matrices, severity 1, on linear RGB. */
const deficiencies = {
  protan: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deutan: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritan: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
} as const;
function simulate(hex: string, matrix: readonly number[]): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex)!;
  const rgb = [0, 2, 4].map((i) => linear(parseInt(m[1]!.slice(i, i + 2), 16) / 255));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [0, 1, 2].map((row) => clamp(rgb.reduce((sum, c, col) => sum + matrix[row * 3 + col]! * c, 0))) as [
    number,
    number,
    number,
  ];
}
const deltaE = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));

describe.each(['light', 'dark'] as const)('%s theme tokens', (theme) => {
  it.each(pairs)('%s on %s reaches %d:1 (%s)', (fg, bg, min) => {
    const ratio = contrast(resolve(theme, fg), resolve(theme, bg));
    expect(ratio, `${fg} on ${bg}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
  });
});

describe('token sets', () => {
  it('defines every colour of the light theme in the dark theme too, so no colour leaks across themes', () => {
    const colours = (t: Theme) => [...themes[t].keys()].filter((k) => k.startsWith('--color-')).sort();
    expect(colours('dark')).toEqual(colours('light'));
  });

  it('has full 12-step scales for each palette colour', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const name of ['primary', 'neutral', ...tones.slice(1)]) {
        for (let step = 1; step <= 12; step++)
          expect(() => resolve(theme, `--color-${name}-${step}`)).not.toThrow();
      }
    }
  });

  // The review found two near-identical blues and a brown beside a red among the series colours.
  it.each(['light', 'dark'] as const)(
    'keeps every pair of chart colours apart, also for colour-blind eyes (%s)',
    (theme) => {
      const colours = [1, 2, 3, 4, 5, 6].map((n) => resolve(theme, `--color-chart-${n}`));
      for (let i = 0; i < colours.length; i++) {
        for (let j = i + 1; j < colours.length; j++) {
          const [a, b] = [colours[i]!, colours[j]!];
          expect(deltaE(lab(a), lab(b)), `${a} vs ${b}`).toBeGreaterThanOrEqual(20);
          for (const [name, matrix] of Object.entries(deficiencies)) {
            const difference = deltaE(labOfLinear(simulate(a, matrix)), labOfLinear(simulate(b, matrix)));
            expect(difference, `${a} vs ${b} (${name})`).toBeGreaterThanOrEqual(9);
          }
        }
      }
    },
  );

  it('stops motion for users who ask for reduced motion', () => {
    const block = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const d of ['fast', 'normal', 'slow']) expect(block).toMatch(new RegExp(`--duration-${d}:\\s*0ms`));
  });
});
