import { z } from 'zod';
import { timeZone } from './schemaParts';

/**
 * What a user can turn off, one switch per kind of email the product sends (issue 22); each is on
 * until they turn it off, on the preferences page or with the unsubscribe link of such an email. A
 * kind of email joins this list when it is built, so no switch promises an email that never comes.
 */
export const MAIL_TOPICS = [
  'claimConfirmation',
  'reminders',
  'weeklyDigest',
  'siyumComplete',
  'organizerMessages',
  'organizerDigest',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];
export const mailTopicSchema = z.enum(MAIL_TOPICS);

export const timeZoneSchema = timeZone;

/** A user's email settings: their time zone and, per topic, whether they get it. */
/** Why no email goes to the user's address any more: it bounced, or they reported one as spam. */
export const MAIL_STOPPED_REASONS = ['bounce', 'complaint'] as const;
export type MailStoppedReason = (typeof MAIL_STOPPED_REASONS)[number];

export interface MailPrefs {
  timeZone: string;
  /** Whether `timeZone` was chosen (or came from the browser) rather than being the default. */
  timeZoneSet: boolean;
  topics: Record<MailTopic, boolean>;
  /** Mail to the account's address stopped (issue 22), and why; null while it goes out. */
  stopped: MailStoppedReason | null;
}

const topicSwitches = z.object(
  Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<MailTopic, z.ZodBoolean>,
);

export const mailPrefsSchema = z.object({
  timeZone: z.string(),
  timeZoneSet: z.boolean(),
  topics: topicSwitches,
  stopped: z.enum(MAIL_STOPPED_REASONS).nullable(),
}) satisfies z.ZodType<MailPrefs>;

/**
 * mail.setPrefs: a time zone and/or some switches; what is absent keeps its value. A plain type,
 * not `z.infer`: the published widgets name it, and an inferred type would pull zod's declarations
 * into theirs.
 */
export interface SetMailPrefsInput {
  timeZone?: string | undefined;
  topics?: Partial<Record<MailTopic, boolean>> | undefined;
  /** The user says their address takes mail again: the stop after a bounce or complaint is lifted. */
  resume?: true | undefined;
}
export const setMailPrefsInputSchema = z
  .object({
    timeZone: timeZoneSchema.optional(),
    topics: topicSwitches.partial().strict().optional(),
    resume: z.literal(true).optional(),
  })
  .strict() satisfies z.ZodType<SetMailPrefsInput>;

/** The settings after `change`, as the page shows them before the server answers (and stories hold them). */
export function applyMailPrefsChange(prefs: MailPrefs, change: SetMailPrefsInput): MailPrefs {
  return {
    timeZone: change.timeZone ?? prefs.timeZone,
    timeZoneSet: prefs.timeZoneSet || change.timeZone !== undefined,
    topics: { ...prefs.topics, ...change.topics },
    stopped: change.resume ? null : prefs.stopped,
  };
}

/** The secret in an unsubscribe link: 32 random bytes, base64url. */
export const MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** mail.unsubscribe / mail.resubscribe: the link's token and topic (no sign-in: the token is the key). */
export const unsubscribeInputSchema = z
  .object({ token: z.string().regex(MAIL_TOKEN_PATTERN), topic: mailTopicSchema })
  .strict();
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;

/** What the unsubscribe page shows: the topic and whose address it was, masked (`m•••@example.org`). */
export const unsubscribeResultSchema = z.object({
  topic: mailTopicSchema,
  email: z.string(),
  subscribed: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** `moshe@example.org` → `m•••@example.org`: enough for its owner to recognise, little for anyone else. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The web page an unsubscribe link opens, and the URL mail clients POST to (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

export function unsubscribeUrls(origin: string, token: string, topic: MailTopic) {
  const query = `?${new URLSearchParams({ token, topic })}`;
  return {
    page: new URL(`${UNSUBSCRIBE_PATH}${query}`, origin).href,
    oneClick: new URL(`${ONE_CLICK_UNSUBSCRIBE_PATH}${query}`, origin).href,
  };
}
