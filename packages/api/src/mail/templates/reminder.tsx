import { mailMessages, pacing } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail, MailList } from './MailLayout';
import { type MailLanguage, type MailPortion, type MailWriter, mailWriter } from './parts';

export interface ReminderInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string };
  /** Days from the learner's today to the siyum's date. */
  daysLeft: number;
  /** The portions the learner has not marked learned, in text order. */
  open: readonly MailPortion[];
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
  /** The learner's language. */
  language: MailLanguage;
}

const english = mailWriter({ locale: 'en', text: { mail: mailMessages } });

/** "2 portions, 18 days: about one every 9 days." — the pace that finishes on time (English unless told). */
export function pacingSentence(open: number, daysLeft: number, w: MailWriter = english): string {
  const { m } = w;
  const portions = w.counted(open, m.reminderPortionsOne, m.reminderPortionsOther);
  const days = w.counted(daysLeft, m.reminderDaysOne, m.reminderDaysOther);
  const pace = pacing(open, daysLeft);
  return pace.kind === 'every'
    ? w.fill(m.pacingEvery, { portions, days, every: w.number(pace.days) }).text
    : w.fill(m.pacingPerDay, { portions, days, count: w.number(pace.count) }).text;
}

/**
 * A reminder before the siyum's date (issue 22): what is still open, the date in both calendars,
 * the pace that finishes on time, and the link to mark portions learned.
 */
export function reminderMail(input: ReminderInput): OutgoingMail {
  const w = mailWriter(input.language);
  const { m } = w;
  const title = w.typed(input.siyum.title);
  const intro = w.datePhrase(m.reminderIntro, { title }, input.siyum.targetDate);
  const open = input.open.map(w.portion);
  const pace = pacingSentence(input.open.length, input.daysLeft, w);
  const { text, html } = framedMail(
    w,
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [intro.text, ...open.map((portion) => `- ${portion.text}`), '', pace, m.reminderDone],
      html: (
        <>
          <p>{intro.html}</p>
          <MailList items={open} />
          <p>
            <strong>{pace}</strong>
          </p>
          <p>{m.reminderDone}</p>
        </>
      ),
    },
  );
  return {
    to: input.to,
    subject: w.fill(m.reminderSubject, {
      days: w.counted(input.daysLeft, m.reminderDaysOne, m.reminderDaysOther),
      title,
    }).text,
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
