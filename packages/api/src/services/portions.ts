import type { Learning } from '@siyum/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, learnings, PG_CODES, pgCode, portions, siyums, users } from '../db';
import { failure } from './errors';
import { learningState, learningStateColumns, rowsOf } from './rows';
import { ownsEmail } from './users';

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
 */
async function insertLearning(
  db: Db,
  portionId: number,
  userId: number,
  status: 'claimed' | 'completed',
): Promise<Learning | null> {
  try {
    const result = await db.execute(sql`
      with locked as (
        select s.id, s.claim_policy
        from ${portions} p join ${siyums} s on s.id = p.siyum_id
        where p.id = ${portionId}
        for no key update of s
      )
      insert into ${learnings} (portion_id, siyum_id, user_id, exclusive, status, completed_at)
      select ${portionId}, locked.id, ${userId}, locked.claim_policy = 'single', ${status},
             case when ${status} = 'completed' then now() end
      from locked
      on conflict do nothing
      returning portion_id as "portionId", siyum_id as "siyumId", user_id as "userId", status,
                claimed_at as "claimedAt", completed_at as "completedAt"`);
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

export async function claimPortion(db: Db, portionId: number, userId: number): Promise<Learning> {
  const learning = await insertLearning(db, portionId, userId, 'claimed');
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
 * Marks a learning complete (or back to claimed). Completing a portion nobody holds claims it
 * completed in the same atomic statement as a claim.
 */
export async function completePortion(
  db: Db,
  portionId: number,
  userId: number,
  completed: boolean,
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
  const learning = await insertLearning(db, portionId, userId, 'completed');
  return learning ?? explainRefusedClaim(db, portionId, userId);
}

/** Assign a portion to another learner (participants permission). */
export async function assignPortion(db: Db, portionId: number, userId: number): Promise<Learning> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw failure('NOT_FOUND', 'userNotFound');
  return claimPortion(db, portionId, userId);
}

/**
 * siyum.addParticipant: finds or makes the user record by email (linked to their identity when they
 * first sign in) and claims the portions for them — all or nothing.
 */
export async function addParticipant(
  db: Db,
  siyumId: number,
  input: {
    email: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
    portionIds: number[];
  },
): Promise<Learning[]> {
  return db.transaction(async (tx) => {
    // Claims of this siyum and policy changes wait for this one (see insertLearning).
    await tx.select({ id: siyums.id }).from(siyums).where(eq(siyums.id, siyumId)).for('no key update');
    await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName ?? null, lastName: input.lastName ?? null })
      .onConflictDoNothing();
    const [user] = await tx.select({ id: users.id }).from(users).where(ownsEmail(input.email)).limit(1);
    if (!user) throw new Error('participant user missing after upsert');
    const out: Learning[] = [];
    for (const portionId of [...new Set(input.portionIds)]) {
      const [portion] = await tx
        .select({ siyumId: portions.siyumId })
        .from(portions)
        .where(eq(portions.id, portionId))
        .limit(1);
      if (!portion || portion.siyumId !== siyumId) throw failure('NOT_FOUND', 'portionNotFound');
      const learning = await insertLearning(tx, portionId, user.id, 'claimed');
      if (!learning) throw failure('CONFLICT', 'portionTaken');
      out.push(learning);
    }
    return out;
  });
}

export async function removeParticipant(db: Db, siyumId: number, userId: number): Promise<number> {
  const rows = await db
    .delete(learnings)
    .where(and(eq(learnings.siyumId, siyumId), eq(learnings.userId, userId)))
    .returning({ id: learnings.id });
  if (rows.length === 0) throw failure('NOT_FOUND', 'notAParticipant');
  return rows.length;
}

/** portion.mine: my learnings across siyumim (dashboard / learnings page). */
export async function myLearnings(db: Db, userId: number) {
  const rows = await db
    .select({
      portionId: learnings.portionId,
      siyumId: learnings.siyumId,
      siyumTitle: siyums.title,
      targetDate: siyums.targetDate,
      labelEn: portions.labelEn,
      labelHe: portions.labelHe,
      ...learningStateColumns,
    })
    .from(learnings)
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .innerJoin(siyums, eq(siyums.id, learnings.siyumId))
    .where(eq(learnings.userId, userId))
    .orderBy(siyums.targetDate, siyums.id, portions.position);
  return rows.map((r) => ({ ...r, ...learningState(r) }));
}
