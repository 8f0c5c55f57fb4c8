// A dedicated worker that prefs.js starts while the page's scripts download. The first use of `Intl`
// in a page costs 25–50 ms (V8 lists ICU's available locales and loads their data), but that work is
// kept for every thread of the page's process: done here first, the page's own first number, date
// or plural costs under a millisecond instead of a long task on its main thread (issue 19's
// blocking time). The tags are the product's (@siyum/domain: LOCALE_TAGS, LOCALE_DATE_TAGS,
// hebrewDate.ts).
for (const locale of ['en', 'he-IL']) {
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.PluralRules(locale).select(2);
  new Intl.ListFormat(locale).format(['a', 'b']);
}
for (const locale of ['en-GB', 'he-IL', 'en-u-ca-hebrew-nu-latn']) {
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
}
self.close();
