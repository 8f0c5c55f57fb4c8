import {
  boardPortions,
  type MyLearningsPage,
  type MySiyumimPage,
  type Portion,
  type PortionsAnswer,
  publicName,
  SIYUM_LIMITS,
  type Siyum,
} from '@siyum/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnings, portions, siyumPermissions, siyums, users } from '../src/db';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { code, ok } from './support/rpc';

/**
 * Issue 17 ("Low"): `siyum.portions` for Shas was 490 kB per public call, and `siyum.mine` /
 * `portion.mine` had no page size. The board now travels trimmed (the labels derive from the
 * division) and the two lists of one's own come in bounded pages.
 */

/** A quarter of what the old shape answered for an empty Shas board (486,507 bytes measured). */
const SHAS_BOUND = 120_000;

/** The raw bytes of a query's answer, as they cross the wire (tRPC's batch envelope included). */
async function answerBytes(h: Harness, path: string, input: unknown): Promise<number> {
  const params = new URLSearchParams({ batch: '1', input: JSON.stringify({ 0: input }) });
  const response = await fetch(`${h.server.url}/api/trpc/${path}?${params}`);
  expect(response.status).toBe(200);
  return (await response.arrayBuffer()).byteLength;
}

/** The same board in the shape siyum.portions answered before (one object per portion, labels and all). */
const oldShapeBytes = (board: Portion[]): number =>
  Buffer.byteLength(JSON.stringify([{ result: { data: board } }]));

/** The board as the database holds it, built as the old siyum.portions built it. */
async function boardFromDatabase(h: Harness, siyumId: number): Promise<Portion[]> {
  const db = h.testDb.database.db;
  const rows = await db
    .select()
    .from(portions)
    .where(eq(portions.siyumId, siyumId))
    .orderBy(asc(portions.position));
  const taken = await db
    .select({
      portionId: learnings.portionId,
      userId: learnings.userId,
      status: learnings.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(learnings)
    .innerJoin(users, eq(users.id, learnings.userId))
    .where(eq(learnings.siyumId, siyumId))
    .orderBy(asc(learnings.claimedAt), asc(learnings.id));
  return rows.map((p) => ({
    id: p.id,
    ref: p.ref,
    order: p.position,
    groupEn: p.groupEn,
    groupHe: p.groupHe,
    labelEn: p.labelEn,
    labelHe: p.labelHe,
    weight: p.weight,
    learners: taken
      .filter((l) => l.portionId === p.id)
      .map((l) => ({
        userId: l.userId,
        name: publicName(l.firstName, l.lastName),
        status: l.status === 'completed' ? ('completed' as const) : ('claimed' as const),
      })),
  }));
}

describe('bounded answers (issue 17)', () => {
  let h: Harness;
  let owner: SignedUpUser;
  let shas: Siyum;
  /** Learners written straight to the database (the board only needs their names). */
  let crowd: number[];

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.signUp('shas-owner@example.org', { givenName: 'Avraham', familyName: 'Cohen' });
    shas = ok(
      await h.rpc.mutation<Siyum>(
        'siyum.create',
        { title: 'Shas', corpus: 'bavli', unit: 'daf', targetDate: '2031-01-01', claimPolicy: 'multiple' },
        owner.token,
      ),
    );
    const db = h.testDb.database.db;
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          sub: `crowd-${i}`,
          email: `crowd-${i}@example.org`,
          firstName: `Learner${i}`,
          lastName: `Family${i}`,
          cellPhone: '+12015550100',
        })),
      )
      .returning({ id: users.id });
    crowd = people.map((p) => p.id);
  });
  afterAll(() => h?.close());

  describe('siyum.portions', () => {
    it('a Shas board (2,711 dafim) answers under a quarter of the old shape, empty and fully taken', async () => {
      const empty = await answerBytes(h, 'siyum.portions', { id: shas.id });
      const emptyBoard = await readBoard(h.rpc, { id: shas.id });
      expect(emptyBoard).toHaveLength(2711);
      expect(oldShapeBytes(emptyBoard)).toBeGreaterThan(SHAS_BOUND * 4);
      expect(empty).toBeLessThan(SHAS_BOUND);

      // Every daf taken, a third of them learned, a hundred of them by two learners.
      const db = h.testDb.database.db;
      const rows = await db
        .select({ id: portions.id, position: portions.position })
        .from(portions)
        .where(eq(portions.siyumId, shas.id));
      const values = rows.flatMap((p) => {
        const first = {
          portionId: p.id,
          siyumId: shas.id,
          userId: crowd[p.position % crowd.length] ?? 0,
          exclusive: false,
          status: p.position % 3 === 0 ? 'completed' : 'claimed',
        };
        const second = { ...first, userId: crowd[(p.position + 1) % crowd.length] ?? 0, status: 'claimed' };
        return p.position < 100 ? [first, second] : [first];
      });
      for (let start = 0; start < values.length; start += 1000)
        await db.insert(learnings).values(values.slice(start, start + 1000));
      const full = await answerBytes(h, 'siyum.portions', { id: shas.id });
      const fullBoard = await readBoard(h.rpc, { id: shas.id });
      expect(fullBoard.every((p) => p.learners.length > 0)).toBe(true);
      expect(full).toBeLessThan(oldShapeBytes(fullBoard) / 4);
      console.info(
        `siyum.portions, Shas: empty ${empty} B (old shape ${oldShapeBytes(emptyBoard)} B), ` +
          `every daf taken ${full} B (old shape ${oldShapeBytes(fullBoard)} B)`,
      );
    });

    it('rebuilds exactly the board the old answer carried: ids, labels, groups, weights, learners in claim order', async () => {
      expect(await readBoard(h.rpc, { id: shas.id })).toEqual(await boardFromDatabase(h, shas.id));
    });

    it('a visitor gets ids, public names and statuses only — each learner once', async () => {
      const answer = ok(await h.rpc.query<PortionsAnswer>('siyum.portions', { id: shas.id }));
      expect(Object.keys(answer).sort()).toEqual(['division', 'ids', 'learners', 'learnings']);
      expect(answer.division).toEqual({ corpus: 'bavli', unit: 'daf', scope: [] });
      for (const learner of answer.learners) expect(Object.keys(learner).sort()).toEqual(['name', 'userId']);
      expect(new Set(answer.learners.map((l) => l.userId)).size).toBe(answer.learners.length);
      expect(answer.learners.find((l) => l.userId === crowd[0])?.name).toBe('Learner0 F.');
      const text = JSON.stringify(answer);
      expect(text).not.toContain('@example.org');
      expect(text).not.toContain('Family0');
      expect(text).not.toContain('+1201');
    });

    it('when the stored portions differ from today’s division, the answer carries them (no id meets another label)', async () => {
      const tehillim = ok(
        await h.rpc.mutation<Siyum>(
          'siyum.create',
          { title: 'Books', corpus: 'tehillim', unit: 'book', targetDate: '2031-01-01' },
          owner.token,
        ),
      );
      const before = ok(await h.rpc.query<PortionsAnswer>('siyum.portions', { id: tehillim.id }));
      expect(before.specs).toBeUndefined();
      // As if the text tables had been corrected after this siyum was divided.
      const db = h.testDb.database.db;
      await db
        .update(portions)
        .set({ labelEn: 'Stored label' })
        .where(and(eq(portions.siyumId, tehillim.id), eq(portions.position, 2)));
      const after = ok(await h.rpc.query<PortionsAnswer>('siyum.portions', { id: tehillim.id }));
      expect(after.specs).toHaveLength(5);
      const board = boardPortions(after);
      expect(board[2]?.labelEn).toBe('Stored label');
      expect(board).toEqual(await boardFromDatabase(h, tehillim.id));
    });
  });

  describe('siyum.mine and portion.mine answer bounded pages', () => {
    it('siyum.mine: pages of mySiyumimPageSize, owned first then helping, each by date; every siyum once', async () => {
      const size = SIYUM_LIMITS.mySiyumimPageSize;
      const me = await h.signUp('organizer@example.org');
      const db = h.testDb.database.db;
      const row = (i: number, ownerId: number) => ({
        ownerId,
        title: `Siyum ${i}`,
        corpus: 'tehillim',
        unit: 'book',
        targetDate: `2030-0${1 + (i % 9)}-15`,
      });
      const ownedRows = await db
        .insert(siyums)
        .values(Array.from({ length: size + 3 }, (_, i) => row(i, me.id)))
        .returning();
      const helpedRows = await db
        .insert(siyums)
        .values(Array.from({ length: 4 }, (_, i) => row(i, owner.id)))
        .returning();
      await db
        .insert(siyumPermissions)
        .values(helpedRows.map((s) => ({ siyumId: s.id, userId: me.id, editSiyum: true })));
      const byDate = (a: { targetDate: string; id: number }, b: { targetDate: string; id: number }) =>
        a.targetDate.localeCompare(b.targetDate) || a.id - b.id;

      const first = ok(await h.rpc.query<MySiyumimPage>('siyum.mine', undefined, me.token));
      expect(first.owned).toHaveLength(size);
      expect(first.helping).toEqual([]);
      expect(first.nextCursor).toBe(size);
      const second = ok(await h.rpc.query<MySiyumimPage>('siyum.mine', { cursor: size }, me.token));
      expect(second.nextCursor).toBeNull();
      expect([...first.owned, ...second.owned].map((s) => s.id)).toEqual(
        [...ownedRows].sort(byDate).map((s) => s.id),
      );
      expect(second.helping.map((s) => s.id)).toEqual([...helpedRows].sort(byDate).map((s) => s.id));
      expect(code(await h.rpc.query('siyum.mine', { cursor: -1 }, me.token))).toBe('BAD_REQUEST');
      expect(code(await h.rpc.query('siyum.mine', { cursor: 0, pageSize: 10_000 }, me.token))).toBe(
        'BAD_REQUEST',
      );
    });

    it('portion.mine: pages of myLearningsPageSize in the text’s order; every learning once', async () => {
      const size = SIYUM_LIMITS.myLearningsPageSize;
      const me = await h.signUp('learner@example.org');
      const db = h.testDb.database.db;
      const dafim = await db
        .select({ id: portions.id })
        .from(portions)
        .where(eq(portions.siyumId, shas.id))
        .orderBy(asc(portions.position))
        .limit(size + 7);
      await db
        .insert(learnings)
        .values(dafim.map((p) => ({ portionId: p.id, siyumId: shas.id, userId: me.id, exclusive: false })));

      const first = ok(await h.rpc.query<MyLearningsPage>('portion.mine', undefined, me.token));
      expect(first.learnings).toHaveLength(size);
      expect(first.nextCursor).toBe(size);
      const second = ok(await h.rpc.query<MyLearningsPage>('portion.mine', { cursor: size }, me.token));
      expect(second).toMatchObject({ nextCursor: null });
      expect([...first.learnings, ...second.learnings].map((l) => l.portionId)).toEqual(
        dafim.map((p) => p.id),
      );
      expect(first.learnings[0]).toMatchObject({
        siyumTitle: 'Shas',
        labelEn: 'Berakhot 2',
        status: 'claimed',
      });
      expect(code(await h.rpc.query('portion.mine', { cursor: 1.5 }, me.token))).toBe('BAD_REQUEST');
    });
  });
});
