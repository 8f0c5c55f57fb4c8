/**
 * The two traditional ways to say all of Tehillim on a schedule. A day runs from `from` to `to`,
 * each a chapter, or a chapter and verse where Psalm 119 is split.
 *
 * Monthly (by the day of the Hebrew month, as printed in Tehillim editions and siddurim): 30 days,
 * day 25 = 119:1–96 and day 26 = 119:97–176. `hebcal.test.ts` proves it equal to @hebcal/learning's
 * `dailyPsalms`. (In a 29-day month day 29 also reads day 30's portion; a siyum keeps the 30 days.)
 *
 * Weekly (by the day of the week, Sunday first, as printed in Tehillim editions and siddurim): 7
 * days, 1–29, 30–50, 51–72, 73–89, 90–106, 107–119, 120–150. @hebcal has no weekly table; the test
 * checks that the days follow on from each other and cover the 150 chapters once.
 */
export interface TehillimPoint {
  chapter: number;
  /** Set only where a day starts or ends inside a chapter (Psalm 119 in the monthly cycle). */
  verse?: number;
}

export interface TehillimDay {
  /** 1-based day of the month (1–30) or of the week (1 = Sunday … 7 = Shabbat). */
  day: number;
  from: TehillimPoint;
  to: TehillimPoint;
}

const day = (n: number, from: number | TehillimPoint, to: number | TehillimPoint): TehillimDay => ({
  day: n,
  from: typeof from === 'number' ? { chapter: from } : from,
  to: typeof to === 'number' ? { chapter: to } : to,
});

export const TEHILLIM_MONTH: readonly TehillimDay[] = [
  day(1, 1, 9),
  day(2, 10, 17),
  day(3, 18, 22),
  day(4, 23, 28),
  day(5, 29, 34),
  day(6, 35, 38),
  day(7, 39, 43),
  day(8, 44, 48),
  day(9, 49, 54),
  day(10, 55, 59),
  day(11, 60, 65),
  day(12, 66, 68),
  day(13, 69, 71),
  day(14, 72, 76),
  day(15, 77, 78),
  day(16, 79, 82),
  day(17, 83, 87),
  day(18, 88, 89),
  day(19, 90, 96),
  day(20, 97, 103),
  day(21, 104, 105),
  day(22, 106, 107),
  day(23, 108, 112),
  day(24, 113, 118),
  day(25, { chapter: 119, verse: 1 }, { chapter: 119, verse: 96 }),
  day(26, { chapter: 119, verse: 97 }, { chapter: 119, verse: 176 }),
  day(27, 120, 134),
  day(28, 135, 139),
  day(29, 140, 144),
  day(30, 145, 150),
];

export const TEHILLIM_WEEK: readonly TehillimDay[] = [
  day(1, 1, 29),
  day(2, 30, 50),
  day(3, 51, 72),
  day(4, 73, 89),
  day(5, 90, 106),
  day(6, 107, 119),
  day(7, 120, 150),
];

/** Day names of the weekly cycle, Sunday first. */
export const WEEKDAY_NAMES: readonly { en: string; he: string }[] = [
  { en: 'Sunday', he: 'יום א׳' },
  { en: 'Monday', he: 'יום ב׳' },
  { en: 'Tuesday', he: 'יום ג׳' },
  { en: 'Wednesday', he: 'יום ד׳' },
  { en: 'Thursday', he: 'יום ה׳' },
  { en: 'Friday', he: 'יום ו׳' },
  { en: 'Shabbat', he: 'שבת' },
];
