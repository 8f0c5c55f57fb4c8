import type pg from 'pg';
import { type Job, PgBoss, type Db as PgBossDb, type Queue, type SendOptions } from 'pg-boss';
import type { Logger } from '../infra/log';
import type { JobName, JobPayloads } from './names';
import { JOB_SCHEMA } from './schema';

/**
 * The API's job queue: pg-boss on the database the API already runs (issue 22) — jobs are rows,
 * so they survive restarts; a job is handed to one worker at a time (`FOR UPDATE SKIP LOCKED`), so
 * several replicas work the same queue without doing a job twice; a failed attempt is retried
 * with growing pauses, then kept as `failed` for `keepFinishedDays`.
 *
 * It runs on the API's own pool (one set of connection settings; closing the queue leaves the
 * pool to its owner) and never changes the schema: the owner installs it at migrate time
 * (schema.ts).
 */
export interface JobQueue {
  /** The policy every queue of this instance gets (JOB_DEFAULTS with the options' overrides). */
  readonly defaults: JobDefaults;
  /** Connects and checks the schema; call after migrations. */
  start(): Promise<void>;
  /**
   * Queues a job; its id, or null when a job with the same `singletonKey` is already stored
   * (queued, running, or finished and not yet deleted): the key is the idempotency key
   * (e.g. `reminder:user:siyum:2026-05-01`), so a repeated send queues nothing.
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendJobOptions): Promise<string | null>;
  /**
   * Queues many jobs in one statement (a planner's batch); a job whose `singletonKey` is already
   * stored is left out. Resolves to how many were queued.
   */
  sendMany<N extends JobName>(
    name: N,
    jobs: readonly { data: JobPayloads[N]; singletonKey?: string }[],
  ): Promise<number>;
  /**
   * Works the queue: `handler` gets up to `batchSize` jobs; resolving completes them all, throwing
   * fails them all (each then retried per its limits). Several calls, or several replicas, share
   * the jobs between them.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /** Queues `name` on a cron expression (5 fields, `tz` default UTC); one job per occurrence across replicas. */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data?: JobPayloads[N],
    options?: { tz?: string },
  ): Promise<void>;
  /** Stops fetching; `graceful` lets handlers in flight finish for up to `timeoutMs`, then fails them (to be retried). */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  /** How many of the queue's stored jobs are in each state (read from the table, not a cache). */
  inspect(name: JobName): Promise<JobCounts>;
  /** Runs the upkeep pass now (expire stuck jobs, delete old ones); it also runs on its own. */
  maintain(): Promise<void>;
}

export interface SendJobOptions {
  singletonKey?: string;
  /** Not before this time; a number is seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  retryBackoff?: boolean;
  retryDelaySeconds?: number;
}

export interface WorkOptions {
  /** Jobs per handler call (default 1). */
  batchSize?: number;
  /** How often an idle worker asks for jobs (default: the queue's `pollingIntervalSeconds`, at least 0.5). */
  pollingIntervalSeconds?: number;
}

export interface QueuedJob<N extends JobName> {
  id: string;
  name: N;
  data: JobPayloads[N];
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the job expired or the queue stopped without waiting for it. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (jobs: QueuedJob<N>[]) => Promise<void>;

export interface JobCounts {
  /** Waiting for their first attempt (or for `startAfter`). */
  queued: number;
  active: number;
  completed: number;
  /** Out of attempts: kept `keepFinishedDays` for whoever needs to see what failed. */
  failed: number;
  /** Failed an attempt, waiting for the next. */
  retry: number;
}

/** Every queue's policy, applied when the queue is first used by this instance. */
export interface JobDefaults {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each pause about twice the last (with jitter), from `retryDelaySeconds` up to `retryDelayMaxSeconds`. */
  retryBackoff: boolean;
  retryDelayMaxSeconds: number;
  /** A handler running longer is presumed dead (its replica gone) and the job is retried. */
  expireInSeconds: number;
  /** Completed and failed jobs are deleted this long after they finish. */
  keepFinishedDays: number;
  /** A job never started is deleted this long after its `startAfter`. */
  keepQueuedDays: number;
  /** How often an idle worker asks for jobs (pg-boss's least is 0.5 s). */
  pollingIntervalSeconds: number;
}

export const JOB_DEFAULTS: JobDefaults = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 15 * 60,
  keepFinishedDays: 14,
  keepQueuedDays: 30,
  pollingIntervalSeconds: 2,
};

export interface JobQueueOptions {
  /** The API's pool (the serving role); the queue never closes it. */
  pool: pg.Pool;
  log: Logger;
  defaults?: Partial<JobDefaults>;
  /** Upkeep and cron on this instance (default true); every replica may run them, one at a time wins. */
  upkeep?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;
/**
 * pg-boss keys a `singletonKey` to a time slot (`singletonSeconds`); one slot as long as the column
 * allows makes the key unique for as long as the job is stored, whenever it was sent.
 */
const KEY_SLOT_SECONDS = 2_147_483_647;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { pool, log } = options;
  const defaults = { ...JOB_DEFAULTS, ...options.defaults };
  const upkeep = options.upkeep ?? true;
  const boss = new PgBoss({
    db: poolDatabase(pool),
    schema: JOB_SCHEMA,
    // The owner installs and upgrades the schema (schema.ts); here pg-boss only checks its version.
    migrate: false,
    createSchema: false,
    supervise: upkeep,
    schedule: upkeep,
    // REINDEX needs the owner; bloat is still reported as a warning.
    reindex: false,
    instanceName: 'api',
  });
  boss.on('error', (error) => log.error('jobs.error', { error }));
  boss.on('warning', (warning) => log.warn('jobs.warning', { message: warning.message, data: warning.data }));

  const queuePolicy: Omit<Queue, 'name'> = {
    retryLimit: defaults.retryLimit,
    retryDelay: defaults.retryDelaySeconds,
    retryBackoff: defaults.retryBackoff,
    retryDelayMax: defaults.retryDelayMaxSeconds,
    expireInSeconds: defaults.expireInSeconds,
    deleteAfterSeconds: defaults.keepFinishedDays * DAY_SECONDS,
    retentionSeconds: defaults.keepQueuedDays * DAY_SECONDS,
  };
  const ready = new Map<JobName, Promise<void>>();
  /** pg-boss sends only to a queue that exists; creating is idempotent, and the policy follows the code. */
  const ensureQueue = (name: JobName): Promise<void> => {
    let made = ready.get(name);
    if (!made) {
      const { retryDelayMax: _fixedAtCreation, ...updatable } = queuePolicy;
      made = boss
        .createQueue(name, queuePolicy)
        .then(() => boss.updateQueue(name, updatable))
        .catch((error: unknown) => {
          ready.delete(name);
          throw error;
        });
      ready.set(name, made);
    }
    return made;
  };

  return {
    defaults,
    async start() {
      await boss.start();
    },

    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const { singletonKey, startAfter, retryLimit, retryBackoff, retryDelaySeconds } = sendOptions;
      const jobOptions: SendOptions = {
        ...(singletonKey === undefined ? {} : { singletonKey, singletonSeconds: KEY_SLOT_SECONDS }),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(retryLimit === undefined ? {} : { retryLimit }),
        ...(retryBackoff === undefined ? {} : { retryBackoff }),
        ...(retryDelaySeconds === undefined ? {} : { retryDelay: retryDelaySeconds }),
      };
      return boss.send(name, data, jobOptions);
    },

    async sendMany(name, jobs) {
      if (jobs.length === 0) return 0;
      await ensureQueue(name);
      const ids = await boss.insert(
        name,
        jobs.map(({ data, singletonKey }) => ({
          data,
          ...(singletonKey === undefined ? {} : { singletonKey, singletonSeconds: KEY_SLOT_SECONDS }),
        })),
        { returnId: true },
      );
      return ids?.length ?? 0;
    },

    async work(name, handler, workOptions = {}) {
      await ensureQueue(name);
      await boss.work<JobPayloads[typeof name]>(
        name,
        {
          batchSize: workOptions.batchSize ?? 1,
          pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? defaults.pollingIntervalSeconds,
        },
        async (jobs: Job<JobPayloads[typeof name]>[]) => {
          try {
            await handler(
              jobs.map((job) => ({
                id: job.id,
                name,
                data: job.data,
                retryCount: job.retryCount,
                signal: job.signal,
              })),
            );
          } catch (error) {
            // pg-boss stores the error on the job; the log line says which attempt it was.
            log.warn('jobs.attempt_failed', {
              name,
              jobs: jobs.map((job) => ({ id: job.id, retryCount: job.retryCount })),
              error,
            });
            throw error;
          }
        },
      );
    },

    async schedule(name, cron, data, scheduleOptions = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null, { tz: scheduleOptions.tz ?? 'UTC' });
    },

    async stop(stopOptions = {}) {
      await boss.stop({ graceful: stopOptions.graceful ?? true, timeout: stopOptions.timeoutMs ?? 30_000 });
    },

    async inspect(name) {
      // The job table itself: pg-boss's own counts come from a cache refreshed about once a minute.
      const { rows } = await pool.query<{ state: string; n: number }>(
        `select state::text as state, count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 group by state`,
        [name],
      );
      const count = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
      return {
        queued: count('created'),
        active: count('active'),
        completed: count('completed'),
        failed: count('failed'),
        retry: count('retry'),
      };
    },

    async maintain() {
      await boss.supervise();
    },
  };
}

/** pg-boss's statements on our pool (a statement without values goes as a simple query, as pg-boss's own pool sends it). */
function poolDatabase(pool: pg.Pool): PgBossDb {
  return {
    executeSql: (text, values) => pool.query(text, values),
    poolCounts: () => ({
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
