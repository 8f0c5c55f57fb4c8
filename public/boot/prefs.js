// Applies the saved theme, font size and language before the first paint, so no page flashes the
// wrong theme or direction. A file, not an inline script: the Content-Security-Policy allows no
// inline script. It mirrors applyPrefs / readStoredPrefs in src/prefs/prefs.ts and chooseLocale in
// @siyum/domain (a unit test runs both on the same inputs).
(() => {
  const root = document.documentElement;
  let prefs = {};
  try {
    prefs = JSON.parse(localStorage.getItem('siyum.prefs') || '{}') || {};
  } catch {
    // A damaged entry is as good as none.
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  root.dataset.theme =
    prefs.theme === 'dark' || prefs.theme === 'light' ? prefs.theme : dark ? 'dark' : 'light';
  root.style.fontSize = [12, 16, 20].indexOf(prefs.fontSize) >= 0 ? `${prefs.fontSize}px` : '16px';
  let locale = prefs.locale === 'en' || prefs.locale === 'he' ? prefs.locale : undefined;
  for (const tag of locale ? [] : navigator.languages || []) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'he' || language === 'iw' || language === 'en') {
      locale = language === 'en' ? 'en' : 'he';
      break;
    }
  }
  root.lang = locale === 'he' ? 'he-IL' : 'en';
  root.dir = locale === 'he' ? 'rtl' : 'ltr';
  // ICU's locale data, loaded once per page process, is loaded by a worker meanwhile (boot/intl.js).
  try {
    if (typeof Worker === 'function') new Worker('/boot/intl.js');
  } catch {
    // No worker (a stricter policy): the page's first formatter loads the data itself.
  }
})();
