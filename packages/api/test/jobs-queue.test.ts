import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, installJobSchema, JOB_SCHEMA, type JobQueue, type QueuedJob } from '../src/jobs';
import { createTestDatabase, type TestDatabase } from './support/database';
import { recordingLogger } from './support/log';

/** Polls `check` until it holds; fails with `what` after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A promise and the function that settles it: a handler held open until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('job queue (pg-boss on the API database)', () => {
  let testDb: TestDatabase;
  /** One pool per "process": each replica or restarted API has its own. */
  let pools: pg.Pool[];
  let queues: JobQueue[];
  /** The test's own view of the database. */
  let db: pg.Pool;
  const log = recordingLogger();

  const openPool = () => {
    const pool = new pg.Pool({ connectionString: testDb.env.DATABASE_URL, max: 4 });
    pools.push(pool);
    return pool;
  };
  const openQueue = (pool = openPool()) => {
    const queue = createJobQueue({
      pool,
      log,
      // Short pauses so a test sees retries in seconds; no background upkeep to race with.
      defaults: { retryDelaySeconds: 1, retryLimit: 2 },
      upkeep: false,
    });
    queues.push(queue);
    return queue;
  };
  const stateOf = async (id: string | null) => {
    const { rows } = await db.query<{ state: string }>(
      `select state::text as state from ${JOB_SCHEMA}.job where id = $1`,
      [id],
    );
    return rows[0]?.state;
  };

  beforeEach(async () => {
    testDb = await createTestDatabase();
    pools = [];
    queues = [];
    log.events.length = 0;
    db = openPool();
    const owner = new pg.Client({ connectionString: testDb.env.DATABASE_URL });
    await owner.connect();
    try {
      await installJobSchema(owner);
    } finally {
      await owner.end();
    }
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop({ graceful: false })));
    await Promise.all(pools.map((pool) => pool.end()));
    await testDb.drop();
    expect(log.events.filter((event) => event.level === 'error')).toEqual([]);
  });

  it('a job sent before a restart is worked by the next instance', async () => {
    const before = openQueue();
    await before.start();
    const id = await before.send('jobs.selfCheck', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await before.stop();
    expect(await before.inspect('jobs.selfCheck')).toMatchObject({ queued: 1, active: 0 });

    const after = openQueue();
    await after.start();
    const worked: QueuedJob<'jobs.selfCheck'>[] = [];
    await after.work('jobs.selfCheck', async (jobs) => void worked.push(...jobs), {
      pollingIntervalSeconds: 0.5,
    });
    await waitFor('the job to complete', async () => (await after.inspect('jobs.selfCheck')).completed === 1);
    expect(worked.map((job) => [job.id, job.data])).toEqual([[id, { n: 7 }]]);
  });

  it('two replicas working one queue do each of 50 jobs exactly once', async () => {
    const sender = openQueue();
    await sender.start();
    for (let n = 0; n < 50; n++) await sender.send('jobs.selfCheck', { n });
    await db.query('create table job_runs (n int not null, replica text not null)');

    const replicas = [openQueue(), openQueue()];
    await Promise.all(replicas.map((replica) => replica.start()));
    await Promise.all(
      replicas.map((replica, index) =>
        replica.work(
          'jobs.selfCheck',
          async (jobs) => {
            for (const job of jobs) {
              await db.query('insert into job_runs values ($1, $2)', [job.data.n, `replica ${index}`]);
            }
          },
          { batchSize: 3, pollingIntervalSeconds: 0.5 },
        ),
      ),
    );
    await waitFor(
      '50 jobs to complete',
      async () => (await sender.inspect('jobs.selfCheck')).completed === 50,
    );
    const { rows } = await db.query<{ n: number }>('select n from job_runs order by n');
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('a failing job is retried with growing pauses, then kept as failed', async () => {
    const queue = openQueue();
    await queue.start();
    const id = await queue.send('jobs.selfCheck', { n: 1 });
    const attempts: { retryCount: number; at: number }[] = [];
    await queue.work(
      'jobs.selfCheck',
      async ([job]) => {
        attempts.push({ retryCount: job?.retryCount ?? -1, at: Date.now() });
        throw new Error('smtp down');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await waitFor(
      'the job to fail for good',
      async () => (await queue.inspect('jobs.selfCheck')).failed === 1,
    );

    expect(await queue.inspect('jobs.selfCheck')).toEqual({
      queued: 0,
      active: 0,
      completed: 0,
      failed: 1,
      retry: 0,
    });
    // retryLimit 2: the first attempt and two retries, each after its pause (1–2 s, then 2–4 s).
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    const [first, second, third] = attempts.map((attempt) => attempt.at);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(950);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1950);
    const { rows } = await db.query<{ output: { message?: string } }>(
      `select output from ${JOB_SCHEMA}.job where id = $1`,
      [id],
    );
    expect(rows[0]?.output.message).toBe('smtp down');
    expect(log.events.filter((event) => event.event === 'jobs.attempt_failed')).toHaveLength(3);
  });

  it('our defaults reach a job sent without options: 5 retries, exponential backoff from 30 s', async () => {
    const pool = openPool();
    const queue = createJobQueue({ pool, log, upkeep: false });
    queues.push(queue);
    await queue.start();
    const id = await queue.send('jobs.selfCheck', { n: 1 });
    const { rows } = await pool.query(
      `select retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds
         from ${JOB_SCHEMA}.job where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      retry_limit: 5,
      retry_delay: 30,
      retry_backoff: true,
      retry_delay_max: 3600,
      expire_seconds: 900,
      deletion_seconds: 14 * 24 * 60 * 60,
    });
  });

  it('a singletonKey is queued once, even after its job finished', async () => {
    const queue = openQueue();
    await queue.start();
    const key = 'reminder:user-1:siyum-2:2026-05-01';
    const first = await queue.send('jobs.selfCheck', { n: 1 }, { singletonKey: key });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send('jobs.selfCheck', { n: 2 }, { singletonKey: key })).toBeNull();
    expect(await queue.send('jobs.selfCheck', { n: 3 }, { singletonKey: 'another key' })).toEqual(
      expect.any(String),
    );
    expect(await queue.inspect('jobs.selfCheck')).toMatchObject({ queued: 2 });

    await queue.work('jobs.selfCheck', async () => {}, { pollingIntervalSeconds: 0.5 });
    await waitFor(
      'both jobs to complete',
      async () => (await queue.inspect('jobs.selfCheck')).completed === 2,
    );
    expect(await queue.send('jobs.selfCheck', { n: 4 }, { singletonKey: key })).toBeNull();
    expect(await queue.inspect('jobs.selfCheck')).toMatchObject({ queued: 0, completed: 2 });
  });

  it('a job with startAfter waits for it', async () => {
    const queue = openQueue();
    await queue.start();
    const later = await queue.send(
      'jobs.selfCheck',
      { n: 1 },
      { startAfter: new Date(Date.now() + 60 * 60_000) },
    );
    const soon = await queue.send('jobs.selfCheck', { n: 2 }, { startAfter: 1 });
    const worked: number[] = [];
    await queue.work('jobs.selfCheck', async (jobs) => void worked.push(...jobs.map((job) => job.data.n)), {
      pollingIntervalSeconds: 0.5,
    });
    await waitFor('the 1 s job to complete', async () => (await stateOf(soon)) === 'completed');
    expect(worked).toEqual([2]);
    expect(await stateOf(later)).toBe('created');
  });

  it('a graceful stop waits for the handler in flight, and the job completes', async () => {
    const queue = openQueue();
    await queue.start();
    const id = await queue.send('jobs.selfCheck', { n: 1 });
    const started = gate();
    const release = gate();
    const order: string[] = [];
    await queue.work(
      'jobs.selfCheck',
      async () => {
        started.open();
        await release.opened;
        order.push('handler finished');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await started.opened;
    const stopping = queue.stop({ graceful: true, timeoutMs: 20_000 }).then(() => order.push('stopped'));
    // Long enough for a stop that did not wait to have finished.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release.open();
    await stopping;
    expect(order).toEqual(['handler finished', 'stopped']);
    expect(await stateOf(id)).toBe('completed');
  });

  it('a handler still running at the stop timeout is failed back to retry, not lost', async () => {
    const queue = openQueue();
    await queue.start();
    const id = await queue.send('jobs.selfCheck', { n: 1 });
    const started = gate();
    await queue.work(
      'jobs.selfCheck',
      async ([job]) => {
        started.open();
        // Holds until the queue gives up on it.
        await new Promise((resolve) => job?.signal.addEventListener('abort', resolve, { once: true }));
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await started.opened;
    await queue.stop({ graceful: true, timeoutMs: 1_000 });
    expect(await stateOf(id)).toBe('retry');
  });

  it('schedules a cron job once per name, in its time zone', async () => {
    const queue = openQueue();
    await queue.start();
    await queue.schedule('jobs.selfCheck', '0 9 * * *', { n: 1 }, { tz: 'Asia/Jerusalem' });
    await queue.schedule('jobs.selfCheck', '0 9 * * *', { n: 1 }, { tz: 'Asia/Jerusalem' });
    const { rows } = await db.query(`select name, cron, timezone from ${JOB_SCHEMA}.schedule`);
    expect(rows).toEqual([{ name: 'jobs.selfCheck', cron: '0 9 * * *', timezone: 'Asia/Jerusalem' }]);
  });
});
