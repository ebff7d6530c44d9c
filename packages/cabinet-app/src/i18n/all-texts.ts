import { mergeResourceFiles } from './merge';
import type { Locale } from '.';

/**
 * Every text of every language, merged per locale, for unit tests, which render parts of pages without their
 * routes (the app loads a language's core and each route's feature texts separately: `loadTexts`). Never
 * imported by the app.
 */
export const ALL_TEXTS: Record<Locale, Record<string, unknown>> = {
  en: mergeResourceFiles(
    import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' }),
  ),
  ru: mergeResourceFiles(
    import.meta.glob<Record<string, unknown>>('./locales/ru/*.json', { eager: true, import: 'default' }),
  ),
  'zh-CN': mergeResourceFiles(
    import.meta.glob<Record<string, unknown>>('./locales/zh-CN/*.json', { eager: true, import: 'default' }),
  ),
};
