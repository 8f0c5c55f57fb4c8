/**
 * Calendar dates as `YYYY-MM-DD` strings: the one home of the date arithmetic the product does
 * (the community cards, the dashboard, the progress page and the server's date rule all use it).
 */

import { dateTimeFormat } from './intl';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a `YYYY-MM-DD` date in milliseconds; NaN for anything else. */
export function utcMidnight(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/**
 * Today's date (`YYYY-MM-DD`) in a time zone: a siyum counts down in its own zone, so "1 day left"
 * means the same thing to the organizer and to a learner elsewhere. An unknown zone falls back to UTC.
 */
export function isoDateIn(timeZone: string, now: Date = new Date()): string {
  const parts = (zone: string) =>
    dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .reduce<Record<string, string>>((all, part) => {
        all[part.type] = part.value;
        return all;
      }, {});
  let found: Record<string, string>;
  try {
    found = parts(timeZone);
  } catch {
    found = parts('UTC');
  }
  return `${found.year}-${found.month}-${found.day}`;
}

/** Whether a siyum date has already passed in the siyum's own time zone (today is not past). */
export function isPastIn(date: string, timeZone: string, now: Date = new Date()): boolean {
  return daysBetween(isoDateIn(timeZone, now), date) < 0;
}

/** "1 March 2030": a `YYYY-MM-DD` calendar date written out (read at noon UTC, so no zone moves it). */
export function longDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}
