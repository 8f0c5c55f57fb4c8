/**
 * Every job the API queues, by name, with the payload its handler receives: one place, so a send
 * and the handler that works it cannot disagree about the shape. Payloads are stored as JSON, so
 * they hold plain data only (ids, strings, numbers; a date as an ISO string).
 */
export interface JobPayloads {
  /** A sample job: the tests' probe that the queue stores, hands out, retries and keeps jobs. */
  'jobs.selfCheck': { n: number };
  /** Issue 22: a learner's confirmation of the portions they took in a siyum (one a day per siyum). */
  'mail.claimConfirmation': { userId: number; siyumId: number };
  /** Issue 22: finds the reminders due now and queues them (a cron tick; one replica runs each). */
  'reminders.plan': Record<string, never>;
  /** One learner's reminder for one siyum, on `localDate` (their today when it was planned). */
  'mail.reminder': { userId: number; siyumId: number; localDate: string };
  /** A learner's Sunday summary of their open portions, on their local date. */
  'mail.weeklyDigest': { userId: number; localDate: string };
  /** An organizer's (or helper's) daily summary of one siyum, on their local date. */
  'mail.organizerDigest': { userId: number; siyumId: number; localDate: string };
  /** A siyum's last portion was learned: tells each learner (fans out into mail.siyumComplete). */
  'siyum.completed': { siyumId: number };
  /** One learner's "the siyum is complete". */
  'mail.siyumComplete': { siyumId: number; userId: number };
  /** One learner's copy of what an organizer wrote to a siyum's learners. */
  'mail.learnerMessage': { messageId: number; userId: number };
}

export type JobName = keyof JobPayloads;
