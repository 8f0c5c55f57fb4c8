import type { HebrewDateLocale } from '../hebrewDate';

const HEBREW_LOCALE: HebrewDateLocale = 'he';

/**
 * A siyum's date shown with its Hebrew date beside it ("Siyum on 1 March 2027  כ״ב אדר א׳ תשפ״ז"),
 * on the siyum cards, the /s/{id} page, the progress page and My learnings. The Hebrew date is that
 * of the civil day's daytime (see `hebrewDate`).
 */
export const siyumDateMessages = {
  /** The Hebrew date's form: 'he' writes "ב׳ כסלו תשפ״ז", 'en' "2 Kislev 5787". */
  hebrewLocale: HEBREW_LOCALE,
  /** Read out before the Hebrew date by screen readers; on screen the date stands without a label. */
  hebrewDateLabel: 'Hebrew date:',
} as const;
