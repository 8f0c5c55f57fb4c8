import type { Logger } from '../infra/log';
import type { MailBounceReason } from '../services/mailBounces';
import { withoutAddresses } from './errors';
import { parseSnsMessage, snsUrl, verifySnsMessage } from './snsSignature';

/**
 * Bounces and complaints that arrive after the relay accepted a message (issue 22). SES accepts
 * every message over SMTP and reports later, through an SNS topic, that an address does not exist
 * or that its owner marked the mail as spam; each such address stops getting mail, as a refusal
 * at send time does (services/mailBounces.ts).
 */
export interface StoppedAddress {
  address: string;
  reason: MailBounceReason;
  detail: string;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const listOf = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fieldsOf) : []);

/**
 * The addresses an SES notice stops: every recipient of a permanent bounce, every complainant.
 * A transient bounce (a full mailbox, a greylisting server) stops nothing; neither does a delivery.
 * Reads both SES notification shapes (`notificationType`) and event publishing (`eventType`).
 */
export function stoppedAddresses(notice: unknown): StoppedAddress[] {
  const fields = fieldsOf(notice);
  const type = textOf(fields.notificationType) ?? textOf(fields.eventType);
  if (type === 'Bounce') {
    const bounce = fieldsOf(fields.bounce);
    if (bounce.bounceType !== 'Permanent') return [];
    const kind = `${bounce.bounceType}/${textOf(bounce.bounceSubType) ?? 'General'}`;
    return listOf(bounce.bouncedRecipients).flatMap((recipient) => {
      const address = textOf(recipient.emailAddress);
      const said = textOf(recipient.diagnosticCode) ?? textOf(recipient.status);
      return address
        ? [{ address, reason: 'bounce' as const, detail: withoutAddresses(said ? `${kind}: ${said}` : kind) }]
        : [];
    });
  }
  if (type === 'Complaint') {
    const complaint = fieldsOf(fields.complaint);
    const detail = `complaint: ${textOf(complaint.complaintFeedbackType) ?? 'unspecified'}`;
    return listOf(complaint.complainedRecipients).flatMap((recipient) => {
      const address = textOf(recipient.emailAddress);
      return address ? [{ address, reason: 'complaint' as const, detail }] : [];
    });
  }
  return [];
}

export interface SesNotificationDeps {
  /** The SNS topics SES publishes this site's notices to (SES_NOTIFICATION_TOPIC_ARNS). */
  topicArns: readonly string[];
  /** GETs an SNS URL (the signing certificate, which it may cache; the subscription confirmation). */
  fetchText(url: URL): Promise<string>;
  stop(address: StoppedAddress): Promise<void>;
  log: Logger;
}

/**
 * One SNS delivery: refused (400 unreadable, 403 another topic or a bad signature) before anything
 * is read from it; a subscription confirmed by visiting its SNS URL; a notice's addresses stopped.
 */
export async function receiveSesNotification(
  body: string,
  deps: SesNotificationDeps,
): Promise<{ status: 200 | 400 | 403; stopped: number }> {
  const message = parseSnsMessage(body);
  if (!message) return { status: 400, stopped: 0 };
  if (!deps.topicArns.includes(message.TopicArn) || !(await verifySnsMessage(message, deps.fetchText)))
    return { status: 403, stopped: 0 };
  if (message.Type === 'SubscriptionConfirmation') {
    const confirm = snsUrl(message.SubscribeURL);
    if (!confirm) return { status: 400, stopped: 0 };
    await deps.fetchText(confirm);
    deps.log.info('mail.ses_subscribed', { topicArn: message.TopicArn });
    return { status: 200, stopped: 0 };
  }
  if (message.Type === 'UnsubscribeConfirmation') {
    deps.log.warn('mail.ses_unsubscribed', { topicArn: message.TopicArn });
    return { status: 200, stopped: 0 };
  }
  let notice: unknown;
  try {
    notice = JSON.parse(message.Message);
  } catch {
    return { status: 400, stopped: 0 };
  }
  const stopped = stoppedAddresses(notice);
  for (const address of stopped) await deps.stop(address);
  if (stopped.length > 0) deps.log.info('mail.ses_stopped', { count: stopped.length });
  return { status: 200, stopped: stopped.length };
}
