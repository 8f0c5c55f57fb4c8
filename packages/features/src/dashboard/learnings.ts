/**
 * The rules of My Dashboard, pure: what a learning is due, how the lists group and filter my
 * learnings, and my totals. The views (`MyLearnings`, `MySiyumim`, `DashboardTotals`) only draw
 * what these return.
 */
import { format, type MyLearning, pluralForm, type Siyum, siyumDashboardMessages } from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';
import { dayDistance, daysText, formatCount, type NumberLocale } from '../community/cardText';
import { groupInOrder } from '../shared/collections';

/** One of my learnings, as `portion.mine` answers it (the schema is @siyum/domain's `myLearningSchema`). */
export type { MyLearning } from '@siyum/domain';

/** The dashboard's strings: the English section unless a `UiMessagesProvider` replaces some. */
export type DashboardMessages = UiMessages['siyumDashboard'];

/** What `siyum.mine` answers: siyumim I own, and those I hold a permission on. */
export interface MySiyumimData {
  owned: readonly Siyum[];
  helping: readonly Siyum[];
}

export const LEARNING_FILTERS = ['open', 'all'] as const;
export type LearningFilter = (typeof LEARNING_FILTERS)[number];

/** A learning still to be learned. */
export function isOpenLearning(learning: Pick<MyLearning, 'status'>): boolean {
  return learning.status === 'claimed';
}

export type DueState = { kind: 'overdue' } | { kind: 'today' } | { kind: 'upcoming'; daysLeft: number };

/** When a portion of a siyum on `targetDate` is due, seen on `today` (both `YYYY-MM-DD`). */
export function dueState(targetDate: string, today: string): DueState {
  const distance = dayDistance(targetDate, today);
  // A portion of a siyum whose date has passed is overdue.
  return distance.kind === 'passed' ? { kind: 'overdue' } : distance;
}

/**
 * "Due in 12 days" / "Due tomorrow" / "Due today" / "Overdue", in `messages` (the learnings' strings),
 * the number written the way `numbers` (the dashboard section) says.
 */
export function dueText(
  state: DueState,
  messages: DashboardMessages['learnings'] = siyumDashboardMessages.learnings,
  numbers: NumberLocale = siyumDashboardMessages,
): string {
  if (state.kind === 'upcoming')
    return daysText(state.daysLeft, messages.dueTomorrow, messages.dueInDays, numbers);
  return state.kind === 'overdue' ? messages.overdue : messages.dueToday;
}

export interface LearningGroup {
  siyumId: number;
  siyumTitle: string;
  targetDate: string;
  learnings: MyLearning[];
}

/** Groups learnings by siyum, in the order the siyumim first appear (the API sorts by date). */
export function groupLearnings(learnings: readonly MyLearning[]): LearningGroup[] {
  return groupInOrder(
    learnings,
    (learning) => learning.siyumId,
    ({ siyumId, siyumTitle, targetDate }): LearningGroup => ({
      siyumId,
      siyumTitle,
      targetDate,
      learnings: [],
    }),
    (group, learning) => group.learnings.push(learning),
  );
}

/**
 * The learnings a list shows: every one under "All", the open ones under "Open" — plus `kept`, the
 * rows acted on since, so a row just marked learned stays in view with its Undo — and at most
 * `limit` of them (the dashboard's first few).
 */
export function visibleLearnings(
  learnings: readonly MyLearning[],
  filter: LearningFilter,
  kept: ReadonlySet<number> = new Set(),
  limit?: number,
): MyLearning[] {
  const shown =
    filter === 'all' ? [...learnings] : learnings.filter((l) => isOpenLearning(l) || kept.has(l.portionId));
  return limit === undefined ? shown : shown.slice(0, Math.max(0, limit));
}

export interface MyTotals {
  /** My learnings I have finished. */
  learned: number;
  /** My learnings I am still in the middle of. */
  inProgress: number;
  /** Siyumim I learn in, organize or help run, each counted once. */
  siyumim: number;
}

/** My totals from `portion.mine` and `siyum.mine`. */
export function dashboardTotals(learnings: readonly MyLearning[], mine: MySiyumimData): MyTotals {
  const siyumIds = new Set<number>();
  let learned = 0;
  let inProgress = 0;
  for (const learning of learnings) {
    siyumIds.add(learning.siyumId);
    if (isOpenLearning(learning)) inProgress++;
    else learned++;
  }
  for (const siyum of [...mine.owned, ...mine.helping]) siyumIds.add(siyum.id);
  return { learned, inProgress, siyumim: siyumIds.size };
}

/** "3 portions to learn" (Open) or "5 portions · 2 learned" (All). */
export function learningsCountText(
  learnings: readonly MyLearning[],
  filter: LearningFilter,
  messages: DashboardMessages['learnings'] = siyumDashboardMessages.learnings,
  numbers: NumberLocale = siyumDashboardMessages,
): string {
  const count = (n: number) => formatCount(n, numbers);
  const plural = (n: number, one: string, other: string) => pluralForm(n, one, other, numbers.locale);
  const open = learnings.filter(isOpenLearning).length;
  if (filter === 'open')
    return format(plural(open, messages.countOpenOne, messages.countOpenOther), { count: count(open) });
  const learned = count(learnings.length - open);
  return format(plural(learnings.length, messages.countAllOne, messages.countAllOther), {
    count: count(learnings.length),
    learned,
  });
}

/** Siyumim I help run that I do not also own (the owner's list shows those). */
export function helpingOnly(mine: MySiyumimData): Siyum[] {
  const owned = new Set(mine.owned.map((siyum) => siyum.id));
  return mine.helping.filter((siyum) => !owned.has(siyum.id));
}
