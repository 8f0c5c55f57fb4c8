import { type Learning, type MyLearningsPage, SIYUM_LIMITS } from '@siyum/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, learnings, PG_CODES, pgCode, portions, siyumMembers, siyums, users } from '../db';
import { failure } from '../infra/errors';
import { learningState, learningStateColumns, rowsOf } from '../infra/rows';
import { requirePlaceable } from './members';

/** A learnings row, from drizzle or from a raw statement (ids may arrive as strings there). */
interface LearningRow {
  portionId: number | string;
  siyumId: number | string;
  userId: number | string;
  status: string;
  claimedAt: Date | string;
  completedAt: Date | string | null;
}

function toLearning(row: LearningRow): Learning {
  return {
    portionId: Number(row.portionId),
    siyumId: Number(row.siyumId),
    userId: Number(row.userId),
    ...learningState(row),
  };
}

/** The portion's siyum (id and owner), for the permission rules. */
export async function portionSiyum(db: Db, portionId: number): Promise<{ id: number; ownerId: number }> {
  const [row] = await db
    .select({ id: siyums.id, ownerId: siyums.ownerId })
    .from(portions)
    .innerJoin(siyums, eq(siyums.id, portions.siyumId))
    .where(eq(portions.id, portionId))
    .limit(1);
  if (!row) throw failure('NOT_FOUND', 'portionNotFound');
  return row;
}

/**
 * The claim: ONE statement. It first locks the portion's siyum row FOR NO KEY UPDATE and reads the
 * claim policy from that locked row — under READ COMMITTED a lock that waited returns the row as
 * the committed update left it — so a claim and a policy change (siyum.update, which holds FOR
 * UPDATE on the row) serialise: `exclusive` always matches the policy in force when the learning
 * is written. Claims of one siyum queue on that lock, as the progress trigger (migration 0003)
 * makes them do anyway; the trigger's own FOR NO KEY UPDATE is then already held, never upgraded.
 * The unique indexes (portion, user) and (portion) WHERE exclusive decide the winner — ON CONFLICT
 * DO NOTHING RETURNING gives a row to exactly one of any number of concurrent claimers.
 *
 * `who` says whose act it is: a learner's own claim (`self`) also makes them a member of the siyum
 * in the same statement (decision 0017); a manager's placement (`placed`) does not.
 */
export async function insertLearning(
  db: Db,
  portionId: number,
  userId: number,
  status: 'claimed' | 'completed',
  who: 'self' | 'placed',
): Promise<Learning | null> {
  try {
    const result = await db.execute(sql`
      with locked as (
        select s.id, s.claim_policy
        from ${portions} p join ${siyums} s on s.id = p.siyum_id
        where p.id = ${portionId}
        for no key update of s
      ), inserted as (
        insert into ${learnings} (portion_id, siyum_id, user_id, exclusive, status, completed_at)
        select ${portionId}, locked.id, ${userId}, locked.claim_policy = 'single', ${status},
               case when ${status} = 'completed' then now() end
        from locked
        on conflict do nothing
        returning portion_id, siyum_id, user_id, status, claimed_at, completed_at
      ), joined as (
        insert into ${siyumMembers} (siyum_id, user_id)
        select siyum_id, user_id from inserted where ${who === 'self'}
        on conflict do nothing
      )
      select portion_id as "portionId", siyum_id as "siyumId", user_id as "userId", status,
             claimed_at as "claimedAt", completed_at as "completedAt"
      from inserted`);
    const [row] = rowsOf<LearningRow>(result);
    return row ? toLearning(row) : null;
  } catch (error) {
    // The portion was dropped by a concurrent re-division (foreign key) — nothing to claim.
    if (pgCode(error) === PG_CODES.foreignKeyViolation) throw failure('CONFLICT', 'portionRemoved');
    throw error;
  }
}

async function explainRefusedClaim(db: Db, portionId: number, userId: number): Promise<never> {
  await portionSiyum(db, portionId);
  const [mine] = await db
    .select({ id: learnings.id })
    .from(learnings)
    .where(and(eq(learnings.portionId, portionId), eq(learnings.userId, userId)))
    .limit(1);
  throw failure('CONFLICT', mine ? 'alreadyYours' : 'portionTaken');
}

/** A learner's own claim: the learning, and membership of the siyum (decision 0017). */
export async function claimPortion(db: Db, portionId: number, userId: number): Promise<Learning> {
  const learning = await insertLearning(db, portionId, userId, 'claimed', 'self');
  return learning ?? explainRefusedClaim(db, portionId, userId);
}

/** Releases a learning; `onlyIfClaimed` keeps a learner from erasing their own finished portion. */
export async function releasePortion(
  db: Db,
  portionId: number,
  userId: number,
  onlyIfClaimed: boolean,
): Promise<Learning> {
  const rows = await db
    .delete(learnings)
    .where(
      and(
        eq(learnings.portionId, portionId),
        eq(learnings.userId, userId),
        onlyIfClaimed ? eq(learnings.status, 'claimed') : undefined,
      ),
    )
    .returning();
  const row = rows[0];
  if (!row) {
    await portionSiyum(db, portionId);
    throw failure(
      onlyIfClaimed ? 'CONFLICT' : 'NOT_FOUND',
      onlyIfClaimed ? 'notYourClaim' : 'noSuchLearning',
    );
  }
  return toLearning(row);
}

/**
 * Marks a learning complete (or back to claimed). Completing a portion the learner does not hold
 * claims it completed in the same atomic statement as a claim: their own (`self`), or a manager's
 * placement (`placed`, only of someone the siyum may place: see requirePlaceable).
 */
export async function completePortion(
  db: Db,
  portionId: number,
  userId: number,
  completed: boolean,
  who: 'self' | { placedIn: number },
): Promise<Learning> {
  const rows = await db
    .update(learnings)
    .set({
      status: completed ? 'completed' : 'claimed',
      completedAt: completed ? sql`coalesce(${learnings.completedAt}, now())` : null,
    })
    .where(and(eq(learnings.portionId, portionId), eq(learnings.userId, userId)))
    .returning();
  const row = rows[0];
  if (row) return toLearning(row);
  if (!completed) {
    await portionSiyum(db, portionId);
    throw failure('NOT_FOUND', 'noSuchLearning');
  }
  if (who !== 'self') await requirePlaceable(db, who.placedIn, userId);
  const learning = await insertLearning(
    db,
    portionId,
    userId,
    'completed',
    who === 'self' ? 'self' : 'placed',
  );
  return learning ?? explainRefusedClaim(db, portionId, userId);
}

/**
 * A manager assigns a free portion of their siyum to a participant: a member or a guest of that
 * siyum, never anyone else (decision 0017) — the same NOT_FOUND for a stranger and for no one.
 */
export async function assignPortion(
  db: Db,
  portionId: number,
  userId: number,
  siyumId: number,
): Promise<Learning> {
  await requirePlaceable(db, siyumId, userId);
  const learning = await insertLearning(db, portionId, userId, 'claimed', 'placed');
  return learning ?? explainRefusedClaim(db, portionId, userId);
}

/**
 * siyum.removeParticipant: the participant's learnings in this siyum, their membership, and a
 * guest's record (and so its invitation). Answers how many learnings were released.
 */
export async function removeParticipant(db: Db, siyumId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .delete(learnings)
      .where(and(eq(learnings.siyumId, siyumId), eq(learnings.userId, userId)))
      .returning({ id: learnings.id });
    const left = await tx
      .delete(siyumMembers)
      .where(and(eq(siyumMembers.siyumId, siyumId), eq(siyumMembers.userId, userId)))
      .returning({ userId: siyumMembers.userId });
    const guest = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.guestOfSiyumId, siyumId)))
      .returning({ id: users.id });
    if (released.length + left.length + guest.length === 0) throw failure('NOT_FOUND', 'notAParticipant');
    return released.length;
  });
}

/**
 * portion.mine: one page of my learnings across siyumim (dashboard / learnings page), by siyum date
 * then the text's order; `cursor` counts the learnings of earlier pages (as siyum.participants).
 */
export async function myLearnings(db: Db, userId: number, cursor = 0): Promise<MyLearningsPage> {
  const pageSize = SIYUM_LIMITS.myLearningsPageSize;
  const rows = await db
    .select({
      portionId: learnings.portionId,
      siyumId: learnings.siyumId,
      siyumTitle: siyums.title,
      targetDate: siyums.targetDate,
      ref: portions.ref,
      labelEn: portions.labelEn,
      labelHe: portions.labelHe,
      ...learningStateColumns,
    })
    .from(learnings)
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .innerJoin(siyums, eq(siyums.id, learnings.siyumId))
    .where(eq(learnings.userId, userId))
    // portions.id last: a total order, so pages neither repeat nor skip a learning
    .orderBy(siyums.targetDate, siyums.id, portions.position, portions.id)
    .offset(cursor)
    .limit(pageSize + 1);
  return {
    learnings: rows.slice(0, pageSize).map((r) => ({ ...r, ...learningState(r) })),
    nextCursor: rows.length > pageSize ? cursor + pageSize : null,
  };
}
