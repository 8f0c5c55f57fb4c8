/**
 * What a siyum card says, as pure functions: the date state (days left, completed, date passed),
 * the dedication line and the counts. No React, no DOM: unit-tested in node.
 */
import {
  type DedicationKind,
  dedicationText,
  format,
  type Progress,
  type Siyum,
  siyumCommunityMessages,
} from '@siyum/domain';

export type CommunityMessages = typeof siyumCommunityMessages;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMidnight(isoDate: string): number {
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
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
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

/** Every portion learned (a siyum without portions is never complete). */
export function isComplete(progress: Progress): boolean {
  return progress.total > 0 && progress.completed >= progress.total;
}

export type SiyumDateState =
  | { kind: 'completed' }
  | { kind: 'passed' }
  | { kind: 'today' }
  | { kind: 'upcoming'; daysLeft: number };

/** Where a siyum stands on `today`: finished, past its date unfinished, due today, or days to go. */
export function siyumDateState(siyum: Pick<Siyum, 'targetDate' | 'progress'>, today: string): SiyumDateState {
  if (isComplete(siyum.progress)) return { kind: 'completed' };
  const daysLeft = daysBetween(today, siyum.targetDate);
  if (Number.isNaN(daysLeft)) return { kind: 'upcoming', daysLeft: 0 };
  if (daysLeft < 0) return { kind: 'passed' };
  if (daysLeft === 0) return { kind: 'today' };
  return { kind: 'upcoming', daysLeft };
}

/** "1 day left" / "97 days left" / "Today" / "Completed" / "Date passed". */
export function dateStateText(state: SiyumDateState, messages: CommunityMessages = siyumCommunityMessages) {
  switch (state.kind) {
    case 'completed':
      return messages.completed;
    case 'passed':
      return messages.datePassed;
    case 'today':
      return messages.today;
    case 'upcoming':
      return state.daysLeft === 1
        ? messages.daysLeftOne
        : format(messages.daysLeftOther, { days: formatCount(state.daysLeft, messages) });
  }
}

/** "1 March 2030": the siyum's calendar date as written, whatever the reader's time zone. */
export function formatSiyumDate(isoDate: string, messages: CommunityMessages = siyumCommunityMessages) {
  const time = utcMidnight(isoDate);
  if (Number.isNaN(time)) return isoDate;
  return new Intl.DateTimeFormat(messages.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(time);
}

export function formatCount(count: number, messages: CommunityMessages = siyumCommunityMessages): string {
  return new Intl.NumberFormat(messages.locale).format(count);
}

/** The dedication line, or nothing for 'none' or a dedication without names (the link preview's too). */
export function dedicationLine(
  kind: DedicationKind,
  names: string,
  messages: CommunityMessages = siyumCommunityMessages,
): string | null {
  return dedicationText(kind, names, messages);
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
  if (atLeast) return format(messages.resultCountAtLeast, { count: formatCount(total, messages) });
  return total === 1
    ? messages.resultCountOne
    : format(messages.resultCountOther, { count: formatCount(total, messages) });
}
