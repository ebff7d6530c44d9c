import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

/**
 * Story tests run once per theme: the `storybook-dark` project sets STORYBOOK_THEME=dark, so every story's
 * play function and its axe check run against the dark tokens too.
 */
const theme = import.meta.env.VITE_STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  { initialGlobals: { theme, locale: 'en' } },
]);
