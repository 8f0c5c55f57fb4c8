/** The job queue (issue 22): pg-boss in its own schema on the API's database. */
export { jobQueueFromDatabase } from './fromDatabase';
export type { JobName, JobPayloads } from './names';
export {
  createJobQueue,
  JOB_DEFAULTS,
  type JobCounts,
  type JobDefaults,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type QueuedJob,
  type SendJobOptions,
  type WorkOptions,
} from './queue';
export { installJobSchema, JOB_SCHEMA, JOB_SCHEMA_VERSION } from './schema';
export { jobDefaultsFromEnv } from './settings';
