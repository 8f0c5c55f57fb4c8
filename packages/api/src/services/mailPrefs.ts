import { randomBytes } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  MAIL_TOPICS,
  type MailPrefs,
  type MailTopic,
  maskedEmail,
  type SetMailPrefsInput,
  type UnsubscribeResult,
} from '@siyum/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, users } from '../db';
import { failure } from '../infra/errors';
import { bounceOf, liftBounce, type MailBounceReason } from './mailBounces';

/** A user's email settings as the preferences page reads them. */
export async function getMailPrefs(db: Db, userId: number): Promise<MailPrefs> {
  const [row] = await db
    .select({ timeZone: users.timeZone, mailOff: users.mailOff, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw failure('NOT_FOUND', 'userRecordMissing');
  return prefsOf(row, await bounceOf(db, row.email));
}

function prefsOf(
  row: { timeZone: string | null; mailOff: string[] },
  stopped: MailBounceReason | null,
): MailPrefs {
  const off = new Set(row.mailOff);
  return {
    stopped,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSet: row.timeZone !== null,
    topics: Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, !off.has(topic)])) as Record<
      MailTopic,
      boolean
    >,
  };
}

/** Topics on → taken out of `mail_off`, off → added; one statement, so two tabs cannot lose a switch. */
function mailOffAfter(topics: Partial<Record<MailTopic, boolean>>) {
  const on = MAIL_TOPICS.filter((topic) => topics[topic] === true);
  const off = MAIL_TOPICS.filter((topic) => topics[topic] === false);
  return sql`array(
    select distinct t from unnest(${users.mailOff} || ${sql.param(off)}::text[]) as t
    where t <> all(${sql.param(on)}::text[]) order by t)`;
}

/**
 * Changes only what the input names. `resume` lifts the stop on the user's own address (after a
 * bounce or a spam report): they say it takes mail again; nobody else's address can be named.
 */
export async function setMailPrefs(db: Db, userId: number, input: SetMailPrefsInput): Promise<MailPrefs> {
  const [row] = await db
    .update(users)
    .set({
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      ...(input.topics ? { mailOff: mailOffAfter(input.topics) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ timeZone: users.timeZone, mailOff: users.mailOff, email: users.email });
  if (!row) throw failure('NOT_FOUND', 'userRecordMissing');
  if (input.resume) await liftBounce(db, row.email);
  return prefsOf(row, await bounceOf(db, row.email));
}

/** At sign-up (auth.createUser): the browser's time zone, unless the user already has one. */
export async function adoptTimeZone(db: Db, userId: number, timeZone: string): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), isNull(users.timeZone)));
}

/** The secret of a user's unsubscribe links: made once, with their first email, then kept. */
export async function mailTokenFor(db: Db, userId: number): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(users)
    .set({ mailToken: sql`coalesce(${users.mailToken}, ${fresh})` })
    .where(eq(users.id, userId))
    .returning({ mailToken: users.mailToken });
  if (!row?.mailToken) throw failure('NOT_FOUND', 'userRecordMissing');
  return row.mailToken;
}

/**
 * The unsubscribe link's answer: whose address (masked) and whether the topic is on — or, with
 * `subscribe`, after turning it on or off. An unknown token is one refusal (`mailTokenUnknown`),
 * the same whatever was wrong with it.
 */
export async function subscriptionByToken(
  db: Db,
  token: string,
  topic: MailTopic,
  subscribe?: boolean,
): Promise<UnsubscribeResult> {
  const where = eq(users.mailToken, token);
  const [row] =
    subscribe === undefined
      ? await db.select({ email: users.email, mailOff: users.mailOff }).from(users).where(where)
      : await db
          .update(users)
          .set({ mailOff: mailOffAfter({ [topic]: subscribe }), updatedAt: sql`now()` })
          .where(where)
          .returning({ email: users.email, mailOff: users.mailOff });
  if (!row) throw failure('NOT_FOUND', 'mailTokenUnknown');
  return { topic, email: maskedEmail(row.email), subscribed: !row.mailOff.includes(topic) };
}

/** Whether this user still wants mail of `topic` (read by every send, just before it goes). */
export async function wantsMail(db: Db, userId: number, topic: MailTopic): Promise<boolean> {
  const [row] = await db.select({ mailOff: users.mailOff }).from(users).where(eq(users.id, userId));
  return row !== undefined && !row.mailOff.includes(topic);
}
