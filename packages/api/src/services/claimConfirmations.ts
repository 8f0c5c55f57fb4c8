import { siyumPath } from '@siyum/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db';
import type { Logger } from '../infra/log';
import type { JobQueue } from '../jobs';
import { claimConfirmationMail } from '../mail/templates/claimConfirmation';
import {
  addressing,
  learnerPortions,
  type MailDeps,
  recipientColumns,
  recipientOf,
  type SendOutcome,
  sendOnce,
} from './mailLedger';
import { wantsMail } from './mailPrefs';
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
  delaySeconds = CLAIM_CONFIRMATION_DELAY_S,
): Promise<void> {
  if (!jobs) return;
  try {
    await jobs.send('mail.claimConfirmation', learner, {
      singletonKey: claimConfirmationKey(learner.userId, learner.siyumId),
      startAfter: delaySeconds,
    });
  } catch (error) {
    log.warn('mail.queue_failed', { kind: 'claimConfirmation', message: String(error) });
  }
}

/**
 * The job: a learner who has no portion in the siyum any more (released, removed), a guest, or one
 * who turned these emails off gets nothing; otherwise one email a day per siyum (`sendOnce`).
 */
export async function sendClaimConfirmation(
  deps: MailDeps,
  job: { userId: number; siyumId: number },
  now = new Date(),
): Promise<SendOutcome> {
  const { db } = deps;
  const [user] = await db
    .select({ ...recipientColumns, guest: users.guestOfSiyumId })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!user || user.guest !== null) return 'skipped';
  const held = await learnerPortions(db, job.userId, job.siyumId);
  if (held.length === 0) return 'skipped';
  if (!(await wantsMail(db, job.userId, 'claimConfirmation'))) return 'skipped';

  const key = claimConfirmationKey(job.userId, job.siyumId, now);
  return sendOnce(
    deps,
    { key, userId: job.userId, siyumId: job.siyumId, kind: 'claimConfirmation' },
    async () => {
      const siyum = await getSiyum(db, job.siyumId, true);
      return claimConfirmationMail({
        ...(await addressing(deps, job.userId, recipientOf(user), 'claimConfirmation')),
        siyum,
        portions: held,
        url: new URL(siyumPath(siyum), deps.origin).href,
      });
    },
    now,
  );
}

/** Works the confirmations on this replica (each job on one replica only). */
export async function workClaimConfirmations(jobs: JobQueue, deps: MailDeps): Promise<void> {
  await jobs.work('mail.claimConfirmation', async (batch) => {
    for (const job of batch) await sendClaimConfirmation(deps, job.data);
  });
}
