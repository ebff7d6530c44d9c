import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Spec 1 and 9: the languages are `en` (default), `ru` and `cn`. The id is what is stored under
 * `selectedLanguage` and sent as `accept-language` (the network's API expects `cn`); the locale is what the
 * browser needs: `<html lang>`, `Intl` formatting, plural rules and the resource file (`cn` is `zh-CN`).
 */
export const LANGUAGES = ['en', 'ru', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Spec 1: the choice is kept under this browser-stored key. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** The locale of each language id. */
export const LOCALES = { en: 'en', ru: 'ru', cn: 'zh-CN' } as const satisfies Record<Language, string>;
export type Locale = (typeof LOCALES)[Language];

/** Each language is its own chunk, loaded only when chosen. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  cn: () => import('./locales/zh-CN'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language id from a stored or sent value; `zh-CN` (stored by builds before `cn`) reads as `cn`. */
export function toLanguage(value: unknown): Language | null {
  if (isLanguage(value)) return value;
  return value === 'zh-CN' || value === 'zh' ? 'cn' : null;
}

/** The language id of a locale (`zh-CN` -> `cn`). */
const languageOfLocale = (locale: string): Language =>
  LANGUAGES.find((l) => LOCALES[l] === locale) ?? DEFAULT_LANGUAGE;

function readStoredLanguage(): Language {
  try {
    return toLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage can throw (private mode, blocked cookies)
  }
}

async function ensureLoaded(lng: Language) {
  if (i18next.hasResourceBundle(LOCALES[lng], 'translation')) return;
  const resources = await loaders[lng]();
  i18next.addResourceBundle(LOCALES[lng], 'translation', resources.default, true, true);
}

function applyToDocument(lng: Language) {
  document.documentElement.lang = LOCALES[lng];
}

function store(lng: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // the choice still applies to this page
  }
}

/**
 * Starts i18next in the stored (or default) language. Its resource chunk is requested first thing (in production
 * the boot script has already asked for it beside the entry chunk, see `build-plugins.ts`), and i18next starts
 * with it in hand: no request waits for another.
 */
export async function initI18n() {
  const lng = readStoredLanguage();
  const bundle = await loaders[lng]();
  await i18next.use(initReactI18next).init({
    lng: LOCALES[lng],
    fallbackLng: false,
    resources: { [LOCALES[lng]]: { translation: bundle.default } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(lng);
  // A value stored by an earlier build (`zh-CN`) is rewritten as its id.
  if (globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'zh-CN') store(lng);
  return i18next;
}

/** Switches language: loads its resources first, then stores the choice and updates `<html lang>`. */
export async function changeLanguage(lng: Language) {
  await ensureLoaded(lng);
  await i18next.changeLanguage(LOCALES[lng]);
  store(lng);
  applyToDocument(lng);
}

/**
 * The current language id, as stored and sent in `accept-language` (`cn`, never `zh-CN`). Before i18next has
 * started (the session check is sent while the resources load) it is the stored choice.
 */
export const currentLanguage = (): Language =>
  i18next.language ? languageOfLocale(i18next.language) : readStoredLanguage();
