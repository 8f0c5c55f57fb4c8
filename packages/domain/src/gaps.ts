import { daysBetween } from './calendarDates';
import type { Portion } from './portionChange';

export * from './gapsSchemas';
export * from './gapsValues';

/**
 * Filling the gaps (issue 24), pure: which portions are still open, grouped as the board groups
 * them; how many days are left and the pace that finishes on time; and an even split of the open
 * portions among willing learners, in the text's order.
 */

/** What the gaps rules read of a portion (a board `Portion` fits). */
export type GapPortion = Pick<
  Portion,
  'id' | 'order' | 'groupEn' | 'groupHe' | 'labelEn' | 'labelHe' | 'weight'
>;

/** The portions nobody learns, in the text's order (the board's "open", `Progress.open`). */
export function openPortionsOf<P extends Pick<Portion, 'order' | 'learners'>>(board: readonly P[]): P[] {
  return board.filter((portion) => portion.learners.length === 0).sort((a, b) => a.order - b.order);
}

export interface OpenGroup<P extends GapPortion = GapPortion> {
  /** `groupEn`, which names a group uniquely within a siyum's division. */
  key: string;
  en: string;
  he: string;
  /** Its open portions, in the text's order. */
  portions: P[];
}

/** Open portions by their group (seder, tractate, book), groups in the order the text reaches them. */
export function groupOpenPortions<P extends GapPortion>(open: readonly P[]): OpenGroup<P>[] {
  const groups = new Map<string, OpenGroup<P>>();
  for (const portion of [...open].sort((a, b) => a.order - b.order)) {
    let group = groups.get(portion.groupEn);
    if (!group) {
      group = { key: portion.groupEn, en: portion.groupEn, he: portion.groupHe, portions: [] };
      groups.set(portion.groupEn, group);
    }
    group.portions.push(portion);
  }
  return [...groups.values()];
}

/**
 * Whole days from `today` to the siyum's date (both `YYYY-MM-DD`; `today` in the siyum's own time
 * zone, `isoDateIn(siyum.timeZone)`): 0 on the day itself, negative once it has passed.
 */
export function daysLeft(targetDate: string, today: string): number {
  const days = daysBetween(today, targetDate);
  return Number.isNaN(days) ? 0 : days;
}

/**
 * The pace that finishes `portions` in `days`:
 * - `none`: nothing to learn;
 * - `noTime`: the date is today or has passed — everything is due now;
 * - `every`: one portion every `days` days (≥ 1, to one decimal: "about one every 1.5 days");
 * - `perDay`: `count` portions a day (> 1, to one decimal, rounded up so the pace is never short).
 */
export type Pace =
  | { kind: 'none' }
  | { kind: 'noTime' }
  | { kind: 'every'; days: number }
  | { kind: 'perDay'; count: number };

export function paceFor(portions: number, days: number): Pace {
  if (portions <= 0) return { kind: 'none' };
  if (days <= 0) return { kind: 'noTime' };
  if (days >= portions) return { kind: 'every', days: Math.floor((days / portions) * 10) / 10 };
  return { kind: 'perDay', count: Math.ceil((portions / days) * 10) / 10 };
}

/** One learner's part of a split: a run of consecutive open portions, and the pace it needs. */
export interface SplitShare<P extends GapPortion = GapPortion> {
  userId: number;
  /** In the text's order; empty when there are fewer open portions than learners. */
  portions: P[];
  pace: Pace;
}

/**
 * An even split of the open portions among `learnerIds` (in that order), each learner a run of
 * consecutive portions in the text's order, with the pace each run needs in `days`.
 *
 * The runs are balanced by WEIGHT (a portion's size in mishnayot, dafim, chapters), not by count:
 * in a siyum by tractate Kelim weighs 254 mishnayot and Orlah 35, and "three tractates each" would
 * be no even split at all. Each cut sits at the portion boundary nearest its share of the total
 * weight, and every learner gets at least one portion while there are enough. When every portion
 * weighs the same (a daf, a chapter of Tehillim) this is the even split by count: run sizes differ
 * by at most one.
 */
export function proposeSplit<P extends GapPortion>(
  open: readonly P[],
  learnerIds: readonly number[],
  days: number,
): SplitShare<P>[] {
  const portions = [...open].sort((a, b) => a.order - b.order);
  const learners = learnerIds.length;
  if (learners === 0) return [];
  // prefix[i] = the weight of the first i portions; a zero weight counts as one (no portion is free).
  const prefix = [0];
  for (const portion of portions) prefix.push((prefix.at(-1) ?? 0) + Math.max(1, portion.weight));
  const total = prefix.at(-1) ?? 0;
  const cuts = [0];
  for (let k = 1; k < learners; k++) {
    const previous = cuts[k - 1] ?? 0;
    // At least one portion for this run and for each run after it, while there are enough.
    const low = Math.min(previous + 1, portions.length);
    const high = Math.max(low, portions.length - (learners - k));
    const ideal = (total * k) / learners;
    let best = low;
    for (let cut = low + 1; cut <= high; cut++) {
      if (Math.abs((prefix[cut] ?? 0) - ideal) < Math.abs((prefix[best] ?? 0) - ideal)) best = cut;
      else if ((prefix[cut] ?? 0) > ideal) break;
    }
    cuts.push(best);
  }
  cuts.push(portions.length);
  return learnerIds.map((userId, k) => {
    const run = portions.slice(cuts[k] ?? 0, cuts[k + 1] ?? 0);
    return { userId, portions: run, pace: paceFor(run.length, days) };
  });
}

/** A proposal as `siyum.splitOpen` takes it: the learners who get something, with their portion ids. */
export function splitAssignmentsOf(
  shares: readonly SplitShare[],
): { userId: number; portionIds: number[] }[] {
  return shares
    .filter((share) => share.portions.length > 0)
    .map((share) => ({ userId: share.userId, portionIds: share.portions.map((portion) => portion.id) }));
}

/** How many of the portions a proposal held are no longer open (someone took them meanwhile). */
export function takenSince(
  sent: readonly { portionIds: readonly number[] }[],
  open: readonly Pick<Portion, 'id'>[],
): number {
  const stillOpen = new Set(open.map((portion) => portion.id));
  return sent.reduce((count, share) => count + share.portionIds.filter((id) => !stillOpen.has(id)).length, 0);
}
