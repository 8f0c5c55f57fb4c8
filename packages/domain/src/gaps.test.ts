import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  GAPS_LIMITS,
  groupOpenPortions,
  openPortionsOf,
  paceFor,
  proposeSplit,
  splitAssignmentsOf,
  splitOpenInputSchema,
  takeMoreInputSchema,
  takenSince,
} from './gaps';
import type { Portion } from './portionChange';
import { divideText } from './texts';

/** A board of the text's real division, ids from 1001, the portions at `taken` learned by someone. */
function board(corpus: 'mishnah' | 'bavli', unit: 'tractate' | 'chapter' | 'daf', taken: number[] = []) {
  return divideText(corpus, unit).map(
    (spec): Portion => ({
      ...spec,
      id: 1001 + spec.order,
      learners: taken.includes(spec.order) ? [{ userId: 9, name: 'Dina R.', status: 'claimed' }] : [],
    }),
  );
}

const sizes = (shares: { portions: unknown[] }[]) => shares.map((share) => share.portions.length);

describe('the open portions', () => {
  it('are the unlearned ones, in text order, grouped by seder', () => {
    const mishnah = board('mishnah', 'tractate', [0, 1, 2]);
    const open = openPortionsOf([...mishnah].reverse());
    expect(open).toHaveLength(60);
    expect(open[0]?.labelEn).toBe('Kilayim');
    const groups = groupOpenPortions(open);
    expect(groups.map((g) => [g.en, g.portions.length])).toEqual([
      ['Zeraim', 8],
      ['Moed', 12],
      ['Nashim', 7],
      ['Nezikin', 10],
      ['Kodashim', 11],
      ['Tahorot', 12],
    ]);
    expect(groups[0]?.he).toBe('זרעים');
  });
});

describe('days left and the pace needed', () => {
  it('counts calendar days to the siyum, 0 on the day, negative after', () => {
    expect(daysLeft('2026-12-12', '2026-11-24')).toBe(18);
    expect(daysLeft('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysLeft('2026-11-20', '2026-11-24')).toBe(-4);
    expect(daysLeft('not a date', '2026-11-24')).toBe(0);
  });

  it('says "about one every 1.5 days" for 12 portions in 18 days, and per day when tighter', () => {
    expect(paceFor(12, 18)).toEqual({ kind: 'every', days: 1.5 });
    expect(paceFor(4, 18)).toEqual({ kind: 'every', days: 4.5 });
    expect(paceFor(18, 18)).toEqual({ kind: 'every', days: 1 });
    // Never short: 2.33… a day is asked as 2.4.
    expect(paceFor(42, 18)).toEqual({ kind: 'perDay', count: 2.4 });
    expect(paceFor(7, 0)).toEqual({ kind: 'noTime' });
    expect(paceFor(7, -3)).toEqual({ kind: 'noTime' });
    expect(paceFor(0, 18)).toEqual({ kind: 'none' });
  });
});

describe('proposeSplit', () => {
  it('splits 12 equal portions among 3 learners into runs of 4 in text order', () => {
    const open = openPortionsOf(board('bavli', 'daf')).slice(0, 12);
    const shares = proposeSplit([...open].reverse(), [7, 8, 9], 18);
    expect(shares.map((s) => s.userId)).toEqual([7, 8, 9]);
    expect(sizes(shares)).toEqual([4, 4, 4]);
    expect(shares.flatMap((s) => s.portions.map((p) => p.id))).toEqual(open.map((p) => p.id));
    expect(shares[0]?.pace).toEqual({ kind: 'every', days: 4.5 });
  });

  it('keeps run sizes within one of each other when every portion weighs the same', () => {
    const open = openPortionsOf(board('bavli', 'daf'));
    for (const portions of [1, 5, 7, 12, 13, 100, 2711]) {
      for (const learners of [1, 2, 3, 4, 7, 10]) {
        const shares = proposeSplit(
          open.slice(0, portions),
          Array.from({ length: learners }, (_, i) => i + 1),
          30,
        );
        const counts = sizes(shares);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(portions);
        if (portions >= learners) expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        // Contiguous and in order: the runs put together are the open portions as they were.
        expect(shares.flatMap((s) => s.portions)).toEqual(open.slice(0, portions));
      }
    }
  });

  it('balances by weight when portions differ in size (tractates), every learner getting some', () => {
    const open = openPortionsOf(board('mishnah', 'tractate'));
    const shares = proposeSplit(open, [1, 2, 3, 4, 5, 6], 60);
    const weights = shares.map((s) => s.portions.reduce((sum, p) => sum + p.weight, 0));
    const total = weights.reduce((a, b) => a + b, 0);
    expect(shares.every((s) => s.portions.length > 0)).toBe(true);
    // Each run within the largest tractate's weight of an even share.
    const largest = Math.max(...open.map((p) => p.weight));
    for (const weight of weights) expect(Math.abs(weight - total / 6)).toBeLessThanOrEqual(largest);
    expect(shares.flatMap((s) => s.portions)).toEqual(open);
  });

  it('gives one each while they last when there are more learners than portions', () => {
    const open = openPortionsOf(board('bavli', 'daf')).slice(0, 2);
    const shares = proposeSplit(open, [1, 2, 3, 4], 10);
    expect(sizes(shares)).toEqual([1, 1, 0, 0]);
    expect(shares[2]?.pace).toEqual({ kind: 'none' });
    expect(splitAssignmentsOf(shares)).toEqual([
      { userId: 1, portionIds: [open[0]?.id] },
      { userId: 2, portionIds: [open[1]?.id] },
    ]);
    expect(proposeSplit(open, [], 10)).toEqual([]);
  });
});

describe('takenSince', () => {
  it('counts the proposed portions no longer open', () => {
    const open = openPortionsOf(board('bavli', 'daf')).slice(0, 12);
    const sent = splitAssignmentsOf(proposeSplit(open, [1, 2, 3], 18));
    expect(takenSince(sent, open)).toBe(0);
    expect(takenSince(sent, open.slice(1))).toBe(1);
  });
});

describe('the split and take-more inputs', () => {
  const valid = {
    siyumId: 3,
    assignments: [
      { userId: 1, portionIds: [10, 11] },
      { userId: 2, portionIds: [12] },
    ],
  };

  it('take a proposal', () => {
    expect(splitOpenInputSchema.parse(valid)).toEqual(valid);
  });

  it('refuse a learner or a portion twice, an empty share, too many, unknown keys', () => {
    const refuse = (input: unknown) => expect(splitOpenInputSchema.safeParse(input).success).toBe(false);
    refuse({ ...valid, assignments: [...valid.assignments, { userId: 1, portionIds: [13] }] });
    refuse({ ...valid, assignments: [...valid.assignments, { userId: 4, portionIds: [10] }] });
    refuse({ ...valid, assignments: [{ userId: 1, portionIds: [] }] });
    refuse({ ...valid, assignments: [] });
    refuse({ ...valid, extra: true });
    const many = Array.from({ length: GAPS_LIMITS.portionsMax + 1 }, (_, i) => i + 1);
    refuse({ siyumId: 3, assignments: [{ userId: 1, portionIds: many }] });
    refuse({
      siyumId: 3,
      assignments: [
        { userId: 1, portionIds: many.slice(0, GAPS_LIMITS.portionsMax) },
        { userId: 2, portionIds: [GAPS_LIMITS.portionsMax + 1] },
      ],
    });
  });

  it('take between 1 and the limit more portions', () => {
    expect(takeMoreInputSchema.safeParse({ siyumId: 3, count: 5 }).success).toBe(true);
    expect(takeMoreInputSchema.safeParse({ siyumId: 3, count: 0 }).success).toBe(false);
    expect(takeMoreInputSchema.safeParse({ siyumId: 3, count: GAPS_LIMITS.takeMoreMax + 1 }).success).toBe(
      false,
    );
  });
});
