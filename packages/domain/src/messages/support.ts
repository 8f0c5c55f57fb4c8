/**
 * Texts of /contact-us and /support (titled by `pageMessages`): the two pages' introductions, the form's
 * labels, its validation messages and its confirmation. A module of its own so only these pages
 * carry them. `{product}` is the product name; `{max}` / `{min}` a length limit.
 */
import { LOCALE_DATE_TAGS } from './dateLocales';
export const supportMessages = {
  contactIntro:
    'We would love to hear from you. Whether you have a question about {product}, an idea for a siyum, or a word of thanks for the learners, write to us below and a member of our team will reply by email.',
  contactFormLabel: 'Contact form',
  supportIntro:
    'Need a hand? If something on {product} is not working as you expect — signing in, taking a portion, running your siyum — tell us what happened and we will help you as soon as we can.',
  supportTips:
    'It helps to mention the siyum’s link, what you clicked, and what you saw. If you sign in first, we can look up your account more quickly.',
  supportFormLabel: 'Support request',

  name: 'Your name',
  email: 'Email',
  emailDescription: 'We only use it to answer you.',
  subject: 'Subject',
  contactSubjectDescription: 'A few words on what you are writing about.',
  supportSubjectDescription: 'For example: “I can’t mark my portion as learned”.',
  message: 'Message',
  messageDescription: 'Up to {max} characters.',
  submit: 'Send message',
  submitting: 'Sending…',

  sentHeading: 'Thank you — your message was sent',
  sentText: 'We received your message and will reply to {email} as soon as we can.',
  sendAnother: 'Send another message',
} as const;

/** The support form's validation messages (shared by the form and the server's schema). */
export const supportValidationMessages = {
  nameRequired: 'Please tell us your name.',
  nameTooLong: 'Please keep your name under {max} characters.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: 'Please use an email address under {max} characters.',
  subjectRequired: 'Please add a subject.',
  subjectTooLong: 'Please keep the subject under {max} characters.',
  messageRequired: 'Please write your message.',
  messageTooShort: 'Please tell us a little more (at least {min} characters).',
  messageTooLong: 'Please keep your message under {max} characters.',
} as const;

/** The support inbox (/support/inbox): where the support staff read and answer what people sent. */
export const supportInboxMessages = {
  locale: LOCALE_DATE_TAGS.en,
  title: 'Support inbox',
  intro: 'Messages sent from the contact and support pages. Reply by email, then mark the message answered.',
  show: 'Show:',
  showWaiting: 'Waiting ({count})',
  showAll: 'All',
  empty: 'Nothing is waiting. Every message has been answered.',
  emptyAll: 'No messages yet.',
  kindContact: 'Contact',
  kindSupport: 'Support',
  from: 'From {name} <{email}>',
  signedIn: 'signed in',
  aboutSiyum: 'About siyum #{id}',
  sent: 'Sent {date}',
  answered: 'Answered {date}',
  reply: 'Reply by email',
  replySubject: 'Re: {subject}',
  markAnswered: 'Mark answered',
  markWaiting: 'Back to waiting',
  loadMore: 'Show more',
  forbidden: 'The support inbox is for the support team. Sign in with the account the team registered.',
} as const;
