import { type Db, learnings, poolOf, users } from '@siyum/api/db';
import { silentLogger } from '@siyum/api/infra/log';
import { type JobQueue, jobQueueFromDatabase } from '@siyum/api/jobs';
import { planReminders } from '@siyum/api/services/reminders';
import { createSiyum } from '@siyum/api/services/siyums';
import { siyumCreateInputSchema } from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../db/open';

/** The learners' zones: far apart, so the planner's per-zone local time is really exercised. */
const ZONES = ['Asia/Jerusalem', 'America/New_York', 'Europe/London', 'UTC', 'America/Los_Angeles'];

export interface ReminderFixture {
  siyumId: number;
  portions: number;
  learners: number;
  /** An instant at which every learner's reminder is due (9:00 or later everywhere, 7 days before). */
  dueAt: Date;
}

/**
 * A siyum of all the Mishnah by mishnah (4,192 portions) divided among `learners` learners in five
 * time zones, every portion claimed — set-based SQL, so it takes a second, not a minute.
 */
export async function seedReminderSiyum(
  db: Db,
  learners: number,
  unit = 'mishnah',
): Promise<ReminderFixture> {
  // 17:30 UTC: 9:30 in Los Angeles, 19:30 in Jerusalem — the same date, past 9:00, everywhere.
  const dueAt = new Date('2031-02-04T17:30:00Z');
  const [owner] = await db
    .insert(users)
    .values({ email: `bench-owner-${Date.now()}@example.org`, firstName: 'Bench', timeZone: 'UTC' })
    .returning({ id: users.id });
  if (!owner) throw new Error('bench: no owner');
  const input = siyumCreateInputSchema.parse({
    title: 'All the Mishnah, mishnah by mishnah',
    corpus: 'mishnah',
    unit,
    targetDate: '2031-02-11',
  });
  const siyum = await createSiyum(db, owner.id, input);
  const prefix = `bench-${siyum.id}-`;
  await db.execute(sql`
    insert into ${users} (email, first_name, time_zone)
    select ${prefix} || n || '@example.org', 'Learner ' || n,
           (${sql.param(ZONES)}::text[])[1 + (n % ${ZONES.length}::int)]
    from generate_series(1, ${learners}::int) as n`);
  await db.execute(sql`
    with learner as (
      select id, row_number() over (order by id) - 1 as i from ${users} where email like ${`${prefix}%`}
    ), portion as (
      select id, row_number() over (order by position) - 1 as i from portions where siyum_id = ${siyum.id}
    )
    insert into ${learnings} (portion_id, siyum_id, user_id, exclusive, status)
    select portion.id, ${siyum.id}, learner.id, true, 'claimed'
    from portion join learner on learner.i = portion.i % ${learners}::int`);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(learnings)
    .where(eq(learnings.siyumId, siyum.id));
  return { siyumId: siyum.id, portions: count?.n ?? 0, learners, dueAt };
}

export interface PlanMeasure {
  ms: number;
  /** Statements the planner sent to Postgres (its own and the queue's insert). */
  queries: number;
  due: number;
  queued: number;
}

/** One planner tick at `now`, timed, counting the statements it sent through `pool`. */
export async function measurePlan(db: Db, pool: pg.Pool, jobs: JobQueue, now: Date): Promise<PlanMeasure> {
  const query = pool.query.bind(pool);
  let queries = 0;
  const counting = ((...args: Parameters<typeof query>) => {
    queries++;
    return query(...args);
  }) as typeof pool.query;
  pool.query = counting;
  const started = performance.now();
  try {
    const planned = await planReminders(db, jobs, now);
    return { ms: Math.round(performance.now() - started), queries, ...planned };
  } finally {
    pool.query = query;
  }
}

export interface ReminderBench {
  fixture: ReminderFixture;
  /** The tick that finds every learner due and queues them. */
  first: PlanMeasure;
  /** The next tick: the same reminders, already queued, queue nothing. */
  second: PlanMeasure;
}

/**
 * `npm run bench` (reminders case, issue 22): a throw-away embedded Postgres, one siyum of 4,192
 * portions among 1,000 learners, then two planner ticks at the moment all are due.
 */
export async function benchReminders(dataDir: string, learners = 1000): Promise<ReminderBench> {
  const database = await openDatabase({ kind: 'embedded', dataDir, fast: true });
  try {
    await database.migrate();
    const pool = poolOf(database.db);
    if (!pool) throw new Error('bench: no pool');
    const jobs = jobQueueFromDatabase(database, { log: silentLogger, upkeep: false });
    await jobs.start();
    try {
      const fixture = await seedReminderSiyum(database.db, learners);
      const first = await measurePlan(database.db, pool, jobs, fixture.dueAt);
      const second = await measurePlan(database.db, pool, jobs, fixture.dueAt);
      return { fixture, first, second };
    } finally {
      await jobs.stop({ graceful: false });
    }
  } finally {
    await database.close();
  }
}
