import type { Database } from '../db';
import { poolOf } from '../db/notify';
import type { Logger } from '../infra/log';
import { createJobQueue, type JobDefaults, type JobQueue } from './queue';

/**
 * The API's queue on its database's pool (the serving role). Start it after `database.migrate()`
 * (which installs the job schema) and stop it before `database.close()`.
 */
export function jobQueueFromDatabase(
  database: Database,
  options: { log: Logger; defaults?: Partial<JobDefaults>; upkeep?: boolean },
): JobQueue {
  const pool = poolOf(database.db);
  if (!pool) throw new Error('jobs: the database has no node-postgres pool to run the queue on');
  return createJobQueue({ pool, ...options });
}
