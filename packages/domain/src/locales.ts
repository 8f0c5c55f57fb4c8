/**
 * The languages the product is written in (issue 23): English, the default and the catalogue every
 * other language must match, and Hebrew. Plain values, no zod: the boot path reads them.
 */
export const LOCALES = ['en', 'he'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Each language's name in itself, as a language switch shows it (the same in every language). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', he: 'עברית' };

/** The BCP 47 tag for `<html lang>` and for `Intl` (numbers, lists, plurals). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en', he: 'he-IL' };

export type TextDirection = 'ltr' | 'rtl';
export const localeDirection = (locale: Locale): TextDirection => (locale === 'he' ? 'rtl' : 'ltr');

/**
 * The reader's language: the one they chose, else the first of the browser's languages the product
 * has (`he-IL`, `he` and the old `iw` all read Hebrew), else English.
 */
export function chooseLocale(chosen: unknown, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'iw') return 'he';
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
