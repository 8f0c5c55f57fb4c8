import {
  type Catalogue,
  chooseLocale,
  en,
  type Locale,
  type MailTopic,
  unsubscribeUrls,
} from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, learnings, type MAIL_KINDS, mailSends, portions, users } from '../db';
import type { Logger } from '../infra/log';
import { JOB_DEFAULTS } from '../jobs';
import { MailDeliveryError, type Mailer, type OutgoingMail } from '../mail';
import type { MailLanguage, MailPortion } from '../mail/templates/parts';
import { bounceOf, type MailBounceReason, recordBounce } from './mailBounces';
import { mailTokenFor } from './mailPrefs';
import { languageOf } from './users';

export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Attempts at one send before it is marked failed: the queue's first try and its retries
 * (JOB_DEFAULTS.retryLimit, unless the queue was given another — `MailDeps.attempts`), counted in
 * the ledger — so the last retry's failure is recorded as the end, and the organizer sees it as
 * failed rather than forever on its way.
 */
export const MAIL_ATTEMPTS = JOB_DEFAULTS.retryLimit + 1;
export type SendOutcome = 'sent' | 'skipped' | 'failed';

/** The ledger's reason for a send stopped by an earlier bounce (never shown with the address). */
const BOUNCE_WORDS: Readonly<Record<MailBounceReason, string>> = {
  bounce: 'bounced earlier',
  complaint: 'reported our mail as spam',
};

/** What every mail job needs: where to write, how to send, where links point. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  /** The web app's origin, for links back (PUBLIC_ORIGIN). */
  origin: string;
  productName: string;
  log: Logger;
  /** The queue's attempts per job when its policy is not JOB_DEFAULTS' (default MAIL_ATTEMPTS). */
  attempts?: number;
}

/**
 * Sends one email at most once under its idempotency key (user × siyum × kind × day): the send is
 * recorded in `mail_sends` before it is attempted, so a job that runs twice (a retry, a second
 * replica) mails once. A permanent SMTP refusal, or the last of MAIL_ATTEMPTS, marks it failed
 * (kept, with its reason, for the organizer to see); a transient one before that is counted and
 * rethrown, so the queue retries it with backoff. A refused recipient (a hard bounce) stops all
 * later mail to that address, and so does a bounce or complaint reported afterwards (mailBounces.ts).
 */
export async function sendOnce(
  deps: MailDeps,
  /** `siyumId` null: an email about several siyumim (the weekly summary). */
  send: { key: string; userId: number; siyumId: number | null; kind: MailKind },
  compose: () => Promise<OutgoingMail>,
  now = new Date(),
): Promise<SendOutcome> {
  const { db } = deps;
  await db
    .insert(mailSends)
    .values({ key: send.key, userId: send.userId, siyumId: send.siyumId, kind: send.kind })
    .onConflictDoNothing();
  const [row] = await db.select().from(mailSends).where(eq(mailSends.key, send.key));
  // Sent already, or failed for good: a job that runs again mails nobody twice.
  if (row?.status !== 'pending') return 'skipped';

  const mail = await compose();
  const attempt = sql`${mailSends.attempts} + 1`;
  // An address that bounced or complained gets nothing more; the ledger says why, for the organizer.
  const bounced = await bounceOf(db, mail.to);
  if (bounced) {
    await db
      .update(mailSends)
      .set({
        status: 'failed',
        error: `not sent: the address ${BOUNCE_WORDS[bounced]}`,
        updatedAt: sql`now()`,
      })
      .where(eq(mailSends.id, row.id));
    return 'failed';
  }
  try {
    await deps.mailer.send({ ...mail, headers: { ...mail.headers, 'X-Siyum-Mail-Key': send.key } });
  } catch (error) {
    const delivery = error instanceof MailDeliveryError ? error : null;
    if (delivery?.refusedRecipient) await recordBounce(db, mail.to, 'bounce', delivery.message);
    const failed = delivery?.kind === 'permanent' || row.attempts + 1 >= (deps.attempts ?? MAIL_ATTEMPTS);
    await db
      .update(mailSends)
      .set({
        attempts: attempt,
        error: delivery ? delivery.message : String(error),
        ...(failed ? { status: 'failed' } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(mailSends.id, row.id));
    if (failed) {
      deps.log.warn('mail.failed', { key: send.key, code: delivery?.responseCode });
      return 'failed';
    }
    throw error;
  }
  await db
    .update(mailSends)
    .set({ status: 'sent', attempts: attempt, error: null, sentAt: now, updatedAt: sql`now()` })
    .where(eq(mailSends.id, row.id));
  return 'sent';
}

/** Whom an email goes to: their address, the first name it greets them by, their language. */
export interface Recipient {
  email: string;
  firstName: string | null;
  /** The language they chose (issue 23); English when they chose none. */
  locale: Locale;
}

/**
 * What a job selects to read its recipient with, in the same query: the address, the name and the
 * language they chose (`languageOf`, raw: `recipientOf` makes it a `Locale`).
 */
export const recipientColumns = {
  email: users.email,
  firstName: users.firstName,
  language: languageOf(users.id),
};

/** A recipient from a row read with `recipientColumns`: no language (or an unknown one) is English. */
export function recipientOf(row: {
  email: string;
  firstName: string | null;
  language: string | null;
}): Recipient {
  return { email: row.email, firstName: row.firstName, locale: chooseLocale(row.language) };
}

/** One user as a recipient (one query), or undefined when there is no such user. */
export async function mailRecipient(db: Db, userId: number): Promise<Recipient | undefined> {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  return user && recipientOf(user);
}

/** Each language's whole catalogue, which the templates read their sections from. */
const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, he };

/** The wording of an email to a reader of `locale`: every section a template may read. */
export function mailLanguage(locale: Locale): MailLanguage<keyof Catalogue> {
  return { locale, text: CATALOGUES[locale] };
}

/**
 * The parts of every template that say whom it is for: the address, the name it greets, the
 * unsubscribe links for its topic (the user's token, made with their first email), the product,
 * and the language it is written in (theirs).
 */
export async function addressing(deps: MailDeps, userId: number, recipient: Recipient, topic: MailTopic) {
  return {
    to: recipient.email,
    firstName: recipient.firstName,
    unsubscribe: unsubscribeUrls(deps.origin, await mailTokenFor(deps.db, userId), topic),
    productName: deps.productName,
    language: mailLanguage(recipient.locale),
  };
}

/** A portion's name in raw SQL (the portion aliased `p`): `{ en, he }`, a `BilingualName` as JSON. */
export const PORTION_NAME = sql.raw(`json_build_object('en', p.label_en, 'he', p.label_he)`);

/**
 * A learner's portions in one siyum as the board names them (in English and Hebrew: the email
 * writes the reader's), in text order; `status` narrows them.
 */
export async function learnerPortions(
  db: Db,
  userId: number,
  siyumId: number,
  status?: 'claimed' | 'completed',
): Promise<MailPortion[]> {
  return db
    .select({ ref: portions.ref, en: portions.labelEn, he: portions.labelHe })
    .from(learnings)
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .where(
      and(
        eq(learnings.userId, userId),
        eq(learnings.siyumId, siyumId),
        status ? eq(learnings.status, status) : undefined,
      ),
    )
    .orderBy(asc(portions.position));
}
