import { z } from 'zod';
import { id, trimmed } from './schemaParts';

/**
 * The organizer's message to a siyum's learners (issue 22): written on the participants page,
 * sent by the product to each learner on their own (no one sees another's address), with the
 * organizer as Reply-To. Limited per siyum, and every message is kept with its delivery counts.
 */
export const LEARNER_MESSAGE_SUBJECT_MAX = 120;
export const LEARNER_MESSAGE_BODY_MAX = 5000;
/** Messages one siyum may send in any 24 hours: enough to coordinate, too few to spam. */
export const LEARNER_MESSAGES_PER_DAY = 3;

/** Who receives it: every learner, or only those with a portion not yet learned. */
export const LEARNER_MESSAGE_AUDIENCES = ['all', 'open'] as const;
export type LearnerMessageAudience = (typeof LEARNER_MESSAGE_AUDIENCES)[number];

/** What the organizer writes (a plain type: the published form names it, see SetMailPrefsInput). */
export interface LearnerMessageDraft {
  subject: string;
  body: string;
  audience: LearnerMessageAudience;
}
export const learnerMessageDraftSchema = z.object({
  subject: trimmed(LEARNER_MESSAGE_SUBJECT_MAX).min(1),
  body: trimmed(LEARNER_MESSAGE_BODY_MAX).min(1),
  audience: z.enum(LEARNER_MESSAGE_AUDIENCES),
}) satisfies z.ZodType<LearnerMessageDraft>;

/** siyum.messageLearners */
export const messageLearnersInputSchema = learnerMessageDraftSchema.extend({ siyumId: id }).strict();

/** mail.learnerMessages: the messages sent to one siyum's learners. */
export const learnerMessagesInputSchema = z.object({ siyumId: id }).strict();

/** The organizer's "send again" for one message's copies that failed (after an outage, say). */
export const resendFailedInputSchema = z.object({ siyumId: id, messageId: id }).strict();
export type ResendFailedInput = z.infer<typeof resendFailedInputSchema>;
export type MessageLearnersInput = z.infer<typeof messageLearnersInputSchema>;

/** One message as the organizer's list shows it, with how its deliveries stand. */
export interface SentLearnerMessage {
  id: number;
  subject: string;
  audience: LearnerMessageAudience;
  /** ISO time it was sent. */
  sentAt: string;
  /** The sender's name as the participants page shows people. */
  senderName: string;
  recipients: number;
  delivered: number;
  failed: number;
}
export const sentLearnerMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.enum(LEARNER_MESSAGE_AUDIENCES),
  sentAt: z.string(),
  senderName: z.string(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
}) satisfies z.ZodType<SentLearnerMessage>;

/** siyum.learnerMessages: the latest messages first (at most 20), and how many more may go today. */
export const learnerMessagesSchema = z.object({
  messages: z.array(sentLearnerMessageSchema),
  remainingToday: z.number().int(),
});
export type LearnerMessages = z.infer<typeof learnerMessagesSchema>;

/** The organizer's text as paragraphs (blank lines between them; line breaks inside kept): one rule for the preview and the email. */
export function learnerMessageParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
