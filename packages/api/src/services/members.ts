import { and, eq, sql } from 'drizzle-orm';
import { type Db, siyumMembers, users } from '../db';
import { failure } from '../infra/errors';

/**
 * Whom a siyum's managers may place portions with (decision 0017): its members (who joined it
 * themselves) and its guests (whom they added and invited). Anyone else — an account that never
 * joined, or no account at all — answers the same NOT_FOUND, so a user id reveals nothing.
 */
export async function requirePlaceable(db: Db, siyumId: number, userId: number): Promise<void> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.guestOfSiyumId} = ${siyumId} or exists (
          select 1 from ${siyumMembers}
          where ${siyumMembers.siyumId} = ${siyumId} and ${siyumMembers.userId} = ${users.id}))`,
      ),
    )
    .limit(1);
  if (!found) throw failure('NOT_FOUND', 'notAParticipant');
}
