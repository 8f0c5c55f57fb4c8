import { escapeHtml, format, mailMessages as m, pacing } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { counted, datePhrase, framedMail } from './parts';

export interface ReminderInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string };
  /** Days from the learner's today to the siyum's date. */
  daysLeft: number;
  /** The portions the learner has not marked learned, in text order. */
  open: readonly string[];
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/** "2 portions, 18 days: about one every 9 days." — the pace that finishes on time. */
export function pacingSentence(open: number, daysLeft: number): string {
  const portions = counted(open, m.reminderPortionsOne, m.reminderPortionsOther);
  const days = counted(daysLeft, m.reminderDaysOne, m.reminderDaysOther);
  const pace = pacing(open, daysLeft);
  return pace.kind === 'every'
    ? format(m.pacingEvery, { portions, days, every: pace.days })
    : format(m.pacingPerDay, { portions, days, count: pace.count });
}

/**
 * A reminder before the siyum's date (issue 22): what is still open, the date in both calendars,
 * the pace that finishes on time, and the link to mark portions learned.
 */
export function reminderMail(input: ReminderInput): OutgoingMail {
  const intro = datePhrase(m.reminderIntro, { title: input.siyum.title }, input.siyum.targetDate);
  const pace = pacingSentence(input.open.length, input.daysLeft);
  const { text, html } = framedMail(
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [intro.text, ...input.open.map((portion) => `- ${portion}`), '', pace, m.reminderDone],
      html: `<p>${intro.html}</p>
<ul>${input.open.map((portion) => `<li>${escapeHtml(portion)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(pace)}</strong></p>
<p>${escapeHtml(m.reminderDone)}</p>`,
    },
  );
  return {
    to: input.to,
    subject: format(m.reminderSubject, {
      days: counted(input.daysLeft, m.reminderDaysOne, m.reminderDaysOther),
      title: input.siyum.title,
    }),
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
