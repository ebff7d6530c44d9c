export {
  DEFAULT_UI_LOCALE,
  UiLocaleProvider,
  useUiLocale,
  type UiLabels,
  type UiLocaleProviderProps,
  type UiLocaleSettings,
} from './ui-locale-provider';
