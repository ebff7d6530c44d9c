import '../packages/ui/src/styles.css';
import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';

export const THEMES = ['light', 'dark'] as const;
export const LOCALES = ['en', 'ru', 'zh-CN'] as const;

/** Applies the toolbar's theme and locale to the document, as the cabinet's ThemeProvider and i18n do. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? 'light';
  const locale = (context.globals.locale as string | undefined) ?? 'en';
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.lang = locale;
  return <Story />;
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
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
  },
  tags: ['autodocs'],
};

export default preview;
