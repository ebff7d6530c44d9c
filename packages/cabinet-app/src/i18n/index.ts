import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FeatureTexts } from './namespaces';

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

type Texts = Record<string, unknown>;
/** A language's chunk (`locales/<locale>.ts`): its core texts and a loader per feature's texts. */
interface LanguageChunk {
  default: Texts;
  features: Record<string, () => Promise<Texts>>;
}

/** Each language is its own chunk, loaded only when chosen; each feature's texts in it another (`namespaces.ts`). */
const loaders: Record<Language, () => Promise<LanguageChunk>> = {
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

/** Texts that arrived before i18next started (a route's, requested beside the language): given to `init`. */
const early: Partial<Record<Locale, Texts>> = {};

/** Adds texts to i18next's one namespace (`translation`: the keys carry their feature, `editor.save`). */
function add(locale: Locale, texts: Texts) {
  // `store` exists once `init` has run; before that the texts wait for it (each file has top-level keys of its own).
  if (i18next.store) i18next.addResourceBundle(locale, 'translation', texts, true, true);
  else early[locale] = { ...early[locale], ...texts };
}

/** Loads that are done or under way, so each chunk is fetched and added once; a failed one may be tried again. */
const loads = new Map<string, Promise<unknown>>();
function once<T>(id: string, load: () => Promise<T>): Promise<T> {
  let found = loads.get(id) as Promise<T> | undefined;
  if (!found) {
    found = load();
    loads.set(id, found);
    found.catch(() => loads.delete(id));
  }
  return found;
}

/** A language's chunk, its core texts added. */
const loadCore = (lng: Language) =>
  once(lng, () =>
    loaders[lng]().then((chunk) => {
      add(LOCALES[lng], chunk.default);
      return chunk;
    }),
  );

/** One feature's texts in one language (after its core: the feature loaders are in the language's chunk). */
const loadFeature = (lng: Language, feature: FeatureTexts) =>
  once(`${lng}/${feature}`, async () => {
    const load = (await loadCore(lng)).features[`./${LOCALES[lng]}/${feature}.json`];
    if (!load) throw new Error(`no ${feature} texts in ${LOCALES[lng]}`);
    add(LOCALES[lng], await load());
  });

/** Every feature whose texts were asked for: a language switch loads them all in the new language first. */
const asked = new Set<FeatureTexts>();
/** The language a switch is loading, while it loads: texts asked for meanwhile are loaded in it too. */
let switchingTo: Language | null = null;

/**
 * Loads features' texts in the current language (and in the one being switched to), for a route about to draw
 * (`ROUTE_PAGES` in `boot/preload-route.ts` loads a route's `texts` with its page module, so a page never draws
 * before its texts: no raw key). Asked once, they follow every later language switch.
 */
export function loadTexts(features: readonly FeatureTexts[]): Promise<void> {
  for (const feature of features) asked.add(feature);
  const languages = new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  return Promise.all(
    [...languages].flatMap((lng) => [loadCore(lng), ...features.map((f) => loadFeature(lng, f))]),
  ).then(() => undefined);
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

let started: Promise<typeof i18next> | undefined;

/**
 * Starts i18next in the stored (or default) language. Its resource chunk is requested first thing (in production
 * the boot script has already asked for it beside the entry chunk, see `build-plugins.ts`), and i18next starts
 * with it in hand: no request waits for another. Starts once: a second call (a story's loader) finds it started.
 */
export async function initI18n() {
  started ??= (async () => {
    const lng = readStoredLanguage();
    await loadCore(lng);
    await i18next.use(initReactI18next).init({
      lng: LOCALES[lng],
      fallbackLng: false,
      resources: Object.fromEntries(
        Object.entries(early).map(([locale, texts]) => [locale, { translation: texts }]),
      ),
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    applyToDocument(lng);
    return i18next;
  })();
  await started;
  // A value stored by an earlier build (`zh-CN`) is rewritten as its id.
  if (globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) === 'zh-CN') store(currentLanguage());
  return i18next;
}

/**
 * Switches language: loads its core texts and every feature's texts asked for so far (the page on screen, and
 * pages seen before, whose parts may still show) first, then changes, stores the choice and updates
 * `<html lang>`. Nothing is drawn in the new language before its texts are in, so no key shows for a moment.
 */
export async function changeLanguage(lng: Language) {
  switchingTo = lng;
  try {
    await loadCore(lng);
    // A route opened while these load asks for its texts in `lng` too (`loadTexts`); loop until none is missing.
    let loaded = -1;
    while (loaded !== asked.size) {
      loaded = asked.size;
      await Promise.all([...asked].map((feature) => loadFeature(lng, feature)));
    }
    await i18next.changeLanguage(LOCALES[lng]);
  } finally {
    if (switchingTo === lng) switchingTo = null;
  }
  store(lng);
  applyToDocument(lng);
}

/**
 * The current language id, as stored and sent in `accept-language` (`cn`, never `zh-CN`). Before i18next has
 * started (the session check is sent while the resources load) it is the stored choice.
 */
export const currentLanguage = (): Language =>
  i18next.language ? languageOfLocale(i18next.language) : readStoredLanguage();
