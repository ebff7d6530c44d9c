export {
  DEFAULT_THEME_STORAGE_KEY,
  ThemeProvider,
  isThemeMode,
  readStoredThemeMode,
  themeModes,
  useTheme,
  type ResolvedTheme,
  type ThemeContextValue,
  type ThemeMode,
  type ThemeProviderProps,
} from './theme-provider';
