/** The siyum date as the wizard reads it: a `YYYY-MM-DD` day, compared with today. Pure. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day's UTC midnight in milliseconds; null when `date` is not a YYYY-MM-DD date. */
export function dateValue(date: string): number | null {
  if (!ISO_DATE.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** True when both are YYYY-MM-DD dates and `date` comes before `today`. */
export function isBeforeToday(date: string, today: string): boolean {
  const day = dateValue(date);
  const now = dateValue(today);
  return day !== null && now !== null && day < now;
}
