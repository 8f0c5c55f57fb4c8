import { escapeHtml, format, learnerMessageParagraphs, learnerMessageMessages as m } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail } from './parts';

export interface LearnerMessageInput {
  to: string;
  firstName: string | null;
  siyumTitle: string;
  subject: string;
  /** As the organizer typed it: paragraphs are separated by blank lines. */
  body: string;
  sender: { name: string; email: string };
  url: string;
  unsubscribe: { page: string; oneClick: string };
  productName: string;
}

/**
 * What an organizer wrote to a siyum's learners (issue 22): their words as plain text (never their
 * HTML), signed with their name, sent from the product with them as Reply-To, one copy per learner.
 */
export function learnerMessageMail(input: LearnerMessageInput): OutgoingMail {
  const parts = learnerMessageParagraphs(input.body);
  const { text, html } = framedMail(
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      signature: input.sender.name || input.sender.email,
      why: format(m.whyYouGetThis, { title: input.siyumTitle, product: input.productName }),
    },
    {
      text: parts.flatMap((paragraph) => [paragraph, '']),
      html: parts
        .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
        .join('\n'),
    },
  );
  return {
    to: input.to,
    subject: format(m.emailSubject, { subject: input.subject, title: input.siyumTitle }),
    text,
    html,
    replyTo: input.sender.name
      ? `${quoteName(input.sender.name)} <${input.sender.email}>`
      : input.sender.email,
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}

/** A display name as an RFC 5322 quoted string, so a comma or quote in it cannot split the address. */
function quoteName(name: string): string {
  return `"${name.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"`;
}
