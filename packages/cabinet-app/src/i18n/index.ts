import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ru', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
};

function storedLanguage(): Language {
  const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** Loads the chosen language's resources on demand, then starts i18next with them. */
export async function initI18n() {
  const lng = storedLanguage();
  const resources = await loaders[lng]();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: resources.default } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}
