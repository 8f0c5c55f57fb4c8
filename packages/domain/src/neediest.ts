import { z } from 'zod';
import { daysBetween, isoDateIn } from './calendarDates';
import { DEDICATION_KINDS, type DedicationKind } from './siyumValues';
import { CORPUS_IDS, type CorpusId, UNIT_IDS, type UnitId } from './texts';

/**
 * The home page's "siyumim that need learners now" (issue 24): the listed siyumim whose open
 * portions most urgently need someone, so a visitor has something to do on arrival.
 *
 * The rule: a siyum qualifies when it is public, its date has not passed in its own time zone
 * (today counts) and at least one portion is open. Its need is the pace still missing — open
 * portions per day left, `open / max(daysLeft, 1)` — so 30 open portions in 10 days (3 a day)
 * comes before 60 in a year, and a siyum due today counts its open portions as one day's work.
 * Ties go to the sooner date, then the older siyum (lower id), so the order is stable.
 */

/** How many cards the home page shows: one row on a wide screen, a short stack on a phone. */
export const NEEDIEST_COUNT = 3;

/**
 * How many candidates the server ranks: the soonest listed siyumim that need learners, one range
 * of an index it already has (siyums_public_needs_idx), so the cost is the same at 1,000 siyumim
 * and at a million. A siyum further off than the soonest thousand can still rank only by having
 * many open portions; the nearest ones are where help is urgent, which is what the section is for.
 */
export const NEEDIEST_CANDIDATES = 1000;

/** What ranking needs of a siyum. */
export interface NeediestCandidate {
  id: number;
  /** `YYYY-MM-DD`, the siyum's own calendar date. */
  targetDate: string;
  /** The siyum's time zone: its days count down there. */
  timeZone: string;
  /** Portions nobody has taken. */
  open: number;
}

export type RankedCandidate<T extends NeediestCandidate> = T & { daysLeft: number; score: number };

/** Open portions per day left: the pace a siyum still needs (a siyum due today has one day). */
export function needScore(open: number, daysLeft: number): number {
  return open / Math.max(daysLeft, 1);
}

/**
 * The `count` neediest of `candidates` on `now`, neediest first; the ones that do not qualify
 * (date passed in their zone, nothing open) are dropped. Visibility is the caller's filter.
 */
export function rankNeediest<T extends NeediestCandidate>(
  candidates: readonly T[],
  now: Date = new Date(),
  count: number = NEEDIEST_COUNT,
): RankedCandidate<T>[] {
  // Few zones, many siyumim: each zone's today once.
  const todays = new Map<string, string>();
  const todayIn = (zone: string) => {
    let today = todays.get(zone);
    if (today === undefined) {
      today = isoDateIn(zone, now);
      todays.set(zone, today);
    }
    return today;
  };
  const ranked: RankedCandidate<T>[] = [];
  for (const candidate of candidates) {
    const daysLeft = daysBetween(todayIn(candidate.timeZone), candidate.targetDate);
    if (candidate.open <= 0 || !(daysLeft >= 0)) continue;
    ranked.push({ ...candidate, daysLeft, score: needScore(candidate.open, daysLeft) });
  }
  ranked.sort((a, b) => b.score - a.score || a.daysLeft - b.daysLeft || a.id - b.id);
  return ranked.slice(0, count);
}

/** One card of the section: enough to say what the siyum is and how much it needs, no more. */
export interface NeediestSiyum {
  id: number;
  title: string;
  dedicationKind: DedicationKind;
  dedicationNames: string;
  corpus: CorpusId;
  /**
   * The text's name in English and Hebrew (`CORPORA`'s), so the card names it without loading the
   * text tables — the home page stays light.
   */
  corpusName: { en: string; he: string };
  unit: UnitId;
  targetDate: string;
  /** Portions nobody has taken (at least one). */
  open: number;
  /** Portions in all. */
  total: number;
  /** Days to its date in its own time zone when the answer was made; 0 = today. */
  daysLeft: number;
}
export const neediestSiyumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dedicationKind: z.enum(DEDICATION_KINDS),
  dedicationNames: z.string(),
  corpus: z.enum(CORPUS_IDS),
  corpusName: z.object({ en: z.string(), he: z.string() }),
  unit: z.enum(UNIT_IDS),
  targetDate: z.string(),
  open: z.number().int().positive(),
  total: z.number().int().positive(),
  daysLeft: z.number().int().min(0),
}) satisfies z.ZodType<NeediestSiyum>;

/** siyum.neediest takes nothing (an empty object, so the community cache's fast path can key it). */
export const neediestInputSchema = z.object({}).strict().default({});

/** siyum.neediest: at most `NEEDIEST_COUNT` siyumim, neediest first; empty when none qualifies. */
export const neediestOutputSchema = z.object({
  items: z.array(neediestSiyumSchema).max(NEEDIEST_COUNT),
});
export type NeediestOutput = z.infer<typeof neediestOutputSchema>;
