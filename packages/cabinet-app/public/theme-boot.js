// Sets the theme before the app's bundle loads, so a dark-mode user never sees a light flash. A file (not an
// inline script) so the CSP stays `script-src 'self'`. Keep the key in step with THEME_STORAGE_KEY in app.tsx.
(function () {
  var mode = 'system';
  try {
    mode = localStorage.getItem('adnet-cabinet-theme') || 'system';
  } catch {
    /* storage blocked: follow the system */
  }
  var dark =
    mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    var lng = localStorage.getItem('selectedLanguage');
    if (lng === 'ru' || lng === 'zh-CN' || lng === 'en') root.lang = lng;
  } catch {
    /* the app sets it once it starts */
  }
})();
