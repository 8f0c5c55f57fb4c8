import type { Portion, Siyum } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnings, siyums, users } from '../src/db';
import { readBoard } from './support/board';
import { type Harness, startHarness } from './support/harness';
import { ok } from './support/rpc';
import { mintLocalToken } from './support/tokens';

/**
 * Many learners claim one portion at the same moment, over real HTTP (a pool of connections
 * racing on Postgres).
 */
const RACERS = 80;

describe('atomic claims under concurrency', () => {
  let h: Harness;
  let tokens: string[];
  let single: Portion[];
  let shared: Portion[];

  beforeAll(async () => {
    h = await startHarness();
    const db = h.testDb.database.db;
    // Distinct learners: records made directly, tokens signed with the local provider's key for their subs.
    const subs = Array.from({ length: RACERS }, (_, i) => `race-${i}`);
    await db
      .insert(users)
      .values(subs.map((sub, i) => ({ sub, email: `racer${i}@example.org`, firstName: `Racer${i}` })));
    tokens = await Promise.all(subs.map((sub) => mintLocalToken(h.identity.config, sub)));
    const owner = tokens[0] ?? '';
    const a = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Race', corpus: 'tehillim', unit: 'chapter', targetDate: '2030-01-01' },
        owner,
      ),
    );
    const b = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        {
          title: 'Shared',
          corpus: 'tehillim',
          unit: 'chapter',
          targetDate: '2030-01-01',
          claimPolicy: 'multiple',
        },
        owner,
      ),
    );
    single = await readBoard(h.rpc, { id: a.id });
    shared = await readBoard(h.rpc, { id: b.id });
  });
  afterAll(() => h?.close());

  it(`${RACERS} concurrent claims of one portion → exactly one winner`, async () => {
    const portion = single[0];
    if (!portion) throw new Error('no portion');
    const results = await Promise.all(
      tokens.map((token) => h.rpc.mutation('portion.claim', { portionId: portion.id }, token)),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => !r.ok);
    expect(losers.map((r) => (r.ok ? '' : `${r.error.data.code}:${r.error.data.reason}`))).toEqual(
      Array.from({ length: RACERS - 1 }, () => 'CONFLICT:portionTaken'),
    );
    const rows = await h.testDb.database.db
      .select()
      .from(learnings)
      .where(eq(learnings.portionId, portion.id));
    expect(rows).toHaveLength(1);
  });

  it('concurrent release and re-claim never leaves two holders', async () => {
    const portion = single[1];
    if (!portion) throw new Error('no portion');
    const [first, ...rest] = tokens;
    ok(await h.rpc.mutation('portion.claim', { portionId: portion.id }, first));
    const racing = await Promise.all([
      h.rpc.mutation('portion.release', { portionId: portion.id }, first),
      ...rest.slice(0, 30).map((token) => h.rpc.mutation('portion.claim', { portionId: portion.id }, token)),
    ]);
    expect(racing[0]?.ok).toBe(true);
    const rows = await h.testDb.database.db
      .select()
      .from(learnings)
      .where(eq(learnings.portionId, portion.id));
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(racing.slice(1).filter((r) => r.ok).length).toBe(rows.length);
  });

  it('on a shared (multiple) siyum every concurrent claimer gets the portion once', async () => {
    const portion = shared[0];
    if (!portion) throw new Error('no portion');
    const results = await Promise.all(
      [...tokens, ...tokens.slice(0, 10)].map((token) =>
        h.rpc.mutation('portion.claim', { portionId: portion.id }, token),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(RACERS);
    const rows = await h.testDb.database.db
      .select()
      .from(learnings)
      .where(eq(learnings.portionId, portion.id));
    expect(rows).toHaveLength(RACERS);
  });

  it('concurrent claims and completions of different portions keep the siyum progress exact', async () => {
    // Racers 1..60 each claim their own chapter of the first siyum; every third marks it learned.
    const racers = tokens.slice(1, 61);
    await Promise.all(
      racers.map(async (token, i) => {
        const portion = single[i + 10];
        if (!portion) throw new Error('no portion');
        ok(await h.rpc.mutation('portion.claim', { portionId: portion.id }, token));
        if (i % 3 === 0) ok(await h.rpc.mutation('portion.complete', { portionId: portion.id }, token));
      }),
    );
    const [row] = await h.testDb.database.db
      .select({ taken: siyums.takenCount, completed: siyums.completedCount, id: siyums.id })
      .from(siyums)
      .where(eq(siyums.title, 'Race'));
    const held = await h.testDb.database.db
      .select()
      .from(learnings)
      .where(eq(learnings.siyumId, row?.id ?? 0));
    expect(row?.taken).toBe(new Set(held.map((l) => l.portionId)).size);
    expect(row?.completed).toBe(
      new Set(held.filter((l) => l.status === 'completed').map((l) => l.portionId)).size,
    );
    expect(row?.completed).toBe(20);
  });
});
