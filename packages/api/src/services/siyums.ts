import {
  type CorpusId,
  type Counters,
  divideText,
  type Participant,
  type Portion,
  publicName,
  type Siyum,
  type SiyumCreateInput,
  type SiyumListInput,
  type SiyumListOutput,
  type SiyumPermissionEntry,
  type siyumCreateInputSchema,
  type siyumListInputSchema,
  type siyumUpdateInputSchema,
  type UnitId,
} from '@siyum/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, learnings, portions, siyumPermissions, siyums, users } from '../db';
import { failure } from './errors';
import { isoOr } from './rows';

type SiyumRow = typeof siyums.$inferSelect;

/** Progress as correlated sub-queries (index on learnings(siyum_id, status)). */
const takenSql = sql<number>`(select count(distinct l.portion_id)::int from ${learnings} l where l.siyum_id = ${siyums.id})`;
const completedSql = sql<number>`(select count(distinct l.portion_id)::int from ${learnings} l where l.siyum_id = ${siyums.id} and l.status = 'completed')`;

const siyumColumns = {
  row: siyums,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  taken: takenSql.mapWith(Number),
  completed: completedSql.mapWith(Number),
};

type SiyumQueryRow = {
  row: SiyumRow;
  ownerFirst: string | null;
  ownerLast: string | null;
  taken: number;
  completed: number;
};

function toSiyum(r: SiyumQueryRow): Siyum {
  const total = r.row.portionCount;
  return {
    id: r.row.id,
    user: { id: r.row.ownerId, name: publicName(r.ownerFirst, r.ownerLast) },
    title: r.row.title,
    dedicationKind: r.row.dedicationKind as Siyum['dedicationKind'],
    dedicationNames: r.row.dedicationNames,
    description: r.row.description,
    corpus: r.row.corpus as Siyum['corpus'],
    unit: r.row.unit as Siyum['unit'],
    scope: r.row.scope,
    targetDate: r.row.targetDate,
    timeZone: r.row.timeZone,
    visibility: r.row.visibility as Siyum['visibility'],
    claimPolicy: r.row.claimPolicy as Siyum['claimPolicy'],
    createdAt: isoOr(r.row.createdAt),
    updatedAt: isoOr(r.row.updatedAt),
    progress: {
      total,
      claimed: r.taken - r.completed,
      completed: r.completed,
      open: Math.max(0, total - r.taken),
    },
  };
}

function selectSiyums(db: Db) {
  return db.select(siyumColumns).from(siyums).innerJoin(users, eq(users.id, siyums.ownerId));
}

export async function getSiyum(db: Db, id: number): Promise<Siyum> {
  const [row] = await selectSiyums(db).where(eq(siyums.id, id)).limit(1);
  if (!row) throw failure('NOT_FOUND', 'siyumNotFound');
  return toSiyum(row);
}

/** Owner and id only: what the permission rules need. */
export async function getOwnership(db: Db, id: number): Promise<{ id: number; ownerId: number }> {
  const [row] = await db
    .select({ id: siyums.id, ownerId: siyums.ownerId })
    .from(siyums)
    .where(eq(siyums.id, id))
    .limit(1);
  if (!row) throw failure('NOT_FOUND', 'siyumNotFound');
  return row;
}

const INSERT_CHUNK = 500;

async function insertPortions(
  db: Db,
  siyumId: number,
  corpus: CorpusId,
  unit: UnitId,
  scope: string[],
): Promise<number> {
  const specs = divideText(corpus, unit, scope);
  for (let start = 0; start < specs.length; start += INSERT_CHUNK) {
    const chunk = specs.slice(start, start + INSERT_CHUNK);
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

/** siyum.create: the siyum and its portions, in one transaction. */
export async function createSiyum(
  db: Db,
  ownerId: number,
  input: z.output<typeof siyumCreateInputSchema>,
): Promise<Siyum> {
  const id = await db.transaction(async (tx) => {
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
      })
      .returning({ id: siyums.id });
    if (!row) throw new Error('siyum insert returned no row');
    const count = await insertPortions(tx, row.id, input.corpus, input.unit, input.scope);
    await tx.update(siyums).set({ portionCount: count }).where(eq(siyums.id, row.id));
    return row.id;
  });
  return getSiyum(db, id);
}

/**
 * siyum.update. The siyum row is locked FOR UPDATE; a concurrent claim's foreign-key check takes
 * KEY SHARE on the same row, so claims and a re-division serialise: a change that would drop a
 * claimed portion sees the claim and is refused (CONFLICT wouldOrphanClaims), and a claim arriving
 * after a portion was dropped fails its foreign key (CONFLICT).
 */
export async function updateSiyum(db: Db, input: z.output<typeof siyumUpdateInputSchema>): Promise<Siyum> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(siyums).where(eq(siyums.id, input.id)).for('update');
    if (!current) throw failure('NOT_FOUND', 'siyumNotFound');
    const set: Partial<typeof siyums.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.dedicationKind !== undefined) set.dedicationKind = input.dedicationKind;
    if (input.dedicationNames !== undefined) set.dedicationNames = input.dedicationNames;
    if (input.description !== undefined) set.description = input.description;
    if (input.targetDate !== undefined) set.targetDate = input.targetDate;
    if (input.timeZone !== undefined) set.timeZone = input.timeZone;
    if (input.visibility !== undefined) set.visibility = input.visibility;

    if (input.claimPolicy !== undefined && input.claimPolicy !== current.claimPolicy) {
      if (input.claimPolicy === 'single') {
        const shared = await tx
          .select({ portionId: learnings.portionId })
          .from(learnings)
          .where(eq(learnings.siyumId, current.id))
          .groupBy(learnings.portionId)
          .having(sql`count(*) > 1`)
          .limit(1);
        if (shared.length > 0) throw failure('CONFLICT', 'portionHasSeveralLearners');
      }
      await tx
        .update(learnings)
        .set({ exclusive: input.claimPolicy === 'single' })
        .where(eq(learnings.siyumId, current.id));
      set.claimPolicy = input.claimPolicy;
    }

    if (input.corpus !== undefined && input.unit !== undefined) {
      const scope = input.scope ?? (input.corpus === current.corpus ? current.scope : []);
      const wanted = new Set(divideText(input.corpus, input.unit, scope).map((p) => p.ref));
      const existing = await tx
        .select({ id: portions.id, ref: portions.ref })
        .from(portions)
        .where(eq(portions.siyumId, current.id));
      const dropped = existing.filter((p) => !wanted.has(p.ref)).map((p) => p.id);
      if (dropped.length > 0) {
        const claimed = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(learnings)
          .where(inArray(learnings.portionId, dropped));
        if ((claimed[0]?.n ?? 0) > 0) throw failure('CONFLICT', 'wouldOrphanClaims');
        for (let start = 0; start < dropped.length; start += INSERT_CHUNK) {
          await tx.delete(portions).where(inArray(portions.id, dropped.slice(start, start + INSERT_CHUNK)));
        }
      }
      set.corpus = input.corpus;
      set.unit = input.unit;
      set.scope = scope;
      set.portionCount = await insertPortions(tx, current.id, input.corpus, input.unit, scope);
    }
    await tx
      .update(siyums)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(siyums.id, current.id));
  });
  return getSiyum(db, input.id);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** siyum.list: public siyumim with search, text and status filters, sorting and page paging. */
export async function listSiyums(
  db: Db,
  input: z.output<typeof siyumListInputSchema>,
  extra?: SQL,
): Promise<SiyumListOutput> {
  const where: SQL[] = [extra ?? eq(siyums.visibility, 'public')];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    where.push(
      sql`(${siyums.title} ilike ${pattern} or ${siyums.dedicationNames} ilike ${pattern} or ${siyums.description} ilike ${pattern})`,
    );
  }
  if (input.corpus) where.push(eq(siyums.corpus, input.corpus));
  if (input.status === 'needsLearners') where.push(sql`${takenSql} < ${siyums.portionCount}`);
  if (input.status === 'completed')
    where.push(sql`${siyums.portionCount} > 0 and ${completedSql} >= ${siyums.portionCount}`);
  if (input.status === 'inProgress')
    where.push(sql`${takenSql} > 0 and ${completedSql} < ${siyums.portionCount}`);
  const order = input.direction === 'asc' ? asc : desc;
  const sortColumn = input.sort === 'createdAt' ? siyums.createdAt : siyums.targetDate;
  const rows = await db
    .select({ ...siyumColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(siyums)
    .innerJoin(users, eq(users.id, siyums.ownerId))
    .where(and(...where))
    .orderBy(order(sortColumn), order(siyums.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(siyums)
      .where(and(...where));
    total = count?.n ?? 0;
  }
  return {
    items: rows.map(toSiyum),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}

/** siyum.mine: what the dashboard lists — siyumim I own and those I help run. */
export async function mySiyums(db: Db, userId: number): Promise<{ owned: Siyum[]; helping: Siyum[] }> {
  const owned = await selectSiyums(db)
    .where(eq(siyums.ownerId, userId))
    .orderBy(asc(siyums.targetDate), asc(siyums.id));
  const helping = await selectSiyums(db)
    .where(
      sql`${siyums.id} in (select ${siyumPermissions.siyumId} from ${siyumPermissions} where ${siyumPermissions.userId} = ${userId})`,
    )
    .orderBy(asc(siyums.targetDate), asc(siyums.id));
  return { owned: owned.map(toSiyum), helping: helping.map(toSiyum) };
}

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
      firstName: users.firstName,
      lastName: users.lastName,
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
      status: l.status as 'claimed' | 'completed',
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

export async function counters(db: Db, siyumId?: number): Promise<Counters> {
  const siyumFilter = siyumId === undefined ? sql`true` : sql`${siyums.id} = ${siyumId}`;
  const learningFilter = siyumId === undefined ? sql`true` : sql`${learnings.siyumId} = ${siyumId}`;
  if (siyumId !== undefined) await getOwnership(db, siyumId);
  const [s] = await db
    .select({
      siyumim: sql<number>`count(*)::int`,
      portions: sql<number>`coalesce(sum(${siyums.portionCount}), 0)::int`,
    })
    .from(siyums)
    .where(siyumFilter);
  const [l] = await db
    .select({
      claimed: sql<number>`count(distinct ${learnings.portionId}) filter (where ${learnings.status} = 'claimed')::int`,
      completed: sql<number>`count(distinct ${learnings.portionId}) filter (where ${learnings.status} = 'completed')::int`,
      learners: sql<number>`count(distinct ${learnings.userId})::int`,
    })
    .from(learnings)
    .where(learningFilter);
  return {
    siyumim: s?.siyumim ?? 0,
    portions: s?.portions ?? 0,
    claimed: l?.claimed ?? 0,
    completed: l?.completed ?? 0,
    learners: l?.learners ?? 0,
  };
}

export async function listParticipants(db: Db, siyumId: number): Promise<Participant[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      cellPhone: users.cellPhone,
      portionId: portions.id,
      labelEn: portions.labelEn,
      status: learnings.status,
      claimedAt: learnings.claimedAt,
      completedAt: learnings.completedAt,
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
      participant = {
        userId: r.userId,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        cellPhone: r.cellPhone,
        learnings: [],
      };
      out.set(r.userId, participant);
    }
    participant.learnings.push({
      portionId: r.portionId,
      labelEn: r.labelEn,
      status: r.status as 'claimed' | 'completed',
      claimedAt: isoOr(r.claimedAt),
      completedAt: r.completedAt ? isoOr(r.completedAt) : null,
    });
  }
  return [...out.values()];
}

export async function listPermissions(db: Db, siyumId: number): Promise<SiyumPermissionEntry[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      editSiyum: siyumPermissions.editSiyum,
      editSignup: siyumPermissions.editSignup,
      updateUsers: siyumPermissions.updateUsers,
    })
    .from(siyumPermissions)
    .innerJoin(users, eq(users.id, siyumPermissions.userId))
    .where(eq(siyumPermissions.siyumId, siyumId))
    .orderBy(asc(users.email));
}

export async function grantPermission(
  db: Db,
  siyum: { id: number; ownerId: number },
  input: {
    email: string;
    editSiyum?: boolean | undefined;
    editSignup?: boolean | undefined;
    updateUsers?: boolean | undefined;
  },
): Promise<SiyumPermissionEntry[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) throw failure('NOT_FOUND', 'noUserWithThatEmail');
  if (user.id === siyum.ownerId) throw failure('BAD_REQUEST', 'ownerHasEveryPermission');
  const flags = {
    editSiyum: input.editSiyum ?? false,
    editSignup: input.editSignup ?? false,
    updateUsers: input.updateUsers ?? false,
  };
  await db
    .insert(siyumPermissions)
    .values({ siyumId: siyum.id, userId: user.id, ...flags })
    .onConflictDoUpdate({
      target: [siyumPermissions.siyumId, siyumPermissions.userId],
      set: { ...flags, updatedAt: sql`now()` },
    });
  return listPermissions(db, siyum.id);
}

export async function revokePermission(
  db: Db,
  siyumId: number,
  email: string,
): Promise<SiyumPermissionEntry[]> {
  const deleted = await db
    .delete(siyumPermissions)
    .where(
      and(
        eq(siyumPermissions.siyumId, siyumId),
        sql`${siyumPermissions.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ id: siyumPermissions.id });
  if (deleted.length === 0) throw failure('NOT_FOUND', 'noSuchPermission');
  return listPermissions(db, siyumId);
}

export type { SiyumCreateInput, SiyumListInput };
