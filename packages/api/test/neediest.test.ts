import { isoDateIn, NEEDIEST_CANDIDATES, type NeediestOutput, rankNeediest } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siyums, users } from '../src/db';
import { rowsOf } from '../src/infra/rows';
import { candidatesQuery, neediestSiyumim } from '../src/services/neediest';
import { type Harness, startHarness } from './support/harness';
import { ok } from './support/rpc';

/**
 * siyum.neediest (issue 24): the home page's public siyumim that most need learners now — open
 * portions per day left, only public ones, dated today or later, with something open. Rows are
 * written directly (progress columns included) so each one's need is plain.
 */
const DAY_MS = 86_400_000;
/** The date `days` from today, in UTC (the zone of every row here). */
const day = (days: number) => isoDateIn('UTC', new Date(Date.now() + days * DAY_MS));

interface Shape {
  title: string;
  days: number;
  portionCount: number;
  takenCount: number;
  completedCount?: number;
  visibility?: 'public' | 'unlisted';
}

const SHAPES = {
  today4: { title: 'Due today, 4 open', days: 0, portionCount: 10, takenCount: 6 }, // 4 a day
  tenDays30: { title: 'Ten days, 30 open', days: 10, portionCount: 63, takenCount: 33 }, // 3 a day
  tomorrow2: { title: 'Tomorrow, 2 open', days: 1, portionCount: 12, takenCount: 10 }, // 2 a day
  yearAway: { title: 'A year away, 60 open', days: 365, portionCount: 63, takenCount: 3 }, // 0.16
  unlisted: { title: 'Unlisted', days: 1, portionCount: 63, takenCount: 0, visibility: 'unlisted' },
  past: { title: 'Date passed', days: -2, portionCount: 63, takenCount: 0 },
  full: { title: 'Every portion taken', days: 5, portionCount: 20, takenCount: 20 },
  completed: { title: 'Completed', days: 5, portionCount: 20, takenCount: 20, completedCount: 20 },
} satisfies Record<string, Shape>;

describe('siyum.neediest', () => {
  let h: Harness;
  let ownerId: number;
  const ids = {} as Record<keyof typeof SHAPES, number>;

  beforeAll(async () => {
    h = await startHarness();
    const db = h.testDb.database.db;
    const [owner] = await db.insert(users).values({ sub: 'needy', email: 'needy@example.org' }).returning();
    if (!owner) throw new Error('no owner');
    ownerId = owner.id;
    for (const [key, shape] of Object.entries(SHAPES) as [keyof typeof SHAPES, Shape][]) {
      const [row] = await db
        .insert(siyums)
        .values({
          ownerId,
          title: shape.title,
          dedicationKind: 'memory',
          dedicationNames: 'Sarah bat Avraham',
          corpus: 'mishnah',
          unit: 'tractate',
          targetDate: day(shape.days),
          visibility: shape.visibility ?? 'public',
          portionCount: shape.portionCount,
          takenCount: shape.takenCount,
          completedCount: shape.completedCount ?? 0,
        })
        .returning();
      if (!row) throw new Error('no siyum');
      ids[key] = row.id;
    }
  });
  afterAll(() => h?.close());

  it('a visitor (no sign-in) gets the neediest first: open portions per day left', async () => {
    const answer = ok(await h.rpc.query<NeediestOutput>('siyum.neediest', {}));
    expect(answer.items.map((s) => s.id)).toEqual([ids.today4, ids.tenDays30, ids.tomorrow2]);
    expect(answer.items[0]).toEqual({
      id: ids.today4,
      title: SHAPES.today4.title,
      dedicationKind: 'memory',
      dedicationNames: 'Sarah bat Avraham',
      corpus: 'mishnah',
      corpusName: { en: 'Mishnah', he: 'משנה' },
      unit: 'tractate',
      targetDate: day(0),
      open: 4,
      total: 10,
      daysLeft: 0,
    });
    expect(answer.items[1]).toMatchObject({ open: 30, total: 63, daysLeft: 10 });
    // No input at all is the same call.
    expect(ok(await h.rpc.query<NeediestOutput>('siyum.neediest', undefined))).toEqual(answer);
  });

  it('leaves out unlisted siyumim, past dates, and siyumim with nothing open', async () => {
    // Ranked beyond the three cards, every row that qualifies: the excluded ones never appear.
    const all = await neediestRanking(h);
    expect(all).toEqual([ids.today4, ids.tenDays30, ids.tomorrow2, ids.yearAway]);
    for (const excluded of [ids.unlisted, ids.past, ids.full, ids.completed])
      expect(all).not.toContain(excluded);
  });

  it('refuses an input it does not take', async () => {
    const refused = await h.rpc.query('siyum.neediest', { limit: 50 });
    expect(refused.ok).toBe(false);
  });

  it('a siyum whose last portion is taken leaves the list at once (the community cache is dropped)', async () => {
    const db = h.testDb.database.db;
    await db.update(siyums).set({ takenCount: SHAPES.today4.portionCount }).where(eq(siyums.id, ids.today4));
    await expect
      .poll(async () => ok(await h.rpc.query<NeediestOutput>('siyum.neediest', {})).items.map((s) => s.id))
      .toEqual([ids.tenDays30, ids.tomorrow2, ids.yearAway]);
    await db.update(siyums).set({ takenCount: SHAPES.today4.takenCount }).where(eq(siyums.id, ids.today4));
  });

  it('reads one range of the partial needs index, however many siyumim there are', async () => {
    const db = h.testDb.database.db;
    // Enough rows (public, unlisted, past, full) that a scan would cost more than the index; the
    // ones still to come are two years off or more, so none needs more than the rows above.
    await db.execute(sql`
      insert into ${siyums} (owner_id, title, corpus, unit, target_date, visibility, portion_count, taken_count)
      select ${ownerId}, 'Bulk ' || g, 'tehillim', 'chapter',
        current_date + case when g % 2 = 0 then -1 - g % 3000 else 730 + g % 7000 end,
        case when g % 10 = 0 then 'unlisted' else 'public' end, 150, (g * 7) % 151
      from generate_series(1, 30000) as g`);
    await db.execute(sql`analyze ${siyums}`);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`explain ${candidatesQuery(db, new Date())}`),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('siyums_public_needs_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    // The answer is the same three: past rows never count, and far ones need less.
    const answer = await neediestSiyumim(db);
    expect(answer.items.map((s) => s.id)).toEqual([ids.today4, ids.tenDays30, ids.tomorrow2]);
    // The candidates stop at their bound, whatever the table holds.
    expect((await candidatesQuery(db, new Date())).length).toBe(NEEDIEST_CANDIDATES);
  });
});

/** Every qualifying row of the test in rank order: the service's candidates ranked without the card limit. */
async function neediestRanking(h: Harness): Promise<number[]> {
  const db = h.testDb.database.db;
  const now = new Date();
  return rankNeediest(await candidatesQuery(db, now), now, Number.POSITIVE_INFINITY).map((r) => r.id);
}
