import { daysBetween } from './calendarDates';

/**
 * Reminders (issue 22): before a siyum's date, each learner with unfinished portions hears how many
 * remain and the pace that finishes them — at 9:00 in their own time zone, on these days before.
 */
export const REMINDER_DAYS_BEFORE = [30, 7, 1] as const;
export const REMINDER_LOCAL_HOUR = 9;

/**
 * The learner's weekly summary: on this day of the week (0 = Sunday), in the half hour after 9:00
 * where they are, when they hold at least WEEKLY_DIGEST_MIN_OPEN unfinished portions.
 */
export const WEEKLY_DIGEST_DAY = 0;
export const WEEKLY_DIGEST_MIN_OPEN = 2;

/** The organizer's warning comes this many days before the date, with the open portions. */
export const ORGANIZER_WARNING_DAYS_BEFORE = 7;
/** At most this many open portions are listed in the warning (the page has the rest). */
export const ORGANIZER_WARNING_LIST_MAX = 30;

/** How often the planner looks for reminders that are due (cron): every 15 minutes reaches the :30 and :45 zones. */
export const REMINDER_PLAN_CRON = '*/15 * * * *';

/** The pace that finishes `open` portions in `daysLeft` days: one every N days, or N a day. */
export type Pacing = { kind: 'every'; days: number } | { kind: 'perDay'; count: number };

export function pacing(open: number, daysLeft: number): Pacing {
  if (daysLeft <= 0) return { kind: 'perDay', count: open };
  if (open <= daysLeft) {
    const every = Math.floor(daysLeft / open);
    return every >= 2 ? { kind: 'every', days: every } : { kind: 'perDay', count: 1 };
  }
  return { kind: 'perDay', count: Math.ceil(open / daysLeft) };
}

/** Whether `localDate` (the learner's today) is one of the reminder days before `targetDate`. */
export function isReminderDay(localDate: string, targetDate: string): boolean {
  return (REMINDER_DAYS_BEFORE as readonly number[]).includes(daysBetween(localDate, targetDate));
}
