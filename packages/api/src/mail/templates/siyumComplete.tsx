import type { BilingualName } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail, MailList } from './MailLayout';
import { type MailLanguage, mailWriter } from './parts';

export interface SiyumCompleteInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string; portions: number; learners: number };
  /** The portions this learner learned, in text order. */
  mine: readonly BilingualName[];
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
  /** The learner's language. */
  language: MailLanguage;
}

/** "The siyum is complete" (issue 22): the final numbers, the learner's own part, and the date. */
export function siyumCompleteMail(input: SiyumCompleteInput): OutgoingMail {
  const w = mailWriter(input.language);
  const { m } = w;
  const { siyum } = input;
  const title = w.typed(siyum.title);
  const learners = w.counted(siyum.learners, m.completeLearnersOne, m.completeLearnersOther);
  const portions = w.counted(siyum.portions, m.reminderPortionsOne, m.reminderPortionsOther);
  const intro = w.fill(m.completeIntro, { title, portions, learners });
  const when = w.datePhrase(m.completeDate, {}, siyum.targetDate);
  const mine = input.mine.map(w.name);
  const part = mine.length > 0;
  const { text, html } = framedMail(
    w,
    { ...input, unsubscribePage: input.unsubscribe.page },
    {
      text: [
        intro.text,
        ...(part ? ['', m.completeYourPart, ...mine.map((portion) => `- ${portion.text}`)] : []),
        '',
        when.text,
        m.completeThanks,
      ],
      html: (
        <>
          <p>
            <strong>{intro.html}</strong>
          </p>
          {part && (
            <>
              <p>{m.completeYourPart}</p>
              <MailList items={mine} />
            </>
          )}
          <p>
            {when.html}
            <br />
            {m.completeThanks}
          </p>
        </>
      ),
    },
  );
  return {
    to: input.to,
    subject: w.fill(m.completeSubject, { title }).text,
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
