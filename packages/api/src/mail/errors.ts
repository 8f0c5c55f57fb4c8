/**
 * What a job queue needs to know about a failed send: retry it (`transient`: the relay was down,
 * slow, or said "try later") or give up on it (`permanent`: the relay refused this message or this
 * recipient for good — retrying gets the same answer and can hurt the sender's reputation).
 */
export type MailFailureKind = 'transient' | 'permanent';

/** The fields nodemailer puts on its errors (its `NodemailerError`), read defensively. */
interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

// The connection failed, timed out or broke, whatever the relay said last (nodemailer's own
// `isTransientError` reads them so): the same message can go through on a new connection.
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'EPROXY']);
// Without a reply, nodemailer codes that say the message itself cannot go out (no or invalid
// recipient, too large or empty, too many recipients, a file or URL attachment refused).
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS', 'EFILEACCESS', 'EURLACCESS']);

// An address in an SMTP reply ("550 5.1.1 <bob@example.org>: no such user") stays out of the message,
// which log lines carry.
const ADDRESS = /[^\s<>"]+@[^\s<>"]+/g;

/** `text` with every email address replaced by `[address]`: for reasons kept or logged. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '[address]');

export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  readonly kind: MailFailureKind;
  /** Nodemailer's code: ECONNECTION, ETIMEDOUT, ESOCKET, EENVELOPE, EMESSAGE, EAUTH… */
  readonly code: string | undefined;
  /** The SMTP reply code when the relay answered (421, 450, 550…). */
  readonly responseCode: number | undefined;
  /**
   * The relay refused the recipient for good (a 5yz reply to RCPT TO: no such mailbox, domain gone):
   * a hard bounce, which stops further mail to that address (services/mailBounces.ts).
   */
  readonly refusedRecipient: boolean;

  constructor(
    kind: MailFailureKind,
    code: string | undefined,
    responseCode: number | undefined,
    detail: string,
    refusedRecipient = false,
  ) {
    super(
      `mail ${kind} failure${code ? ` ${code}` : ''}${responseCode ? ` (${responseCode})` : ''}: ${detail}`,
    );
    this.kind = kind;
    this.code = code;
    this.responseCode = responseCode;
    this.refusedRecipient = refusedRecipient;
  }
}

/**
 * RFC 5321: a 5yz reply is a permanent refusal, a 4yz one "try again later". 503 (bad sequence of
 * commands) is a session problem, not a verdict on the message, so it is transient — as nodemailer's
 * own `isPermanentResponseCode` reads it. A connection that failed, timed out or broke is transient
 * whatever was said before; so is anything unknown, and an authentication or TLS failure, which is
 * our configuration and not the message — the queue retries, then gives up after its limit.
 */
export function mailFailureKind(error: unknown): MailFailureKind {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (code && CONNECTION_CODES.has(code)) return 'transient';
  // A refused login (EAUTH, 535) or 530 "authentication required": our credentials, not this message.
  if (code === 'EAUTH' || responseCode === 530) return 'transient';
  if (responseCode !== undefined)
    return responseCode >= 500 && responseCode < 600 && responseCode !== 503 ? 'permanent' : 'transient';
  if (code && PERMANENT_CODES.has(code)) return 'permanent';
  return 'transient';
}

/** Any error a send threw, as a `MailDeliveryError` (one already classified is returned as is). */
export function toMailDeliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  // Nodemailer's message ends with the relay's reply, when there was one.
  const detail = withoutAddresses(error instanceof Error ? error.message : String(error));
  const command = typeof fields.command === 'string' ? fields.command : undefined;
  const kind = mailFailureKind(error);
  const refusedRecipient = kind === 'permanent' && responseCode !== undefined && command === 'RCPT TO';
  return new MailDeliveryError(
    kind,
    code,
    responseCode,
    `${detail}${command ? ` (${command})` : ''}`,
    refusedRecipient,
  );
}
