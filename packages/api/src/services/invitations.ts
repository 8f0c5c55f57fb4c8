import { randomBytes } from 'node:crypto';
import type { Invitation, ParticipantAdded } from '@siyum/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, learnings, portions, siyumMembers, siyums, users } from '../db';
import { failure } from '../infra/errors';
import { insertLearning } from './portions';

/** 128 random bits as 32 hex characters (inviteTokenSchema). */
const newInviteToken = (): string => randomBytes(16).toString('hex');

/**
 * siyum.addParticipant (decision 0017): a guest of this siyum with the email and names the manager
 * typed — the same guest again for the same email — holding the chosen portions, all or nothing,
 * and the invitation that lets its addressee take them over. It never looks at accounts: the answer
 * is the same whether or not the email has one, and nobody's account is attached or revealed.
 */
export async function addGuest(
  db: Db,
  siyumId: number,
  input: {
    email: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
    portionIds: number[];
  },
): Promise<ParticipantAdded> {
  return db.transaction(async (tx) => {
    // Claims of this siyum and policy changes wait for this one (see insertLearning).
    await tx.select({ id: siyums.id }).from(siyums).where(eq(siyums.id, siyumId)).for('no key update');
    const [guest] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        guestOfSiyumId: siyumId,
        inviteToken: newInviteToken(),
      })
      .onConflictDoUpdate({
        target: [users.guestOfSiyumId, users.email],
        targetWhere: sql`${users.guestOfSiyumId} is not null`,
        set: {
          firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
          lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: users.id, inviteToken: users.inviteToken });
    if (!guest?.inviteToken) throw new Error('guest missing after upsert');
    const out: ParticipantAdded['learnings'] = [];
    for (const portionId of [...new Set(input.portionIds)]) {
      const [portion] = await tx
        .select({ siyumId: portions.siyumId })
        .from(portions)
        .where(eq(portions.id, portionId))
        .limit(1);
      if (!portion || portion.siyumId !== siyumId) throw failure('NOT_FOUND', 'portionNotFound');
      const learning = await insertLearning(tx, portionId, guest.id, 'claimed', 'placed');
      if (!learning) throw failure('CONFLICT', 'portionTaken');
      out.push(learning);
    }
    return { userId: guest.id, inviteToken: guest.inviteToken, learnings: out };
  });
}

/** The guest an invitation token names, with its siyum. */
async function guestByToken(db: Db, token: string) {
  const [guest] = await db
    .select({ id: users.id, siyumId: users.guestOfSiyumId, firstName: users.firstName })
    .from(users)
    .where(eq(users.inviteToken, token))
    .limit(1);
  if (!guest?.siyumId) throw failure('NOT_FOUND', 'invitationNotFound');
  return { id: guest.id, siyumId: guest.siyumId, firstName: guest.firstName };
}

/** siyum.invitation: what the invitation page shows (the token is the capability). */
export async function readInvitation(db: Db, token: string): Promise<Invitation> {
  const guest = await guestByToken(db, token);
  const [siyum] = await db
    .select({ title: siyums.title, targetDate: siyums.targetDate })
    .from(siyums)
    .where(eq(siyums.id, guest.siyumId))
    .limit(1);
  if (!siyum) throw failure('NOT_FOUND', 'invitationNotFound');
  const held = await db
    .select({ labelEn: portions.labelEn, labelHe: portions.labelHe })
    .from(learnings)
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .where(eq(learnings.userId, guest.id))
    .orderBy(asc(portions.position));
  return {
    siyumId: guest.siyumId,
    siyumTitle: siyum.title,
    targetDate: siyum.targetDate,
    firstName: guest.firstName,
    portions: held,
  };
}

/**
 * siyum.acceptInvitation: the caller takes over the guest's learnings (one they already hold
 * stays theirs once), becomes a member — so from now on the managers see their own contact
 * details, by their consent — and the guest and its token are gone: an invitation works once.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  userId: number,
): Promise<{ siyumId: number; portions: number }> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: users.id, siyumId: users.guestOfSiyumId })
      .from(users)
      .where(eq(users.inviteToken, token))
      .for('update')
      .limit(1);
    if (!guest?.siyumId) throw failure('NOT_FOUND', 'invitationNotFound');
    const siyumId = guest.siyumId;
    await tx.select({ id: siyums.id }).from(siyums).where(eq(siyums.id, siyumId)).for('no key update');
    const moved = await tx
      .update(learnings)
      .set({ userId })
      .where(
        and(
          eq(learnings.userId, guest.id),
          sql`not exists (select 1 from ${learnings} mine
                          where mine.portion_id = ${learnings.portionId} and mine.user_id = ${userId})`,
        ),
      )
      .returning({ id: learnings.id });
    await tx.delete(users).where(eq(users.id, guest.id));
    await tx.insert(siyumMembers).values({ siyumId, userId }).onConflictDoNothing();
    return { siyumId, portions: moved.length };
  });
}
