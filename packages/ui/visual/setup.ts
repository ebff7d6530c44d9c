import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from '../../../.storybook/preview';

/**
 * Visual baselines render the Storybook stories (same decorators, args and locale texts), without their play
 * functions: a baseline is the state a story is named after.
 */
setProjectAnnotations([preview]);

/**
 * Deterministic rendering: fonts every machine of ours has (Debian's fonts-dejavu-core and fonts-noto-cjk;
 * `.ci/run` installs them), no animation or transition, no caret, no smooth scrolling. The system font stack of
 * the tokens would resolve differently from one machine to the next.
 */
const style = document.createElement('style');
style.textContent = `
  :root, html[data-theme], [data-theme] {
    --font-sans: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif !important;
    --font-mono: 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', monospace !important;
  }
  html, body { margin: 0; padding: 0; scroll-behavior: auto !important; }
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
`;
document.head.append(style);

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
});
