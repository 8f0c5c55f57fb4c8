/**
 * The product's `Intl` formatters, built once per locale and options and kept. Building one costs
 * a slow phone milliseconds each (the community list built a number format per card and the board
 * one at import: most of their pages' blocking time, issue 19), and every formatted number, date
 * and list should read the reader's locale from one place (issue 23).
 */
const formatters = new Map<string, object>();

function kept<T extends object>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat => kept('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules =>
  kept('plural', locale, {}, () => new Intl.PluralRules(locale));

/**
 * The product's locales whose whole numbers ICU groups in threes with a comma, as a test pins. The
 * first `Intl` formatter a page's main thread builds waits for ICU's locale data: 25–50 ms, a long
 * task on a phone. boot/intl.js loads that data in a worker, but the worker starts 207–521 ms into a
 * page load, and on a slow load after the home page's first render has asked for its number
 * (measured: a 31 ms stall in that render, 176 ms of blocking time in Lighthouse).
 */
const COMMA_GROUPED_LOCALES = new Set(['en', 'en-GB', 'he-IL']);

/** 2711 → "2,711" in English; whole non-negative numbers in the product's locales need no ICU. */
export const formatNumber = (value: number, locale: string): string =>
  value >= 0 && Number.isSafeInteger(value) && COMMA_GROUPED_LOCALES.has(locale)
    ? String(value).replace(/\B(?=(\d{3})+$)/g, ',')
    : numberFormat(locale).format(value);
