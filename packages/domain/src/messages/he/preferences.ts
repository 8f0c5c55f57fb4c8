import type * as english from '../preferences';
import type { Translation } from '../translation';

export const preferencesMessages = {
  themeLegend: 'ערכת צבעים',
  themeLight: 'בהירה',
  themeDark: 'כהה',
  fontSizeLegend: 'גודל טקסט',
  fontSizeSmall: 'קטן',
  fontSizeMedium: 'בינוני',
  fontSizeLarge: 'גדול',
  fontSizePixels: '{size} פיקסלים',
  languageLegend: 'שפה',
  saving: 'שומר…',
  savedOnDevice: 'נשמר במכשיר הזה.',
  savedToAccount: 'נשמר בחשבון שלכם.',
  saveFailed: 'לא הצלחנו לשמור בחשבון שלכם. הבחירה עדיין חלה במכשיר הזה.',
  retry: 'נסו שוב',
} as const satisfies Translation<typeof english.preferencesMessages>;
