import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePlan, seedReminderSiyum } from '../../devstack/src/bench/reminders';
import { poolOf } from '../src/db';
import { silentLogger } from '../src/infra/log';
import { type JobQueue, jobQueueFromDatabase } from '../src/jobs';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * The planner's cost is a fixed handful of statements, however many learners are due (issue 22's
 * bench: `npm run bench` with BENCH_CASES=reminders runs the same at 4,192 portions × 1,000 learners).
 */
describe('planning reminders for a whole siyum at once', () => {
  let testDb: TestDatabase;
  let jobs: JobQueue;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = jobQueueFromDatabase(testDb.database, { log: silentLogger, upkeep: false });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await testDb?.drop();
  });

  it('queues every due learner in a bounded batch of statements, and nothing twice', async () => {
    const db = testDb.database.db;
    const pool = poolOf(db);
    if (!pool) throw new Error('no pool');
    // 525 chapters among 120 learners in five zones.
    const fixture = await seedReminderSiyum(db, 120, 'chapter');
    expect(fixture.portions).toBe(525);
    const first = await measurePlan(db, pool, jobs, fixture.dueAt);
    expect(first.due).toBe(120);
    expect(first.queued).toBe(120);
    // The due query and one insert; the first tick also sets up the queue (pg-boss: 4 statements).
    expect(first.queries).toBeLessThanOrEqual(6);
    const second = await measurePlan(db, pool, jobs, fixture.dueAt);
    expect(second.due).toBe(120); // not sent yet: still due, but already queued
    expect(second.queued).toBe(0);
    expect(second.queries).toBeLessThanOrEqual(2);
    // A day earlier nobody is due (8 days before the date).
    const early = await measurePlan(db, pool, jobs, new Date(fixture.dueAt.getTime() - 86_400_000));
    expect(early.due).toBe(0);
  });
});
