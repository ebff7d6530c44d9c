import '../packages/ui/src/styles.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';
import {
  checkOverlaysStayInTheirFrame,
  checkStoryEndsInItsState,
  LOCALES,
  THEMES,
  watchInteractions,
  withThemeAndLocale,
} from './decorators';

export { LOCALES, THEMES };

const preview: Preview = {
  decorators: [withThemeAndLocale],
  beforeEach: (context) => {
    watchInteractions(context);
  },
  afterEach: (context) => {
    checkStoryEndsInItsState(context);
    checkOverlaysStayInTheirFrame(context);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...THEMES], dynamicTitle: true },
    },
    locale: {
      description: 'Locale of the sample texts and of <html lang>',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ru', title: 'Русский' },
          { value: 'zh-CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    // The widths the cabinet is designed for; screen stories pick one with `globals: { viewport }`.
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      // The sidebar's order; Storybook opens on the first entry, the introduction.
      storySort: {
        order: ['Introduction', 'Foundations', 'Patterns', 'Primitives', 'Overlays', 'Data', 'Layout'],
      },
    },
  },
  // Flows (stories whose play acts) stay off the docs pages: a docs page shows the states.
  tags: ['autodocs'],
};

export default preview;
