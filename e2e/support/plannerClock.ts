import { openPostgres } from '../../packages/api/src/db';
import { silentLogger } from '../../packages/api/src/infra/log';
import { jobQueueFromDatabase } from '../../packages/api/src/jobs';
import { planReminders } from '../../packages/api/src/services/reminders';

/**
 * One tick of the reminder planner at a time the test chooses: the server runs the same function
 * every 15 minutes on the wall clock (REMINDER_PLAN_CRON); here the test is the cron, and its clock
 * can be in 2032. It reads the stack's real database and queues on its real queue, so the
 * production server's workers send what it queues through real SMTP to the catcher.
 */
export async function planRemindersAt(
  databaseUrl: string,
  at: Date,
): Promise<{ due: number; queued: number }> {
  const database = openPostgres({ url: databaseUrl, poolMax: 2 });
  const jobs = jobQueueFromDatabase(database, { log: silentLogger, upkeep: false });
  try {
    await jobs.start();
    return await planReminders(database.db, jobs, at);
  } finally {
    await jobs.stop({ graceful: false });
    await database.close();
  }
}
