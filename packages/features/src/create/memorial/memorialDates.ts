/**
 * The dates that follow from a date of passing: the shloshim, the first and the next yahrzeit, and
 * the end of the 11 months of kaddish and of the 12 months of mourning.
 *
 * Loaded only when the organizer opens the memorial date chooser (a dynamic `import()`): it carries
 * Hebcal's calendar. It imports `@hebcal/hdate` — Hebcal's date package, the one `@hebcal/core`
 * re-exports `HDate` and `months` from and whose `getYahrzeit` `HebrewCalendar.getYahrzeit` calls —
 * because `@hebcal/core`'s entry registers its translations on import and cannot be tree-shaken
 * (about 53 kB gzipped against 5 kB).
 *
 * Days are counted as Rata Die (day 1 = 1 January of year 1), Hebcal's own day numbers, so no
 * `Date` and no time zone comes between a civil date and its Hebrew date.
 */
import {
  abs2hebrew,
  daysInMonth,
  getYahrzeitHD,
  hebrew2abs,
  isLeapYear,
  months,
  monthsInYear,
  type SimpleHebrewDate,
} from '@hebcal/hdate';
import type { HebrewDateParts, HebrewMonth } from '@siyum/domain';

/** The date of passing as the organizer entered it. */
export type DateOfPassing =
  /** A civil date; after sunset the Hebrew date is already the next day's. */
  | { calendar: 'gregorian'; date: string; afterSunset: boolean }
  | { calendar: 'hebrew'; date: HebrewDateParts };

/** The dates offered, in the order they fall. */
export const MEMORIAL_KINDS = [
  'shloshim',
  'kaddishEleven',
  'mourningTwelve',
  'firstYahrzeit',
  'nextYahrzeit',
] as const;
export type MemorialKind = (typeof MEMORIAL_KINDS)[number];

export interface MemorialDate {
  kind: MemorialKind;
  /** The civil date, `YYYY-MM-DD`, whose daytime is the Hebrew date below. */
  date: string;
  hebrew: HebrewDateParts;
  /** Before today: shown, but a siyum cannot be set on it. */
  past: boolean;
}

/** Why an entered date of passing gives no dates. */
export type MemorialProblem =
  /** Not a calendar date, or before the year 1000 (Hebrew 4760). */
  | 'invalid'
  /** After today. */
  | 'future'
  /** Day 30 of a month that has 29 in that year. */
  | 'noSuchDay'
  /** "Adar" in a leap year: Adar I or Adar II? */
  | 'leapYearAdar'
  /** Adar I or Adar II in a common year. */
  | 'commonYearAdar';

export type MemorialResult =
  | {
      ok: true;
      /** The day of passing: its civil date and its Hebrew date (after sunset, the next day's). */
      passing: { date: string; hebrew: HebrewDateParts };
      offers: MemorialDate[];
    }
  | { ok: false; problem: MemorialProblem };

const DAY_MS = 86_400_000;
/** Rata Die of 1970-01-01. */
const EPOCH_RD = 719_163;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIRST_YEAR = 1000;
const FIRST_HEBREW_YEAR = 4761;

/** The Rata Die of a `YYYY-MM-DD` date, or null when it is not one. */
export function isoToDay(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0–99 as 1900–1999
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return Math.round(date.getTime() / DAY_MS) + EPOCH_RD;
}

/** The `YYYY-MM-DD` date of a Rata Die. */
export function dayToIso(day: number): string {
  const date = new Date((day - EPOCH_RD) * DAY_MS);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Hebcal's month numbers (Nisan = 1 … Adar I = 12, Adar II = 13; a common year's Adar is 12). */
const MONTH_NUMBERS: Record<HebrewMonth, number> = {
  nisan: months.NISAN,
  iyyar: months.IYYAR,
  sivan: months.SIVAN,
  tamuz: months.TAMUZ,
  av: months.AV,
  elul: months.ELUL,
  tishrei: months.TISHREI,
  cheshvan: months.CHESHVAN,
  kislev: months.KISLEV,
  tevet: months.TEVET,
  shevat: months.SHVAT,
  adar: months.ADAR_I,
  adar1: months.ADAR_I,
  adar2: months.ADAR_II,
};
/** Month names by Hebcal's number; 12 is "Adar" here and becomes Adar I in a leap year. */
const MONTH_NAMES = new Map<number, HebrewMonth>(
  Object.entries(MONTH_NUMBERS)
    .filter(([name]) => name !== 'adar1')
    .map(([name, number]) => [number, name as HebrewMonth]),
);

function toParts({ yy, mm, dd }: SimpleHebrewDate): HebrewDateParts {
  const month = mm === months.ADAR_I && isLeapYear(yy) ? 'adar1' : (MONTH_NAMES.get(mm) ?? 'tishrei');
  return { day: dd, month, year: yy };
}

/** The Hebrew date of a Rata Die, as the domain names its months. */
export function hebrewPartsOfDay(day: number): HebrewDateParts {
  return toParts(abs2hebrew(day));
}

/** Why a Hebrew date is not one, or null when it is. */
export function hebrewDateProblem({ day, month, year }: HebrewDateParts): MemorialProblem | null {
  if (!Number.isInteger(year) || year < FIRST_HEBREW_YEAR || year > 9999) return 'invalid';
  if (!Number.isInteger(day) || day < 1 || day > 30) return 'invalid';
  const leap = isLeapYear(year);
  if (leap && month === 'adar') return 'leapYearAdar';
  if (!leap && (month === 'adar1' || month === 'adar2')) return 'commonYearAdar';
  return day > daysInMonth(MONTH_NUMBERS[month], year) ? 'noSuchDay' : null;
}

/** The months of a Hebrew year from Tishrei, in Hebcal's numbers. */
function monthsFromTishrei(year: number): number[] {
  const adars = isLeapYear(year) ? [months.ADAR_I, months.ADAR_II] : [months.ADAR_I];
  return [7, 8, 9, 10, 11, ...adars, 1, 2, 3, 4, 5, 6];
}

/** The month `count` months after `month` of `year` (a leap year's Adar I and Adar II both count). */
function monthsLater(year: number, month: number, count: number): { year: number; month: number } {
  let index = monthsFromTishrei(year).indexOf(month) + count;
  let current = year;
  while (index >= monthsInYear(current)) {
    index -= monthsInYear(current);
    current += 1;
  }
  return { year: current, month: monthsFromTishrei(current)[index] ?? months.TISHREI };
}

/**
 * The last day of `count` months counted from the day of passing: the day before the same day of the
 * month `count` months later (before the 1st of the next month when that month has no 30th).
 */
function lastDayOfMonths(passing: SimpleHebrewDate, count: number): number {
  const target = monthsLater(passing.yy, passing.mm, count);
  return hebrew2abs(target.year, target.month, 1) + passing.dd - 2;
}

/** Hebcal's yahrzeit (its rules for Adar, 30 Cheshvan and 30 Kislev) in a Hebrew year after the passing. */
export function yahrzeitDay(passing: SimpleHebrewDate, year: number): number {
  const yahrzeit = getYahrzeitHD(year, passing);
  if (!yahrzeit) throw new RangeError(`no yahrzeit in ${year} for a passing in ${passing.yy}`);
  return hebrew2abs(yahrzeit.yy, yahrzeit.mm, yahrzeit.dd);
}

/** The Rata Die and Hebrew date of the day of passing, or why there is none. */
function dayOfPassing(
  passing: DateOfPassing,
): { day: number; hebrew: SimpleHebrewDate } | { problem: MemorialProblem } {
  if (passing.calendar === 'hebrew') {
    const problem = hebrewDateProblem(passing.date);
    if (problem) return { problem };
    const { day, month, year } = passing.date;
    const hebrew = { yy: year, mm: MONTH_NUMBERS[month], dd: day };
    return { day: hebrew2abs(hebrew.yy, hebrew.mm, hebrew.dd), hebrew };
  }
  const day = isoToDay(passing.date);
  if (day === null || Number(passing.date.slice(0, 4)) < FIRST_YEAR) return { problem: 'invalid' };
  // After sunset the Hebrew day of the passing is the next one; its civil date stays.
  return { day, hebrew: abs2hebrew(passing.afterSunset ? day + 1 : day) };
}

/** The dates that follow from a date of passing, each marked past when before `today` (`YYYY-MM-DD`). */
export function memorialDates(passing: DateOfPassing, today: string): MemorialResult {
  const found = dayOfPassing(passing);
  if ('problem' in found) return { ok: false, problem: found.problem };
  const todayDay = isoToDay(today);
  if (todayDay === null) throw new RangeError(`memorialDates: today is not a date: ${today}`);
  if (found.day > todayDay) return { ok: false, problem: 'future' };
  const { hebrew } = found;
  // The Hebrew date of passing, as a Rata Die: the shloshim and the months count from it.
  const hebrewDay = hebrew2abs(hebrew.yy, hebrew.mm, hebrew.dd);
  const firstYahrzeit = yahrzeitDay(hebrew, hebrew.yy + 1);
  let nextYahrzeit = firstYahrzeit;
  for (let year = hebrew.yy + 2; nextYahrzeit < todayDay; year += 1) nextYahrzeit = yahrzeitDay(hebrew, year);
  const days: [MemorialKind, number][] = [
    // Day 30, the day of passing being day 1.
    ['shloshim', hebrewDay + 29],
    ['kaddishEleven', lastDayOfMonths(hebrew, 11)],
    ['mourningTwelve', lastDayOfMonths(hebrew, 12)],
    ['firstYahrzeit', firstYahrzeit],
  ];
  if (nextYahrzeit !== firstYahrzeit) days.push(['nextYahrzeit', nextYahrzeit]);
  const offers = days
    .map(([kind, day]) => ({
      kind,
      date: dayToIso(day),
      hebrew: hebrewPartsOfDay(day),
      past: day < todayDay,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    ok: true,
    passing: { date: dayToIso(found.day), hebrew: toParts(hebrew) },
    offers,
  };
}
