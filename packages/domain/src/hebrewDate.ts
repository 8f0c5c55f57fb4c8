/**
 * The Hebrew (Jewish calendar) date of a civil date, for showing beside the Gregorian one:
 * "1 Kislev 5787" / "א׳ כסלו תשפ״ז".
 *
 * Built on the browser's own `Intl.DateTimeFormat` with the `-u-ca-hebrew` calendar (no library in
 * the bundle). Only ICU's numbers are used as they come; the month is identified from ICU's English
 * name and written from our own table, so the output does not change with the ICU version. Should an
 * ICU ever name a month differently, the month is found by counting months back to Tishrei instead.
 *
 * A siyum date is a civil date (`YYYY-MM-DD`): it is read as that day at noon UTC, so no time zone
 * can move it to a neighbouring day, and the result is the Hebrew date of that day's daytime. (The
 * Hebrew date of an evening already belongs to the next day from nightfall; a civil date has none.)
 */
import { hebrewNumeral } from './texts/hebrewNumerals';

/** The months in the order of the year from Tishrei, with the names we write. */
export const HEBREW_MONTHS = {
  tishrei: { en: 'Tishrei', he: 'תשרי' },
  cheshvan: { en: 'Cheshvan', he: 'חשוון' },
  kislev: { en: 'Kislev', he: 'כסלו' },
  tevet: { en: 'Tevet', he: 'טבת' },
  shevat: { en: 'Shevat', he: 'שבט' },
  /** Adar of a common year. */
  adar: { en: 'Adar', he: 'אדר' },
  /** The added month of a leap year. */
  adar1: { en: 'Adar I', he: 'אדר א׳' },
  adar2: { en: 'Adar II', he: 'אדר ב׳' },
  nisan: { en: 'Nisan', he: 'ניסן' },
  iyyar: { en: 'Iyyar', he: 'אייר' },
  sivan: { en: 'Sivan', he: 'סיוון' },
  tamuz: { en: 'Tamuz', he: 'תמוז' },
  av: { en: 'Av', he: 'אב' },
  elul: { en: 'Elul', he: 'אלול' },
} as const;

export type HebrewMonth = keyof typeof HEBREW_MONTHS;
export type HebrewDateLocale = 'en' | 'he';

export interface HebrewDateParts {
  /** Day of the month, 1–30. */
  day: number;
  month: HebrewMonth;
  /** Year from creation (anno mundi), e.g. 5787. */
  year: number;
}

const COMMON_YEAR: readonly HebrewMonth[] = [
  'tishrei',
  'cheshvan',
  'kislev',
  'tevet',
  'shevat',
  'adar',
  'nisan',
  'iyyar',
  'sivan',
  'tamuz',
  'av',
  'elul',
];
const LEAP_YEAR: readonly HebrewMonth[] = [
  ...COMMON_YEAR.slice(0, 5),
  'adar1',
  'adar2',
  ...COMMON_YEAR.slice(6),
];

/** ICU's English month names (CLDR), and the usual other spellings, lower case without spaces. */
const ICU_MONTH_NAMES: Readonly<Record<string, HebrewMonth>> = {
  tishri: 'tishrei',
  tishrei: 'tishrei',
  heshvan: 'cheshvan',
  cheshvan: 'cheshvan',
  marcheshvan: 'cheshvan',
  kislev: 'kislev',
  tevet: 'tevet',
  teveth: 'tevet',
  shevat: 'shevat',
  shvat: 'shevat',
  adar: 'adar',
  adari: 'adar1',
  adarii: 'adar2',
  nisan: 'nisan',
  iyar: 'iyyar',
  iyyar: 'iyyar',
  sivan: 'sivan',
  tamuz: 'tamuz',
  tammuz: 'tamuz',
  av: 'av',
  elul: 'elul',
};

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A leap year (13 months) is year 3, 6, 8, 11, 14, 17 or 19 of the 19-year cycle. */
export function isHebrewLeapYear(year: number): boolean {
  return (7 * year + 1) % 19 < 7;
}

/** Noon UTC of a `YYYY-MM-DD` calendar date, or NaN when it is not one (e.g. 2025-02-30). */
function utcNoon(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads years 0–99 as 1900–1999
  date.setUTCHours(12);
  const valid =
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return valid ? date.getTime() : Number.NaN;
}

/** The tag the Hebrew calendar is read with (public/boot/intl.js warms it too). */
export const HEBREW_CALENDAR_TAG = 'en-u-ca-hebrew-nu-latn';

let formatter: Intl.DateTimeFormat | undefined;

/** ICU's day, month name and year of an instant in the Hebrew calendar (Latin digits, UTC). */
function icuParts(time: number): { day: number; monthName: string; year: number } {
  formatter ??= new Intl.DateTimeFormat(HEBREW_CALENDAR_TAG, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  let day = Number.NaN;
  let year = Number.NaN;
  let monthName = '';
  for (const part of formatter.formatToParts(time)) {
    if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') monthName = part.value;
  }
  return { day, monthName, year };
}

/**
 * The month of the Hebrew date at `time` without reading ICU's month name: step back to the last day
 * of each earlier month (its day number is that month's length) until the year changes, counting
 * months from Tishrei. At most 13 lookups.
 */
export function hebrewMonthByCounting(time: number): HebrewMonth {
  const { day, year } = icuParts(time);
  let ordinal = 1;
  let lastOfPrevious = time - day * DAY_MS;
  for (;;) {
    const previous = icuParts(lastOfPrevious);
    if (previous.year !== year || ordinal >= 13) break;
    ordinal += 1;
    lastOfPrevious -= previous.day * DAY_MS;
  }
  const months = isHebrewLeapYear(year) ? LEAP_YEAR : COMMON_YEAR;
  return months[ordinal - 1] ?? 'elul';
}

/** Day, month and year of the Hebrew date of a `YYYY-MM-DD` civil date; null if it is not one. */
export function hebrewDateParts(isoDate: string): HebrewDateParts | null {
  const time = utcNoon(isoDate);
  if (Number.isNaN(time)) return null;
  const { day, monthName, year } = icuParts(time);
  if (!Number.isInteger(day) || !Number.isInteger(year)) return null;
  const month =
    ICU_MONTH_NAMES[monthName.toLowerCase().replace(/[^a-z]/g, '')] ?? hebrewMonthByCounting(time);
  return { day, month, year };
}

/** The year in Hebrew letters without the thousands (תשפ״ז); a round thousand as "ו׳ אלפים". */
function hebrewYear(year: number): string {
  const rest = year % 1000;
  return rest === 0 ? `${hebrewNumeral(year / 1000)} אלפים` : hebrewNumeral(rest);
}

/** Writes Hebrew date parts: "1 Kislev 5787" in English, "א׳ כסלו תשפ״ז" in Hebrew. */
export function formatHebrewDate(parts: HebrewDateParts, locale: HebrewDateLocale): string {
  const month = HEBREW_MONTHS[parts.month];
  return locale === 'he'
    ? `${hebrewNumeral(parts.day)} ${month.he} ${hebrewYear(parts.year)}`
    : `${parts.day} ${month.en} ${parts.year}`;
}

/**
 * The Hebrew date of a civil date (`YYYY-MM-DD`), during that day's daytime:
 * `hebrewDate('2026-11-12', 'en')` → "2 Kislev 5787", `hebrewDate('2026-11-12', 'he')` → "ב׳ כסלו תשפ״ז".
 * Throws a RangeError for anything that is not a calendar date.
 */
export function hebrewDate(isoDate: string, locale: HebrewDateLocale): string {
  const parts = hebrewDateParts(isoDate);
  if (!parts) throw new RangeError(`hebrewDate: not a YYYY-MM-DD date: ${isoDate}`);
  return formatHebrewDate(parts, locale);
}
