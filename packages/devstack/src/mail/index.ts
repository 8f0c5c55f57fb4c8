/** The dev stack's mail catcher (maildev 3) and a client of its HTTP API, for the tests and e2e. */
export { type MailCatcher, type MailCatcherOptions, startMailCatcher } from './catcher';
export { type CaughtMail, type MailCatcherClient, mailCatcherClient, parseHeaderBlock } from './client';
export { setSmtpOpen, startMailControl } from './control';
export type { SmtpGate } from './smtpGate';
