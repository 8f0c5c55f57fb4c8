import {
  daysBetween,
  REMINDER_DAYS_BEFORE,
  REMINDER_LOCAL_HOUR,
  REMINDER_PLAN_CRON,
  siyumPath,
} from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, learnings, mailSends, siyums, users } from '../db';
import { rowsOf } from '../infra/rows';
import type { JobQueue } from '../jobs';
import { reminderMail } from '../mail/templates/reminder';
import {
  addressing,
  learnerPortions,
  type MailDeps,
  mailRecipient,
  type SendOutcome,
  sendOnce,
} from './mailLedger';
import { wantsMail } from './mailPrefs';
import { planOrganizerDigests, workOrganizerDigests } from './organizerDigest';
import { planWeeklyDigests, workWeeklyDigests } from './weeklyDigest';

/** The idempotency key: one reminder per learner, siyum and the learner's local day. */
export const reminderKey = (userId: number, siyumId: number, localDate: string) =>
  `reminder:${userId}:${siyumId}:${localDate}`;

export interface DueReminder {
  userId: number;
  siyumId: number;
  /** The learner's today, in their time zone, when the reminder came due. */
  localDate: string;
}

const LONGEST_LEAD_DAYS = Math.max(...REMINDER_DAYS_BEFORE);

function dueRemindersQuery(at: string) {
  const days = `{${REMINDER_DAYS_BEFORE.join(',')}}`;
  return sql`
    with soon as (
      select id, target_date from ${siyums}
      where target_date between (${at}::timestamptz at time zone 'UTC')::date - 1
                            and (${at}::timestamptz at time zone 'UTC')::date + ${LONGEST_LEAD_DAYS + 1}::int
    ), open as (
      select l.user_id, l.siyum_id, soon.target_date,
             (${at}::timestamptz at time zone coalesce(u.time_zone, 'UTC')) as local_now
      from soon
      join ${learnings} l on l.siyum_id = soon.id and l.status = 'claimed'
      join ${users} u on u.id = l.user_id
      where u.guest_of_siyum_id is null and not ('reminders' = any(u.mail_off))
      group by l.user_id, l.siyum_id, soon.target_date, u.time_zone
    )
    select user_id as "userId", siyum_id as "siyumId", local_now::date::text as "localDate"
    from open
    where target_date - local_now::date = any(${days}::int[])
      and local_now::time >= make_time(${REMINDER_LOCAL_HOUR}::int, 0, 0)
      and not exists (
        select 1 from ${mailSends} m
        where m.key = 'reminder:' || open.user_id || ':' || open.siyum_id || ':' || local_now::date::text
      )
    order by siyum_id, user_id`;
}

/**
 * The reminders due at `now`, in one statement: learners (not guests, not unsubscribed) holding an
 * unfinished portion of a siyum whose date is one of REMINDER_DAYS_BEFORE days after their own
 * today, once it is 9:00 or later where they are (Postgres converts with its time-zone database, so
 * DST is its business), and not sent already. Only siyumim dated within the longest lead (by the
 * target-date index) are read, so the work is bounded by what is due, not by the community's size.
 */
export async function dueReminders(db: Db, now = new Date()): Promise<DueReminder[]> {
  return rowsOf<DueReminder>(await db.execute(dueRemindersQuery(now.toISOString())));
}

/** One planner tick: queues every due reminder in one insert (a key already queued is left out). */
export async function planReminders(
  db: Db,
  jobs: JobQueue,
  now = new Date(),
): Promise<{ due: number; queued: number }> {
  const due = await dueReminders(db, now);
  const queued = await jobs.sendMany(
    'mail.reminder',
    due.map((reminder) => ({
      data: reminder,
      singletonKey: reminderKey(reminder.userId, reminder.siyumId, reminder.localDate),
    })),
  );
  return { due: due.length, queued };
}

/**
 * The job: reads what is still open when it runs (a portion learned or released since the plan is
 * left out; nothing open, or the learner unsubscribed meanwhile → nothing sent), then sends once.
 */
export async function sendReminder(deps: MailDeps, job: DueReminder, now = new Date()): Promise<SendOutcome> {
  const { db } = deps;
  const user = await mailRecipient(db, job.userId);
  const [siyum] = await db
    .select({ id: siyums.id, title: siyums.title, targetDate: siyums.targetDate })
    .from(siyums)
    .where(eq(siyums.id, job.siyumId));
  if (!user || !siyum) return 'skipped';
  const open = await learnerPortions(db, job.userId, job.siyumId, 'claimed');
  if (open.length === 0 || !(await wantsMail(db, job.userId, 'reminders'))) return 'skipped';
  return sendOnce(
    deps,
    {
      key: reminderKey(job.userId, job.siyumId, job.localDate),
      userId: job.userId,
      siyumId: job.siyumId,
      kind: 'reminder',
    },
    async () =>
      reminderMail({
        ...(await addressing(deps, job.userId, user, 'reminders')),
        siyum,
        daysLeft: daysBetween(job.localDate, siyum.targetDate),
        open,
        url: new URL(siyumPath(siyum), deps.origin).href,
      }),
    now,
  );
}

/**
 * This replica's share: the planner on its cron (one replica runs each tick; it plans the
 * organizers' and the learners' weekly summaries too) and the reminder and summary jobs.
 */
export async function workReminders(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.schedule('reminders.plan', REMINDER_PLAN_CRON, {});
  await jobs.work('reminders.plan', async () => {
    const now = new Date();
    const planned = await planReminders(deps.db, jobs, now);
    const digests = await planOrganizerDigests(deps.db, jobs, now);
    const weekly = await planWeeklyDigests(deps.db, jobs, now);
    if (planned.due > 0 || digests > 0 || weekly > 0)
      deps.log.info('reminders.planned', { ...planned, digests, weekly });
  });
  await workOrganizerDigests(jobs, deps);
  await workWeeklyDigests(jobs, deps);
  await jobs.work(
    'mail.reminder',
    async (batch) => {
      for (const job of batch) await sendReminder(deps, job.data);
    },
    { batchSize: 1 },
  );
}
