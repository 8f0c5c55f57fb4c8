import {
  type BilingualName,
  daysBetween,
  ORGANIZER_WARNING_DAYS_BEFORE,
  ORGANIZER_WARNING_LIST_MAX,
  REMINDER_LOCAL_HOUR,
  siyumPath,
} from '@siyum/domain';
import { sql } from 'drizzle-orm';
import { type Db, learnings, mailSends, portions, siyumPermissions, siyums, users } from '../db';
import { rowsOf } from '../infra/rows';
import type { JobQueue } from '../jobs';
import { type DigestPerson, organizerDigestMail } from '../mail/templates/organizerDigest';
import {
  addressing,
  type MailDeps,
  mailRecipient,
  PORTION_NAME,
  type SendOutcome,
  sendOnce,
} from './mailLedger';
import { wantsMail } from './mailPrefs';

/** One summary per manager, siyum and the manager's local day. */
export const organizerDigestKey = (userId: number, siyumId: number, localDate: string) =>
  `organizerDigest:${userId}:${siyumId}:${localDate}`;

const DAY = sql`interval '24 hours'`;

/**
 * The summaries due at `now`, in one statement: siyumim with a sign-up or a learned portion in the
 * last 24 hours (read by the learnings' time indexes, so bounded by the day's activity), or a week
 * from their date with portions still open; their owner and helpers with updateUsers, at 9:00 or
 * later where each is, not sent today, not unsubscribed.
 */
export async function dueOrganizerDigests(db: Db, now = new Date()) {
  const at = now.toISOString();
  return rowsOf<{ userId: number; siyumId: number; localDate: string }>(
    await db.execute(sql`
      with active as (
        select siyum_id from ${learnings} where claimed_at > ${at}::timestamptz - ${DAY}
        union
        select siyum_id from ${learnings} where completed_at > ${at}::timestamptz - ${DAY}
      ), near as (
        select id as siyum_id from ${siyums}
        where target_date between (${at}::timestamptz at time zone 'UTC')::date + ${ORGANIZER_WARNING_DAYS_BEFORE - 1}::int
                              and (${at}::timestamptz at time zone 'UTC')::date + ${ORGANIZER_WARNING_DAYS_BEFORE + 1}::int
      ), managers as (
        select s.id as siyum_id, s.owner_id as user_id, s.target_date
        from ${siyums} s where s.id in (select siyum_id from active union select siyum_id from near)
        union
        select p.siyum_id, p.user_id, s.target_date
        from ${siyumPermissions} p join ${siyums} s on s.id = p.siyum_id
        where p.update_users and p.siyum_id in (select siyum_id from active union select siyum_id from near)
      ), local as (
        select m.user_id, m.siyum_id, m.target_date,
               (${at}::timestamptz at time zone coalesce(u.time_zone, 'UTC')) as local_now
        from managers m join ${users} u on u.id = m.user_id
        where u.guest_of_siyum_id is null and not ('organizerDigest' = any(u.mail_off))
      )
      select user_id as "userId", siyum_id as "siyumId", local_now::date::text as "localDate"
      from local
      where local_now::time >= make_time(${REMINDER_LOCAL_HOUR}::int, 0, 0)
        and (siyum_id in (select siyum_id from active)
             or (target_date - local_now::date = ${ORGANIZER_WARNING_DAYS_BEFORE}::int
                 and exists (select 1 from ${portions} p where p.siyum_id = local.siyum_id
                             and not exists (select 1 from ${learnings} l where l.portion_id = p.id))))
        and not exists (
          select 1 from ${mailSends} ms
          where ms.key = 'organizerDigest:' || local.user_id || ':' || local.siyum_id || ':' || local_now::date::text)
      order by siyum_id, user_id`),
  );
}

/** One planner tick (with the reminders'): queues the due summaries in one insert. */
export async function planOrganizerDigests(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  const due = await dueOrganizerDigests(db, now);
  return jobs.sendMany(
    'mail.organizerDigest',
    due.map((digest) => ({
      data: digest,
      singletonKey: organizerDigestKey(digest.userId, digest.siyumId, digest.localDate),
    })),
  );
}

/** Learners and the portions they took (or learned) since `since`, by name, in text order. */
async function peopleSince(db: Db, siyumId: number, column: 'claimed_at' | 'completed_at', since: string) {
  return rowsOf<DigestPerson>(
    await db.execute(sql`
      select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), split_part(u.email, '@', 1)) as name,
             json_agg(${PORTION_NAME} order by p.position) as portions
      from ${learnings} l join ${users} u on u.id = l.user_id join ${portions} p on p.id = l.portion_id
      where l.siyum_id = ${siyumId} and l.${sql.raw(column)} > ${since}::timestamptz - ${DAY}
      group by u.id, name order by min(p.position)`),
  );
}

/**
 * One manager's summary, read when it is sent: the day's sign-ups and learned portions, the
 * progress, and — a week before the date — the open portions. Nothing to say → nothing sent.
 */
export async function sendOrganizerDigest(
  deps: MailDeps,
  job: { userId: number; siyumId: number; localDate: string },
  now = new Date(),
): Promise<SendOutcome> {
  const { db } = deps;
  const at = now.toISOString();
  const manager = await mailRecipient(db, job.userId);
  const [siyum] = rowsOf<{
    title: string;
    targetDate: string;
    total: number;
    claimed: number;
    completed: number;
  }>(
    await db.execute(sql`
      select s.title, s.target_date::text as "targetDate",
             (select count(*)::int from ${portions} p where p.siyum_id = s.id) as total,
             (select count(distinct l.portion_id)::int from ${learnings} l where l.siyum_id = s.id) as claimed,
             (select count(distinct l.portion_id)::int from ${learnings} l
              where l.siyum_id = s.id and l.status = 'completed') as completed
      from ${siyums} s where s.id = ${job.siyumId}`),
  );
  if (!manager || !siyum || !(await wantsMail(db, job.userId, 'organizerDigest'))) return 'skipped';
  const [signedUp, learned] = await Promise.all([
    peopleSince(db, job.siyumId, 'claimed_at', at),
    peopleSince(db, job.siyumId, 'completed_at', at),
  ]);
  const warn = daysBetween(job.localDate, siyum.targetDate) === ORGANIZER_WARNING_DAYS_BEFORE;
  const open = warn
    ? rowsOf<BilingualName>(
        await db.execute(sql`
          select p.label_en as en, p.label_he as he from ${portions} p
          where p.siyum_id = ${job.siyumId}
            and not exists (select 1 from ${learnings} l where l.portion_id = p.id)
          order by p.position`),
      )
    : [];
  if (signedUp.length === 0 && learned.length === 0 && open.length === 0) return 'skipped';
  return sendOnce(
    deps,
    {
      key: organizerDigestKey(job.userId, job.siyumId, job.localDate),
      userId: job.userId,
      siyumId: job.siyumId,
      kind: 'organizerDigest',
    },
    async () =>
      organizerDigestMail({
        ...(await addressing(deps, job.userId, manager, 'organizerDigest')),
        siyum,
        signedUp,
        learned,
        open: open.slice(0, ORGANIZER_WARNING_LIST_MAX),
        moreOpen: Math.max(0, open.length - ORGANIZER_WARNING_LIST_MAX),
        url: new URL(siyumPath({ id: job.siyumId }), deps.origin).href,
      }),
    now,
  );
}

/** This replica's share of the summaries (planned with the reminders, services/reminders.ts). */
export async function workOrganizerDigests(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.work('mail.organizerDigest', async (batch) => {
    for (const job of batch) await sendOrganizerDigest(deps, job.data);
  });
}
