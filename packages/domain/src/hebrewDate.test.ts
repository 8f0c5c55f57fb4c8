import { HDate, months } from '@hebcal/core';
import { describe, expect, it } from 'vitest';
import {
  type HebrewMonth,
  hebrewDate,
  hebrewDateParts,
  hebrewMonthByCounting,
  isHebrewLeapYear,
} from './hebrewDate';

const DAY_MS = 86_400_000;
/** Rata Die (day 1 = 1 January of year 1) of 1970-01-01, the day HDate counts from. */
const RD_1970_01_01 = 719_163;

/** Hebcal's month number (Nisan = 1 … Adar I = 12, Adar II = 13) as our month id. */
function hebcalMonth(hd: HDate): HebrewMonth {
  const leap = HDate.isLeapYear(hd.getFullYear());
  const byNumber: Record<number, HebrewMonth> = {
    [months.NISAN]: 'nisan',
    [months.IYYAR]: 'iyyar',
    [months.SIVAN]: 'sivan',
    [months.TAMUZ]: 'tamuz',
    [months.AV]: 'av',
    [months.ELUL]: 'elul',
    [months.TISHREI]: 'tishrei',
    [months.CHESHVAN]: 'cheshvan',
    [months.KISLEV]: 'kislev',
    [months.TEVET]: 'tevet',
    [months.SHVAT]: 'shevat',
    [months.ADAR_I]: leap ? 'adar1' : 'adar',
    [months.ADAR_II]: 'adar2',
  };
  const month = byNumber[hd.getMonth()];
  if (!month) throw new Error(`unknown hebcal month ${hd.getMonth()}`);
  return month;
}

/** Every civil date from `from` to `to` (inclusive) as `YYYY-MM-DD` with its y/m/d. */
function* days(from: string, to: string) {
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= end; time += DAY_MS) {
    const date = new Date(time);
    yield {
      iso: date.toISOString().slice(0, 10),
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
    };
  }
}

describe('hebrewDate', () => {
  it('matches @hebcal/core for every day from 1950 to 2100 (day, month incl. Adar I/II, year)', () => {
    let compared = 0;
    let adar1 = 0;
    let adar2 = 0;
    const mismatches: string[] = [];
    for (const { iso, year, month, day } of days('1950-01-01', '2100-12-31')) {
      // HDate reads a Date's local calendar day: give it that civil day at local noon. A zone that
      // skipped the day (Pacific/Kiritimati, 1994-12-31) has no such local day: use its R.D. number.
      const local = new Date(year, month, day, 12);
      const expected = new HDate(
        local.getDate() === day ? local : RD_1970_01_01 + Date.UTC(year, month, day) / DAY_MS,
      );
      const actual = hebrewDateParts(iso);
      const want = { day: expected.getDate(), month: hebcalMonth(expected), year: expected.getFullYear() };
      if (!actual || actual.day !== want.day || actual.month !== want.month || actual.year !== want.year) {
        mismatches.push(`${iso}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(want)}`);
      }
      if (want.month === 'adar1') adar1 += 1;
      if (want.month === 'adar2') adar2 += 1;
      compared += 1;
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBe(55_152);
    // 1950–2100 holds ~56 leap years: Adar I (30 days) and Adar II (29 days) each came up.
    expect(adar1).toBeGreaterThan(50 * 30);
    expect(adar2).toBeGreaterThan(50 * 29);
  });

  it('finds the same month by counting months back to Tishrei (every 3rd day, 1950–2100)', () => {
    const mismatches: string[] = [];
    let index = 0;
    for (const { iso } of days('1950-01-01', '2100-12-31')) {
      index += 1;
      if (index % 3 !== 0) continue;
      const parts = hebrewDateParts(iso);
      const counted = hebrewMonthByCounting(Date.parse(`${iso}T12:00:00Z`));
      if (parts?.month !== counted) mismatches.push(`${iso}: ${parts?.month} ≠ ${counted}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('writes conventional English and Hebrew forms', () => {
    expect(hebrewDate('2026-11-12', 'en')).toBe('2 Kislev 5787');
    expect(hebrewDate('2026-11-12', 'he')).toBe('ב׳ כסלו תשפ״ז');
    expect(hebrewDate('2026-09-12', 'en')).toBe('1 Tishrei 5787');
    expect(hebrewDate('2025-10-25', 'en')).toBe('3 Cheshvan 5786');
    expect(hebrewDate('2025-10-25', 'he')).toBe('ג׳ חשוון תשפ״ו');
    expect(hebrewDate('2025-03-14', 'en')).toBe('14 Adar 5785');
    expect(hebrewDate('2025-03-14', 'he')).toBe('י״ד אדר תשפ״ה');
    // 5784 is a leap year: Purim is 14 Adar II; Purim Katan 14 Adar I.
    expect(hebrewDate('2024-02-23', 'en')).toBe('14 Adar I 5784');
    expect(hebrewDate('2024-02-23', 'he')).toBe('י״ד אדר א׳ תשפ״ד');
    expect(hebrewDate('2024-03-24', 'en')).toBe('14 Adar II 5784');
    expect(hebrewDate('2024-03-24', 'he')).toBe('י״ד אדר ב׳ תשפ״ד');
    expect(hebrewDate('2024-05-14', 'en')).toBe('6 Iyyar 5784');
    expect(hebrewDate('2024-06-12', 'en')).toBe('6 Sivan 5784');
    expect(hebrewDate('2024-07-23', 'en')).toBe('17 Tamuz 5784');
    expect(hebrewDate('2024-08-13', 'en')).toBe('9 Av 5784');
    expect(hebrewDate('2024-08-13', 'he')).toBe('ט׳ אב תשפ״ד');
    expect(hebrewDate('2025-09-22', 'en')).toBe('29 Elul 5785');
    expect(hebrewDate('2025-04-13', 'he')).toBe('ט״ו ניסן תשפ״ה');
    expect(hebrewDate('2026-02-02', 'he')).toBe('ט״ו שבט תשפ״ו');
    expect(hebrewDate('2026-02-03', 'he')).toBe('ט״ז שבט תשפ״ו');
    expect(hebrewDate('2025-12-30', 'en')).toBe('10 Tevet 5786');
    expect(hebrewDate('2025-12-30', 'he')).toBe('י׳ טבת תשפ״ו');
    expect(hebrewDate('2026-04-02', 'he')).toBe('ט״ו ניסן תשפ״ו');
    expect(hebrewDate('1948-05-14', 'he')).toBe('ה׳ אייר תש״ח');
    expect(hebrewDate('2039-09-19', 'he')).toBe('א׳ תשרי ת״ת');
    expect(hebrewDate('2030-03-01', 'en')).toBe('26 Adar I 5790');
  });

  it('is the same civil day whatever the reader’s time zone (noon UTC)', () => {
    // The 1st of Tishrei 5787 begins the evening of 11 September 2026; the civil date 12 September
    // is its daytime, and 11 September is still Elul everywhere.
    expect(hebrewDate('2026-09-11', 'en')).toBe('29 Elul 5786');
    expect(hebrewDate('2026-09-12', 'en')).toBe('1 Tishrei 5787');
  });

  it('leap years follow the 19-year cycle', () => {
    expect([5784, 5785, 5786, 5787].map(isHebrewLeapYear)).toEqual([true, false, false, true]);
    for (let year = 5700; year < 5900; year++) expect(isHebrewLeapYear(year)).toBe(HDate.isLeapYear(year));
  });

  it('rejects what is not a calendar date', () => {
    expect(hebrewDateParts('2025-02-30')).toBeNull();
    expect(hebrewDateParts('2025-2-3')).toBeNull();
    expect(hebrewDateParts('')).toBeNull();
    expect(() => hebrewDate('tomorrow', 'en')).toThrow(RangeError);
  });
});
