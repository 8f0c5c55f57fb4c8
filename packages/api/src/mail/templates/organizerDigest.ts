import { escapeHtml, format, mailMessages as m } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { datePhrase, framedMail } from './parts';

/** A learner in the summary: their name as the participants page shows it, and the portions. */
export interface DigestPerson {
  name: string;
  portions: string[];
}

export interface OrganizerDigestInput {
  to: string;
  firstName: string | null;
  siyum: { title: string; targetDate: string; total: number; claimed: number; completed: number };
  signedUp: readonly DigestPerson[];
  learned: readonly DigestPerson[];
  /** A week before the date: the portions nobody took (at most a page of them), and how many more. */
  open: readonly string[];
  moreOpen: number;
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/**
 * The organizer's daily summary (issue 22): who signed up and who learned what since yesterday,
 * the progress, and a week before the date the portions still open — the gap list to fill.
 */
export function organizerDigestMail(input: OrganizerDigestInput): OutgoingMail {
  const { siyum } = input;
  const line = (template: string) => (person: DigestPerson) =>
    format(template, { name: person.name, portions: person.portions.join(', ') });
  const news = [...input.signedUp.map(line(m.digestSignedUp)), ...input.learned.map(line(m.digestLearned))];
  const openCount = input.open.length + input.moreOpen;
  const warning = openCount > 0 ? datePhrase(m.digestWarning, {}, siyum.targetDate) : null;
  const more = input.moreOpen > 0 ? format(m.digestWarningMore, { count: input.moreOpen }) : null;
  const progress = format(m.digestProgress, siyum);
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const { text, html } = framedMail(
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      why: format(m.digestWhy, { title: siyum.title, product: input.productName }),
      link: { line: m.digestLink, label: m.openSiyum },
    },
    {
      text: [
        ...(news.length > 0 ? [format(m.digestIntro, siyum), ...news.map((item) => `- ${item}`), ''] : []),
        ...(warning
          ? [warning.text, ...input.open.map((item) => `- ${item}`), ...(more ? [more] : []), '']
          : []),
        progress,
      ],
      html: [
        news.length > 0 ? `<p>${escapeHtml(format(m.digestIntro, siyum))}</p>\n${list(news)}` : '',
        warning
          ? `<p><strong>${warning.html}</strong></p>\n${list(input.open)}${more ? `\n<p>${escapeHtml(more)}</p>` : ''}`
          : '',
        `<p>${escapeHtml(progress)}</p>`,
      ]
        .filter(Boolean)
        .join('\n'),
    },
  );
  return {
    to: input.to,
    subject: warning
      ? format(m.digestWarningSubject, { title: siyum.title, open: openCount })
      : format(m.digestSubject, { title: siyum.title }),
    text,
    html,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
