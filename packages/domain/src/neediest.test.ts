import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  NEEDIEST_COUNT,
  type NeediestCandidate,
  type NeediestSiyum,
  neediestInputSchema,
  neediestOutputSchema,
  type neediestSiyumSchema,
  needScore,
  rankNeediest,
} from './neediest';

// Noon UTC on 1 March 2030: already 2 March in Auckland (01:00), still 1 March in Los Angeles (04:00).
const NOW = new Date('2030-03-01T12:00:00Z');

const candidate = (id: number, targetDate: string, open: number, timeZone = 'UTC'): NeediestCandidate => ({
  id,
  targetDate,
  open,
  timeZone,
});

describe('needScore', () => {
  it('is the open portions per day left, a siyum due today counting one day', () => {
    expect(needScore(30, 10)).toBe(3);
    expect(needScore(60, 365)).toBeCloseTo(0.164, 3);
    expect(needScore(5, 0)).toBe(5);
    expect(needScore(5, 1)).toBe(5);
  });
});

describe('rankNeediest', () => {
  it('puts the most open portions per day left first', () => {
    const ranked = rankNeediest(
      [
        candidate(1, '2031-03-01', 60), // 60 in a year
        candidate(2, '2030-03-11', 30), // 3 a day
        candidate(3, '2030-03-02', 2), // 2 tomorrow
        candidate(4, '2030-03-01', 4), // 4 today
      ],
      NOW,
    );
    expect(ranked.map((r) => r.id)).toEqual([4, 2, 3]);
    expect(ranked[0]).toMatchObject({ daysLeft: 0, score: 4 });
    expect(ranked[1]).toMatchObject({ daysLeft: 10, score: 3 });
  });

  it('breaks ties by the sooner date, then the lower id', () => {
    const ranked = rankNeediest(
      [candidate(9, '2030-03-21', 40), candidate(7, '2030-03-11', 20), candidate(5, '2030-03-11', 20)],
      NOW,
    );
    expect(ranked.map((r) => r.id)).toEqual([5, 7, 9]);
  });

  it('drops siyumim with nothing open or whose date has passed in their own time zone', () => {
    const ranked = rankNeediest(
      [
        candidate(1, '2030-03-05', 0),
        candidate(2, '2030-02-28', 10),
        // 1 March has passed in Auckland, not in Los Angeles.
        candidate(3, '2030-03-01', 10, 'Pacific/Auckland'),
        candidate(4, '2030-03-01', 10, 'America/Los_Angeles'),
        candidate(5, 'not a date', 10),
      ],
      NOW,
    );
    expect(ranked.map((r) => r.id)).toEqual([4]);
  });

  it('counts days left in the siyum’s own time zone', () => {
    const [auckland] = rankNeediest([candidate(1, '2030-03-12', 10, 'Pacific/Auckland')], NOW);
    const [angeles] = rankNeediest([candidate(2, '2030-03-12', 10, 'America/Los_Angeles')], NOW);
    expect(auckland?.daysLeft).toBe(10);
    expect(angeles?.daysLeft).toBe(11);
  });

  it('keeps at most the home page’s count', () => {
    const many = Array.from({ length: 20 }, (_, i) => candidate(i + 1, '2030-04-01', i + 1));
    const ranked = rankNeediest(many, NOW);
    expect(ranked).toHaveLength(NEEDIEST_COUNT);
    expect(ranked.map((r) => r.id)).toEqual([20, 19, 18]);
    expect(rankNeediest(many, NOW, 1)).toHaveLength(1);
    expect(rankNeediest([], NOW)).toEqual([]);
  });
});

describe('the schemas', () => {
  it('takes an empty input, absent or given', () => {
    expect(neediestInputSchema.parse(undefined)).toEqual({});
    expect(neediestInputSchema.parse({})).toEqual({});
    expect(neediestInputSchema.safeParse({ limit: 10 }).success).toBe(false);
  });

  it('answers at most the count, each with something open', () => {
    const item: NeediestSiyum = {
      id: 1,
      title: 'Mishnah for Sarah',
      dedicationKind: 'memory',
      dedicationNames: 'Sarah bat Avraham',
      corpus: 'mishnah',
      corpusName: { en: 'Mishnah', he: 'משנה' },
      unit: 'tractate',
      targetDate: '2030-03-11',
      open: 12,
      total: 63,
      daysLeft: 10,
    };
    expect(neediestOutputSchema.parse({ items: [item] }).items).toEqual([item]);
    expect(neediestOutputSchema.safeParse({ items: [{ ...item, open: 0 }] }).success).toBe(false);
    const tooMany = Array.from({ length: NEEDIEST_COUNT + 1 }, () => item);
    expect(neediestOutputSchema.safeParse({ items: tooMany }).success).toBe(false);
  });

  it('NeediestSiyum is exactly its schema’s type', () => {
    expectTypeOf<NeediestSiyum>().toEqualTypeOf<z.output<typeof neediestSiyumSchema>>();
  });
});
