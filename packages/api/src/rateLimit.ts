import { lt, sql } from 'drizzle-orm';
import { type Db, rateLimits } from './db';
import type { LookupKind } from './lookups/kinds';
import { DomainError } from './services/errors';

/**
 * Fixed-window rate limits kept in Postgres, so every API replica counts against the same
 * window. One atomic upsert per call (no read-then-write): the row for `key` either starts a new
 * window or adds to the current one, and RETURNING says where the count stands. The database's
 * clock decides windows, so replicas with skewed clocks agree.
 */
export interface RateLimitOptions {
  /** Calls allowed per window. */
  points: number;
  windowMs: number;
  /** Namespaces keys so several limiters share the table. */
  prefix: string;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface RateLimiter {
  consume(key: string, points?: number): Promise<RateLimitResult>;
  /** true when the call may go ahead (the shape the look-up routes take). */
  limit(key: string): Promise<boolean>;
}

const NOW_MS = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  let calls = 0;
  const consume = async (key: string, points = 1): Promise<RateLimitResult> => {
    const fullKey = `${options.prefix}:${key}`.slice(0, 300);
    const rows = await db
      .insert(rateLimits)
      .values({ key: fullKey, points, expiresAt: sql`${NOW_MS} + ${options.windowMs}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${rateLimits.expiresAt} <= ${NOW_MS} then excluded.points else ${rateLimits.points} + excluded.points end`,
          expiresAt: sql`case when ${rateLimits.expiresAt} <= ${NOW_MS} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ points: rateLimits.points, expiresAt: rateLimits.expiresAt, now: NOW_MS.mapWith(Number) });
    const row = rows[0];
    if (!row) return { allowed: true, remaining: options.points, resetMs: options.windowMs };
    // Now and then sweep windows that ended long ago, so the table stays small.
    calls += 1;
    if (calls % 500 === 0) {
      void db
        .delete(rateLimits)
        .where(lt(rateLimits.expiresAt, sql`${NOW_MS} - 3600000`))
        .catch(() => undefined);
    }
    return {
      allowed: row.points <= options.points,
      remaining: Math.max(0, options.points - row.points),
      resetMs: Math.max(0, Number(row.expiresAt) - Number(row.now)),
    };
  };
  return { consume, limit: async (key) => (await consume(key)).allowed };
}

/**
 * The TOO_MANY_REQUESTS to throw for a refused `consume`: it carries the window's reset time, which
 * the answer sends as Retry-After (app.ts).
 */
export function rateLimited(result: RateLimitResult, reason = 'rateLimited'): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', reason, { retryAfterMs: result.resetMs });
}

/** Each key may make this many calls per window; `RATE_LIMIT_PER_MINUTE` overrides it. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 300;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Every rate limit the API applies, by name, with the key it counts under. All of them go through
 * the server's one limiter (prefix `rpc`), so each key gets the same allowance per window.
 */
export const RATE_LIMITS = {
  /** Every call to a procedure a visitor can call (trpc/init.ts): per signed-in user, else per address. */
  procedure: (caller: { sub: string } | { clientAddress: string }) =>
    'sub' in caller ? `user:${caller.sub}` : `ip:${caller.clientAddress}`,
  /** auth.createUser, which calls the identity provider: per identity, on top of `procedure`. */
  createUser: (sub: string) => `createUser:${sub}`,
  /** Each look-up under /api/lookup (lookups/routes.ts): per kind and client address. */
  lookup: (kind: LookupKind, clientAddress: string) => `lookup:${kind}:${clientAddress}`,
  /** support.send, on top of `procedure`: per client address, with its own tighter limiter (services/support.ts). */
  support: (clientAddress: string) => `address:${clientAddress}`,
} as const;

/** Calls per minute from `RATE_LIMIT_PER_MINUTE`; anything but a positive number keeps the default. */
export function rateLimitPerMinuteFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RATE_LIMIT_PER_MINUTE;
}
