// Runs before the app's bundle loads: sets the theme, so a dark-mode user never sees a light flash, and
// `<html lang>` to the stored language's locale, so the first paint is announced in the right language. A file
// (not an inline script) so the CSP stays `script-src 'self'`. Keep the keys in step with THEME_STORAGE_KEY in
// app.tsx and LANGUAGE_STORAGE_KEY / LOCALES in src/i18n/index.ts (boot-script.test.ts checks the locales). The
// build appends the language preload to it (build-plugins.ts, bootScript), which reads `<html lang>`.
(function () {
  var root = document.documentElement;
  var mode = 'system';
  try {
    mode = localStorage.getItem('adnet-cabinet-theme') || 'system';
  } catch {
    /* storage blocked: follow the system */
  }
  var dark =
    mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Language id (as stored) -> locale; `zh-CN` and `zh` were stored by earlier builds.
  var locales = { en: 'en', ru: 'ru', cn: 'zh-CN', 'zh-CN': 'zh-CN', zh: 'zh-CN' };
  try {
    var lng = localStorage.getItem('selectedLanguage');
    if (lng && Object.prototype.hasOwnProperty.call(locales, lng)) root.lang = locales[lng];
  } catch {
    /* the app sets it once it starts */
  }
})();
