import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/** A screen state to keep a baseline of: a story at a width, in a theme. */
export interface ScreenState {
  /** Export name of the screen story. */
  story: string;
  /** Viewport width, CSS px: the cabinet is designed for 390, 1280 and 1920. */
  width: 390 | 1280 | 1920;
  /** Viewport height, CSS px. @default 800 (844 at 390) */
  height?: number;
  /** Resolves when the screen shows what the baseline is of (its data, not a skeleton). */
  ready: (root: HTMLElement) => boolean;
  /** The themes to keep. @default both */
  themes?: readonly ('light' | 'dark')[];
}

/** A screen is ready once no skeleton, spinner or pending grid is left and the route's chunk has rendered. */
export const settledScreen = (root: HTMLElement) =>
  root.querySelector('main h1') !== null &&
  root.querySelector('[aria-busy="true"], [data-slot="dots-loader"], [data-slot="skeleton"]') === null;

async function settle(root: HTMLElement, ready: (root: HTMLElement) => boolean) {
  await document.fonts.ready;
  const started = performance.now();
  // A hang guard: a screen boots the whole app, and the first story of a run waits for Vite to transform it.
  while (!ready(root)) {
    if (performance.now() - started > 20_000) throw new Error('the screen did not settle within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await Promise.all(
    [...document.querySelectorAll('img')].map((img) =>
      img.complete ? null : img.decode().catch(() => null),
    ),
  );
  // Two frames: layout effects and ResizeObserver callbacks (the grid's column fitting, charts) have run.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Baselines of whole screens at the widths a design review reads them (`__screenshots__/<file>/<story>-<width>-
 * <theme>.png`): the screen story rendered without its play, at that viewport, after its data settled. A list's
 * column priority, a wrap or a truncation shows here, where a component's own baseline cannot see it.
 * `pnpm test:visual:update packages/cabinet-app/visual/<file>` rewrites the references of one file.
 */
export function screenStates(
  stories: Record<string, unknown> & { default: unknown },
  states: readonly ScreenState[],
) {
  const meta = stories.default as Meta;
  describe(meta.title ?? 'screens', () => {
    for (const state of states) {
      const story = stories[state.story] as StoryObj | undefined;
      for (const theme of state.themes ?? (['light', 'dark'] as const)) {
        test(`${state.story} at ${state.width} (${theme})`, async () => {
          if (!story) throw new Error(`${meta.title} has no story exported as ${state.story}`);
          const height = state.height ?? (state.width === 390 ? 844 : 800);
          await page.viewport(state.width, height);
          const Composed = composeStory(story, meta, { initialGlobals: { theme } });
          await Composed.load();
          // The first screenful, as a reviewer opening the page sees it: the frame clips what scrolls below.
          const { container } = render(
            <div data-visual-frame="" style={{ inlineSize: '100vw', blockSize: '100vh', overflow: 'hidden' }}>
              <Composed />
            </div>,
          );
          const frame = container.querySelector<HTMLElement>('[data-visual-frame]') as HTMLElement;
          await settle(frame, state.ready);
          await expect
            .element(page.elementLocator(frame))
            .toMatchScreenshot(`${state.story}-${state.width}-${theme}`);
        });
      }
    }
  });
}
