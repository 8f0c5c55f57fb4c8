/**
 * Per-user limits on what a signed-in user may change (issue 11), on top of the per-address /
 * per-user call limit every public procedure has. The server counts them in Postgres, so every
 * replica shares the count; `reason` is what a refused call carries in its §8 error `data.reason`.
 */

/** Every mutation by a signed-in user (claims, releases, completions, edits, participants, support): per user. */
export const USER_WRITE_RATE_LIMIT = { points: 60, windowSeconds: 60 } as const;

/** siyum.create: siyumim one user may create in any 24 hours (each may have thousands of portions). */
export const SIYUM_CREATE_QUOTA = { perDay: 20, windowSeconds: 24 * 60 * 60 } as const;

/** The `data.reason` of a call refused by a per-user limit (code TOO_MANY_REQUESTS, HTTP 429). */
export const LIMIT_REASONS = {
  userWrites: 'rateLimited:userWrites',
  siyumCreateQuota: 'quota:siyumsPerDay',
} as const;

/**
 * Deadlocks (40P01) and serialization failures (40001) are retried inside the server: up to
 * `retries` more times after the first attempt, waiting `baseMs · 2^(n−1)` plus up to `jitterMs`
 * between attempts; then the call answers CONFLICT with this reason.
 */
export const DB_CONFLICT_RETRY = { retries: 3, baseMs: 10, jitterMs: 20 } as const;
export const DB_CONFLICT_REASON = 'databaseContention';
