import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ThemeProvider, themeModes, useTheme, type ThemeProviderProps } from './theme-provider';

const STORY_KEY = 'adn-story-theme-mode';

function ModeSwitcher() {
  const { mode, resolvedTheme, setMode } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div role="group" aria-label="Colour theme" style={{ display: 'flex', gap: 8 }}>
        {themeModes.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            style={{
              font: 'inherit',
              padding: '6px 12px',
              borderRadius: 6,
              border: '1px solid var(--color-border-strong)',
              background: mode === m ? 'var(--color-primary-9)' : 'var(--color-surface)',
              color: mode === m ? 'var(--color-primary-contrast)' : 'var(--color-text)',
            }}
          >
            {m}
          </button>
        ))}
      </div>
      <p style={{ margin: 0 }}>
        Mode: <strong>{mode}</strong> · showing: <strong data-testid="resolved">{resolvedTheme}</strong>
      </p>
      <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
        Stored under <code>{STORY_KEY}</code>; <code>system</code> follows prefers-color-scheme.
      </p>
    </div>
  );
}

/**
 * The story themes its own box (via `target`) rather than <html>, so it does not fight the toolbar's theme. In the
 * cabinet the provider wraps the app and themes <html>.
 */
function ThemedBox(props: Omit<ThemeProviderProps, 'target' | 'children'>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setBox}
      data-testid="themed-box"
      style={{
        padding: 16,
        borderRadius: 8,
        background: 'var(--color-bg)',
        color: 'var(--color-text)',
        border: '1px solid var(--color-border)',
        fontFamily: 'var(--font-sans)',
      }}
    >
      {box && (
        <ThemeProvider {...props} target={box}>
          <ModeSwitcher />
        </ThemeProvider>
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemedBox,
  args: { storageKey: STORY_KEY, defaultMode: 'system' },
  beforeEach: () => {
    localStorage.removeItem(STORY_KEY);
  },
} satisfies Meta<typeof ThemedBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchesAndStoresTheMode: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByTestId('themed-box');
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    await expect(box).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('button', { name: 'dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(STORY_KEY)).toBe('dark');

    await userEvent.click(canvas.getByRole('button', { name: 'light' }));
    await expect(box).toHaveAttribute('data-theme', 'light');

    await userEvent.click(canvas.getByRole('button', { name: 'system' }));
    const system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await expect(box).toHaveAttribute('data-theme', system);
    await expect(canvas.getByTestId('resolved')).toHaveTextContent(system);
  },
};

export const StartsFromAStoredMode: Story = {
  beforeEach: () => {
    localStorage.setItem(STORY_KEY, 'dark');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('themed-box')).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('button', { name: 'dark' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const DefaultModeLight: Story = {
  args: { defaultMode: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('themed-box')).toHaveAttribute('data-theme', 'light');
  },
};
