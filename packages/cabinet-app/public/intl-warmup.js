// A worker the boot script starts as the app's code is requested (build-plugins.ts, `preloadFirstPaint`). It builds
// one formatter of each kind the pages use, in the page's locale (the worker's name), and ends.
//
// Why (issue 18, total blocking time): the first Intl.NumberFormat or Intl.DateTimeFormat of a page cost 15-40 ms
// of the main thread here (x4 on a phone), inside whichever render needed it first: the engine builds its table
// of the locales each service supports and ICU loads its data, once per renderer process. A dedicated worker runs
// in the page's process, so after this the main thread's first formatter takes well under a millisecond; should
// the main thread ask before the worker is done, it waits for the worker's set-up rather than doing its own.
// A plain file (like theme-boot.js): the boot script names its hashed copy, and the CSP's 'self' allows it.
(function () {
  var locale = self.name || 'en';
  try {
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);
    new Intl.NumberFormat(locale, { notation: 'compact' }).format(12345);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.Collator(locale, { numeric: true }).compare('a', 'b');
  } catch {
    // An engine without one of them: the page builds what it can when it needs it.
  }
  self.close();
})();
