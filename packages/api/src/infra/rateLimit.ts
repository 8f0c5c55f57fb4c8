import type { FailureReason } from '@siyum/domain';
import { lt, sql } from 'drizzle-orm';
import { type Db, rateLimits } from '../db';
import { DomainError } from './errors';

/**
 * Fixed-window rate limits kept in Postgres, so every API replica counts against the same
 * window. The database's clock decides windows, so replicas with skewed clocks agree.
 *
 * A call is decided one of two ways (decision 0016):
 * - exactly: once any write of pending calls in progress has landed, one atomic upsert (no
 *   read-then-write) adds the call, and anything still pending for the key, to the row; RETURNING
 *   says where the count stands. Always so for a key this replica has not seen in the current
 *   window, near a window's end, and once a key has used half its allowance;
 * - in memory, while the key is well inside its allowance (under half, by what the last upsert
 *   said plus this replica's calls since): allowed at once and written with every other pending
 *   key in one statement within FLUSH_MS. A busy caller then costs no round trip per call, and no
 *   hot row is updated per request. Replicas learn each other's counts at each write, so together
 *   they can let through at most about half an allowance per replica beyond the limit before
 *   every replica counts exactly; one replica alone never does.
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
  /** Writes the calls decided in memory now (tests; shutdown). */
  flush(): Promise<void>;
}

const NOW_MS = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
/** Calls decided in memory reach the table within this long. */
const FLUSH_MS = 200;
/** A key uses the in-memory path only below this share of its allowance… */
const FAST_SHARE = 0.5;
/** …and not in the last second of its window (the window may have moved on in the database). */
const WINDOW_END_MARGIN_MS = 1_000;
/** Keys remembered per limiter; past this, new keys are decided exactly (memory stays bounded). */
const MAX_REMEMBERED_KEYS = 50_000;
/** Every this many writes, windows that ended an hour ago are deleted (the table stays small). */
const SWEEP_EVERY = 500;

type CountRow = { key: string; points: number; expiresAt: number; now: number };

export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  /** Where each key stood at its last write, plus this replica's calls since. */
  const known = new Map<string, { count: number; resetAt: number }>();
  /** Calls allowed in memory and not yet written, by key. */
  const pending = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let writes = 0;

  const upsert = (entries: readonly (readonly [string, number])[]) =>
    db
      .insert(rateLimits)
      .values(
        entries.map(([key, points]) => ({ key, points, expiresAt: sql`${NOW_MS} + ${options.windowMs}` })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${rateLimits.expiresAt} <= ${NOW_MS} then excluded.points else ${rateLimits.points} + excluded.points end`,
          expiresAt: sql`case when ${rateLimits.expiresAt} <= ${NOW_MS} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        points: rateLimits.points,
        expiresAt: rateLimits.expiresAt,
        now: NOW_MS.mapWith(Number),
      });

  const afterWrite = (rows: CountRow[]) => {
    const localNow = Date.now();
    for (const row of rows) {
      if (known.size >= MAX_REMEMBERED_KEYS && !known.has(row.key)) continue;
      known.set(row.key, {
        count: row.points + (pending.get(row.key) ?? 0),
        resetAt: localNow + (Number(row.expiresAt) - Number(row.now)),
      });
    }
    writes += 1;
    if (writes % SWEEP_EVERY === 0) {
      for (const [key, state] of known) if (state.resetAt <= localNow && !pending.has(key)) known.delete(key);
      void db
        .delete(rateLimits)
        .where(lt(rateLimits.expiresAt, sql`${NOW_MS} - 3600000`))
        .catch(() => undefined);
    }
  };

  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
      const entries = [...pending];
      pending.clear();
      if (entries.length === 0) return;
      try {
        afterWrite(await upsert(entries));
      } catch {
        // The database is unreachable for now: keep the calls for the next write.
        for (const [key, points] of entries) pending.set(key, (pending.get(key) ?? 0) + points);
        scheduleFlush();
      }
    });
    return flushing;
  };
  const scheduleFlush = () => {
    if (flushTimer) return;
    flushTimer = setTimeout(() => void flush(), FLUSH_MS);
    flushTimer.unref();
  };

  const consume = async (key: string, points = 1): Promise<RateLimitResult> => {
    const fullKey = `${options.prefix}:${key}`.slice(0, 300);
    const state = known.get(fullKey);
    const now = Date.now();
    if (
      state &&
      options.windowMs > 0 &&
      now < state.resetAt - WINDOW_END_MARGIN_MS &&
      state.count + points <= options.points * FAST_SHARE
    ) {
      state.count += points;
      pending.set(fullKey, (pending.get(fullKey) ?? 0) + points);
      scheduleFlush();
      return { allowed: true, remaining: options.points - state.count, resetMs: state.resetAt - now };
    }
    // Exactly: first let a write of calls decided in memory land (it may hold this key's: counted
    // without them, a caller's calls in one 200 ms could all pass), then this call and whatever is
    // still pending for the key, in one statement.
    await flushing;
    const carried = pending.get(fullKey) ?? 0;
    pending.delete(fullKey);
    let rows: CountRow[];
    try {
      rows = await upsert([[fullKey, points + carried]]);
    } catch (error) {
      if (carried > 0) pending.set(fullKey, (pending.get(fullKey) ?? 0) + carried);
      throw error;
    }
    afterWrite(rows);
    const row = rows[0];
    if (!row) return { allowed: true, remaining: options.points, resetMs: options.windowMs };
    // The calls allowed in memory were allowed already; this one fits if the total still does.
    return {
      allowed: row.points <= options.points,
      remaining: Math.max(0, options.points - row.points),
      resetMs: Math.max(0, Number(row.expiresAt) - Number(row.now)),
    };
  };
  return { consume, limit: async (key) => (await consume(key)).allowed, flush };
}

/**
 * The TOO_MANY_REQUESTS to throw for a refused `consume`: it carries the window's reset time, which
 * the answer sends as Retry-After (app.ts). Which limits exist, and their keys: http/limits.ts.
 */
export function rateLimited(result: RateLimitResult, reason: FailureReason = 'rateLimited'): DomainError {
  return new DomainError('TOO_MANY_REQUESTS', reason, { retryAfterMs: result.resetMs });
}

/** Each key may make this many calls per window; `RATE_LIMIT_PER_MINUTE` overrides it. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 300;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Calls per minute from `RATE_LIMIT_PER_MINUTE`; anything but a positive number keeps the default. */
export function rateLimitPerMinuteFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.RATE_LIMIT_PER_MINUTE ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RATE_LIMIT_PER_MINUTE;
}
