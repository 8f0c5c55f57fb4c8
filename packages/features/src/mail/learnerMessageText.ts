import { format, LEARNER_MESSAGES_PER_DAY, pluralForm, type SentLearnerMessage } from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';
import type { ReactNode } from 'react';
import { ENGLISH_READER, formatNodes, type ReaderLocale } from '../shared/reader';

/** The "write to all learners" strings, in the nearest provider's words. */
export type LearnerMessageStrings = UiMessages['learnerMessages'];

/**
 * A message body as the email shows it: paragraphs separated by blank lines, line breaks inside a
 * paragraph kept. The same rule as the API's template (`paragraphs` in mail/templates/learnerMessage),
 * so the preview reads like the email.
 */
/** How the last send went: who it reached, or nothing before the first send; plurals in `tag`'s language. */
export function sentText(
  m: LearnerMessageStrings,
  sentTo: number | null | undefined,
  tag = ENGLISH_READER.tag,
): string {
  if (sentTo === null || sentTo === undefined) return '';
  if (sentTo === 0) return m.nobody;
  return format(pluralForm(sentTo, m.sentOne, m.sent, tag), { count: sentTo });
}

/** How many more may go today; when none, why Send is off and when it comes back. */
export function remainingText(m: LearnerMessageStrings, remainingToday: number): string {
  return remainingToday > 0
    ? format(m.remaining, { count: remainingToday })
    : format(m.remainingNone, { limit: LEARNER_MESSAGES_PER_DAY });
}

/** The status line under the buttons: the last send's outcome first, then what is left today. */
export function learnerMessageStatus(
  m: LearnerMessageStrings,
  remainingToday: number,
  sentTo: number | null | undefined,
  tag = ENGLISH_READER.tag,
): string {
  return [sentText(m, sentTo, tag), remainingText(m, remainingToday)].filter(Boolean).join(' ');
}

/**
 * A sent message's second line: when, who, and how many it went to; the sender's name isolated on
 * a right-to-left page (`reader`). For an English reader, the plain string.
 */
export function historyLineText(
  m: LearnerMessageStrings,
  message: SentLearnerMessage,
  dates: Intl.DateTimeFormat,
  reader: ReaderLocale = ENGLISH_READER,
): ReactNode {
  return formatNodes(m.historyLine, {
    date: dates.format(new Date(message.sentAt)),
    sender: reader.isolate(message.senderName),
    recipients: format(pluralForm(message.recipients, m.recipientsOne, m.recipients, reader.tag), {
      count: message.recipients,
    }),
  });
}

/** Where a message's deliveries stand: `pending` while some have neither arrived nor failed. */
export function deliveryState(message: SentLearnerMessage): 'pending' | 'done' {
  return message.delivered + message.failed < message.recipients ? 'pending' : 'done';
}

/** A sent message's delivery line; failures are named even while others are still on their way. */
export function deliveryText(m: LearnerMessageStrings, message: SentLearnerMessage): string {
  const { delivered, failed, recipients } = message;
  if (deliveryState(message) === 'done') return format(m.delivery, { delivered, failed });
  return format(failed > 0 ? m.deliveryPendingFailed : m.deliveryPending, { delivered, failed, recipients });
}
