import type { HebrewDateLocale } from '../../hebrewDate';
import type * as english from '../siyumDates';
import type { Translation } from '../translation';

const HEBREW_LOCALE: HebrewDateLocale = 'he';

export const siyumDateMessages = {
  hebrewLocale: HEBREW_LOCALE,
  hebrewDateLabel: 'תאריך עברי:',
} as const satisfies Translation<typeof english.siyumDateMessages>;
