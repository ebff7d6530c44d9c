import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';

/**
 * The design tokens as designers review them: every colour scale, the semantic and chart colours, type, spacing,
 * radii, shadows and motion, each with its value in the theme chosen in the toolbar (hex, px, weight, ms), read
 * from the stylesheet as the browser resolves it.
 */
const scales = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const steps = Array.from({ length: 12 }, (_, i) => i + 1);
const semantic = [
  'bg',
  'surface',
  'surface-raised',
  'overlay',
  'text',
  'text-muted',
  'text-disabled',
  'border',
  'border-strong',
  'focus-ring',
];
const contrasts = ['primary', 'danger', 'success', 'warning'].map((t) => `--color-${t}-contrast`);
const chart = [1, 2, 3, 4, 5, 6].map((n) => `--color-chart-${n}`);
const fontSizes = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `--font-size-${n}`);
const weights = ['regular', 'medium', 'semibold', 'bold'].map((w) => `--font-weight-${w}`);
const lineHeights = ['tight', 'normal'].map((l) => `--line-height-${l}`);
const spaces = Array.from({ length: 11 }, (_, i) => `--space-${i}`);
const radii = ['1', '2', '3', '4', 'full'].map((r) => `--radius-${r}`);
const shadows = [1, 2, 3].map((n) => `--shadow-${n}`);
const motion = ['--duration-fast', '--duration-normal', '--duration-slow', '--easing-standard'];
const layers = ['base', 'dropdown', 'sticky', 'overlay', 'modal', 'toast', 'tooltip'].map((z) => `--z-${z}`);
const fonts = ['--font-sans', '--font-mono'];

const all = [
  ...scales.flatMap((scale) => steps.map((step) => `--color-${scale}-${step}`)),
  ...semantic.map((name) => `--color-${name}`),
  ...contrasts,
  ...chart,
  ...fontSizes,
  ...weights,
  ...lineHeights,
  ...spaces,
  ...radii,
  ...shadows,
  ...motion,
  ...layers,
  ...fonts,
];

/** `#2563eb`, `rgb(0 0 0 / 0.6)`, `8px`, `600`: the value of each token where the page renders, in its theme. */
function useTokenValues() {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  // Read now and whenever a theme changes above the page (<html>, or the wrapper of a docs page's story).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const style = getComputedStyle(element);
      setValues(Object.fromEntries(all.map((name) => [name, style.getPropertyValue(name).trim()])));
    };
    read();
    const observer = new MutationObserver(read);
    for (const themed of new Set([document.documentElement, element.closest('[data-theme]')])) {
      if (themed) observer.observe(themed, { attributes: true, attributeFilter: ['data-theme'] });
    }
    return () => observer.disconnect();
  }, []);
  const rootPx =
    typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize);
  // rem sizes also in px, as a spec gives them.
  const value = (name: string) => {
    const raw = values[name] ?? '';
    const rem = /^(-?[\d.]+)rem$/.exec(raw);
    return rem ? `${raw} · ${Number(rem[1]) * rootPx}px` : raw;
  };
  return { ref, value };
}

const mono: CSSProperties = {
  fontFamily: 'var(--font-mono)',
  fontSize: 11,
  color: 'var(--color-text-muted)',
};
const swatch = (color: string): CSSProperties => ({
  inlineSize: 56,
  blockSize: 32,
  borderRadius: 6,
  background: color,
  border: '1px solid var(--color-border)',
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ display: 'grid', gap: 12 }}>
      <h2 id={id} style={{ margin: 0, fontSize: 'var(--font-size-5)' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A token with its value: what a designer copies into a spec. */
function Token({
  name,
  value,
  label,
  children,
}: {
  name: string;
  value: string;
  /** A shorter caption than the token's name (a scale's step). */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div data-token={name} style={{ display: 'grid', gap: 4, alignContent: 'start', minInlineSize: 56 }}>
      {children}
      <span style={{ ...mono, color: 'var(--color-text)' }}>{label ?? name.replace(/^--/, '')}</span>
      <span data-slot="token-value" style={mono}>
        {value}
      </span>
    </div>
  );
}

function Tokens() {
  const { ref, value } = useTokenValues();
  const grid: CSSProperties = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' };
  return (
    <div
      ref={ref}
      style={{ display: 'grid', gap: 32, color: 'var(--color-text)', fontFamily: 'var(--font-sans)' }}
    >
      <Section id="t-scales" title="Colour scales">
        <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
          1–2 backgrounds · 3–5 component backgrounds (rest, hover, pressed) · 6–8 borders · 9–10 solid fills
          · 11–12 text
        </p>
        {scales.map((scale) => (
          <div key={scale} style={{ display: 'grid', gap: 6 }}>
            <strong style={{ fontSize: 13 }}>--color-{scale}-1…12</strong>
            <div style={grid}>
              {steps.map((step) => {
                const name = `--color-${scale}-${step}`;
                return (
                  <Token key={name} name={name} label={String(step)} value={value(name)}>
                    <div style={swatch(`var(${name})`)} />
                  </Token>
                );
              })}
            </div>
          </div>
        ))}
      </Section>
      <Section id="t-semantic" title="Semantic colours, text on fills, chart series">
        <div style={grid}>
          {[...semantic.map((n) => `--color-${n}`), ...contrasts, ...chart].map((name) => (
            <Token key={name} name={name} value={value(name)}>
              <div style={swatch(`var(${name})`)} />
            </Token>
          ))}
        </div>
      </Section>
      <Section id="t-type" title="Type">
        <div style={{ display: 'grid', gap: 8 }}>
          {fonts.map((name) => (
            <Token key={name} name={name} value={value(name)} />
          ))}
          {fontSizes.map((name) => (
            <div key={name} data-token={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
              <span style={{ ...mono, inlineSize: 140, flex: 'none' }}>
                {name.replace(/^--/, '')} · <span data-slot="token-value">{value(name)}</span>
              </span>
              <span style={{ fontSize: `var(${name})`, lineHeight: 1.25 }}>
                Кампания · 广告活动 · Campaign
              </span>
            </div>
          ))}
          <div style={grid}>
            {weights.map((name) => (
              <Token key={name} name={name} value={value(name)}>
                <span style={{ fontWeight: `var(${name})` as CSSProperties['fontWeight'], fontSize: 18 }}>
                  Aa Яя 字
                </span>
              </Token>
            ))}
            {lineHeights.map((name) => (
              <Token key={name} name={name} value={value(name)} />
            ))}
          </div>
        </div>
      </Section>
      <Section id="t-space" title="Spacing and radius">
        <div style={grid}>
          {spaces.map((name) => (
            <Token key={name} name={name} value={value(name)}>
              <div
                style={{
                  inlineSize: `var(${name})`,
                  blockSize: `var(${name})`,
                  background: 'var(--color-primary-9)',
                }}
              />
            </Token>
          ))}
        </div>
        <div style={grid}>
          {radii.map((name) => (
            <Token key={name} name={name} value={value(name)}>
              <div
                style={{
                  inlineSize: 56,
                  blockSize: 40,
                  borderRadius: `var(${name})`,
                  border: '2px solid var(--color-primary-9)',
                }}
              />
            </Token>
          ))}
        </div>
      </Section>
      <Section id="t-depth" title="Shadows, layers and motion">
        <div style={{ ...grid, gap: 24 }}>
          {shadows.map((name) => (
            <Token key={name} name={name} value={value(name)}>
              <div
                style={{
                  inlineSize: 96,
                  blockSize: 56,
                  borderRadius: 'var(--radius-3)',
                  background: 'var(--color-surface-raised)',
                  boxShadow: `var(${name})`,
                }}
              />
            </Token>
          ))}
        </div>
        <div style={grid}>
          {[...layers, ...motion].map((name) => (
            <Token key={name} name={name} value={value(name)} />
          ))}
        </div>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tokens>;
export default meta;

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const valueShown = (name: string) =>
      within(canvasElement.querySelector(`[data-token="${name}"]`) as HTMLElement).getByText(
        (_, element) => element?.getAttribute('data-slot') === 'token-value',
      ).textContent;
    // Every step of every scale resolves to a colour in the current theme, and the page shows that hex.
    for (const scale of scales) {
      for (const step of steps) {
        const name = `--color-${scale}-${step}`;
        const value = getComputedStyle(root).getPropertyValue(name).trim();
        await expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
        await expect(valueShown(name)).toBe(value);
      }
    }
    // Sizes in px, weights as numbers.
    await expect(valueShown('--space-3')).toBe('8px');
    await expect(valueShown('--radius-2')).toBe('6px');
    await expect(valueShown('--font-size-2')).toMatch(/\b\d+px$/);
    await expect(valueShown('--font-weight-semibold')).toBe('600');
  },
};
