import { describe, expect, it } from 'vitest';
import { daysBetween, isoDateIn, isPastIn } from './calendarDates';

describe('calendar dates', () => {
  const now = new Date('2026-11-25T02:30:00Z'); // still the 24th in New York, the 25th in Jerusalem

  it('today is the date in the given zone; an unknown zone is UTC', () => {
    expect(isoDateIn('America/New_York', now)).toBe('2026-11-24');
    expect(isoDateIn('Asia/Jerusalem', now)).toBe('2026-11-25');
    expect(isoDateIn('Not/AZone', now)).toBe('2026-11-25');
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('a date has passed only before today in the siyum’s zone', () => {
    expect(isPastIn('2026-11-24', 'America/New_York', now)).toBe(false); // today there
    expect(isPastIn('2026-11-24', 'Asia/Jerusalem', now)).toBe(true);
    expect(isPastIn('2026-11-25', 'Asia/Jerusalem', now)).toBe(false);
  });
});
