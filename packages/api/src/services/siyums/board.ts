import { type CorpusId, divideText, type PortionsAnswer, publicName, type UnitId } from '@siyum/domain';
import { asc, eq } from 'drizzle-orm';
import { type Db, learnings, portions, siyums, users } from '../../db';
import { failure } from '../../infra/errors';
import { nameColumns } from '../users';

type PortionRow = typeof portions.$inferSelect;
type Spec = NonNullable<PortionsAnswer['specs']>[number];

const specOf = (p: PortionRow): Spec => ({
  ref: p.ref,
  order: p.position,
  groupEn: p.groupEn,
  groupHe: p.groupHe,
  labelEn: p.labelEn,
  labelHe: p.labelHe,
  weight: p.weight,
});

const sameSpec = (a: Spec, b: Spec): boolean =>
  a.ref === b.ref &&
  a.order === b.order &&
  a.groupEn === b.groupEn &&
  a.groupHe === b.groupHe &&
  a.labelEn === b.labelEn &&
  a.labelHe === b.labelHe &&
  a.weight === b.weight;

/** Whether the stored portions are exactly what `divideText` gives today (what the client derives). */
function isDivision(rows: readonly PortionRow[], division: PortionsAnswer['division']): boolean {
  let derived: Spec[];
  try {
    derived = divideText(division.corpus, division.unit, division.scope);
  } catch {
    return false; // a scope the text tables no longer know
  }
  return (
    rows.length === derived.length &&
    rows.every((row, i) => {
      const spec = derived[i];
      return spec !== undefined && sameSpec(specOf(row), spec);
    })
  );
}

/**
 * siyum.portions: the public board, trimmed (`portionsAnswerSchema`): portion ids in order and each
 * learning with its learner's public name once; the labels are the division's, which the client
 * derives. It reveals what the board always did — ids, public names, statuses — and nothing more.
 */
export async function listPortions(db: Db, siyumId: number): Promise<PortionsAnswer> {
  const [siyum] = await db
    .select({ corpus: siyums.corpus, unit: siyums.unit, scope: siyums.scope })
    .from(siyums)
    .where(eq(siyums.id, siyumId))
    .limit(1);
  if (!siyum) throw failure('NOT_FOUND', 'siyumNotFound');
  const division = { corpus: siyum.corpus as CorpusId, unit: siyum.unit as UnitId, scope: siyum.scope };
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
  const indexOf = new Map(portionRows.map((p, index) => [p.id, index]));
  const names = new Map<number, string>();
  const taken: PortionsAnswer['learnings'] = [];
  for (const l of learnerRows) {
    const index = indexOf.get(l.portionId);
    if (index === undefined) continue;
    names.set(l.userId, publicName(l.firstName, l.lastName));
    taken.push([index, l.userId, l.status === 'completed' ? 'completed' : 'claimed']);
  }
  return {
    division,
    ids: portionRows.map((p) => p.id),
    learners: [...names].map(([userId, name]) => ({ userId, name })),
    learnings: taken,
    // The rows are written from divideText (siyums/write.ts); should the text tables change after a
    // siyum was divided (or a re-division land between these reads), the answer carries the stored
    // specs, so no id is ever shown with another portion's label.
    ...(isDivision(portionRows, division) ? {} : { specs: portionRows.map(specOf) }),
  };
}
