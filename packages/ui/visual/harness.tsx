import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/** One state to keep a baseline of: a story's export name, or the name with options. */
export type VisualState =
  | string
  | {
      /** Export name of the story. */
      story: string;
      /** Width of the frame around the story, CSS px. @default the file's width */
      width?: number;
      /**
       * Screenshot the whole 1024 x 768 viewport instead of the frame: for stories that open an overlay
       * (dialog, menu, list) outside their own box.
       */
      page?: boolean;
      /** Resolves when the story has finished loading what it shows (a lazy chart, an image). */
      ready?: (frame: HTMLElement) => boolean;
    };

export interface VisualOptions {
  /** Width of the frame around each story, CSS px. @default 480 */
  width?: number;
  /** Resolves when a story has finished loading what it shows; applies to every state of the file. */
  ready?: (frame: HTMLElement) => boolean;
}

const THEMES = ['light', 'dark'] as const;

async function settle(frame: HTMLElement, ready: ((frame: HTMLElement) => boolean) | undefined) {
  await document.fonts.ready;
  const started = performance.now();
  while (ready && !ready(frame)) {
    if (performance.now() - started > 5000) throw new Error('the story did not get ready within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await Promise.all(
    [...document.querySelectorAll('img')].map((img) =>
      img.complete ? null : img.decode().catch(() => null),
    ),
  );
  // Two frames: layout effects and ResizeObserver callbacks (charts, virtual lists) have run.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * Baselines of a component's states in the light and the dark theme: each state is its story, rendered without
 * its play function in a frame of fixed width, and compared with the reference PNG beside this file
 * (`__screenshots__/<file>/<story>-<theme>.png`). `pnpm test:visual:update <file>` rewrites the references of
 * one file after an intended change.
 */
export function visualStates(
  stories: Record<string, unknown> & { default: unknown },
  states: readonly VisualState[],
  options: VisualOptions = {},
) {
  const meta = stories.default as Meta;
  const title = meta.title ?? 'component';
  describe(title, () => {
    for (const state of states) {
      const spec = typeof state === 'string' ? { story: state } : state;
      const story = stories[spec.story] as StoryObj | undefined;
      for (const theme of THEMES) {
        test(`${spec.story} (${theme})`, async () => {
          if (!story) throw new Error(`${title} has no story exported as ${spec.story}`);
          const Composed = composeStory(story, meta, {
            initialGlobals: { theme, locale: 'en' },
          });
          const width = spec.width ?? options.width ?? 480;
          const frameStyle = spec.page
            ? { inlineSize: '100vw', blockSize: '100vh', overflow: 'hidden' }
            : { inlineSize: width };
          const { container } = render(
            <div
              data-visual-frame=""
              style={{
                ...frameStyle,
                boxSizing: 'border-box',
                padding: 16,
                background: 'var(--color-bg)',
                color: 'var(--color-text)',
                fontFamily: 'var(--font-sans)',
              }}
            >
              <Composed />
            </div>,
          );
          const frame = container.querySelector<HTMLElement>('[data-visual-frame]') as HTMLElement;
          await settle(frame, spec.ready ?? options.ready);
          await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${spec.story}-${theme}`);
        });
      }
    }
  });
}
