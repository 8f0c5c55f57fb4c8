import type { GapsFilled, SplitAssignment } from '@siyum/domain';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { type Db, learnings, portions, siyumMembers, siyums, users } from '../db';
import { failure } from '../infra/errors';
import { progressOf } from './portionChange';

/**
 * Filling the gaps (issue 24): an organizer's split of the open portions among learners, and a
 * learner's "give me N more". Each is ONE transaction that first locks the siyum's row FOR NO KEY
 * UPDATE — the lock every claim takes first (`insertLearning`) — so claims of this siyum wait for
 * it, and it for them: under READ COMMITTED the statements after the lock see every claim that
 * committed before it. Then it checks that each portion is still open and writes every learning,
 * or writes nothing: a portion someone took a moment earlier refuses the whole split (CONFLICT
 * `portionTaken`), never part of it. The unique indexes stay the last word (a conflict there
 * refuses the whole split too).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the siyum's row as a claim does; answers whether its portions are one learner's each. */
async function lockSiyum(tx: Tx, siyumId: number): Promise<{ exclusive: boolean }> {
  const [siyum] = await tx
    .select({ claimPolicy: siyums.claimPolicy })
    .from(siyums)
    .where(eq(siyums.id, siyumId))
    .for('no key update');
  if (!siyum) throw failure('NOT_FOUND', 'siyumNotFound');
  return { exclusive: siyum.claimPolicy === 'single' };
}

/** Nobody learns the portion (the board's "open"). */
const isOpen = notExists(sql`(select 1 from ${learnings} where ${learnings.portionId} = ${portions.id})`);

/** The learnings, all or none; then the caller's membership when the portions are their own. */
async function writeLearnings(
  tx: Tx,
  siyumId: number,
  exclusive: boolean,
  rows: { userId: number; portionId: number }[],
  selfId: number | null,
): Promise<GapsFilled> {
  const written = await tx
    .insert(learnings)
    .values(rows.map((row) => ({ ...row, siyumId, exclusive, status: 'claimed' })))
    .onConflictDoNothing()
    .returning({ portionId: learnings.portionId });
  // Someone holds one of them after all: refuse the whole split (the transaction rolls back).
  if (written.length !== rows.length) throw failure('CONFLICT', 'portionTaken');
  if (selfId !== null)
    await tx.insert(siyumMembers).values({ siyumId, userId: selfId }).onConflictDoNothing();
  const [counts] = await tx
    .select({
      portionCount: siyums.portionCount,
      takenCount: siyums.takenCount,
      completedCount: siyums.completedCount,
    })
    .from(siyums)
    .where(eq(siyums.id, siyumId));
  return {
    portionIds: rows.map((row) => row.portionId),
    progress: progressOf(counts ?? { portionCount: 0, takenCount: 0, completedCount: 0 }),
  };
}

/**
 * siyum.splitOpen: each learner's portions, all in one transaction. Every portion must be the
 * siyum's (NOT_FOUND `portionNotFound`) and still open (CONFLICT `portionTaken`); every learner
 * other than the caller one the siyum may place portions with, a member or guest (NOT_FOUND
 * `notAParticipant`, as `assign` answers). The caller's own share is a claim: it makes them a member.
 */
export async function splitOpenPortions(
  db: Db,
  siyumId: number,
  assignments: readonly SplitAssignment[],
  callerId: number,
): Promise<GapsFilled> {
  const rows = assignments.flatMap((a) => a.portionIds.map((portionId) => ({ userId: a.userId, portionId })));
  const portionIds = rows.map((row) => row.portionId);
  const others = assignments.map((a) => a.userId).filter((userId) => userId !== callerId);
  return db.transaction(async (tx) => {
    const { exclusive } = await lockSiyum(tx, siyumId);
    const found = await tx
      .select({ id: portions.id, open: sql<boolean>`${isOpen}` })
      .from(portions)
      .where(and(eq(portions.siyumId, siyumId), inArray(portions.id, portionIds)));
    if (found.length !== portionIds.length) throw failure('NOT_FOUND', 'portionNotFound');
    if (found.some((portion) => !portion.open)) throw failure('CONFLICT', 'portionTaken');
    if (others.length > 0) {
      const placeable = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, others),
            or(
              eq(users.guestOfSiyumId, siyumId),
              sql`exists (select 1 from ${siyumMembers} where ${siyumMembers.siyumId} = ${siyumId}
                    and ${siyumMembers.userId} = ${users.id})`,
            ),
          ),
        );
      if (placeable.length !== others.length) throw failure('NOT_FOUND', 'notAParticipant');
    }
    const self = assignments.some((a) => a.userId === callerId) ? callerId : null;
    return writeLearnings(tx, siyumId, exclusive, rows, self);
  });
}

/**
 * siyum.takeMore: the first `count` open portions in the text's order become the caller's, in one
 * transaction (fewer when fewer are open). None open: CONFLICT `portionTaken`. Like a claim, it
 * makes the caller a member of the siyum.
 */
export async function takeMorePortions(
  db: Db,
  siyumId: number,
  userId: number,
  count: number,
): Promise<GapsFilled> {
  return db.transaction(async (tx) => {
    const { exclusive } = await lockSiyum(tx, siyumId);
    const next = await tx
      .select({ id: portions.id })
      .from(portions)
      .where(and(eq(portions.siyumId, siyumId), isOpen))
      .orderBy(asc(portions.position), asc(portions.id))
      .limit(count);
    if (next.length === 0) throw failure('CONFLICT', 'portionTaken');
    const rows = next.map((portion) => ({ userId, portionId: portion.id }));
    return writeLearnings(tx, siyumId, exclusive, rows, userId);
  });
}
