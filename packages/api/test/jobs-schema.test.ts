import pg from 'pg';
import { getRollbackPlans } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgCode } from '../src/db';
import { createJobQueue, installJobSchema, JOB_SCHEMA, JOB_SCHEMA_VERSION } from '../src/jobs';
import { createTestDatabase, type TestDatabase } from './support/database';
import { recordingLogger } from './support/log';

/** Polls `check` until it holds; fails with `what` after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A role like production's serving role: logs in, owns nothing, may create nothing. */
const SERVING_ROLE = `siyum_jobs_serving_${process.pid}`;
const SERVING_PASSWORD = 'serving-role-test';

describe('the job schema: installed by the owner, used by the serving role', () => {
  let testDb: TestDatabase;
  let owner: pg.Client;
  let servingPool: pg.Pool;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    owner = new pg.Client({ connectionString: testDb.env.DATABASE_URL });
    await owner.connect();
    await owner.query(`drop role if exists ${SERVING_ROLE}`);
    await owner.query(
      `create role ${SERVING_ROLE} login nosuperuser nocreatedb nocreaterole password '${SERVING_PASSWORD}'`,
    );
    const url = new URL(testDb.env.DATABASE_URL ?? '');
    url.username = SERVING_ROLE;
    url.password = SERVING_PASSWORD;
    servingPool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  });
  afterEach(async () => {
    await servingPool.end();
    await owner.end();
    await testDb.drop();
    const admin = new pg.Client({
      connectionString: testDb.env.DATABASE_URL?.replace(/\/[^/]*$/, '/postgres'),
    });
    await admin.connect();
    await admin.query(`drop role if exists ${SERVING_ROLE}`);
    await admin.end();
  });

  it('the serving role runs the whole queue, upkeep included, without any DDL right', async () => {
    await installJobSchema(owner, SERVING_ROLE);
    const log = recordingLogger();
    const queue = createJobQueue({ pool: servingPool, log, defaults: { retryDelaySeconds: 1 } });
    await queue.start();
    try {
      const id = await queue.send('jobs.selfCheck', { n: 1 }, { singletonKey: 'once' });
      expect(await queue.send('jobs.selfCheck', { n: 1 }, { singletonKey: 'once' })).toBeNull();
      await queue.schedule('jobs.selfCheck', '*/5 * * * *', { n: 2 }, { tz: 'America/New_York' });
      const worked: string[] = [];
      await queue.work('jobs.selfCheck', async (jobs) => void worked.push(...jobs.map((job) => job.id)), {
        pollingIntervalSeconds: 0.5,
      });
      await waitFor(
        'the job to complete',
        async () => (await queue.inspect('jobs.selfCheck')).completed === 1,
      );
      expect(worked).toEqual([id]);
      await queue.maintain();
    } finally {
      await queue.stop();
    }
    expect(log.events.filter((event) => event.level !== 'info')).toEqual([]);

    const refused = await servingPool.query(`create table ${JOB_SCHEMA}.intruder (id int)`).catch(pgCode);
    expect(refused).toBe('42501'); // insufficient_privilege
  });

  it('a queue on a database without the schema refuses to start rather than create it', async () => {
    // The test database comes migrated, the job schema with it: take it away first.
    await owner.query(`drop schema if exists ${JOB_SCHEMA} cascade`);
    const queue = createJobQueue({ pool: servingPool, log: recordingLogger(), upkeep: false });
    await expect(queue.start()).rejects.toThrow(/not installed/);
    await queue.stop();
    const { rows } = await owner.query('select 1 from pg_namespace where nspname = $1', [JOB_SCHEMA]);
    expect(rows).toEqual([]);
  });

  it('installing again changes nothing; an older schema is upgraded to this version', async () => {
    await installJobSchema(owner, SERVING_ROLE);
    await installJobSchema(owner, SERVING_ROLE);
    await owner.query(getRollbackPlans(JOB_SCHEMA, JOB_SCHEMA_VERSION));
    const versionOf = async () =>
      Number(
        (await owner.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`)).rows[0]
          ?.version,
      );
    expect(await versionOf()).toBe(JOB_SCHEMA_VERSION - 1);

    await installJobSchema(owner, SERVING_ROLE);
    expect(await versionOf()).toBe(JOB_SCHEMA_VERSION);
    const queue = createJobQueue({ pool: servingPool, log: recordingLogger(), upkeep: false });
    await queue.start();
    await queue.stop();
  });
});
