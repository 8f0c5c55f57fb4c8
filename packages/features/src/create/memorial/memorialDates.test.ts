/**
 * The memorial dates against Hebcal (`@hebcal/core`'s HebrewCalendar.getYahrzeit and HDate) and
 * against an oracle of our own (memorialOracle.ts): the browser's Hebrew calendar and the yahrzeit
 * rules as Hebcal documents them for getYahrzeit, written without Hebcal's code.
 */
import { HDate, HebrewCalendar } from '@hebcal/core';
import type { HebrewDateParts, HebrewMonth } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import {
  type DateOfPassing,
  dayToIso,
  isoToDay,
  type MemorialKind,
  memorialDates,
  yahrzeitDay,
} from './memorialDates';
import { addDays, civil, has, hebrewOf, isoOf, oracleMonthsEnd, oracleYahrzeit } from './memorialOracle';

const offerOf = (passing: DateOfPassing, today: string, kind: MemorialKind) => {
  const result = memorialDates(passing, today);
  if (!result.ok) throw new Error(`no dates: ${result.problem}`);
  return result.offers.find((offer) => offer.kind === kind);
};
const gregorian = (date: string, afterSunset = false): DateOfPassing => ({
  calendar: 'gregorian',
  date,
  afterSunset,
});

describe('the memorial dates over 150 years of dates of passing', () => {
  // About 11,000 dates through two calendars: it ran past Vitest's default 5 s on a loaded CI machine.
  it('match Hebcal and the oracle for every 10th day from 1900 to 2050, before and after sunset', () => {
    const seen = new Set<string>();
    let checked = 0;
    const mismatches: string[] = [];
    const passings = civil.filter(
      (date, index) => date >= '1900-01-01' && date <= '2050-12-31' && index % 10 === 0,
    );
    for (const date of passings) {
      expect(dayToIso(isoToDay(date) ?? 0)).toBe(date);
      for (const afterSunset of [false, true]) {
        const death = hebrewOf.get(afterSunset ? addDays(date, 1) : date) as HebrewDateParts;
        const result = memorialDates(gregorian(date, afterSunset), date);
        if (!result.ok) throw new Error(`${date}: ${result.problem}`);
        expect(result.passing.hebrew).toEqual(death);
        const hebcalDeath = new HDate(new Date(`${date}T12:00`));
        const hebcal = afterSunset ? hebcalDeath.next() : hebcalDeath;
        const dates = Object.fromEntries(result.offers.map((offer) => [offer.kind, offer.date]));
        expect(dates).toEqual({
          shloshim: addDays(isoOf(death), 29),
          kaddishEleven: oracleMonthsEnd(death, 11),
          mourningTwelve: oracleMonthsEnd(death, 12),
          firstYahrzeit: oracleYahrzeit(death, death.year + 1),
        });
        // The yahrzeit table: ours, Hebcal's and the oracle's for 25 years after every passing.
        const passing = { yy: hebcal.getFullYear(), mm: hebcal.getMonth(), dd: hebcal.getDate() };
        for (let year = death.year + 1; year <= death.year + 25; year += 1) {
          const fromHebcal = HebrewCalendar.getYahrzeit(year, hebcal)?.greg();
          const row = [fromHebcal && localIso(fromHebcal), dayToIso(yahrzeitDay(passing, year))];
          const expected = oracleYahrzeit(death, year);
          if (row.some((found) => found !== expected))
            mismatches.push(`${date}${afterSunset ? ' after sunset' : ''}, ${year}: ${row} ≠ ${expected}`);
          checked += 1;
        }
        seen.add(death.month);
        if (death.day === 30) seen.add(`30 ${death.month}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(250_000);
    // The table passes through both Adars of leap years and the 30ths that come and go.
    for (const edge of ['adar', 'adar1', 'adar2', '30 cheshvan', '30 kislev', '30 adar1'])
      expect(seen, edge).toContain(edge);
  }, 30_000);
});

/** A local-midnight Date (Hebcal's greg()) as `YYYY-MM-DD`. */
function localIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const hebrew = (day: number, month: HebrewMonth, year: number): DateOfPassing => ({
  calendar: 'hebrew',
  date: { day, month, year },
});
const yahrzeitIn = (passing: DateOfPassing, year: number) => {
  // The first yahrzeit seen from the day of passing, or the next one seen from a later "today".
  const today = isoOf({ year, month: 'tishrei', day: 1 });
  const offer = offerOf(passing, today, 'nextYahrzeit') ?? offerOf(passing, today, 'firstYahrzeit');
  return hebrewOf.get(offer?.date ?? '');
};

describe('the memorial dates', () => {
  it("follow Hebcal's documented example: 30 Adar I 5774 falls on 30 Shevat in 5780", () => {
    expect(offerOf(gregorian('2014-03-02'), '2014-03-02', 'firstYahrzeit')?.date).toBe('2015-02-19');
    expect(yahrzeitIn(gregorian('2014-03-02'), 5780)).toEqual({ day: 30, month: 'shevat', year: 5780 });
  });

  it('keep a passing in Adar II in the last Adar, and one in Adar I in the first', () => {
    expect(yahrzeitIn(hebrew(15, 'adar2', 5784), 5785)).toEqual({ day: 15, month: 'adar', year: 5785 });
    expect(yahrzeitIn(hebrew(15, 'adar2', 5784), 5787)).toEqual({ day: 15, month: 'adar2', year: 5787 });
    expect(yahrzeitIn(hebrew(10, 'adar1', 5784), 5785)).toEqual({ day: 10, month: 'adar', year: 5785 });
    expect(yahrzeitIn(hebrew(10, 'adar1', 5784), 5787)).toEqual({ day: 10, month: 'adar1', year: 5787 });
    // A passing in a common year's Adar: Adar I in a leap year (Hebcal's rule).
    expect(yahrzeitIn(hebrew(7, 'adar', 5785), 5787)).toEqual({ day: 7, month: 'adar1', year: 5787 });
  });

  it('move 30 Cheshvan and 30 Kislev by the first anniversary', () => {
    for (const [month, next] of [
      ['cheshvan', 'kislev'],
      ['kislev', 'tevet'],
    ] as const) {
      const long = (year: number) => has(year, month, 30);
      const years = Array.from({ length: 80 }, (_, index) => 5720 + index);
      // First anniversary without a 30th: the last day of the month ever after.
      const shortFirst = years.find((year) => long(year) && !long(year + 1)) as number;
      const withThirty = years.find((year) => year > shortFirst + 1 && long(year)) as number;
      expect(yahrzeitIn(hebrew(30, month, shortFirst), shortFirst + 1)).toEqual({
        day: 29,
        month,
        year: shortFirst + 1,
      });
      expect(yahrzeitIn(hebrew(30, month, shortFirst), withThirty)).toEqual({
        day: 30,
        month,
        year: withThirty,
      });
      // First anniversary with a 30th: the 30th, else the 1st of the next month.
      const longFirst = years.find((year) => long(year) && long(year + 1)) as number;
      const without = years.find((year) => year > longFirst + 1 && !long(year)) as number;
      expect(yahrzeitIn(hebrew(30, month, longFirst), longFirst + 1)).toEqual({
        day: 30,
        month,
        year: longFirst + 1,
      });
      expect(yahrzeitIn(hebrew(30, month, longFirst), without)).toEqual({
        day: 1,
        month: next,
        year: without,
      });
    }
  });

  it('move the Hebrew date of a passing after sunset to the next day, across a month and a year', () => {
    const month = memorialDates(gregorian('2025-10-22', true), '2025-10-22');
    expect(month.ok && month.passing).toEqual({
      date: '2025-10-22',
      hebrew: { day: 1, month: 'cheshvan', year: 5786 },
    });
    const year = memorialDates(gregorian('2025-09-22', true), '2025-09-22');
    expect(year.ok && year.passing.hebrew).toEqual({ day: 1, month: 'tishrei', year: 5786 });
    expect(offerOf(gregorian('2025-09-22', true), '2025-09-22', 'firstYahrzeit')?.date).toBe('2026-09-12');
    expect(offerOf(gregorian('2025-09-22'), '2025-09-22', 'firstYahrzeit')?.date).toBe('2026-09-11');
  });

  it('count the shloshim from the day of passing as day 1', () => {
    expect(offerOf(gregorian('2025-01-01'), '2025-01-01', 'shloshim')?.date).toBe('2025-01-30');
    expect(offerOf(gregorian('2025-01-01', true), '2025-01-01', 'shloshim')?.date).toBe('2025-01-31');
  });

  it('end the 11 and 12 months the day before the month anniversary, counting both Adars', () => {
    const common = hebrew(10, 'nisan', 5785);
    expect(hebrewOf.get(offerOf(common, '2025-04-08', 'kaddishEleven')?.date ?? '')).toEqual({
      day: 9,
      month: 'adar',
      year: 5786,
    });
    expect(hebrewOf.get(offerOf(common, '2025-04-08', 'mourningTwelve')?.date ?? '')).toEqual({
      day: 9,
      month: 'nisan',
      year: 5786,
    });
    const leap = hebrew(10, 'tishrei', 5787);
    expect(hebrewOf.get(offerOf(leap, '2026-09-21', 'kaddishEleven')?.date ?? '')).toEqual({
      day: 9,
      month: 'av',
      year: 5787,
    });
    expect(hebrewOf.get(offerOf(leap, '2026-09-21', 'mourningTwelve')?.date ?? '')).toEqual({
      day: 9,
      month: 'elul',
      year: 5787,
    });
    // From the 1st: the last day of the month before.
    expect(
      hebrewOf.get(offerOf(hebrew(1, 'kislev', 5785), '2024-12-02', 'kaddishEleven')?.date ?? ''),
    ).toEqual({ day: 30, month: 'tishrei', year: 5786 });
  });

  it('offer the next yahrzeit from today, and mark the dates already past', () => {
    const result = memorialDates(gregorian('2020-05-01'), '2025-06-01');
    if (!result.ok) throw new Error(result.problem);
    const death = hebrewOf.get('2020-05-01') as HebrewDateParts;
    expect(result.offers.map((offer) => [offer.kind, offer.past])).toEqual([
      ['shloshim', true],
      ['kaddishEleven', true],
      ['mourningTwelve', true],
      ['firstYahrzeit', true],
      ['nextYahrzeit', false],
    ]);
    expect(result.offers.at(-1)?.date).toBe(oracleYahrzeit(death, death.year + 6));
    // On the day itself the yahrzeit is not past, and the first yahrzeit is not offered twice.
    const first = offerOf(gregorian('2020-05-01'), '2020-05-01', 'firstYahrzeit')?.date ?? '';
    expect(offerOf(gregorian('2020-05-01'), first, 'firstYahrzeit')?.past).toBe(false);
    expect(offerOf(gregorian('2020-05-01'), first, 'nextYahrzeit')).toBeUndefined();
  });

  it('say why an entered date gives no dates', () => {
    const problem = (passing: DateOfPassing) => {
      const result = memorialDates(passing, '2025-06-01');
      return result.ok ? null : result.problem;
    };
    expect(problem(gregorian('2025-06-02'))).toBe('future');
    expect(problem(gregorian('2025-02-30'))).toBe('invalid');
    expect(problem(gregorian('0999-12-31'))).toBe('invalid');
    expect(problem(hebrew(30, 'iyyar', 5784))).toBe('noSuchDay');
    expect(problem(hebrew(30, 'cheshvan', 5784))).toBe('noSuchDay');
    expect(problem(hebrew(5, 'adar', 5784))).toBe('leapYearAdar');
    expect(problem(hebrew(5, 'adar1', 5785))).toBe('commonYearAdar');
    expect(problem(hebrew(5, 'nisan', 4000))).toBe('invalid');
    expect(problem(hebrew(5, 'nisan', 5785))).toBe(null);
  });
});
