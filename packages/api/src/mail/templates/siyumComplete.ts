import { escapeHtml, format, mailMessages as m } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { counted, datePhrase, framedMail } from './parts';

export interface SiyumCompleteInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string; portions: number; learners: number };
  /** The portions this learner learned, in text order. */
  mine: readonly string[];
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/** "The siyum is complete" (issue 22): the final numbers, the learner's own part, and the date. */
export function siyumCompleteMail(input: SiyumCompleteInput): OutgoingMail {
  const { siyum } = input;
  const learners = counted(siyum.learners, m.completeLearnersOne, m.completeLearnersOther);
  const portions = counted(siyum.portions, m.reminderPortionsOne, m.reminderPortionsOther);
  const intro = format(m.completeIntro, { title: siyum.title, portions, learners });
  const when = datePhrase(m.completeDate, {}, siyum.targetDate);
  const part = input.mine.length > 0;
  const { text, html } = framedMail(
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [
        intro,
        ...(part ? ['', m.completeYourPart, ...input.mine.map((portion) => `- ${portion}`)] : []),
        '',
        when.text,
        m.completeThanks,
      ],
      html: `<p><strong>${escapeHtml(intro)}</strong></p>
${part ? `<p>${escapeHtml(m.completeYourPart)}</p>\n<ul>${input.mine.map((portion) => `<li>${escapeHtml(portion)}</li>`).join('')}</ul>` : ''}
<p>${when.html}<br>${escapeHtml(m.completeThanks)}</p>`,
    },
  );
  return {
    to: input.to,
    subject: format(m.completeSubject, { title: siyum.title }),
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
