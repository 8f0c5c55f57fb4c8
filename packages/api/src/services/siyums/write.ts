import {
  type CorpusId,
  divideText,
  isPastIn,
  type Siyum,
  type siyumCreateInputSchema,
  type siyumUpdateInputSchema,
  type UnitId,
} from '@siyum/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, learnings, portions, siyums } from '../../db';
import { failure } from '../../infra/errors';
import { given } from '../../infra/rows';
import { enforceSiyumQuota } from '../siyumQuota';
import { getSiyum } from './read';

type SiyumRow = typeof siyums.$inferSelect;
type SiyumUpdate = z.output<typeof siyumUpdateInputSchema>;

const CHUNK = 500;

/** Writes the division's portions (new ones inserted, kept ones relabelled); returns how many. */
async function insertPortions(
  db: Db,
  siyumId: number,
  corpus: CorpusId,
  unit: UnitId,
  scope: string[],
): Promise<number> {
  const specs = divideText(corpus, unit, scope);
  for (let start = 0; start < specs.length; start += CHUNK) {
    const chunk = specs.slice(start, start + CHUNK);
    await db
      .insert(portions)
      .values(
        chunk.map((p) => ({
          siyumId,
          ref: p.ref,
          position: p.order,
          groupEn: p.groupEn,
          groupHe: p.groupHe,
          labelEn: p.labelEn,
          labelHe: p.labelHe,
          weight: p.weight,
        })),
      )
      .onConflictDoUpdate({
        target: [portions.siyumId, portions.ref],
        set: {
          position: sql`excluded.position`,
          groupEn: sql`excluded.group_en`,
          groupHe: sql`excluded.group_he`,
          labelEn: sql`excluded.label_en`,
          labelHe: sql`excluded.label_he`,
          weight: sql`excluded.weight`,
        },
      });
  }
  return specs.length;
}

/**
 * siyum.create: the siyum and its portions, in one transaction; with `quota.perDay`, refused
 * (TOO_MANY_REQUESTS quota:siyumsPerDay) once the owner made that many in the last 24 hours.
 */
export async function createSiyum(
  db: Db,
  ownerId: number,
  input: z.output<typeof siyumCreateInputSchema>,
  quota?: { perDay: number },
): Promise<Siyum> {
  const id = await db.transaction(async (tx) => {
    if (quota) await enforceSiyumQuota(tx, ownerId, quota.perDay);
    const [row] = await tx
      .insert(siyums)
      .values({
        ownerId,
        title: input.title,
        dedicationKind: input.dedicationKind,
        dedicationNames: input.dedicationNames,
        description: input.description,
        corpus: input.corpus,
        unit: input.unit,
        scope: input.scope,
        targetDate: input.targetDate,
        timeZone: input.timeZone,
        visibility: input.visibility,
        claimPolicy: input.claimPolicy,
        photo: input.photo,
      })
      .returning({ id: siyums.id });
    if (!row) throw new Error('siyum insert returned no row');
    const count = await insertPortions(tx, row.id, input.corpus, input.unit, input.scope);
    await tx.update(siyums).set({ portionCount: count }).where(eq(siyums.id, row.id));
    return row.id;
  });
  return getSiyum(db, id, true);
}

/** A new claim policy applies to the existing learnings; `single` is refused while a portion is shared. */
async function changeClaimPolicy(db: Db, current: SiyumRow, policy: 'single' | 'multiple'): Promise<void> {
  if (policy === 'single') {
    const shared = await db
      .select({ portionId: learnings.portionId })
      .from(learnings)
      .where(eq(learnings.siyumId, current.id))
      .groupBy(learnings.portionId)
      .having(sql`count(*) > 1`)
      .limit(1);
    if (shared.length > 0) throw failure('CONFLICT', 'portionHasSeveralLearners');
  }
  await db
    .update(learnings)
    .set({ exclusive: policy === 'single' })
    .where(eq(learnings.siyumId, current.id));
}

/** A new division: portions it no longer has are dropped unless someone learns them. */
async function redivide(
  db: Db,
  current: SiyumRow,
  corpus: CorpusId,
  unit: UnitId,
  scope: string[],
): Promise<number> {
  const wanted = new Set(divideText(corpus, unit, scope).map((p) => p.ref));
  const existing = await db
    .select({ id: portions.id, ref: portions.ref })
    .from(portions)
    .where(eq(portions.siyumId, current.id));
  const dropped = existing.filter((p) => !wanted.has(p.ref)).map((p) => p.id);
  if (dropped.length > 0) {
    const claimed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(learnings)
      .where(inArray(learnings.portionId, dropped));
    if ((claimed[0]?.n ?? 0) > 0) throw failure('CONFLICT', 'wouldOrphanClaims');
    for (let start = 0; start < dropped.length; start += CHUNK) {
      await db.delete(portions).where(inArray(portions.id, dropped.slice(start, start + CHUNK)));
    }
  }
  return insertPortions(db, current.id, corpus, unit, scope);
}

/**
 * siyum.update. The siyum row is locked FOR UPDATE before anything is read; every claim locks the
 * same row FOR NO KEY UPDATE before it reads the policy (services/portions.ts), so claims and an
 * update serialise: a policy change to `single` sees every claim made before it (and is refused
 * while a portion is shared, CONFLICT portionHasSeveralLearners), a claim made after it reads the
 * new policy; a change that would drop a claimed portion sees the claim and is refused (CONFLICT
 * wouldOrphanClaims), and a claim arriving after a portion was dropped fails its foreign key
 * (CONFLICT). Never a weaker lock later upgraded: the learnings triggers (migration 0003) lock the
 * row FOR NO KEY UPDATE, which FOR UPDATE already covers.
 */
export async function updateSiyum(db: Db, input: SiyumUpdate): Promise<Siyum> {
  const { id, corpus, unit, scope: newScope, claimPolicy, ...details } = input;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(siyums).where(eq(siyums.id, id)).for('update');
    if (!current) throw failure('NOT_FOUND', 'siyumNotFound');
    // A new date is today or later in the siyum's zone; a date kept as it was may have passed.
    const movedTo = details.targetDate;
    if (
      movedTo !== undefined &&
      movedTo !== current.targetDate &&
      isPastIn(movedTo, details.timeZone ?? current.timeZone)
    )
      throw failure('BAD_REQUEST', 'targetDateInPast');
    const set: Partial<typeof siyums.$inferInsert> = given(details);
    if (claimPolicy !== undefined && claimPolicy !== current.claimPolicy) {
      await changeClaimPolicy(tx, current, claimPolicy);
      set.claimPolicy = claimPolicy;
    }
    if (corpus !== undefined && unit !== undefined) {
      const scope = newScope ?? (corpus === current.corpus ? current.scope : []);
      set.portionCount = await redivide(tx, current, corpus, unit, scope);
      set.corpus = corpus;
      set.unit = unit;
      set.scope = scope;
    }
    await tx
      .update(siyums)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(siyums.id, current.id));
  });
  return getSiyum(db, id, true);
}

/** The photo key a siyum shows now (before an update replaces it), or undefined. */
export async function currentPhotoKey(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ photo: siyums.photo }).from(siyums).where(eq(siyums.id, id));
  return row?.photo?.key;
}

/**
 * siyum.delete: the siyum and everything that belongs to it (portions, learnings, permissions,
 * members, guests — by cascade). Returns the photo key it showed, for the caller to release.
 */
export async function deleteSiyum(db: Db, id: number): Promise<{ photoKey: string | undefined }> {
  const [row] = await db.delete(siyums).where(eq(siyums.id, id)).returning({ photo: siyums.photo });
  if (!row) throw failure('NOT_FOUND', 'siyumNotFound');
  return { photoKey: row.photo?.key };
}
