import { type Participant, type ParticipantsPage, SIYUM_LIMITS } from '@siyum/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, learnings, portions, siyumMembers, users } from '../../db';
import { learningState, learningStateColumns } from '../../infra/rows';

/**
 * siyum.participants: one page of the siyum's members and guests (decision 0017), by name, each
 * with their learnings here (possibly none); `cursor` counts the people of earlier pages. A member
 * joined themselves, so their account's email, names and phone reach the managers; a guest shows what a manager typed, and the invitation to send. Anyone
 * else who holds a learning (none should: placements need a member or a guest) is listed as a
 * guest without contact details or invitation, never with their account's.
 */
export async function listParticipants(db: Db, siyumId: number, cursor = 0): Promise<ParticipantsPage> {
  const pageSize = SIYUM_LIMITS.participantsPageSize;
  const people = sql`(
    select ${siyumMembers.userId} as user_id from ${siyumMembers} where ${siyumMembers.siyumId} = ${siyumId}
    union select ${users.id} from ${users} where ${users.guestOfSiyumId} = ${siyumId}
    union select ${learnings.userId} from ${learnings} where ${learnings.siyumId} = ${siyumId}
  )`;
  const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];
  const page = await db
    .select({ id: users.id })
    .from(sql`${people} as people`)
    .innerJoin(users, sql`${users.id} = people.user_id`)
    .orderBy(...byName)
    .offset(cursor)
    .limit(pageSize + 1);
  const ids = page.slice(0, pageSize).map((row) => row.id);
  const nextCursor = page.length > pageSize ? cursor + pageSize : null;
  if (ids.length === 0) return { participants: [], nextCursor };
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      cellPhone: users.cellPhone,
      guestOf: users.guestOfSiyumId,
      inviteToken: users.inviteToken,
      member: sql<boolean>`${siyumMembers.userId} is not null`,
      portionId: portions.id,
      labelEn: portions.labelEn,
      labelHe: portions.labelHe,
      ...learningStateColumns,
    })
    .from(sql`${people} as people`)
    .innerJoin(users, sql`${users.id} = people.user_id`)
    .leftJoin(
      siyumMembers,
      sql`${siyumMembers.siyumId} = ${siyumId} and ${siyumMembers.userId} = ${users.id}`,
    )
    .leftJoin(learnings, sql`${learnings.siyumId} = ${siyumId} and ${learnings.userId} = ${users.id}`)
    .leftJoin(portions, eq(portions.id, learnings.portionId))
    .where(inArray(users.id, ids))
    .orderBy(...byName, asc(portions.position));
  const out = new Map<number, Participant>();
  for (const r of rows) {
    let participant = out.get(r.userId);
    if (!participant) {
      participant = r.member && r.guestOf === null ? memberOf(r) : guestOf(r, siyumId);
      out.set(r.userId, participant);
    }
    if (r.portionId !== null && r.labelEn !== null && r.status !== null && r.claimedAt !== null)
      participant.learnings.push({
        portionId: r.portionId,
        labelEn: r.labelEn,
        labelHe: r.labelHe ?? '',
        ...learningState({ status: r.status, claimedAt: r.claimedAt, completedAt: r.completedAt }),
      });
  }
  return { participants: [...out.values()], nextCursor };
}

interface PersonRow {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  cellPhone: string | null;
  guestOf: number | null;
  inviteToken: string | null;
}

function memberOf(r: PersonRow): Participant {
  const { userId, email, firstName, lastName, cellPhone } = r;
  return { userId, kind: 'member', email, firstName, lastName, cellPhone, inviteToken: null, learnings: [] };
}

function guestOf(r: PersonRow, siyumId: number): Participant {
  const own = r.guestOf === siyumId;
  return {
    userId: r.userId,
    kind: 'guest',
    email: own ? r.email : '',
    firstName: own ? r.firstName : null,
    lastName: own ? r.lastName : null,
    cellPhone: null,
    inviteToken: own ? r.inviteToken : null,
    learnings: [],
  };
}
