import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Spec 1: en (default), ru and cn — the latter served as the zh-CN locale. */
export const LANGUAGES = ['en', 'ru', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Spec 1: the choice is kept under this browser-stored key. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Each language is its own chunk, loaded only when chosen. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readStoredLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage can throw (private mode, blocked cookies)
  }
}

async function ensureLoaded(lng: Language) {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const resources = await loaders[lng]();
  i18next.addResourceBundle(lng, 'translation', resources.default, true, true);
}

function applyToDocument(lng: Language) {
  document.documentElement.lang = lng;
}

/** Loads the stored (or default) language on demand, then starts i18next with it. */
export async function initI18n() {
  const lng = readStoredLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  applyToDocument(lng);
  return i18next;
}

/** Switches language: loads its resources first, then stores the choice and updates `<html lang>`. */
export async function changeLanguage(lng: Language) {
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // the choice still applies to this page
  }
  applyToDocument(lng);
}

/** The current language, as sent in `accept-language`. */
export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
