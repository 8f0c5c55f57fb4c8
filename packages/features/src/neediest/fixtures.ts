/** Sample answers of siyum.neediest for the stories: neediest first, as the server ranks them. */
import type { NeediestSiyum } from '@siyum/domain';

/** Due today with four open: the most urgent. */
export const dueToday: NeediestSiyum = {
  id: 31,
  title: 'Tehillim for the hostages',
  dedicationKind: 'other',
  dedicationNames: 'For the safe return of the captives',
  corpus: 'tehillim',
  corpusName: { en: 'Tehillim', he: 'תהלים' },
  unit: 'chapter',
  targetDate: '2026-11-24',
  open: 4,
  total: 150,
  daysLeft: 0,
};

/** Thirty open in ten days, in memory of someone. */
export const inMemory: NeediestSiyum = {
  id: 12,
  title: 'Mishnah in memory of Sarah bat Avraham',
  dedicationKind: 'memory',
  dedicationNames: 'Sarah bat Avraham',
  corpus: 'mishnah',
  corpusName: { en: 'Mishnah', he: 'משנה' },
  unit: 'tractate',
  targetDate: '2026-12-04',
  open: 30,
  total: 63,
  daysLeft: 10,
};

/** A Hebrew title, one open portion, one day left. */
export const hebrewTitle: NeediestSiyum = {
  id: 7,
  title: 'ש״ס לרפואה שלמה',
  dedicationKind: 'healing',
  dedicationNames: 'חיה לאה בת מרים',
  corpus: 'bavli',
  corpusName: { en: 'Talmud Bavli', he: 'תלמוד בבלי' },
  unit: 'daf',
  targetDate: '2026-11-25',
  open: 1,
  total: 2711,
  daysLeft: 1,
};

export const neediestSample: readonly NeediestSiyum[] = [dueToday, inMemory, hebrewTitle];
