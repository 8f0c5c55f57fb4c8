import type { Locale } from '../locales';

/**
 * The tag the catalogue sections that show dates write their dates and numbers with (their `locale`):
 * English in the day-month order the product has always shown ("1 March 2030"), Hebrew its text tag
 * (`LOCALE_TAGS.he`; a test keeps them equal). The one home of these spellings (issue 19): no section
 * spells a tag of its own. Apart from locales.ts, which every page's first script holds: only the
 * sections that show dates read this.
 */
export const LOCALE_DATE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-GB', he: 'he-IL' };
