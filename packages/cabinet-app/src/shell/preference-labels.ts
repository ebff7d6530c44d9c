import type { ThemeMode } from '@adnet/ui';
import { currentLanguage } from '../i18n';

export const THEME_LABEL_KEYS: Record<ThemeMode, string> = {
  light: 'settings.themeLight',
  dark: 'settings.themeDark',
  system: 'settings.themeSystem',
};

/** The i18n keys of the values the two preference selects show now (the language's name, the theme mode's). */
export const preferenceLabelKeys = (mode: ThemeMode) => [
  `settings.languageNames.${currentLanguage()}`,
  THEME_LABEL_KEYS[mode],
];
