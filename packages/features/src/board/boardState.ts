/**
 * How the portion board's view changes, as pure functions: its totals, the rows a filter shows,
 * and which groups are open after the viewer chooses a filter or folds a group.
 * `usePortionBoardState` holds the state; these compute each next value.
 */
import type { Portion } from '@siyum/domain';
import { defaultOpenGroup, matchesFilter, type PortionFilter, type PortionGroup } from './board';

/** A message the app shows on one row, e.g. the server's answer that someone else took the portion. */
export interface PortionNotice {
  portionId: number;
  message: string;
}

export interface BoardTotals {
  all: number;
  /** Portions nobody learns. */
  open: number;
  /** Portions the viewer learns or has learned. */
  mine: number;
  /** Portions the viewer has learned. */
  mineCompleted: number;
}

export function boardTotals(
  portions: readonly Portion[],
  groups: readonly PortionGroup[],
  viewerId: number | null,
): BoardTotals {
  const totals: BoardTotals = { all: portions.length, open: 0, mine: 0, mineCompleted: 0 };
  for (const group of groups) {
    totals.open += group.open;
    totals.mine += group.mine;
  }
  for (const portion of portions)
    if (portion.learners.some((l) => l.userId === viewerId && l.status === 'completed'))
      totals.mineCompleted++;
  return totals;
}

export interface VisibleGroup {
  group: PortionGroup;
  rows: Portion[];
}

/**
 * The groups a filter shows, each with its rows; a group without rows is left out. `kept` rows
 * (acted on since the filter was chosen) and the noticed row show under any filter.
 */
export function visibleGroups(
  groups: readonly PortionGroup[],
  filter: PortionFilter,
  viewerId: number | null,
  kept: ReadonlySet<number>,
  noticeId: number | undefined,
): VisibleGroup[] {
  const shown: VisibleGroup[] = [];
  for (const group of groups) {
    const rows =
      filter === 'all'
        ? group.portions
        : group.portions.filter(
            (p) => matchesFilter(p, filter, viewerId) || kept.has(p.id) || p.id === noticeId,
          );
    if (rows.length > 0) shown.push({ group, rows });
  }
  return shown;
}

/**
 * The open groups: the viewer's (`null` until they open or close one, or act), else the one the
 * board opens by itself.
 */
export function openGroupsOrDefault(
  open: ReadonlySet<string> | null,
  fallback: string | undefined,
): ReadonlySet<string> {
  return open ?? new Set(fallback ? [fallback] : []);
}

/** `open` with the group `key` opened or closed: the same set when it already is. */
export function withGroupOpen(open: ReadonlySet<string>, key: string, isOpen: boolean): ReadonlySet<string> {
  if (open.has(key) === isOpen) return open;
  const next = new Set(open);
  if (isOpen) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * The open groups after choosing `filter`: "Mine" is short, so every group holding one of the
 * viewer's portions opens; another filter opens its first group with rows unless one is open.
 */
export function openGroupsForFilter(
  groups: readonly PortionGroup[],
  filter: PortionFilter,
  viewerId: number | null,
  open: ReadonlySet<string>,
): ReadonlySet<string> {
  const withRows = groups.filter((g) => g.portions.some((p) => matchesFilter(p, filter, viewerId)));
  const next = new Set(open);
  if (filter === 'mine') for (const group of withRows) next.add(group.key);
  else if (!withRows.some((g) => next.has(g.key))) {
    const first = defaultOpenGroup(withRows);
    if (first) next.add(first);
  }
  return next;
}
