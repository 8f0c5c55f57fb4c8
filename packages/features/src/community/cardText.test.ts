import { siyumCommunityMessages as c, type DedicationKind, type Progress } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  dedicationLine,
  formatSiyumDate,
  isoDateIn,
  progressLine,
  resultCount,
  siyumDateState,
} from './cardText';

const progress = (completed: number, total: number): Progress => ({
  total,
  completed,
  claimed: 0,
  open: total - completed,
});

describe('daysBetween', () => {
  it.each([
    ['2026-11-24', '2027-03-01', 97],
    ['2026-11-24', '2026-11-25', 1],
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-10', -14],
    // Across a daylight-saving change and a leap day, still whole days.
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-28', '2026-03-30', 2],
  ])('%s → %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('siyumDateState', () => {
  it.each([
    ['upcoming', '2027-03-01', progress(120, 525), { kind: 'upcoming', daysLeft: 97 }],
    ['due today', '2026-11-24', progress(120, 525), { kind: 'today' }],
    ['past, unfinished', '2026-11-10', progress(40, 63), { kind: 'passed' }],
    ['finished before the date', '2027-03-01', progress(12, 12), { kind: 'completed' }],
    ['finished after the date', '2026-11-10', progress(12, 12), { kind: 'completed' }],
    ['no portions is never complete', '2026-11-10', progress(0, 0), { kind: 'passed' }],
  ])('%s', (_, targetDate, p, expected) => {
    expect(siyumDateState({ targetDate, progress: p }, '2026-11-24')).toEqual(expected);
  });
});

describe('isoDateIn', () => {
  // 2026-11-24 22:30 UTC is already the 25th in Jerusalem and still the 24th in New York.
  const now = new Date('2026-11-24T22:30:00Z');
  it.each([
    ['Asia/Jerusalem', '2026-11-25'],
    ['America/New_York', '2026-11-24'],
    ['UTC', '2026-11-24'],
    ['Not/AZone', '2026-11-24'],
  ])('%s → %s', (zone, date) => {
    expect(isoDateIn(zone, now)).toBe(date);
  });
});

describe('dedicationLine', () => {
  it.each<[DedicationKind, string, string | null]>([
    ['memory', 'Sarah bat Avraham', 'L’iluy nishmas Sarah bat Avraham'],
    ['healing', 'Chaya Leah bas Miriam', 'Refuah shleimah for Chaya Leah bas Miriam'],
    ['success', 'Shira bas Devorah', 'Hatzlacha for Shira bas Devorah'],
    ['honor', 'Rav Shimon Adler', 'In honor of Rav Shimon Adler'],
    ['other', 'For the bar mitzvah of Eli', 'For the bar mitzvah of Eli'],
    ['none', 'Sarah bat Avraham', null],
    ['memory', '   ', null],
    // Names are text, not a template.
    ['honor', '{names} {x}', 'In honor of {names} {x}'],
  ])('%s %j', (kind, names, line) => {
    expect(dedicationLine(kind, names)).toBe(line);
  });

  it('writes the line in the wording it is given', () => {
    const wording = { ...c, dedication: { ...c.dedication, honor: 'Lekavod {names}' } };
    expect(dedicationLine('honor', ' Rav Shimon ', wording)).toBe('Lekavod Rav Shimon');
    expect(dedicationLine('none', 'Rav Shimon', wording)).toBeNull();
  });
});

describe('texts', () => {
  it('writes the siyum date as the calendar date, whatever the zone', () => {
    expect(formatSiyumDate('2027-03-01')).toBe('1 March 2027');
    expect(formatSiyumDate('not a date')).toBe('not a date');
  });

  it('counts with separators', () => {
    expect(progressLine({ total: 2711, completed: 812, claimed: 1406, open: 493 })).toBe(
      '812 of 2,711 learned · 493 open',
    );
  });

  it.each([
    [0, '0 siyumim'],
    [1, '1 siyum'],
    [12, '12 siyumim'],
    [1200, '1,200 siyumim'],
  ])('%i results read "%s"', (total, text) => {
    expect(resultCount(total)).toBe(text);
  });

  it('a capped count reads "1,000+ siyumim"', () => {
    expect(resultCount(1000, true)).toBe('1,000+ siyumim');
  });
});
