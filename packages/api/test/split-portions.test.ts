import {
  type GapsFilled,
  openPortionsOf,
  type Portion,
  proposeSplit,
  type Siyum,
  splitAssignmentsOf,
} from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoard } from './support/board';
import { type Harness, type SignedUpUser, startHarness } from './support/harness';
import { ok, type RpcResult } from './support/rpc';

/**
 * Filling the gaps (issue 24) over real HTTP: who may split the open portions, a split of 12 open
 * portions among 3 learners, and the split racing a learner's claim of one of them — all or
 * nothing, never two holders. Then "give me N more".
 */

/** Peah and Demai by chapter: 15 portions; each of the 3 learners claims one, leaving 12 open. */
const SIYUM = {
  title: 'Zeraim for Rivka bat Sarah',
  corpus: 'mishnah',
  unit: 'chapter',
  scope: ['peah', 'demai'],
  targetDate: '2030-03-01',
};

const failureOf = (result: RpcResult<unknown>) =>
  result.ok ? 'ok' : `${result.error.data.code}:${result.error.data.reason}`;

describe('gaps.splitOpen and gaps.takeMore', () => {
  let h: Harness;
  let owner: SignedUpUser;
  let helper: SignedUpUser;
  let stranger: SignedUpUser;
  let racer: SignedUpUser;
  let learners: SignedUpUser[];

  /** A fresh siyum whose 3 learners hold its first, sixth and eleventh chapters: 12 portions open. */
  async function siyumWithGaps(): Promise<{ siyum: Siyum; open: Portion[] }> {
    const siyum = ok(await h.rpc.mutation<Siyum>('siyum.create', SIYUM, owner.token));
    const board = await readBoard(h.rpc, { id: siyum.id });
    await Promise.all(
      learners.map((learner, i) =>
        h.rpc.mutation('portion.claim', { portionId: board[i * 5]?.id }, learner.token).then(ok),
      ),
    );
    const open = openPortionsOf(await readBoard(h.rpc, { id: siyum.id }));
    expect(open).toHaveLength(12);
    return { siyum, open };
  }

  const splitOf = (siyum: Siyum, open: Portion[]) => ({
    siyumId: siyum.id,
    assignments: splitAssignmentsOf(
      proposeSplit(
        open,
        learners.map((l) => l.id),
        30,
      ),
    ),
  });

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.signUp('split-owner@example.org', { givenName: 'Moshe', familyName: 'Cohen' });
    helper = await h.signUp('split-helper@example.org', { givenName: 'Leah', familyName: 'Katz' });
    stranger = await h.signUp('split-stranger@example.org', { givenName: 'Sam', familyName: 'Stranger' });
    racer = await h.signUp('split-racer@example.org', { givenName: 'Dovid', familyName: 'Racer' });
    learners = await Promise.all(
      ['Rivka', 'Chana', 'Yehuda'].map((name) =>
        h.signUp(`split-${name.toLowerCase()}@example.org`, { givenName: name, familyName: 'Levi' }),
      ),
    );
  });
  afterAll(() => h?.close());

  it('refuses a stranger and a plain learner, and a learner who is not in the siyum; nothing is written', async () => {
    const { siyum, open } = await siyumWithGaps();
    const input = splitOf(siyum, open);
    const other = ok(await h.rpc.mutation<Siyum>('siyum.create', SIYUM, owner.token));
    const [foreign] = await readBoard(h.rpc, { id: other.id });
    const before = await h.snapshot();
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', input, stranger.token))).toBe(
      'FORBIDDEN:access:participants',
    );
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', input, learners[0]?.token))).toBe(
      'FORBIDDEN:access:participants',
    );
    expect((await h.rpc.mutation('gaps.splitOpen', input, null)).status).toBe(401);
    const withStranger = {
      siyumId: siyum.id,
      assignments: [...input.assignments.slice(1), { userId: stranger.id, portionIds: [open[0]?.id] }],
    };
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', withStranger, owner.token))).toBe(
      'NOT_FOUND:notAParticipant',
    );
    const withForeign = {
      siyumId: siyum.id,
      assignments: [{ userId: learners[0]?.id, portionIds: [open[0]?.id, foreign?.id] }],
    };
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', withForeign, owner.token))).toBe(
      'NOT_FOUND:portionNotFound',
    );
    const bad = { siyumId: siyum.id, assignments: [{ userId: learners[0]?.id, portionIds: [] }] };
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', bad, owner.token))).toMatch(/^BAD_REQUEST/);
    await h.expectUnchanged(before, 'refused splits');
    // Portions already held: the whole split is refused.
    const held = {
      siyumId: siyum.id,
      assignments: [{ userId: learners[0]?.id, portionIds: [open[0]?.id, open[1]?.id] }],
    };
    ok(await h.rpc.mutation('portion.claim', { portionId: open[1]?.id }, racer.token));
    const afterClaim = await h.snapshot();
    expect(failureOf(await h.rpc.mutation('gaps.splitOpen', held, owner.token))).toBe(
      'CONFLICT:portionTaken',
    );
    await h.expectUnchanged(afterClaim, 'a split of a taken portion');
  });

  it('assigns 12 open portions among 3 learners, four each in text order', async () => {
    const { siyum, open } = await siyumWithGaps();
    const input = splitOf(siyum, open);
    const filled = ok(await h.rpc.mutation<GapsFilled>('gaps.splitOpen', input, owner.token));
    expect(filled.portionIds).toEqual(open.map((p) => p.id));
    expect(filled.progress).toEqual({ total: 15, claimed: 15, completed: 0, open: 0 });
    const board = await readBoard(h.rpc, { id: siyum.id });
    const holders = (ids: number[]) =>
      board.filter((p) => ids.includes(p.id)).map((p) => p.learners.map((l) => l.userId));
    // Balanced by weight (mishnayot per chapter): runs of consecutive chapters, every one assigned.
    expect(input.assignments.map((a) => a.userId)).toEqual(learners.map((l) => l.id));
    expect(input.assignments.flatMap((a) => a.portionIds)).toEqual(open.map((p) => p.id));
    for (const [i, assignment] of input.assignments.entries()) {
      expect(assignment.portionIds.length).toBeGreaterThanOrEqual(3);
      expect(holders(assignment.portionIds)).toEqual(assignment.portionIds.map(() => [learners[i]?.id]));
    }
  });

  it('lets a helper with the participants permission split, taking a share themselves', async () => {
    const { siyum, open } = await siyumWithGaps();
    ok(
      await h.rpc.mutation(
        'siyum.permissions.grant',
        { siyumId: siyum.id, email: helper.email, updateUsers: true },
        owner.token,
      ),
    );
    const input = {
      siyumId: siyum.id,
      assignments: splitAssignmentsOf(proposeSplit(open, [learners[0]?.id ?? 0, helper.id], 30)),
    };
    const filled = ok(await h.rpc.mutation<GapsFilled>('gaps.splitOpen', input, helper.token));
    expect(filled.progress.open).toBe(0);
  });

  it('a claim at the same moment as the split: all or nothing, never two holders (20 rounds)', async () => {
    const outcomes = { split: 0, claim: 0 };
    for (let round = 0; round < 20; round++) {
      const { siyum, open } = await siyumWithGaps();
      const input = splitOf(siyum, open);
      const contested = open[(round * 7) % open.length];
      const [split, claim] = await Promise.all([
        h.rpc.mutation<GapsFilled>('gaps.splitOpen', input, owner.token),
        h.rpc.mutation('portion.claim', { portionId: contested?.id }, racer.token),
      ]);
      const board = await readBoard(h.rpc, { id: siyum.id });
      expect(board.every((p) => p.learners.length <= 1)).toBe(true);
      const inSplit = board.filter((p) => open.some((o) => o.id === p.id));
      if (split.ok) {
        outcomes.split++;
        expect(failureOf(claim)).toBe('CONFLICT:portionTaken');
        expect(inSplit.every((p) => p.learners.length === 1 && p.learners[0]?.userId !== racer.id)).toBe(
          true,
        );
      } else {
        outcomes.claim++;
        expect(failureOf(split)).toBe('CONFLICT:portionTaken');
        expect(claim.ok).toBe(true);
        // Nothing of the split was written: the contested portion is the racer's, the rest still open.
        expect(inSplit.map((p) => p.learners.map((l) => l.userId))).toEqual(
          inSplit.map((p) => (p.id === contested?.id ? [racer.id] : [])),
        );
      }
    }
    expect(outcomes.split + outcomes.claim).toBe(20);
    console.info(`split vs claim: the split won ${outcomes.split}, the claim ${outcomes.claim} of 20`);
  });

  it('gives a learner the next N open portions in text order, and refuses when none is left', async () => {
    const { siyum, open } = await siyumWithGaps();
    const first = ok(
      await h.rpc.mutation<GapsFilled>('gaps.takeMore', { siyumId: siyum.id, count: 5 }, racer.token),
    );
    expect(first.portionIds).toEqual(open.slice(0, 5).map((p) => p.id));
    expect(first.progress.open).toBe(7);
    // Two learners and a claim at once: each portion one holder, the 7 left shared out.
    const [a, b, c] = await Promise.all([
      h.rpc.mutation<GapsFilled>('gaps.takeMore', { siyumId: siyum.id, count: 4 }, stranger.token),
      h.rpc.mutation<GapsFilled>('gaps.takeMore', { siyumId: siyum.id, count: 4 }, helper.token),
      h.rpc.mutation('portion.claim', { portionId: open[11]?.id }, learners[0]?.token),
    ]);
    const board = await readBoard(h.rpc, { id: siyum.id });
    expect(board.every((p) => p.learners.length === 1)).toBe(true);
    const taken = [a, b].map((r) => (r.ok ? r.data.portionIds.length : 0));
    expect(taken.reduce((x, y) => x + y, 0) + (c.ok ? 1 : 0)).toBe(7);
    expect(
      failureOf(await h.rpc.mutation('gaps.takeMore', { siyumId: siyum.id, count: 1 }, racer.token)),
    ).toBe('CONFLICT:portionTaken');
    // Taking more made the stranger a member: the organizer may now place portions with them.
    const participants = ok(
      await h.rpc.query<{ participants: { userId: number }[] }>(
        'siyum.participants',
        { id: siyum.id },
        owner.token,
      ),
    );
    expect(participants.participants.map((p) => p.userId)).toContain(stranger.id);
  });
});
