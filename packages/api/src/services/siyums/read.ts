import { publicName, type Siyum, type SiyumListOutput, type siyumListInputSchema } from '@siyum/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, learnings, siyumPermissions, siyums, users } from '../../db';
import { failure } from '../errors';
import { isoOr } from '../rows';

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
  row: typeof siyums.$inferSelect;
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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** siyum.list: public siyumim with search, text and status filters, sorting and page paging. */
export async function listSiyums(
  db: Db,
  input: z.output<typeof siyumListInputSchema>,
): Promise<SiyumListOutput> {
  const where: SQL[] = [eq(siyums.visibility, 'public')];
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
