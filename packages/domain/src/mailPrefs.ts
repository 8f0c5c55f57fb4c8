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
export interface MailPrefs {
  timeZone: string;
  /** Whether `timeZone` was chosen (or came from the browser) rather than being the default. */
  timeZoneSet: boolean;
  topics: Record<MailTopic, boolean>;
}

const topicSwitches = z.object(
  Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<MailTopic, z.ZodBoolean>,
);

export const mailPrefsSchema = z.object({
  timeZone: z.string(),
  timeZoneSet: z.boolean(),
  topics: topicSwitches,
}) satisfies z.ZodType<MailPrefs>;

/**
 * mail.setPrefs: a time zone and/or some switches; what is absent keeps its value. A plain type,
 * not `z.infer`: the published widgets name it, and an inferred type would pull zod's declarations
 * into theirs.
 */
export interface SetMailPrefsInput {
  timeZone?: string | undefined;
  topics?: Partial<Record<MailTopic, boolean>> | undefined;
}
export const setMailPrefsInputSchema = z
  .object({ timeZone: timeZoneSchema.optional(), topics: topicSwitches.partial().strict().optional() })
  .strict() satisfies z.ZodType<SetMailPrefsInput>;

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
