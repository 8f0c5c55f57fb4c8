/**
 * The rules of a siyum's progress page, pure: the pace the group needs to finish on time, where
 * each portion stands, and the table's order (gaps first) and filters. `ProgressDetail` only draws
 * what these return.
 */
import {
  format,
  numberFormat,
  type Portion,
  type Progress,
  pluralForm,
  siyumBoardMessages,
  siyumDashboardMessages,
} from '@siyum/domain';
import type { ReactNode } from 'react';
import { type BoardMessages, formatNames } from '../board/board';
import { daysBetween, formatCount, formatSiyumDate } from '../community/cardText';
import type { DashboardMessages } from '../dashboard/learnings';
import { ENGLISH_READER, formatNodes, joinNodes, type ReaderLocale } from '../shared/reader';

export type Pacing =
  /** The siyum has no portions. */
  | { kind: 'empty' }
  /** Every portion is learned. */
  | { kind: 'complete' }
  /** The date has passed (`passed`) or is today (`today`) with portions not yet learned. */
  | { kind: 'passed' | 'today'; remaining: number }
  /** Days to go: `remaining` portions over `daysLeft` days is `perDay` a day. */
  | { kind: 'onTrack'; remaining: number; daysLeft: number; perDay: number };

/**
 * The pace a group needs: the portions not yet learned (open and being learned) over the days
 * from `today` to the siyum's date (`YYYY-MM-DD` both; the siyum day itself is not a learning day).
 */
export function pacing(progress: Progress, targetDate: string, today: string): Pacing {
  if (progress.total <= 0) return { kind: 'empty' };
  const remaining = Math.max(0, progress.open + progress.claimed);
  if (remaining === 0) return { kind: 'complete' };
  const daysLeft = daysBetween(today, targetDate);
  if (Number.isNaN(daysLeft) || daysLeft < 0) return { kind: 'passed', remaining };
  if (daysLeft === 0) return { kind: 'today', remaining };
  return { kind: 'onTrack', remaining, daysLeft, perDay: remaining / daysLeft };
}

/**
 * "3.2 portions a day", "1 portion a day", or, slower than that, "1 portion every 3 days"; in the
 * dashboard section's words and locale (these functions take it whole: the strings and the locale).
 */
export function rateText(perDay: number, messages: DashboardMessages = siyumDashboardMessages): string {
  const m = messages.progress;
  const everyDays = perDay < 1 ? Math.round(1 / perDay) : 1;
  if (everyDays > 1) return format(m.rateEvery, { days: formatCount(everyDays, messages) });
  const rounded =
    perDay < 1 ? '1' : numberFormat(messages.locale, { maximumFractionDigits: 1 }).format(perDay);
  return rounded === '1' ? m.rateOneADay : format(m.rateADay, { count: rounded });
}

const plural = (count: number, one: string, other: string, messages: DashboardMessages) =>
  format(pluralForm(count, one, other, messages.locale), { count: formatCount(count, messages) });

/**
 * The pacing in words: a headline and, on track, a second line with the numbers behind it
 * ("493 portions still to learn, 97 days to go.").
 */
export function pacingText(
  state: Pacing,
  targetDate: string,
  messages: DashboardMessages = siyumDashboardMessages,
): { headline: string; detail?: string } {
  const m = messages.progress;
  switch (state.kind) {
    case 'empty':
      return { headline: m.noPortions };
    case 'complete':
      return { headline: m.complete };
    case 'passed':
      return { headline: plural(state.remaining, m.passedOne, m.passedOther, messages) };
    case 'today':
      return { headline: plural(state.remaining, m.todayOne, m.todayOther, messages) };
    case 'onTrack': {
      const days = plural(state.daysLeft, m.daysOne, m.daysOther, messages);
      return {
        headline: format(m.pacingNeeded, {
          date: formatSiyumDate(targetDate, messages),
          rate: rateText(state.perDay, messages),
        }),
        detail: format(pluralForm(state.remaining, m.remainingOne, m.remainingOther, messages.locale), {
          count: formatCount(state.remaining, messages),
          days,
        }),
      };
    }
  }
}

/** Where a portion stands for the group (as `progressSchema` counts it). */
export type PortionStatus = 'open' | 'claimed' | 'completed';

/** Learned by anyone → completed; someone learning it → claimed; nobody → open. */
export function portionStatus(portion: Pick<Portion, 'learners'>): PortionStatus {
  if (portion.learners.some((l) => l.status === 'completed')) return 'completed';
  return portion.learners.length > 0 ? 'claimed' : 'open';
}

const STATUS_RANK: Record<PortionStatus, number> = { open: 0, claimed: 1, completed: 2 };

/** Gaps first: open portions, then those being learned, then the learned; each in the text's order. */
export function gapsFirst(portions: readonly Portion[]): Portion[] {
  return portions
    .map((portion) => ({ portion, rank: STATUS_RANK[portionStatus(portion)] }))
    .sort((a, b) => a.rank - b.rank || a.portion.order - b.portion.order)
    .map(({ portion }) => portion);
}

export const PROGRESS_FILTERS = ['all', 'open', 'claimed', 'completed'] as const;
export type ProgressFilter = (typeof PROGRESS_FILTERS)[number];

export function matchesProgressFilter(portion: Portion, filter: ProgressFilter): boolean {
  return filter === 'all' || portionStatus(portion) === filter;
}

/**
 * "Open", "Being learned by Rivka L.", "Learned by Moshe K. · Being learned by Chana B."; a long
 * list of names ends the board's way ("and 4 more", `board`), listed the reader's way and isolated
 * on a right-to-left page (`reader`). For an English reader, the plain string.
 */
export function portionStatusText(
  portion: Pick<Portion, 'learners'>,
  messages: DashboardMessages = siyumDashboardMessages,
  board: BoardMessages = siyumBoardMessages,
  reader: ReaderLocale = ENGLISH_READER,
): ReactNode {
  const m = messages.progress;
  const learned: string[] = [];
  const learning: string[] = [];
  for (const learner of portion.learners)
    (learner.status === 'completed' ? learned : learning).push(learner.name);
  const names = (list: readonly string[]) => formatNames(list, board, reader);
  const parts: ReactNode[] = [];
  if (learned.length > 0) parts.push(formatNodes(m.learnedBy, { names: names(learned) }));
  if (learning.length > 0) parts.push(formatNodes(m.beingLearnedBy, { names: names(learning) }));
  return parts.length === 0 ? m.statusOpen : joinNodes(parts, messages.separator);
}

/** How many rows the table draws at first, and how many more each "Show more" adds. */
export const PROGRESS_PAGE_SIZE = 200;

/** "1 portion", "63 portions", or "Showing 200 of 2,711 portions" while rows wait behind "Show more". */
export function tableCountText(
  shown: number,
  count: number,
  messages: DashboardMessages = siyumDashboardMessages,
): string {
  const m = messages.progress;
  if (shown < count)
    return format(m.showing, { shown: formatCount(shown, messages), count: formatCount(count, messages) });
  return plural(count, m.countOne, m.countOther, messages);
}
