import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { inBothThemes } from './a11y-in-both-themes';
import * as projectAnnotations from './preview';

/**
 * Story tests render and play each story once, in the light theme, and judge its final state with axe in light,
 * then switched in place to dark (`inBothThemes`): contrast must hold in both, overlays included.
 */
setProjectAnnotations([
  { ...a11yAddonAnnotations, afterEach: inBothThemes(a11yAddonAnnotations.afterEach) },
  projectAnnotations,
  { initialGlobals: { theme: 'light', locale: 'en' } },
]);
