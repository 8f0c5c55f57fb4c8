import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { MailDeliveryError, toMailDeliveryError } from './errors';
import type { MailSettings } from './settings';

export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH` for an invitation. */
  contentType: string;
}

/** One message to one recipient (a message to many goes out once per person: no shared To line). */
export interface OutgoingMail {
  /** Exactly one address (`a@b` or `Name <a@b>`); a list is refused, so no learner sees another's. */
  to: string;
  subject: string;
  html: string;
  /** The plain-text part: what text-only clients and many screen readers show. */
  text: string;
  /** Overrides the settings' MAIL_REPLY_TO (the organizer, for a message they wrote). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * An https URL that unsubscribes with one POST (RFC 8058): sets `List-Unsubscribe: <url>` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, which Gmail and Yahoo require of bulk senders.
   */
  unsubscribeUrl?: string;
  /** Extra headers (an idempotency key, a category); the List-Unsubscribe pair above wins. */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** The Message-ID header, `<…@…>`. */
  messageId: string;
  accepted: string[];
  rejected: string[];
}

export interface Mailer {
  /** Sends one message; rejects only with a `MailDeliveryError` whose `kind` says retry or give up. */
  send(message: OutgoingMail): Promise<SentMail>;
  /** Connects and greets the relay (and logs in): a readiness check; throws a `MailDeliveryError`. */
  verify(): Promise<void>;
  /** Closes the pooled connections; messages still queued fail. */
  close(): void;
}

// Bounded waits: a send runs inside a job with its own retry, so a relay that hangs must fail the
// attempt rather than hold it for nodemailer's defaults (2 min to connect, 10 min idle).
const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** The URL as RFC 8058 wants it: absolute http(s), inside `<…>` (so never containing `>`). */
function listUnsubscribeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MailDeliveryError('permanent', 'EMESSAGE', undefined, 'unsubscribeUrl is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new MailDeliveryError('permanent', 'EMESSAGE', undefined, 'unsubscribeUrl must be http(s)');
  return url.href;
}

/** One mailbox, else the message is refused for good: a list would show recipients to each other. */
function singleRecipient(to: string): string {
  const parsed = addressparser(to);
  if (parsed.length !== 1 || !parsed[0]?.address)
    throw new MailDeliveryError('permanent', 'EENVELOPE', undefined, 'a message goes to exactly one address');
  return to;
}

/**
 * A pooled SMTP mailer (`pool: true`: up to 5 kept-alive connections, reused across sends). Files and
 * URLs as attachment sources are refused: content is always given inline.
 */
export function createMailer(settings: Pick<MailSettings, 'smtpUrl' | 'from' | 'replyTo'>): Mailer {
  const transport = nodemailer.createTransport({
    pool: true,
    url: settings.smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return {
    async send(message) {
      const to = singleRecipient(message.to);
      const headers: Record<string, string> = { ...message.headers };
      if (message.unsubscribeUrl !== undefined) {
        headers['List-Unsubscribe'] = `<${listUnsubscribeUrl(message.unsubscribeUrl)}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const replyTo = message.replyTo ?? settings.replyTo;
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to,
          ...(replyTo ? { replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers,
          attachments: (message.attachments ?? []).map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content:
              typeof attachment.content === 'string'
                ? attachment.content
                : Buffer.from(
                    attachment.content.buffer,
                    attachment.content.byteOffset,
                    attachment.content.byteLength,
                  ),
          })),
        });
        return {
          messageId: info.messageId,
          accepted: info.accepted.map(String),
          rejected: info.rejected.map(String),
        };
      } catch (error) {
        throw toMailDeliveryError(error);
      }
    },
    async verify() {
      try {
        await transport.verify();
      } catch (error) {
        throw toMailDeliveryError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
