import type { LearnerMessageDraft, SentLearnerMessage } from '@siyum/domain';

/** Stories' sample data for the "write to all learners" form: fixed times, so baselines hold. */

export const SIYUM_TITLE = 'Shas for Rav Moshe';

/** Times are shown in this zone, so they read the same on every machine. */
export const TIME_ZONE = 'Asia/Jerusalem';

/** Newest first: one still on its way, one with failures, one fully delivered. */
export const HISTORY: readonly SentLearnerMessage[] = [
  {
    id: 3,
    subject: 'Last portions: who can take one?',
    audience: 'open',
    sentAt: '2025-03-09T17:05:00Z',
    senderName: 'Rivka Levi',
    recipients: 12,
    delivered: 7,
    failed: 0,
  },
  {
    id: 2,
    subject: 'Halfway there',
    audience: 'all',
    sentAt: '2025-03-02T08:30:00Z',
    senderName: 'Moshe Katz',
    recipients: 42,
    delivered: 40,
    failed: 2,
  },
  {
    id: 1,
    subject: 'Welcome to the siyum',
    audience: 'all',
    sentAt: '2025-02-20T19:45:00Z',
    senderName: 'Rivka Levi',
    recipients: 1,
    delivered: 1,
    failed: 0,
  },
];

/** What the organizer types in the stories: paragraphs split by blank lines, a line break inside one. */
export const BODY = 'Dear learners,\n\nWe finish on Sunday at 8 pm.\nBring a friend.\n\n\nMazal tov!';
export const BODY_PARAGRAPHS = [
  'Dear learners,',
  'We finish on Sunday at 8 pm.\nBring a friend.',
  'Mazal tov!',
];

/** The message as the app records it once sent (the stateful stories add it to the history). */
export function sentMessage(draft: LearnerMessageDraft, recipients: number): SentLearnerMessage {
  return {
    id: 4,
    subject: draft.subject,
    audience: draft.audience,
    sentAt: '2025-03-10T09:00:00Z',
    senderName: 'Rivka Levi',
    recipients,
    delivered: 0,
    failed: 0,
  };
}
