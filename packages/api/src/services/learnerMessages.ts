import {
  LEARNER_MESSAGES_PER_DAY,
  type LearnerMessages,
  type MessageLearnersInput,
  siyumPath,
} from '@siyum/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, learnerMessages, learnings, mailSends, siyums, users } from '../db';
import { failure } from '../infra/errors';
import { rowsOf } from '../infra/rows';
import type { JobQueue } from '../jobs';
import { learnerMessageMail } from '../mail/templates/learnerMessage';
import { addressing, type MailDeps, mailRecipient, type SendOutcome, sendOnce } from './mailLedger';
import { wantsMail } from './mailPrefs';

/** Each learner's copy of a message: its idempotency key, and how the organizer's list counts it. */
export const learnerMessageKey = (messageId: number, userId: number) =>
  `${copiesKeyPrefix(messageId)}${userId}`;
/** What the keys of one message's copies start with. */
const copiesKeyPrefix = (messageId: number) => `learnerMessage:${messageId}:`;

const DAY = sql`interval '24 hours'`;

/**
 * Records the organizer's message and queues one copy per learner (issue 22): learners of the siyum
 * (guests never signed up for email; those who turned organizers' messages off are left out), all
 * or only those with a portion still open. At most LEARNER_MESSAGES_PER_DAY in any 24 hours per
 * siyum, counted under a lock on the siyum row so two senders cannot both take the last one. A
 * queue that fails takes the message back with it: nothing is acknowledged that will not be sent.
 */
export async function messageLearners(
  db: Db,
  jobs: JobQueue | null,
  senderId: number,
  input: MessageLearnersInput,
): Promise<{ recipients: number }> {
  // No SMTP on this install: refused (like photos without a bucket), never queued to sit unsent.
  if (!jobs) throw failure('BAD_REQUEST', 'mailUnavailable');
  const recorded = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${siyums} where id = ${input.siyumId} for no key update`);
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(learnerMessages)
      .where(
        and(eq(learnerMessages.siyumId, input.siyumId), sql`${learnerMessages.createdAt} > now() - ${DAY}`),
      );
    if ((sent?.n ?? 0) >= LEARNER_MESSAGES_PER_DAY) throw failure('TOO_MANY_REQUESTS', 'learnerMessageQuota');
    const recipients = rowsOf<{ userId: number }>(
      await tx.execute(sql`
        select distinct l.user_id as "userId"
        from learnings l join ${users} u on u.id = l.user_id
        where l.siyum_id = ${input.siyumId} and u.guest_of_siyum_id is null
          and not ('organizerMessages' = any(u.mail_off))
          and (${input.audience} = 'all' or l.status = 'claimed')
        order by 1`),
    );
    if (recipients.length === 0) return { messageId: null, recipients };
    const [message] = await tx
      .insert(learnerMessages)
      .values({
        siyumId: input.siyumId,
        senderId,
        subject: input.subject,
        body: input.body,
        audience: input.audience,
        recipients: recipients.length,
      })
      .returning({ id: learnerMessages.id });
    return { messageId: message?.id ?? null, recipients };
  });
  const { messageId, recipients } = recorded;
  if (messageId === null) return { recipients: 0 };
  try {
    await jobs.sendMany(
      'mail.learnerMessage',
      recipients.map(({ userId }) => ({
        data: { messageId, userId },
        singletonKey: learnerMessageKey(messageId, userId),
      })),
    );
  } catch (error) {
    await db.delete(learnerMessages).where(eq(learnerMessages.id, messageId));
    throw error;
  }
  return { recipients: recipients.length };
}

/**
 * "Send again" (issue 22): the copies of one of the siyum's messages that failed are set pending
 * again and queued under new keys (the failed jobs stay stored for a while), so each goes out once
 * more — an address that bounced fails again at once (mailBounces.ts). A queue that fails sets them
 * back to failed: the organizer's list never shows a copy as on its way that is not.
 */
export async function resendFailedCopies(
  db: Db,
  jobs: JobQueue | null,
  input: { siyumId: number; messageId: number },
): Promise<{ resent: number }> {
  if (!jobs) throw failure('BAD_REQUEST', 'mailUnavailable');
  const { siyumId, messageId } = input;
  const failedCopies = and(
    eq(mailSends.siyumId, siyumId),
    eq(mailSends.kind, 'learnerMessage'),
    sql`${mailSends.key} like ${`${copiesKeyPrefix(messageId)}%`}`,
  );
  const again = await db
    .update(mailSends)
    .set({ status: 'pending', attempts: 0, error: null, updatedAt: sql`now()` })
    .where(and(failedCopies, eq(mailSends.status, 'failed')))
    .returning({ id: mailSends.id, userId: mailSends.userId });
  if (again.length === 0) return { resent: 0 };
  const attempt = Date.now();
  try {
    await jobs.sendMany(
      'mail.learnerMessage',
      again.map(({ userId }) => ({
        data: { messageId, userId },
        singletonKey: `${learnerMessageKey(messageId, userId)}:again:${attempt}`,
      })),
    );
  } catch (error) {
    await db
      .update(mailSends)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(
        inArray(
          mailSends.id,
          again.map(({ id }) => id),
        ),
      );
    throw error;
  }
  return { resent: again.length };
}

/** The organizer's list: the latest 20 messages with their delivery counts, and what is left today. */
export async function listLearnerMessages(db: Db, siyumId: number): Promise<LearnerMessages> {
  const rows = rowsOf<{
    id: number;
    subject: string;
    audience: 'all' | 'open';
    sentAt: string;
    senderName: string;
    recipients: number;
    delivered: number;
    failed: number;
    today: boolean;
  }>(
    await db.execute(sql`
      with deliveries as (
        select split_part(key, ':', 2)::int as message_id,
               count(*) filter (where status = 'sent')::int as delivered,
               count(*) filter (where status = 'failed')::int as failed
        from ${mailSends}
        where siyum_id = ${siyumId} and kind = 'learnerMessage'
        group by 1
      )
      select m.id, m.subject, m.audience, to_json(m.created_at)#>>'{}' as "sentAt",
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as "senderName",
             m.recipients, coalesce(d.delivered, 0) as delivered, coalesce(d.failed, 0) as failed,
             m.created_at > now() - ${DAY} as today
      from ${learnerMessages} m
      join ${users} u on u.id = m.user_id
      left join deliveries d on d.message_id = m.id
      where m.siyum_id = ${siyumId}
      order by m.created_at desc, m.id desc
      limit 20`),
  );
  const sentToday = rows.filter((row) => row.today).length;
  return {
    messages: rows.map(({ today: _today, ...message }) => message),
    remainingToday: Math.max(0, LEARNER_MESSAGES_PER_DAY - sentToday),
  };
}

/**
 * One learner's copy: nothing if they left the siyum meanwhile or turned these messages off; else
 * sent once, from the product, with the sender as Reply-To.
 */
export async function sendLearnerMessage(
  deps: MailDeps,
  job: { messageId: number; userId: number },
): Promise<SendOutcome> {
  const { db } = deps;
  const [message] = await db
    .select({
      siyumId: learnerMessages.siyumId,
      subject: learnerMessages.subject,
      body: learnerMessages.body,
      title: siyums.title,
      senderEmail: users.email,
      senderFirst: users.firstName,
      senderLast: users.lastName,
    })
    .from(learnerMessages)
    .innerJoin(siyums, eq(siyums.id, learnerMessages.siyumId))
    .innerJoin(users, eq(users.id, learnerMessages.senderId))
    .where(eq(learnerMessages.id, job.messageId));
  const learner = await mailRecipient(db, job.userId);
  if (!message || !learner) return 'skipped';
  const [stillLearning] = await db
    .select({ id: learnings.id })
    .from(learnings)
    .where(and(eq(learnings.siyumId, message.siyumId), eq(learnings.userId, job.userId)))
    .limit(1);
  if (!stillLearning || !(await wantsMail(db, job.userId, 'organizerMessages'))) return 'skipped';
  const senderName = [message.senderFirst, message.senderLast].filter(Boolean).join(' ');
  return sendOnce(
    deps,
    {
      key: learnerMessageKey(job.messageId, job.userId),
      userId: job.userId,
      siyumId: message.siyumId,
      kind: 'learnerMessage',
    },
    async () =>
      learnerMessageMail({
        ...(await addressing(deps, job.userId, learner, 'organizerMessages')),
        siyumTitle: message.title,
        subject: message.subject,
        body: message.body,
        sender: { name: senderName, email: message.senderEmail },
        url: new URL(siyumPath({ id: message.siyumId }), deps.origin).href,
      }),
  );
}

/** This replica's share of the learners' copies. */
export async function workLearnerMessages(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.work('mail.learnerMessage', async (batch) => {
    for (const job of batch) await sendLearnerMessage(deps, job.data);
  });
}
