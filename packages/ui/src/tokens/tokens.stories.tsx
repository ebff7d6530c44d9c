import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The design tokens as designers review them: every colour scale, the semantic colours, type, spacing, radii and
 * shadows, in the theme chosen in the toolbar.
 */
const scales = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const steps = Array.from({ length: 12 }, (_, i) => i + 1);
const semantic = [
  'bg',
  'surface',
  'surface-raised',
  'text',
  'text-muted',
  'text-disabled',
  'border',
  'border-strong',
  'focus-ring',
];

const swatch = (color: string) => ({
  inlineSize: 48,
  blockSize: 32,
  borderRadius: 6,
  background: color,
  border: '1px solid var(--color-border)',
});
const caption = { fontSize: 11, color: 'var(--color-text-muted)', fontFamily: 'var(--font-mono)' } as const;

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 32, color: 'var(--color-text)', fontFamily: 'var(--font-sans)' }}>
      <section aria-labelledby="t-scales">
        <h2 id="t-scales">Colour scales</h2>
        <div style={{ display: 'grid', gap: 12 }}>
          {scales.map((scale) => (
            <div key={scale} style={{ display: 'flex', gap: 6, alignItems: 'end', flexWrap: 'wrap' }}>
              <span style={{ inlineSize: 72, fontSize: 13 }}>{scale}</span>
              {steps.map((step) => (
                <div key={step} data-token={`--color-${scale}-${step}`} style={{ display: 'grid', gap: 2 }}>
                  <div style={swatch(`var(--color-${scale}-${step})`)} />
                  <span style={caption}>{step}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="t-semantic">
        <h2 id="t-semantic">Semantic colours</h2>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {semantic.map((name) => (
            <div key={name} style={{ display: 'grid', gap: 4 }}>
              <div style={swatch(`var(--color-${name})`)} />
              <span style={caption}>--color-{name}</span>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="t-type">
        <h2 id="t-type">Type</h2>
        {steps.slice(0, 8).map((n) => (
          <p key={n} style={{ margin: '4px 0', fontSize: `var(--font-size-${n})`, lineHeight: 1.25 }}>
            <span style={caption}>--font-size-{n} </span>Кампания · 广告活动 · Campaign
          </p>
        ))}
      </section>
      <section aria-labelledby="t-space">
        <h2 id="t-space">Spacing, radius, shadow</h2>
        <div style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
          {Array.from({ length: 11 }, (_, i) => (
            <div key={i} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <div
                style={{
                  inlineSize: `var(--space-${i})`,
                  blockSize: `var(--space-${i})`,
                  background: 'var(--color-primary-9)',
                }}
              />
              <span style={caption}>{i}</span>
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 16, marginBlockStart: 16, flexWrap: 'wrap' }}>
          {[1, 2, 3].map((n) => (
            <div
              key={n}
              style={{
                inlineSize: 96,
                blockSize: 64,
                borderRadius: `var(--radius-${n + 1})`,
                background: 'var(--color-surface-raised)',
                boxShadow: `var(--shadow-${n})`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span style={caption}>shadow-{n}</span>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;

export const AllTokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Every step of every scale resolves to a colour in the current theme.
    for (const scale of scales) {
      for (const step of steps) {
        const value = getComputedStyle(document.documentElement)
          .getPropertyValue(`--color-${scale}-${step}`)
          .trim();
        await expect(value, `--color-${scale}-${step}`).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
    await expect(canvasElement.querySelectorAll('[data-token]')).toHaveLength(scales.length * 12);
  },
};
