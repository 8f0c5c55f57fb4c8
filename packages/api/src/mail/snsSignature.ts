import { createVerify } from 'node:crypto';

/**
 * Amazon SNS's HTTP(S) deliveries, checked as AWS documents ("Verifying the signatures of Amazon SNS
 * messages"): the signing certificate must come over https from an SNS host, and the signature
 * (SHA1withRSA for SignatureVersion 1, SHA256withRSA for 2) must cover the message's fields in
 * their fixed order. Anything else is refused before it is read.
 */
export interface SnsMessage {
  Type: 'Notification' | 'SubscriptionConfirmation' | 'UnsubscribeConfirmation';
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: '1' | '2';
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  SubscribeURL?: string;
  Token?: string;
}

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;
const TYPES = new Set(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']);

/** An https URL on an SNS host (the certificate, the subscription confirmation), else null. */
export function snsUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && SNS_HOST.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** The body as an SNS message with every field the signature needs, else null. */
export function parseSnsMessage(body: string): SnsMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const type = text('Type');
  const version = text('SignatureVersion');
  const required = ['MessageId', 'TopicArn', 'Message', 'Timestamp', 'Signature', 'SigningCertURL'];
  if (!type || !TYPES.has(type) || (version !== '1' && version !== '2')) return null;
  if (required.some((name) => text(name) === undefined)) return null;
  if (type !== 'Notification' && (!text('SubscribeURL') || !text('Token'))) return null;
  return value as SnsMessage;
}

/** The text SNS signed: name and value lines, in the documented order, for the message's type. */
export function snsStringToSign(message: SnsMessage): string {
  const names =
    message.Type === 'Notification'
      ? [
          'Message',
          'MessageId',
          ...(message.Subject === undefined ? [] : ['Subject']),
          'Timestamp',
          'TopicArn',
          'Type',
        ]
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  const fields = message as unknown as Record<string, string>;
  return names.map((name) => `${name}\n${fields[name]}\n`).join('');
}

/**
 * Whether SNS signed `message`: its certificate fetched (by `fetchText`, which may cache) only from
 * an SNS host, then the signature checked against it.
 */
export async function verifySnsMessage(
  message: SnsMessage,
  fetchText: (url: URL) => Promise<string>,
): Promise<boolean> {
  const certificateUrl = snsUrl(message.SigningCertURL);
  if (!certificateUrl?.pathname.endsWith('.pem')) return false;
  const certificate = await fetchText(certificateUrl);
  const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  verifier.update(snsStringToSign(message), 'utf8');
  try {
    return verifier.verify(certificate, message.Signature, 'base64');
  } catch {
    return false;
  }
}
