import type { Participant } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { type Db, learnings, portions, users } from '../../db';
import { learningState, learningStateColumns } from '../rows';
import { contactColumns } from '../users';

/** siyum.participants: each learner with contact details and their learnings, by name. */
export async function listParticipants(db: Db, siyumId: number): Promise<Participant[]> {
  const rows = await db
    .select({
      ...contactColumns,
      cellPhone: users.cellPhone,
      portionId: portions.id,
      labelEn: portions.labelEn,
      ...learningStateColumns,
    })
    .from(learnings)
    .innerJoin(users, eq(users.id, learnings.userId))
    .innerJoin(portions, eq(portions.id, learnings.portionId))
    .where(eq(learnings.siyumId, siyumId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(portions.position));
  const out = new Map<number, Participant>();
  for (const r of rows) {
    let participant = out.get(r.userId);
    if (!participant) {
      const { userId, email, firstName, lastName, cellPhone } = r;
      participant = { userId, email, firstName, lastName, cellPhone, learnings: [] };
      out.set(r.userId, participant);
    }
    participant.learnings.push({ portionId: r.portionId, labelEn: r.labelEn, ...learningState(r) });
  }
  return [...out.values()];
}
