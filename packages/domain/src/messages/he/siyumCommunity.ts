import { LOCALE_DATE_TAGS } from '../dateLocales';
import type * as english from '../siyumCommunity';
import type { Translation } from '../translation';

export const siyumCommunityMessages = {
  locale: LOCALE_DATE_TAGS.he,

  dedication: {
    memory: 'לעילוי נשמת {names}',
    healing: 'לרפואה שלמה {names}',
    success: 'להצלחת {names}',
    honor: 'לזכות {names}',
    other: '{names}',
  },
  textLine: '{corpus} · {unit}',
  unit: {
    tractate: 'לפי מסכת',
    chapter: 'לפי פרק',
    mishnah: 'לפי משנה',
    daf: 'לפי דף',
    book: 'לפי ספר',
    hilchot: 'לפי הלכות',
    dayOfMonth: 'לפי ימי החודש',
    dayOfWeek: 'לפי ימי השבוע',
  },
  organizer: 'בארגון {name}',
  siyumOn: 'הסיום ב־{date}',
  shareProgress: '{completed} מתוך {total} חלקים נלמדו',
  daysLeftOne: 'נותר יום אחד',
  daysLeftOther: 'נותרו {days} ימים',
  today: 'היום',
  completed: 'הושלם',
  datePassed: 'התאריך עבר',
  progressLabel: 'חלקים שנלמדו',
  progressLine: '{completed} מתוך {total} נלמדו · פנויים: {open}',

  searchLabel: 'חיפוש סיומים',
  searchPlaceholder: 'שם או הקדשה',
  filtersLabel: 'חיפוש סיום',
  corpusLabel: 'לימוד',
  corpusAll: 'כל הלימודים',
  statusLabel: 'מצב',
  status: {
    all: 'הכול',
    needsLearners: 'מחפשים לומדים',
    inProgress: 'בלימוד',
    completed: 'הושלמו',
  },
  sortLabel: 'מיון לפי',
  sort: {
    targetDate: 'תאריך הסיום (הקרוב ביותר)',
    createdAt: 'החדשים ביותר',
  },
  resultCountOne: 'סיום אחד',
  resultCountOther: '{count} סיומים',
  // "{count}+" would be reordered around the digits in a right-to-left line.
  resultCountAtLeast: 'לפחות {count} סיומים',
  resultsLabel: 'סיומים',
  loading: 'טוען סיומים…',
  empty: 'אין סיומים שמתאימים לחיפוש.',
  emptyHint: 'נסו מילים אחרות, או הציגו את כל הלימודים ואת כל המצבים.',
  clearSearch: 'ניקוי החיפוש',
  error: 'לא הצלחנו לטעון את הסיומים.',
  errorHint: 'בדקו את החיבור לאינטרנט ונסו שוב.',
  retry: 'נסו שוב',
  loadMore: 'טעינת סיומים נוספים',
  loadingMore: 'טוען סיומים נוספים',
} as const satisfies Translation<typeof english.siyumCommunityMessages>;
