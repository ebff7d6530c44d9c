import { use } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Texts that are not in the language chunk every page loads: a part of a page drawn after the first paint (the
 * campaign editor's Legal section, only for `ru_ad_marking`) keeps its texts in `locales/<locale>/<name>.lazy.json`
 * (one top-level namespace, like every resource file) and loads them with its code. Every route's first visit then
 * downloads none of them (the language chunk is in every route's size budget, see `.size-limit.js`).
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.lazy.json', { import: 'default' });
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads the texts of `name` in `locale` (the current language by default) once; a failed load may be tried again. */
export function loadLazyTexts(name: string, locale: string = i18next.language): Promise<void> {
  const path = `./locales/${locale}/${name}.lazy.json`;
  let pending = loading.get(path);
  if (!pending) {
    const load = files[path];
    // A language without the file (or i18next not started, in a test) has nothing to add.
    if (!load) return Promise.resolve();
    pending = load().then((bundle) => {
      i18next.addResourceBundle(locale, 'translation', bundle, true, true);
      loaded.add(path);
    });
    pending.catch(() => loading.delete(path));
    loading.set(path, pending);
  }
  return pending;
}

/**
 * In a component of such a part (inside a `Suspense`): suspends until the texts of `name` in the current language
 * are loaded, on its first render and again after a language switch.
 */
export function useLazyTexts(name: string) {
  const { i18n } = useTranslation();
  if (!loaded.has(`./locales/${i18n.language}/${name}.lazy.json`)) use(loadLazyTexts(name, i18n.language));
}
