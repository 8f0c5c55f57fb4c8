import { DB_CONFLICT_REASON, DB_CONFLICT_RETRY } from '@siyum/domain';
import { PG_CODES, pgCode } from '../db/pgCode';
import { DomainError } from './errors';

/**
 * Deadlocks (40P01) and serialization failures (40001) roll the victim's transaction back, so the
 * work can simply run again. The tRPC middleware (trpc/init.ts) re-runs a failed procedure this
 * way; it is safe because every procedure keeps its writes in one statement or one transaction
 * (anything committed before the failing transaction is a read or an idempotent upsert).
 */
export function isRetryableDbConflict(error: unknown): boolean {
  const code = pgCode(error);
  return code === PG_CODES.deadlockDetected || code === PG_CODES.serializationFailure;
}

export interface DbRetryOptions {
  /** Further attempts after the first. */
  retries: number;
  baseMs: number;
  jitterMs: number;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const DEFAULT_DB_RETRY: DbRetryOptions = { ...DB_CONFLICT_RETRY };

/** The wait before attempt `attempt + 1` (attempt counts from 1): exponential with jitter. */
export function dbRetryDelayMs(attempt: number, options: DbRetryOptions): number {
  const random = options.random ?? Math.random;
  return options.baseMs * 2 ** (attempt - 1) + Math.floor(random() * options.jitterMs);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** CONFLICT (databaseContention): still deadlocked or not serialisable after every retry. */
export function contentionFailure(cause: unknown): DomainError {
  return new DomainError('CONFLICT', DB_CONFLICT_REASON, { cause });
}

/**
 * Runs `attempt` until it gives a result that is not a retryable database conflict, at most
 * 1 + `retries` times. `failedWith` reads the conflict out of a result (tRPC middleware results
 * carry errors rather than throwing them); thrown conflicts are retried too. When the attempts
 * run out the last conflict becomes CONFLICT (databaseContention).
 */
export async function withDbRetry<T>(
  attempt: (n: number) => Promise<T>,
  failedWith: (result: T) => unknown = () => undefined,
  options: DbRetryOptions = DEFAULT_DB_RETRY,
  onRetry?: (info: { attempt: number; code: string | undefined; delayMs: number }) => void,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  for (let n = 1; ; n++) {
    let conflict: unknown;
    try {
      const result = await attempt(n);
      const failed = failedWith(result);
      if (!isRetryableDbConflict(failed)) return result;
      conflict = failed;
    } catch (error) {
      if (!isRetryableDbConflict(error)) throw error;
      conflict = error;
    }
    if (n > options.retries) throw contentionFailure(conflict);
    const delayMs = dbRetryDelayMs(n, options);
    onRetry?.({ attempt: n, code: pgCode(conflict), delayMs });
    await sleep(delayMs);
  }
}
