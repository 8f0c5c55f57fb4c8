import { siyumPath } from '@siyum/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, learnings, mailSends, portions, users } from '../db';
import type { Logger } from '../infra/log';
import type { JobQueue } from '../jobs';
import { MailDeliveryError, type Mailer } from '../mail';
import { claimConfirmationMail } from '../mail/templates/claimConfirmation';
import { getSiyum } from './siyums';

/** Several portions taken in a row make one email: the confirmation waits this long (seconds). */
export const CLAIM_CONFIRMATION_DELAY_S = 60;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The idempotency key: one confirmation per learner, siyum and day. */
export const claimConfirmationKey = (userId: number, siyumId: number, now = new Date()) =>
  `claimConfirmation:${userId}:${siyumId}:${today(now)}`;

/**
 * After a learner took a portion: queues their confirmation (once a day per siyum — the queue's
 * singleton key). The claim is answered whatever happens here: a queue that is down is logged.
 */
export async function queueClaimConfirmation(
  jobs: JobQueue | null,
  learner: { userId: number; siyumId: number },
  log: Logger,
): Promise<void> {
  if (!jobs) return;
  try {
    await jobs.send('mail.claimConfirmation', learner, {
      singletonKey: claimConfirmationKey(learner.userId, learner.siyumId),
      startAfter: CLAIM_CONFIRMATION_DELAY_S,
    });
  } catch (error) {
    log.warn('mail.queue_failed', { kind: 'claimConfirmation', message: String(error) });
  }
}

export interface ConfirmationDeps {
  db: Db;
  mailer: Mailer;
  /** The web app's origin, for the link back (PUBLIC_ORIGIN). */
  origin: string;
  productName: string;
  log: Logger;
}

/**
 * The job: records the send under its key first (a job that runs twice mails once), then renders
 * and sends. A learner who has no portion in the siyum any more (released, removed) or a guest gets
 * nothing. A permanent SMTP refusal marks the send failed; a transient one throws, so the queue
 * retries it with backoff.
 */
export async function sendClaimConfirmation(
  deps: ConfirmationDeps,
  job: { userId: number; siyumId: number },
  now = new Date(),
): Promise<'sent' | 'skipped' | 'failed'> {
  const { db } = deps;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, guest: users.guestOfSiyumId })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!user || user.guest !== null) return 'skipped';
  const held = await db
    .select({ label: portions.labelEn })
    .from(learnings)
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .where(and(eq(learnings.userId, job.userId), eq(learnings.siyumId, job.siyumId)))
    .orderBy(asc(portions.position));
  if (held.length === 0) return 'skipped';

  const key = claimConfirmationKey(job.userId, job.siyumId, now);
  await db
    .insert(mailSends)
    .values({ key, userId: job.userId, siyumId: job.siyumId, kind: 'claimConfirmation' })
    .onConflictDoNothing();
  const [send] = await db.select().from(mailSends).where(eq(mailSends.key, key));
  // Sent already, or failed for good: a job that runs again mails nobody twice.
  if (!send) return 'skipped';
  if (send.status !== 'pending') return 'skipped';

  const siyum = await getSiyum(db, job.siyumId, true);
  const mail = claimConfirmationMail({
    to: user.email,
    firstName: user.firstName,
    siyum,
    portions: held.map((portion) => portion.label),
    url: new URL(siyumPath(siyum), deps.origin).href,
    productName: deps.productName,
  });
  const attempt = sql`${mailSends.attempts} + 1`;
  try {
    await deps.mailer.send({ ...mail, headers: { 'X-Siyum-Mail-Key': key } });
  } catch (error) {
    const delivery = error instanceof MailDeliveryError ? error : null;
    const failed = delivery?.kind === 'permanent';
    await db
      .update(mailSends)
      .set({
        attempts: attempt,
        error: delivery ? delivery.message : String(error),
        ...(failed ? { status: 'failed' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(mailSends.id, send.id));
    if (failed) {
      deps.log.warn('mail.failed', { key, code: delivery.responseCode });
      return 'failed';
    }
    throw error;
  }
  await db
    .update(mailSends)
    .set({ status: 'sent', attempts: attempt, error: null, sentAt: now, updatedAt: sql`now()` })
    .where(eq(mailSends.id, send.id));
  return 'sent';
}

/** Works the confirmations on this replica (each job on one replica only). */
export async function workClaimConfirmations(jobs: JobQueue, deps: ConfirmationDeps): Promise<void> {
  await jobs.work('mail.claimConfirmation', async (batch) => {
    for (const job of batch) await sendClaimConfirmation(deps, job.data);
  });
}
