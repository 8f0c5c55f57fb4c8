import { sql } from 'drizzle-orm';
import type { Handler } from 'hono';
import { failure } from '../infra/errors';
import type { AppDeps } from '../trpc/context';
import { httpErrorAnswer } from './errors';

/** How long the database may take to answer the readiness probe before the replica counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * `GET /api/ready`: 200 only when this replica's database answers a query (issue 17). `/api/health`
 * says the process is up; a load balancer must route by readiness, or a replica whose database is
 * gone (stopped, unreachable, its pool exhausted) keeps receiving users and answers 500 to all of them.
 */
export function readiness(deps: Pick<AppDeps, 'db' | 'log'>, info: { version: string }): Handler {
  return async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness: no answer in time')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([deps.db.execute(sql`select 1`), timedOut]);
      return c.json({ status: 'ready', version: info.version });
    } catch (error) {
      deps.log.warn('health.not_ready', { error });
      return httpErrorAnswer(c, failure('SERVICE_UNAVAILABLE', 'databaseUnavailable'));
    } finally {
      clearTimeout(timer);
    }
  };
}
