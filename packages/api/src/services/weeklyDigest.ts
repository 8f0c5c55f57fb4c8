import {
  type BilingualName,
  LEARNINGS_PATH,
  REMINDER_LOCAL_HOUR,
  WEEKLY_DIGEST_DAY,
  WEEKLY_DIGEST_MIN_OPEN,
} from '@siyum/domain';
import { sql } from 'drizzle-orm';
import { type Db, learnings, mailSends, portions, siyums, users } from '../db';
import { rowsOf } from '../infra/rows';
import type { JobQueue } from '../jobs';
import { weeklyDigestMail } from '../mail/templates/weeklyDigest';
import {
  addressing,
  type MailDeps,
  mailRecipient,
  PORTION_NAME,
  type SendOutcome,
  sendOnce,
} from './mailLedger';
import { wantsMail } from './mailPrefs';

/** One summary per learner and local Sunday. */
export const weeklyDigestKey = (userId: number, localDate: string) => `weeklyDigest:${userId}:${localDate}`;

/**
 * The summaries due at `now`, in one statement: learners for whom it is Sunday, in the half hour
 * after 9:00 (two ticks of the planner; a missed week is a missed summary, not a missed reminder),
 * holding at least WEEKLY_DIGEST_MIN_OPEN unfinished portions of siyumim not yet past, not sent.
 */
export async function dueWeeklyDigests(db: Db, now = new Date()) {
  const at = now.toISOString();
  return rowsOf<{ userId: number; localDate: string }>(
    await db.execute(sql`
      with local as (
        select u.id as user_id, (${at}::timestamptz at time zone coalesce(u.time_zone, 'UTC')) as local_now
        from ${users} u
        where u.guest_of_siyum_id is null and not ('weeklyDigest' = any(u.mail_off))
      ), due as (
        select user_id, local_now from local
        where extract(dow from local_now) = ${WEEKLY_DIGEST_DAY}::int
          and local_now::time >= make_time(${REMINDER_LOCAL_HOUR}::int, 0, 0)
          and local_now::time < make_time(${REMINDER_LOCAL_HOUR}::int, 30, 0)
      )
      select due.user_id as "userId", due.local_now::date::text as "localDate"
      from due
      join ${learnings} l on l.user_id = due.user_id and l.status = 'claimed'
      join ${siyums} s on s.id = l.siyum_id and s.target_date >= due.local_now::date
      where not exists (
        select 1 from ${mailSends} ms
        where ms.key = 'weeklyDigest:' || due.user_id || ':' || due.local_now::date::text)
      group by due.user_id, due.local_now
      having count(*) >= ${WEEKLY_DIGEST_MIN_OPEN}::int
      order by 1`),
  );
}

/** Queues the due summaries in one insert (planned in the reminders' tick). */
export async function planWeeklyDigests(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  const due = await dueWeeklyDigests(db, now);
  return jobs.sendMany(
    'mail.weeklyDigest',
    due.map((digest) => ({ data: digest, singletonKey: weeklyDigestKey(digest.userId, digest.localDate) })),
  );
}

/** One learner's summary, read when it is sent; fewer than two portions left → nothing sent. */
export async function sendWeeklyDigest(
  deps: MailDeps,
  job: { userId: number; localDate: string },
  now = new Date(),
): Promise<SendOutcome> {
  const { db } = deps;
  const user = await mailRecipient(db, job.userId);
  if (!user || !(await wantsMail(db, job.userId, 'weeklyDigest'))) return 'skipped';
  const siyumim = rowsOf<{ title: string; targetDate: string; daysLeft: number; open: BilingualName[] }>(
    await db.execute(sql`
      select s.title, s.target_date::text as "targetDate", (s.target_date - ${job.localDate}::date) as "daysLeft",
             json_agg(${PORTION_NAME} order by p.position) as open
      from ${learnings} l join ${siyums} s on s.id = l.siyum_id join ${portions} p on p.id = l.portion_id
      where l.user_id = ${job.userId} and l.status = 'claimed' and s.target_date >= ${job.localDate}::date
      group by s.id order by s.target_date, s.id`),
  );
  const open = siyumim.reduce((sum, siyum) => sum + siyum.open.length, 0);
  if (open < WEEKLY_DIGEST_MIN_OPEN) return 'skipped';
  return sendOnce(
    deps,
    {
      key: weeklyDigestKey(job.userId, job.localDate),
      userId: job.userId,
      siyumId: null,
      kind: 'weeklyDigest',
    },
    async () =>
      weeklyDigestMail({
        ...(await addressing(deps, job.userId, user, 'weeklyDigest')),
        siyumim,
        url: new URL(LEARNINGS_PATH, deps.origin).href,
      }),
    now,
  );
}

/** This replica's share of the summaries. */
export async function workWeeklyDigests(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.work('mail.weeklyDigest', async (batch) => {
    for (const job of batch) await sendWeeklyDigest(deps, job.data);
  });
}
