import type { BilingualName } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail, MailList } from './MailLayout';
import { type MailLanguage, mailWriter } from './parts';

/** A learner in the summary: their name as the participants page shows it, and the portions. */
export interface DigestPerson {
  name: string;
  portions: BilingualName[];
}

export interface OrganizerDigestInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string; total: number; claimed: number; completed: number };
  signedUp: readonly DigestPerson[];
  learned: readonly DigestPerson[];
  /** A week before the date: the portions nobody took (at most a page of them), and how many more. */
  open: readonly BilingualName[];
  moreOpen: number;
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
  /** The manager's language. */
  language: MailLanguage;
}

/**
 * The organizer's daily summary (issue 22): who signed up and who learned what since yesterday,
 * the progress, and a week before the date the portions still open — the gap list to fill.
 */
export function organizerDigestMail(input: OrganizerDigestInput): OutgoingMail {
  const w = mailWriter(input.language);
  const { m } = w;
  const { siyum } = input;
  const title = w.typed(siyum.title);
  const line = (template: string) => (person: DigestPerson) =>
    w.fill(template, { name: w.typed(person.name), portions: w.names(person.portions) });
  const news = [...input.signedUp.map(line(m.digestSignedUp)), ...input.learned.map(line(m.digestLearned))];
  const open = input.open.map(w.name);
  const openCount = input.open.length + input.moreOpen;
  const warning = openCount > 0 ? w.datePhrase(m.digestWarning, {}, siyum.targetDate) : null;
  const more = input.moreOpen > 0 ? w.fill(m.digestWarningMore, { count: w.number(input.moreOpen) }) : null;
  const intro = w.fill(m.digestIntro, { title });
  const progress = w.fill(m.digestProgress, {
    completed: w.number(siyum.completed),
    total: w.number(siyum.total),
    claimed: w.number(siyum.claimed),
  });
  const { text, html } = framedMail(
    w,
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      why: w.fill(m.digestWhy, { title, product: w.typed(input.productName) }),
      link: { line: m.digestLink, label: m.openSiyum },
    },
    {
      text: [
        ...(news.length > 0 ? [intro.text, ...news.map((item) => `- ${item.text}`), ''] : []),
        ...(warning
          ? [warning.text, ...open.map((item) => `- ${item.text}`), ...(more ? [more.text] : []), '']
          : []),
        progress.text,
      ],
      html: (
        <>
          {news.length > 0 && (
            <>
              <p>{intro.html}</p>
              <MailList items={news} />
            </>
          )}
          {warning && (
            <>
              <p>
                <strong>{warning.html}</strong>
              </p>
              <MailList items={open} />
              {more && <p>{more.html}</p>}
            </>
          )}
          <p>{progress.html}</p>
        </>
      ),
    },
  );
  return {
    to: input.to,
    subject: warning
      ? w.fill(m.digestWarningSubject, { title, open: w.number(openCount) }).text
      : w.fill(m.digestSubject, { title }).text,
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
