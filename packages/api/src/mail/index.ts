/**
 * Email through real SMTP (issue 22): settings from the environment, a pooled mailer, and failures
 * classified for the job queue (retry a transient one, mark a permanent one failed). The dev stack
 * points SMTP_URL at its local catcher (@siyum/devstack's mail/); production at any relay.
 */
export { MailDeliveryError, type MailFailureKind, mailFailureKind, toMailDeliveryError } from './errors';
export { createMailer, type MailAttachment, type Mailer, type OutgoingMail, type SentMail } from './mailer';
export { sesNotificationsRoute } from './sesNotificationsRoute';
export {
  DEVELOPMENT_MAIL_FROM,
  type MailSettings,
  mailSettingsFromEnv,
  sesTopicArnsFromEnv,
} from './settings';
