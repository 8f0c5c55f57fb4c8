import { type Portion, publicName } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { type Db, learnings, portions, users } from '../../db';
import { nameColumns } from '../users';
import { getOwnership } from './read';

/** siyum.portions: the public board — every portion with its learners' public names, in order. */
export async function listPortions(db: Db, siyumId: number): Promise<Portion[]> {
  await getOwnership(db, siyumId);
  const portionRows = await db
    .select()
    .from(portions)
    .where(eq(portions.siyumId, siyumId))
    .orderBy(asc(portions.position));
  const learnerRows = await db
    .select({
      portionId: learnings.portionId,
      userId: learnings.userId,
      status: learnings.status,
      ...nameColumns,
    })
    .from(learnings)
    .innerJoin(users, eq(users.id, learnings.userId))
    .where(eq(learnings.siyumId, siyumId))
    .orderBy(asc(learnings.claimedAt), asc(learnings.id));
  const byPortion = new Map<number, Portion['learners']>();
  for (const l of learnerRows) {
    const list = byPortion.get(l.portionId) ?? [];
    list.push({
      userId: l.userId,
      name: publicName(l.firstName, l.lastName),
      status: l.status === 'completed' ? 'completed' : 'claimed',
    });
    byPortion.set(l.portionId, list);
  }
  return portionRows.map((p) => ({
    id: p.id,
    ref: p.ref,
    order: p.position,
    groupEn: p.groupEn,
    groupHe: p.groupHe,
    labelEn: p.labelEn,
    labelHe: p.labelHe,
    weight: p.weight,
    learners: byPortion.get(p.id) ?? [],
  }));
}
