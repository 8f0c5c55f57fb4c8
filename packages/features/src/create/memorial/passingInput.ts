import { HEBREW_MONTHS, type HebrewMonth } from '@siyum/domain';
import type { DateOfPassing } from './memorialDates';

/** What the organizer has typed so far: both calendars' fields, kept while they switch between them. */
export interface PassingInput {
  calendar: DateOfPassing['calendar'];
  /** The civil date, `YYYY-MM-DD`, or '' while the date field is incomplete. */
  date: string;
  afterSunset: boolean;
  day: string;
  month: HebrewMonth | '';
  year: string;
}

export const EMPTY_PASSING: PassingInput = {
  calendar: 'gregorian',
  date: '',
  afterSunset: false,
  day: '',
  month: '',
  year: '',
};

/**
 * The months offered for a Hebrew date, in the order of the year ("Adar" is a common year's): the
 * domain's month table is written in that order.
 */
export const HEBREW_MONTH_ORDER = Object.keys(HEBREW_MONTHS) as readonly HebrewMonth[];

/** The date of passing once every field of the chosen calendar is filled (a four-digit year), else null. */
export function dateOfPassing(input: PassingInput): DateOfPassing | null {
  if (input.calendar === 'gregorian')
    return input.date ? { calendar: 'gregorian', date: input.date, afterSunset: input.afterSunset } : null;
  if (!input.day || !input.month || !/^\d{4}$/.test(input.year.trim())) return null;
  return {
    calendar: 'hebrew',
    date: { day: Number(input.day), month: input.month, year: Number(input.year.trim()) },
  };
}
