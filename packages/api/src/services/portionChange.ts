import { type Learning, type PortionChange, type Progress, publicName } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { type Db, learnings, siyums, users } from '../db';
import { nameColumns } from './users';

/** A siyum's progress from its counters (kept by the progress trigger, migration 0003). */
export function progressOf(row: {
  portionCount: number;
  takenCount: number;
  completedCount: number;
}): Progress {
  return {
    total: row.portionCount,
    claimed: row.takenCount - row.completedCount,
    completed: row.completedCount,
    open: Math.max(0, row.portionCount - row.takenCount),
  };
}

/**
 * A portion mutation's answer: the learning, the portion's learners after it (public names, claim
 * order — as siyum.portions shows them) and the siyum's progress after it, read in parallel.
 */
export async function portionChange(db: Db, learning: Learning): Promise<PortionChange> {
  const [learnerRows, siyumRows] = await Promise.all([
    db
      .select({ userId: learnings.userId, status: learnings.status, ...nameColumns })
      .from(learnings)
      .innerJoin(users, eq(users.id, learnings.userId))
      .where(eq(learnings.portionId, learning.portionId))
      .orderBy(asc(learnings.claimedAt), asc(learnings.id)),
    db
      .select({
        portionCount: siyums.portionCount,
        takenCount: siyums.takenCount,
        completedCount: siyums.completedCount,
      })
      .from(siyums)
      .where(eq(siyums.id, learning.siyumId))
      .limit(1),
  ]);
  const counts = siyumRows[0] ?? { portionCount: 0, takenCount: 0, completedCount: 0 };
  return {
    ...learning,
    learners: learnerRows.map((row) => ({
      userId: row.userId,
      name: publicName(row.firstName, row.lastName),
      status: row.status === 'completed' ? 'completed' : 'claimed',
    })),
    progress: progressOf(counts),
  };
}
