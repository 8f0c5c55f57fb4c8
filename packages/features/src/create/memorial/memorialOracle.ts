/**
 * The test oracle of the memorial dates (memorialDates.test.ts), independent of Hebcal: the
 * browser's Hebrew calendar (ICU, through the domain's `hebrewDateParts`) for every civil day from
 * 1899 to 2085, and the yahrzeit rules as Hebcal's getYahrzeit documentation states them.
 * Imported by the test only.
 */
import { type HebrewDateParts, type HebrewMonth, hebrewDateParts, isHebrewLeapYear } from '@siyum/domain';

const DAY_MS = 86_400_000;
const key = (year: number, month: HebrewMonth, day: number) => `${year} ${month} ${day}`;

/** Every civil day from 1899 to 2085 with its Hebrew date from ICU: the oracle's calendar. */
export const civil: string[] = [];
const civilIndex = new Map<string, number>();
const byHebrew = new Map<string, string>();
export const hebrewOf = new Map<string, HebrewDateParts>();
for (let time = Date.UTC(1899, 8, 1); time <= Date.UTC(2085, 11, 31); time += DAY_MS) {
  const iso = new Date(time).toISOString().slice(0, 10);
  const parts = hebrewDateParts(iso);
  if (!parts) throw new Error(`ICU has no Hebrew date for ${iso}`);
  civilIndex.set(iso, civil.length);
  civil.push(iso);
  hebrewOf.set(iso, parts);
  byHebrew.set(key(parts.year, parts.month, parts.day), iso);
}
export const addDays = (iso: string, days: number) =>
  civil[(civilIndex.get(iso) ?? Number.NaN) + days] as string;
export const isoOf = ({ year, month, day }: HebrewDateParts): string => {
  const iso = byHebrew.get(key(year, month, day));
  if (!iso) throw new Error(`the oracle has no ${key(year, month, day)}`);
  return iso;
};
export const has = (year: number, month: HebrewMonth, day: number) => byHebrew.has(key(year, month, day));

const COMMON: HebrewMonth[] = ['tishrei', 'cheshvan', 'kislev', 'tevet', 'shevat', 'adar'];
const REST: HebrewMonth[] = ['nisan', 'iyyar', 'sivan', 'tamuz', 'av', 'elul'];
const monthsOf = (year: number): HebrewMonth[] =>
  isHebrewLeapYear(year) ? [...COMMON.slice(0, 5), 'adar1', 'adar2', ...REST] : [...COMMON, ...REST];

/** The yahrzeit in `year` by the rules of Hebcal's getYahrzeit documentation. */
export function oracleYahrzeit(death: HebrewDateParts, year: number): string {
  const leap = isHebrewLeapYear(year);
  const firstYear = death.year + 1;
  const lastDayOf = (month: HebrewMonth) => ({ year, month, day: has(year, month, 30) ? 30 : 29 });
  // 30 Cheshvan / 30 Kislev: when the first anniversary has no 30th, the last day of the month.
  if (death.day === 30 && death.month === 'cheshvan' && !has(firstYear, 'cheshvan', 30))
    return isoOf(lastDayOf('cheshvan'));
  if (death.day === 30 && death.month === 'kislev' && !has(firstYear, 'kislev', 30))
    return isoOf(lastDayOf('kislev'));
  let { day, month } = death;
  if (month === 'adar2') month = leap ? 'adar2' : 'adar';
  else if (month === 'adar1' && day === 30 && !leap) month = 'shevat';
  else if (month === 'adar' || month === 'adar1') month = leap ? 'adar1' : 'adar';
  // Otherwise the same day, or the 1st of the next month when this year's month has no 30th.
  if (day === 30 && !has(year, month, 30)) {
    day = 1;
    month = month === 'cheshvan' ? 'kislev' : 'tevet';
  }
  return isoOf({ year, month, day });
}

/** The last day of `count` months from the Hebrew date of passing. */
export function oracleMonthsEnd(death: HebrewDateParts, count: number): string {
  let year = death.year;
  let index = monthsOf(year).indexOf(death.month) + count;
  while (index >= monthsOf(year).length) {
    index -= monthsOf(year).length;
    year += 1;
  }
  const month = monthsOf(year)[index] as HebrewMonth;
  // The day before the same day of that month; a 30th it lacks makes its 29th the last day.
  return has(year, month, death.day)
    ? addDays(isoOf({ year, month, day: death.day }), -1)
    : isoOf({ year, month, day: 29 });
}
