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

/** 2711 → "2,711" in English. */
export const formatNumber = (value: number, locale: string): string => numberFormat(locale).format(value);
