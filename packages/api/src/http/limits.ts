import {
  type FailureReason,
  LIMIT_REASONS,
  SIYUM_CREATE_QUOTA,
  SUPPORT_RATE_LIMIT,
  USER_WRITE_RATE_LIMIT,
} from '@siyum/domain';
import type { Db } from '../db';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_WINDOW_MS,
  type RateLimiter,
  type RateLimitResult,
  rateLimited,
} from '../infra/rateLimit';

/**
 * Every rate limit the API applies, in one table (issue 20): which limiter counts it, under what
 * key, and the reason a refusal names. The request edge (http/requestEdge.ts) applies them for the
 * caller it resolved; procedures name theirs in their tRPC `meta` (trpc/init.ts). Keys are stored in
 * the shared Postgres table, so every replica counts against the same window.
 *
 * `by` says what the key counts: the client address, the signed-in user (no key for a visitor: the
 * limit does not apply), or the user when signed in and the address otherwise.
 */
interface LimitPolicy {
  limiter: keyof Limiters;
  by: 'address' | 'user' | 'userOrAddress';
  /** The stored key for the caller's id (an address or a user's sub) and, for look-ups, the kind. */
  key: (id: string, scope?: string) => string;
  reason: FailureReason;
}

export const LIMITS = {
  /** Every tRPC call, queries too (issue 17): per signed-in user, else per address. */
  call: {
    limiter: 'calls',
    by: 'userOrAddress',
    key: (id) => id,
    reason: 'rateLimited',
  },
  /** A token that did not verify, per sender's address (http/badTokenGate.ts). */
  badToken: {
    limiter: 'calls',
    by: 'address',
    key: (address) => `badtoken:${address}`,
    reason: 'tooManyBadTokens',
  },
  /** Every mutation by a signed-in user (issue 11). */
  userWrites: {
    limiter: 'writes',
    by: 'user',
    key: (sub) => `writes:${sub}`,
    reason: LIMIT_REASONS.userWrites,
  },
  /** auth.createUser, which calls the identity provider: per identity. */
  createUser: { limiter: 'calls', by: 'user', key: (sub) => `createUser:${sub}`, reason: 'rateLimited' },
  /** support.send: per address, with its own tighter allowance (SUPPORT_RATE_LIMIT). */
  support: {
    limiter: 'support',
    by: 'address',
    key: (address) => `address:${address}`,
    reason: 'rateLimited',
  },
  /** Each look-up under /api/lookup (lookups/routes.ts): per kind and address. */
  lookup: {
    limiter: 'calls',
    by: 'address',
    key: (address, kind) => `lookup:${kind}:${address}`,
    reason: 'rateLimited',
  },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMITS;

/** The limits a procedure may add to its call's own in its `meta` (trpc/init.ts). */
export type ProcedureLimitName = 'createUser' | 'support';

/** Who is calling, as the request edge resolved them. */
export interface Caller {
  clientAddress: string;
  /** The verified token's subject; null for a visitor. */
  sub: string | null;
}

/**
 * The stored key of `name` for `caller`, or null when the limit does not apply to them (a user
 * limit for a visitor). A signed-in caller's call limit is kept apart from addresses' (`user:`/`ip:`).
 */
export function limitKey(name: LimitName, caller: Caller, scope?: string): string | null {
  const policy: LimitPolicy = LIMITS[name];
  switch (policy.by) {
    case 'address':
      return policy.key(caller.clientAddress, scope);
    case 'user':
      return caller.sub === null ? null : policy.key(caller.sub, scope);
    case 'userOrAddress':
      return policy.key(caller.sub === null ? `ip:${caller.clientAddress}` : `user:${caller.sub}`, scope);
  }
}

/** The limiters behind the table, one per allowance; built once per server. */
export interface Limiters {
  /** RATE_LIMIT_PER_MINUTE per key: calls, bad tokens, createUser, look-ups (prefix `rpc`). */
  calls: RateLimiter;
  /** A signed-in user's mutations (prefix `user`). */
  writes: RateLimiter;
  /** support.send (prefix `support`). */
  support: RateLimiter;
}

export interface LimitsConfig {
  /** Calls per minute per key on the `calls` limiter (RATE_LIMIT_PER_MINUTE). */
  callsPerMinute: number;
  /** Mutations one signed-in user may make per window (USER_WRITES_PER_MINUTE). */
  writesPerWindow: number;
  writeWindowMs: number;
}

export const DEFAULT_LIMITS: LimitsConfig = {
  callsPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
  writesPerWindow: USER_WRITE_RATE_LIMIT.points,
  writeWindowMs: USER_WRITE_RATE_LIMIT.windowSeconds * 1000,
};

/** A signed-in user's allowances: their writes (a limit) and siyumim per day (services/siyumQuota.ts). */
export type UserLimitsConfig = Pick<LimitsConfig, 'writesPerWindow' | 'writeWindowMs'> & {
  siyumsPerDay: number;
};

export const DEFAULT_USER_LIMITS: UserLimitsConfig = {
  writesPerWindow: DEFAULT_LIMITS.writesPerWindow,
  writeWindowMs: DEFAULT_LIMITS.writeWindowMs,
  siyumsPerDay: SIYUM_CREATE_QUOTA.perDay,
};

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

export function createLimiters(db: Db, config: Partial<LimitsConfig> = {}): Limiters {
  const { callsPerMinute, writesPerWindow, writeWindowMs } = { ...DEFAULT_LIMITS, ...config };
  return {
    calls: createRateLimiter(db, { points: callsPerMinute, windowMs: RATE_LIMIT_WINDOW_MS, prefix: 'rpc' }),
    writes: createRateLimiter(db, { points: writesPerWindow, windowMs: writeWindowMs, prefix: 'user' }),
    support: createRateLimiter(db, {
      points: SUPPORT_RATE_LIMIT.points,
      windowMs: SUPPORT_RATE_LIMIT.windowSeconds * 1000,
      prefix: 'support',
    }),
  };
}

/** Writes every limiter's calls decided in memory (shutdown, tests). */
export async function flushLimiters(limiters: Limiters): Promise<void> {
  await Promise.all(Object.values(limiters).map((limiter) => limiter.flush()));
}

/**
 * Counts `points` against `name` for the caller (0: only how they stand). Null when the limit does
 * not apply to them. A refusal is thrown by `enforce` below, not here.
 */
export function consumeLimit(
  limiters: Limiters,
  name: LimitName,
  caller: Caller,
  options: { points?: number; scope?: string } = {},
): Promise<RateLimitResult> | null {
  const key = limitKey(name, caller, options.scope);
  return key === null ? null : limiters[LIMITS[name].limiter].consume(key, options.points ?? 1);
}

/** TOO_MANY_REQUESTS with the limit's reason and its window's reset (Retry-After) when refused. */
export function enforce(name: LimitName, result: RateLimitResult): void {
  if (!result.allowed) throw rateLimited(result, LIMITS[name].reason);
}
