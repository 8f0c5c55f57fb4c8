import addressparser from 'nodemailer/lib/addressparser';

/** Where mail goes and who it is from; null from `mailSettingsFromEnv` = mail is off. */
export interface MailSettings {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the URL. */
  smtpUrl: string;
  /** The From header: `Name <address>`. */
  from: string;
  /** Default Reply-To of every message (a message's own replyTo wins). */
  replyTo?: string;
  /**
   * How long a sign-up confirmation waits, so several portions taken in a row make one email
   * (MAIL_CONFIRMATION_DELAY_SECONDS, 0–3600, default 60; the e2e stack sets 1).
   */
  confirmationDelaySeconds: number;
}

const DEFAULT_CONFIRMATION_DELAY_S = 60;

function confirmationDelayFromEnv(raw: string | undefined): number {
  if (!raw?.trim()) return DEFAULT_CONFIRMATION_DELAY_S;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`MAIL_CONFIRMATION_DELAY_SECONDS must be a whole number from 0 to 3600, not "${raw}"`);
  return seconds;
}

/** Outside production only: the dev stack's catcher accepts any sender. */
export const DEVELOPMENT_MAIL_FROM = 'Siyum <no-reply@localhost>';

/** One mailbox (`a@b` or `Name <a@b>`), else an error naming the variable. */
function singleMailbox(name: string, value: string): string {
  const parsed = addressparser(value);
  const mailbox = parsed.length === 1 ? parsed[0] : undefined;
  if (!mailbox?.address || !/^[^@\s]+@[^@\s]+$/.test(mailbox.address))
    throw new Error(`${name} must be one address such as "Siyum <no-reply@example.org>", not "${value}"`);
  return value;
}

/**
 * SMTP_URL (smtp://user:pass@host:587 or smtps://…:465; percent-encode `/`, `+`, `@` in the
 * credentials — SES's SMTP passwords have them; nodemailer reads options from the query, e.g.
 * `?requireTLS=true`), MAIL_FROM, MAIL_REPLY_TO. No SMTP_URL → null (nothing is sent). MAIL_FROM
 * defaults to `DEVELOPMENT_MAIL_FROM` outside production; in production it is required, because a
 * relay rejects (or spam-folders) a sender its domain is not verified for — better to refuse to start.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:pass@smtp.example.org:587');
  }
  // The URL may carry a password: the messages name the parts, never the whole.
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new Error('SMTP_URL has no host');

  const production = env.NODE_ENV === 'production';
  const fromValue = env.MAIL_FROM?.trim();
  if (!fromValue && production)
    throw new Error(
      'MAIL_FROM is required in production when SMTP_URL is set (e.g. "Siyum <no-reply@example.org>")',
    );
  const from = singleMailbox('MAIL_FROM', fromValue || DEVELOPMENT_MAIL_FROM);
  const replyToValue = env.MAIL_REPLY_TO?.trim();
  return {
    smtpUrl,
    from,
    confirmationDelaySeconds: confirmationDelayFromEnv(env.MAIL_CONFIRMATION_DELAY_SECONDS),
    ...(replyToValue ? { replyTo: singleMailbox('MAIL_REPLY_TO', replyToValue) } : {}),
  };
}

const SNS_TOPIC_ARN = /^arn:aws(-cn|-us-gov)?:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/;

/**
 * SES_NOTIFICATION_TOPIC_ARNS: the SNS topics (comma-separated ARNs) SES reports this site's bounces
 * and complaints to; their HTTPS subscription is POST /api/mail/ses. Unset → the route is not mounted.
 */
export function sesTopicArnsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const arns = (env.SES_NOTIFICATION_TOPIC_ARNS ?? '')
    .split(',')
    .map((arn) => arn.trim())
    .filter((arn) => arn !== '');
  const wrong = arns.find((arn) => !SNS_TOPIC_ARN.test(arn));
  if (wrong)
    throw new Error(
      `SES_NOTIFICATION_TOPIC_ARNS must list SNS topic ARNs such as arn:aws:sns:us-east-1:123456789012:ses-notices, not "${wrong}"`,
    );
  return arns;
}
