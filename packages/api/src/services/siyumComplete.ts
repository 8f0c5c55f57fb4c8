import { siyumPath } from '@siyum/domain';
import { sql } from 'drizzle-orm';
import { learnings, portions, siyums, users } from '../db';
import type { Logger } from '../infra/log';
import { rowsOf } from '../infra/rows';
import type { JobQueue } from '../jobs';
import { siyumCompleteMail } from '../mail/templates/siyumComplete';
import {
  addressing,
  learnerPortions,
  type MailDeps,
  mailRecipient,
  type SendOutcome,
  sendOnce,
} from './mailLedger';
import { wantsMail } from './mailPrefs';

/** Each learner hears once per siyum, ever: a portion un-learned and learned again sends nothing more. */
export const siyumCompleteKey = (siyumId: number, userId: number) => `siyumComplete:${siyumId}:${userId}`;

/**
 * After a portion was marked learned: when that was the last one (every portion learned), queue
 * the announcement. The change is answered whatever happens here: a queue that is down is logged.
 */
export async function queueSiyumCompleted(
  jobs: JobQueue | null,
  change: { siyumId: number; progress: { total: number; completed: number } },
  log: Logger,
): Promise<void> {
  if (!jobs || change.progress.total === 0 || change.progress.completed < change.progress.total) return;
  try {
    await jobs.send(
      'siyum.completed',
      { siyumId: change.siyumId },
      { singletonKey: `siyumCompleted:${change.siyumId}` },
    );
  } catch (error) {
    log.warn('mail.queue_failed', { kind: 'siyumComplete', message: String(error) });
  }
}

/** The fan-out: one job per learner (not guests, not those who turned it off), in one insert. */
export async function planSiyumComplete(deps: MailDeps, jobs: JobQueue, siyumId: number): Promise<number> {
  const learners = rowsOf<{ userId: number }>(
    await deps.db.execute(sql`
      select distinct l.user_id as "userId"
      from ${learnings} l join ${users} u on u.id = l.user_id
      where l.siyum_id = ${siyumId} and u.guest_of_siyum_id is null
        and not ('siyumComplete' = any(u.mail_off))
      order by 1`),
  );
  return jobs.sendMany(
    'mail.siyumComplete',
    learners.map(({ userId }) => ({
      data: { siyumId, userId },
      singletonKey: siyumCompleteKey(siyumId, userId),
    })),
  );
}

/** One learner's announcement, with the final numbers read when it is sent. */
export async function sendSiyumComplete(
  deps: MailDeps,
  job: { siyumId: number; userId: number },
): Promise<SendOutcome> {
  const { db } = deps;
  const user = await mailRecipient(db, job.userId);
  const [siyum] = rowsOf<{ title: string; targetDate: string; portions: number; learners: number }>(
    await db.execute(sql`
      select s.title, s.target_date::text as "targetDate",
             (select count(*)::int from ${portions} p where p.siyum_id = s.id) as portions,
             (select count(distinct l.user_id)::int from ${learnings} l where l.siyum_id = s.id) as learners
      from ${siyums} s where s.id = ${job.siyumId}`),
  );
  if (!user || !siyum || !(await wantsMail(db, job.userId, 'siyumComplete'))) return 'skipped';
  const mine = await learnerPortions(db, job.userId, job.siyumId, 'completed');
  return sendOnce(
    deps,
    {
      key: siyumCompleteKey(job.siyumId, job.userId),
      userId: job.userId,
      siyumId: job.siyumId,
      kind: 'siyumComplete',
    },
    async () =>
      siyumCompleteMail({
        ...(await addressing(deps, job.userId, user, 'siyumComplete')),
        siyum,
        mine,
        url: new URL(siyumPath({ id: job.siyumId }), deps.origin).href,
      }),
  );
}

/** This replica's share: the fan-out and the announcements. */
export async function workSiyumComplete(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.work('siyum.completed', async (batch) => {
    for (const job of batch) await planSiyumComplete(deps, jobs, job.data.siyumId);
  });
  await jobs.work('mail.siyumComplete', async (batch) => {
    for (const job of batch) await sendSiyumComplete(deps, job.data);
  });
}
