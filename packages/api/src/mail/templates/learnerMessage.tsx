import { learnerMessageParagraphs } from '@siyum/domain';
import type { OutgoingMail } from '../mailer';
import { framedMail } from './MailLayout';
import { type MailLanguage, mailWriter } from './parts';
import { mailStyles } from './tokens';

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
  /** The recipient's language; the subject and footer are worded from its `learnerMessages` section. */
  language: MailLanguage<'learnerMessages'>;
}

/**
 * What an organizer wrote to a siyum's learners (issue 22): their words as plain text (never their
 * HTML), signed with their name, sent from the product with them as Reply-To, one copy per learner.
 * The product's words around them are in the learner's language (issue 23); the organizer's stay as
 * typed, each paragraph in its own direction in a right-to-left email.
 */
export function learnerMessageMail(input: LearnerMessageInput): OutgoingMail {
  const w = mailWriter(input.language);
  const words = input.language.text.learnerMessages;
  const title = w.typed(input.siyumTitle);
  const parts = learnerMessageParagraphs(input.body);
  // In a right-to-left email each paragraph takes the direction of its own words.
  const dir = w.rightToLeft ? 'auto' : undefined;
  const { text, html } = framedMail(
    w,
    {
      ...input,
      unsubscribePage: input.unsubscribe.page,
      signature: w.typed(input.sender.name || input.sender.email),
      why: w.fill(words.whyYouGetThis, { title, product: w.typed(input.productName) }),
    },
    {
      text: parts.flatMap((part) => [part, '']),
      html: parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity; rendered once, in order
        <p key={index} dir={dir} style={mailStyles.asTyped}>
          {part}
        </p>
      )),
    },
  );
  return {
    to: input.to,
    subject: w.fill(words.emailSubject, { subject: w.typed(input.subject), title }).text,
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
