import type { MailCatcherClient } from '@siyum/devstack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReminderSiyum } from '../../devstack/src/bench/reminders';
import { silentLogger } from '../src/infra/log';
import { type JobQueue, jobQueueFromDatabase } from '../src/jobs';
import { planReminders, sendReminder } from '../src/services/reminders';
import { createTestDatabase, type TestDatabase } from './support/database';
import { type MailKit, startMailKit } from './support/mailKit';

const LEARNERS = 30;

/**
 * Two API replicas on one database (issue 22): both plan the same tick and both work the queue,
 * and each learner still receives one reminder — counted in the SMTP catcher, not in our tables.
 */
describe('reminders with two replicas', () => {
  let testDb: TestDatabase;
  let kit: MailKit;
  let inbox: MailCatcherClient;
  const replicas: JobQueue[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    kit = await startMailKit();
    inbox = kit.inbox;
    for (let i = 0; i < 2; i++) {
      const jobs = jobQueueFromDatabase(testDb.database, { log: silentLogger, upkeep: false });
      await jobs.start();
      replicas.push(jobs);
    }
  }, 60_000);
  afterAll(async () => {
    for (const jobs of replicas) await jobs.stop();
    await kit?.close();
    await testDb?.drop();
  });

  it('sends each learner exactly one reminder', async () => {
    const db = testDb.database.db;
    const fixture = await seedReminderSiyum(db, LEARNERS, 'chapter');
    const deps = kit.deps(db);
    for (const jobs of replicas)
      await jobs.work(
        'mail.reminder',
        async (batch) => {
          for (const job of batch) await sendReminder(deps, job.data, fixture.dueAt);
        },
        { pollingIntervalSeconds: 0.5 },
      );
    // The same tick on both at once, and again: the keys let one of each through.
    const ticks = await Promise.all([
      ...replicas.map((jobs) => planReminders(db, jobs, fixture.dueAt)),
      ...replicas.map((jobs) => planReminders(db, jobs, fixture.dueAt)),
    ]);
    expect(ticks.reduce((sum, tick) => sum + tick.queued, 0)).toBe(LEARNERS);

    await expect
      .poll(async () => (await inbox.messages()).length, { timeout: 30_000, interval: 250 })
      .toBe(LEARNERS);
    // Time for a duplicate to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = await inbox.messages();
    expect(mails).toHaveLength(LEARNERS);
    expect(new Set(mails.map((mail) => mail.envelopeTo.join())).size).toBe(LEARNERS);
  });
});
