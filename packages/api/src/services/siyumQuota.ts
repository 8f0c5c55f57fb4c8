import { LIMIT_REASONS, SIYUM_CREATE_QUOTA } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, siyums, users } from '../db';
import { DomainError } from '../infra/errors';
import { rowsOf } from '../infra/rows';

/**
 * The siyum.create quota, inside the create transaction: the owner's row is locked first (FOR NO
 * KEY UPDATE, which a concurrent claim's foreign-key check does not wait for), so one user's
 * concurrent creates count one after another and the quota is exact. Counts the siyumim actually
 * made in the last 24 hours, so failed calls never use it up. A rule of the data, not a rate limit:
 * it must be exact inside the transaction that creates the siyum (the edge's limits are http/limits.ts).
 */
export async function enforceSiyumQuota(tx: Db, ownerId: number, perDay: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
  const window = sql.raw(`interval '${SIYUM_CREATE_QUOTA.windowSeconds} seconds'`);
  const result = await tx.execute(sql`
    select count(*)::int as n,
           coalesce(extract(epoch from (min(${siyums.createdAt}) + ${window} - now())), 0)::float8 as wait
    from ${siyums}
    where ${siyums.ownerId} = ${ownerId} and ${siyums.createdAt} > now() - ${window}`);
  const [row] = rowsOf<{ n: number | string; wait: number | string }>(result);
  if (Number(row?.n ?? 0) >= perDay) {
    // Retry-After: when the oldest of the day's siyumim leaves the window (issue 19: hours, not 60 s).
    const retryAfterMs = Math.max(1, Math.ceil(Number(row?.wait ?? 1))) * 1000;
    throw new DomainError('TOO_MANY_REQUESTS', LIMIT_REASONS.siyumCreateQuota, { retryAfterMs });
  }
}
