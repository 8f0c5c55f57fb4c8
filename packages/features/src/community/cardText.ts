/**
 * What a siyum card says, as pure functions: the date state (days left, completed, date passed),
 * the dedication line and the counts. No React, no DOM: unit-tested in node. Each takes the
 * community section of the catalogue, the English one unless the card passes its provider's.
 */
import {
  type DedicationKind,
  dateTimeFormat,
  daysBetween,
  format,
  formatNumber,
  isoDateIn,
  type Progress,
  pluralForm,
  type Siyum,
  siyumCommunityMessages,
  utcMidnight,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';

export type CommunityMessages = UiMessages['siyumCommunity'];
/** What numbers and dates are written by: a catalogue section's `locale` (the card's, the dashboard's). */
export type NumberLocale = Pick<CommunityMessages, 'locale'>;

// The date arithmetic lives in the domain; the widgets import it from here as they always did.
export { daysBetween, isoDateIn };

/** Every portion learned (a siyum without portions is never complete). */
export function isComplete(progress: Progress): boolean {
  return progress.total > 0 && progress.completed >= progress.total;
}

/** How far a date is from today: gone by, today, or days to go. */
export type DayDistance = { kind: 'passed' } | { kind: 'today' } | { kind: 'upcoming'; daysLeft: number };

/**
 * Where `targetDate` stands on `today` (both `YYYY-MM-DD`); a date that is not one counts as
 * upcoming with no days left. A siyum's card and my learnings' due dates both count this way.
 */
export function dayDistance(targetDate: string, today: string): DayDistance {
  const daysLeft = daysBetween(today, targetDate);
  if (Number.isNaN(daysLeft)) return { kind: 'upcoming', daysLeft: 0 };
  if (daysLeft < 0) return { kind: 'passed' };
  if (daysLeft === 0) return { kind: 'today' };
  return { kind: 'upcoming', daysLeft };
}

export type SiyumDateState = { kind: 'completed' } | DayDistance;

/** Where a siyum stands on `today`: finished, past its date unfinished, due today, or days to go. */
export function siyumDateState(siyum: Pick<Siyum, 'targetDate' | 'progress'>, today: string): SiyumDateState {
  if (isComplete(siyum.progress)) return { kind: 'completed' };
  return dayDistance(siyum.targetDate, today);
}

/**
 * `one` for a single day, else `other` with the `{days}` filled in: "1 day left", "97 days left"
 * (the plural rule of the section's `locale`).
 */
export function daysText(
  days: number,
  one: string,
  other: string,
  messages: NumberLocale = siyumCommunityMessages,
): string {
  return format(pluralForm(days, one, other, messages.locale), { days: formatCount(days, messages) });
}

/** "1 day left" / "97 days left" / "Today" / "Completed" / "Date passed". */
export function dateStateText(state: SiyumDateState, messages: CommunityMessages = siyumCommunityMessages) {
  if (state.kind === 'upcoming')
    return daysText(state.daysLeft, messages.daysLeftOne, messages.daysLeftOther, messages);
  const words: Record<typeof state.kind, string> = {
    completed: messages.completed,
    passed: messages.datePassed,
    today: messages.today,
  };
  return words[state.kind];
}

/** "1 March 2030": the siyum's calendar date as written, whatever the reader's time zone. */
export function formatSiyumDate(isoDate: string, messages: NumberLocale = siyumCommunityMessages) {
  const time = utcMidnight(isoDate);
  if (Number.isNaN(time)) return isoDate;
  return dateTimeFormat(messages.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(time);
}

export function formatCount(count: number, messages: NumberLocale = siyumCommunityMessages): string {
  return formatNumber(count, messages.locale);
}

/** The dedication line, or nothing for 'none' or a dedication without names (the link preview's too). */
export function dedicationLine(
  kind: DedicationKind,
  names: string,
  messages: CommunityMessages = siyumCommunityMessages,
): string | null {
  // The rule of the domain's `dedicationText` (the link preview's line), in the given wording.
  const trimmed = names.trim();
  if (kind === 'none' || trimmed === '') return null;
  return format(messages.dedication[kind], { names: trimmed });
}

/** "120 of 525 learned · 105 open". */
export function progressLine(progress: Progress, messages: CommunityMessages = siyumCommunityMessages) {
  return format(messages.progressLine, {
    completed: formatCount(progress.completed, messages),
    total: formatCount(progress.total, messages),
    open: formatCount(progress.open, messages),
  });
}

/** "1 siyum" / "12 siyumim" / "1,000+ siyumim" (`atLeast`: the count stopped at its cap). */
export function resultCount(
  total: number,
  atLeast = false,
  messages: CommunityMessages = siyumCommunityMessages,
): string {
  const count = formatCount(total, messages);
  if (atLeast) return format(messages.resultCountAtLeast, { count });
  return format(pluralForm(total, messages.resultCountOne, messages.resultCountOther, messages.locale), {
    count,
  });
}
