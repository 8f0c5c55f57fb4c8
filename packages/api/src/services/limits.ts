import { type FailureReason, LIMIT_REASONS, SIYUM_CREATE_QUOTA, USER_WRITE_RATE_LIMIT } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, siyums, users } from '../db';
import { createRateLimiter, type RateLimiter, type RateLimitResult } from '../rateLimit';
import { DomainError } from './errors';
import { rowsOf } from './rows';

/**
 * Per-user limits for signed-in callers (issue 11): a rate limit on every mutation and a quota on
 * siyumim created per day. Refusals are TOO_MANY_REQUESTS (429) with the §8 error shape and a
 * `reason` from LIMIT_REASONS and when the caller may try again (the answer's Retry-After).
 */
export class LimitError extends DomainError {
  override name = 'LimitError';
  constructor(reason: FailureReason, retryAfterSeconds: number) {
    // As `retryAfterMs`, which the error mapper reads for Retry-After (issue 19: it was kept apart
    // and never read, so a refusal for a day's quota said "try again in 60 seconds").
    super('TOO_MANY_REQUESTS', reason, { retryAfterMs: retryAfterSeconds * 1000 });
  }
}

/** Seconds until a fixed window resets, at least 1. */
export function retryAfterSeconds(result: Pick<RateLimitResult, 'resetMs'>): number {
  return Math.max(1, Math.ceil(result.resetMs / 1000));
}

export interface UserLimitsConfig {
  /** Mutations one signed-in user may make per window. */
  writesPerWindow: number;
  writeWindowMs: number;
  /** siyum.create per user in any 24 hours. */
  siyumsPerDay: number;
}

export const DEFAULT_USER_LIMITS: UserLimitsConfig = {
  writesPerWindow: USER_WRITE_RATE_LIMIT.points,
  writeWindowMs: USER_WRITE_RATE_LIMIT.windowSeconds * 1000,
  siyumsPerDay: SIYUM_CREATE_QUOTA.perDay,
};

/** What the procedures use (AppDeps.userLimits). */
export interface UserLimits {
  /** Counts every mutation by a signed-in user (key: the identity's sub), in the shared Postgres table. */
  writes: RateLimiter;
  siyumsPerDay: number;
}

/** USER_WRITES_PER_MINUTE and SIYUMIM_PER_DAY, where set to a positive number; the defaults otherwise. */
export function userLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<UserLimitsConfig> {
  const positive = (value: string | undefined) => {
    const n = Number(value);
    return value !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
  };
  const writes = positive(env.USER_WRITES_PER_MINUTE);
  const siyums = positive(env.SIYUMIM_PER_DAY);
  return {
    ...(writes === undefined ? {} : { writesPerWindow: writes, writeWindowMs: 60_000 }),
    ...(siyums === undefined ? {} : { siyumsPerDay: siyums }),
  };
}

export function createUserLimits(db: Db, config: Partial<UserLimitsConfig> = {}): UserLimits {
  const { writesPerWindow, writeWindowMs, siyumsPerDay } = { ...DEFAULT_USER_LIMITS, ...config };
  return {
    writes: createRateLimiter(db, { points: writesPerWindow, windowMs: writeWindowMs, prefix: 'user' }),
    siyumsPerDay,
  };
}

/** TOO_MANY_REQUESTS (rateLimited:userWrites) when this user has used the window's mutations. */
export async function limitUserWrite(limits: UserLimits, sub: string): Promise<void> {
  const result = await limits.writes.consume(`writes:${sub}`);
  if (!result.allowed) throw new LimitError(LIMIT_REASONS.userWrites, retryAfterSeconds(result));
}

/**
 * The siyum.create quota, inside the create transaction: the owner's row is locked first (FOR NO
 * KEY UPDATE, which a concurrent claim's foreign-key check does not wait for), so one user's
 * concurrent creates count one after another and the quota is exact. Counts the siyumim actually
 * made in the last 24 hours, so failed calls never use it up.
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
    throw new LimitError(LIMIT_REASONS.siyumCreateQuota, Math.max(1, Math.ceil(Number(row?.wait ?? 1))));
  }
}
