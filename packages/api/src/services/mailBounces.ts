import { eq, sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import { type Db, type MAIL_BOUNCE_REASONS, mailBounces } from '../db';

export type MailBounceReason = (typeof MAIL_BOUNCE_REASONS)[number];

/** The bare address of `a@b` or `Name <a@b>`, lower-cased: how bounces are keyed. */
export function bounceAddress(to: string): string {
  return (addressparser(to)[0]?.address ?? to).trim().toLowerCase();
}

/**
 * Stops all mail to `to` (issue 22): after a hard bounce or a complaint. Recorded again, the reason
 * and detail are the latest.
 */
export async function recordBounce(
  db: Db,
  to: string,
  reason: MailBounceReason,
  detail: string | null,
): Promise<void> {
  await db
    .insert(mailBounces)
    .values({ email: bounceAddress(to), reason, detail })
    .onConflictDoUpdate({
      target: mailBounces.email,
      set: { reason, detail, updatedAt: sql`now()` },
    });
}

/** Why mail to `to` is stopped, or null when it is not. */
export async function bounceOf(db: Db, to: string): Promise<MailBounceReason | null> {
  const [row] = await db
    .select({ reason: mailBounces.reason })
    .from(mailBounces)
    .where(eq(mailBounces.email, bounceAddress(to)));
  return (row?.reason as MailBounceReason | undefined) ?? null;
}

/** Mail to `to` goes out again: its owner says the address takes mail (their preferences page). */
export async function liftBounce(db: Db, to: string): Promise<void> {
  await db.delete(mailBounces).where(eq(mailBounces.email, bounceAddress(to)));
}
