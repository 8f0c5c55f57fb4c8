import type { Siyum } from '@siyum/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnings, siyums, users } from '../src/db';
import { readBoard } from './support/board';
import { type Harness, startHarness } from './support/harness';
import { ok, type RpcResult } from './support/rpc';
import { mintLocalToken } from './support/tokens';

/**
 * A claim racing a claim-policy change (multiple → single, siyum.update): the claim locks the
 * siyum row before it reads the policy, the update holds FOR UPDATE on it, so they serialise and a
 * single-learner siyum never ends with two holders of one portion (a pool of connections racing).
 */
const LEARNERS = 24;
const ROUNDS = 12;
const HELD = 6;

describe('claims racing a policy change to single', () => {
  let h: Harness;
  let owner: string;
  let tokens: string[];

  beforeAll(async () => {
    h = await startHarness();
    const db = h.testDb.database.db;
    const subs = ['policy-owner', ...Array.from({ length: LEARNERS }, (_, i) => `policy-${i}`)];
    await db
      .insert(users)
      .values(subs.map((sub, i) => ({ sub, email: `${sub}@example.org`, firstName: `Learner${i}` })));
    [owner = '', ...tokens] = await Promise.all(subs.map((sub) => mintLocalToken(h.identity.config, sub)));
  });
  afterAll(() => h?.close());

  const statuses = (results: RpcResult<unknown>[]) => results.map((r) => r.status);

  it(`${ROUNDS} rounds of ${LEARNERS} concurrent claims interleaved with multiple → single: no shared portion, no 5xx`, async () => {
    const ids: number[] = [];
    const outcomes = { changed: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const siyum = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          {
            title: `Policy race ${round}`,
            corpus: 'tehillim',
            unit: 'chapter',
            targetDate: '2031-01-01',
            claimPolicy: 'multiple',
          },
          owner,
        ),
      );
      ids.push(siyum.id);
      const board = await readBoard(h.rpc, { id: siyum.id });
      // Six learners hold one portion each (no portion shared, so the change to single is allowed);
      // then the change and the others' claims of those same portions run at once, the claims a
      // little later in some rounds so they land while the update's transaction is open.
      const held = board.slice(0, HELD);
      for (const [i, portion] of held.entries()) {
        ok(await h.rpc.mutation('portion.claim', { portionId: portion.id }, tokens[i]));
      }
      const change = h.rpc.mutation<Siyum>('siyum.update', { id: siyum.id, claimPolicy: 'single' }, owner);
      const delay = round % 4;
      const claims = tokens.slice(HELD).map(async (token, i) => {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay + (i % 3)));
        return h.rpc.mutation('portion.claim', { portionId: held[i % HELD]?.id ?? 0 }, token);
      });
      const [update, results] = await Promise.all([change, Promise.all(claims)]);
      const all = [...results, update];
      expect(statuses(all).filter((s) => s >= 500)).toEqual([]);
      // every refusal is a deliberate CONFLICT (portionTaken / alreadyYours / portionHasSeveralLearners)
      for (const r of all) if (!r.ok) expect(r.error.data.code).toBe('CONFLICT');
      if (update.ok) outcomes.changed++;
      else {
        expect(update.error.data.reason).toBe('portionHasSeveralLearners');
        outcomes.refused++;
      }
    }

    const db = h.testDb.database.db;
    // Whatever the order, a single-learner siyum has at most one learner per portion, and every
    // learning's `exclusive` flag matches its siyum's policy.
    const shared = await db
      .select({ siyumId: learnings.siyumId, portionId: learnings.portionId, n: sql<number>`count(*)::int` })
      .from(learnings)
      .innerJoin(siyums, eq(siyums.id, learnings.siyumId))
      .where(sql`${inArray(learnings.siyumId, ids)} and ${siyums.claimPolicy} = 'single'`)
      .groupBy(learnings.siyumId, learnings.portionId)
      .having(sql`count(*) > 1`);
    expect(shared).toEqual([]);
    const mismatched = await db
      .select({ id: learnings.id })
      .from(learnings)
      .innerJoin(siyums, eq(siyums.id, learnings.siyumId))
      .where(
        sql`${inArray(learnings.siyumId, ids)} and ${learnings.exclusive} <> (${siyums.claimPolicy} = 'single')`,
      );
    expect(mismatched).toEqual([]);
    // the progress trigger kept counting right through it
    const counts = await db
      .select({
        taken: siyums.takenCount,
        actual: sql<number>`(select count(distinct l.portion_id)::int from learnings l where l.siyum_id = "siyums"."id")`,
      })
      .from(siyums)
      .where(inArray(siyums.id, ids));
    for (const c of counts) expect(c.taken).toBe(c.actual);
    expect(outcomes.changed + outcomes.refused).toBe(ROUNDS);
    console.info(
      `policy race: ${outcomes.changed} changes to single went through, ${outcomes.refused} refused`,
    );
  });

  /** Polls (up to 2 s) until `n` backends of this database wait on a lock. */
  async function waitForLockWaiters(client: pg.Client, n: number) {
    for (let i = 0; i < 200; i++) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Not there: a claim that did not wait shows itself in the assertions below.
  }

  // A second session holds a lock while the update and the claims queue behind it.
  it('claims arriving while the change to single is open wait for it and then see `single` (deterministic: a second session holds the lock)', async () => {
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        {
          title: 'Held open',
          corpus: 'tehillim',
          unit: 'chapter',
          targetDate: '2031-01-01',
          claimPolicy: 'multiple',
        },
        owner,
      ),
    );
    const [held, free] = await readBoard(h.rpc, { id: siyum.id });
    if (!held || !free) throw new Error('no portions');
    ok(await h.rpc.mutation('portion.claim', { portionId: held.id }, tokens[0]));
    // Another session locks the held learning, so siyum.update stops inside its transaction
    // (siyum row locked, check passed, about to mark the learnings exclusive) until it lets go.
    const blocker = new pg.Client({ connectionString: h.testDb.env.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from learnings where siyum_id = $1 for update', [siyum.id]);
      const update = h.rpc.mutation('siyum.update', { id: siyum.id, claimPolicy: 'single' }, owner);
      await waitForLockWaiters(blocker, 1);
      const claims = [
        ...tokens.slice(1, 5).map((token) => h.rpc.mutation('portion.claim', { portionId: held.id }, token)),
        ...tokens.slice(5, 9).map((token) => h.rpc.mutation('portion.claim', { portionId: free.id }, token)),
      ];
      await waitForLockWaiters(blocker, 1 + claims.length);
      await blocker.query('commit');
      ok(await update);
      const results = await Promise.all(claims);
      const reasons = results.map((r) => (r.ok ? 'ok' : r.error.data.reason));
      // the held portion is single now: nobody joins its learner
      expect(reasons.slice(0, 4)).toEqual(Array(4).fill('portionTaken'));
      // the free one goes to exactly one of its claimers
      expect(reasons.slice(4).sort()).toEqual(['ok', 'portionTaken', 'portionTaken', 'portionTaken']);
    } finally {
      await blocker.end();
    }
    const rows = await h.testDb.database.db
      .select({ portionId: learnings.portionId, exclusive: learnings.exclusive })
      .from(learnings)
      .where(eq(learnings.siyumId, siyum.id));
    expect(rows.filter((r) => r.portionId === held.id)).toEqual([{ portionId: held.id, exclusive: true }]);
    expect(rows.filter((r) => r.portionId === free.id)).toEqual([{ portionId: free.id, exclusive: true }]);
  });

  it('after the change to single, concurrent claims of a shared-free portion give one holder', async () => {
    const siyum = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        {
          title: 'Then single',
          corpus: 'tehillim',
          unit: 'chapter',
          targetDate: '2031-01-01',
          claimPolicy: 'multiple',
        },
        owner,
      ),
    );
    ok(await h.rpc.mutation('siyum.update', { id: siyum.id, claimPolicy: 'single' }, owner));
    const [portion] = await readBoard(h.rpc, { id: siyum.id });
    if (!portion) throw new Error('no portion');
    const results = await Promise.all(
      tokens.map((token) => h.rpc.mutation('portion.claim', { portionId: portion.id }, token)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
  });
});
