import {
  isLocale,
  type MySiyumimPage,
  parseListCursor,
  publicName,
  SIYUM_LIMITS,
  type SIYUM_STATUS_FILTERS,
  type Siyum,
  type SiyumListOutput,
  type siyumListInputSchema,
} from '@siyum/domain';
import { type AnyColumn, and, asc, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPLETED,
  type Db,
  IN_PROGRESS,
  learnings,
  NEEDS_LEARNERS,
  PUBLIC,
  siyumMembers,
  siyumPermissions,
  siyums,
  users,
} from '../../db';
import { failure } from '../../infra/errors';
import { isoOr, rowsOf } from '../../infra/rows';
import { progressOf } from '../portionChange';
import { languageOf } from '../users';

// Every column but the search document (large, and only ever used inside SQL).
const { searchVector: _searchVector, ...siyumRowColumns } = getTableColumns(siyums);

const siyumColumns = {
  row: siyumRowColumns,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
};

type SiyumQueryRow = {
  row: Omit<typeof siyums.$inferSelect, 'searchVector'>;
  ownerFirst: string | null;
  ownerLast: string | null;
};

/**
 * The API's Siyum from a row. `forManager`: the caller may manage it, so an unlisted siyum carries
 * its share key (the organizer's link); nobody else's answer ever does (decision 0019).
 */
function toSiyum(r: SiyumQueryRow, forManager = false): Siyum {
  return {
    ...(forManager && r.row.visibility === 'unlisted' ? { shareKey: r.row.shareToken } : {}),
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
    photo: r.row.photo ?? null,
    createdAt: isoOr(r.row.createdAt),
    updatedAt: isoOr(r.row.updatedAt),
    progress: progressOf(r.row),
  };
}

function selectSiyums(db: Db) {
  return db.select(siyumColumns).from(siyums).innerJoin(users, eq(users.id, siyums.ownerId));
}

/** The language the organizer chose (issue 23): the rule of `languageOf`; null when they chose none. */
const organizerLanguage = languageOf(siyums.ownerId);

/** One siyum, with its organizer's language (the list answers go without it). */
export async function getSiyum(db: Db, id: number, forManager = false): Promise<Siyum> {
  const [row] = await db
    .select({ ...siyumColumns, organizerLanguage })
    .from(siyums)
    .innerJoin(users, eq(users.id, siyums.ownerId))
    .where(eq(siyums.id, id))
    .limit(1);
  if (!row) throw failure('NOT_FOUND', 'siyumNotFound');
  const siyum = toSiyum(row, forManager);
  return isLocale(row.organizerLanguage) ? { ...siyum, organizerLocale: row.organizerLanguage } : siyum;
}

/** What deciding who may read a siyum needs: its owner, whether it is unlisted, its share key. */
export async function getVisibility(
  db: Db,
  id: number,
): Promise<{ id: number; ownerId: number; unlisted: boolean; shareToken: string }> {
  const [row] = await db
    .select({
      id: siyums.id,
      ownerId: siyums.ownerId,
      unlisted: sql<boolean>`${siyums.visibility} = 'unlisted'`,
      shareToken: siyums.shareToken,
    })
    .from(siyums)
    .where(eq(siyums.id, id))
    .limit(1);
  if (!row) throw failure('NOT_FOUND', 'siyumNotFound');
  return row;
}

/** Whether someone takes part in a siyum: a member, or holding a portion in it. */
export async function takesPart(db: Db, siyumId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      select 1 from ${siyumMembers} where ${siyumMembers.siyumId} = ${siyumId} and ${siyumMembers.userId} = ${userId}
      union all
      select 1 from ${learnings} where ${learnings.siyumId} = ${siyumId} and ${learnings.userId} = ${userId}
    ) as "takesPart"`);
  return rowsOf<{ takesPart: boolean }>(result)[0]?.takesPart === true;
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

/** At most this many words of a search count (a longer query is no more precise). */
const SEARCH_WORDS_MAX = 8;

/**
 * The typed search as a full-text query: every word, as a prefix ("horo" finds Horowitz), all of
 * them required. Only letters and digits pass, so nothing typed can be tsquery syntax; null when
 * nothing searchable was typed.
 */
export function searchQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, SEARCH_WORDS_MAX) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

type SiyumStatusFilter = (typeof SIYUM_STATUS_FILTERS)[number];

const STATUS_FILTERS = {
  all: null,
  needsLearners: NEEDS_LEARNERS,
  inProgress: IN_PROGRESS,
  completed: COMPLETED,
} as const satisfies Record<SiyumStatusFilter, SQL | null>;

type ListInput = z.output<typeof siyumListInputSchema>;

/** The rows after the cursor, in the list's order (the same order as the partial indexes). */
function afterCursor(input: ListInput): SQL | null {
  if (!input.cursor) return null;
  // The input schema already refused a cursor that does not parse for this sort.
  const cursor = parseListCursor(input.cursor, input.sort);
  if (!cursor) throw failure('BAD_REQUEST', 'invalidCursor');
  const after = input.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  if (cursor.date === undefined) return sql`${siyums.id} ${after} ${cursor.id}`;
  return sql`(${siyums.targetDate}, ${siyums.id}) ${after} (${cursor.date}::date, ${cursor.id})`;
}

function cursorOf(input: ListInput, last: SiyumQueryRow): string {
  return input.sort === 'createdAt' ? String(last.row.id) : `${last.row.targetDate}.${last.row.id}`;
}

/**
 * siyum.list: public siyumim with search, text and status filters, in date or creation order, by
 * keyset pages (each page starts after the previous page's last row, so page 1,000 costs what page 1
 * does). The filters repeat the partial indexes' predicates; search uses the full-text index.
 */
export async function listSiyums(db: Db, input: ListInput): Promise<SiyumListOutput> {
  const where: SQL[] = [PUBLIC];
  if (input.search) {
    const query = searchQuery(input.search);
    if (query === null) return { items: [], nextCursor: null, total: 0, totalCapped: false };
    where.push(sql`${siyums.searchVector} @@ to_tsquery('simple', ${query})`);
  }
  if (input.corpus) where.push(eq(siyums.corpus, input.corpus));
  const status = STATUS_FILTERS[input.status];
  if (status) where.push(status);

  const order = input.direction === 'asc' ? asc : desc;
  // Sort by creation = by id: ids grow with creation, and one column keys the page exactly.
  const orderBy = (key: (column: AnyColumn) => SQL) =>
    input.sort === 'createdAt'
      ? [order(key(siyums.id))]
      : [order(key(siyums.targetDate)), order(key(siyums.id))];
  const indexOrder = orderBy((column) => sql`${column}`);

  // How many match, counting at most one past the cap: for the first page's total, and to plan a
  // search. Without a search the count walks the page's own index (a sequential scan would read
  // past every non-matching row first); a search counts through the full-text index.
  const cap = SIYUM_LIMITS.listCountCap;
  const counted =
    !input.cursor || input.search
      ? await countUpTo(db, where, cap + 1, input.search ? [] : indexOrder)
      : null;
  // A search with few matches reads them through the full-text index and sorts them; ordering by
  // expressions keeps the planner from walking the date index instead (its estimate for a word
  // prefix is rough, and the walk would read every row before it finds a rare name).
  const fewMatches = input.search !== undefined && counted !== null && counted <= cap;
  const after = afterCursor(input);
  const rows = await selectSiyums(db)
    .where(and(...where, ...(after ? [after] : [])))
    .orderBy(...(fewMatches ? orderBy((column) => sql`${column} + 0`) : indexOrder))
    .limit(input.pageSize + 1);
  const items = rows.slice(0, input.pageSize);
  const last = items.at(-1);
  const nextCursor = rows.length > input.pageSize && last ? cursorOf(input, last) : null;
  if (input.cursor || counted === null) {
    return { items: items.map((row) => toSiyum(row)), nextCursor, total: null, totalCapped: false };
  }
  return {
    items: items.map((row) => toSiyum(row)),
    nextCursor,
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}

/** Rows matching `where`, up to `limit` (so counting never reads more than that many), in `orderBy`. */
async function countUpTo(db: Db, where: SQL[], limit: number, orderBy: SQL[]): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(siyums)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matches.as('matches'));
  return count?.n ?? 0;
}

/**
 * siyum.mine: one page of what the dashboard lists — the siyumim I own, then those I help run, each
 * by date; `cursor` counts the siyumim of earlier pages (as siyum.participants).
 */
export async function mySiyums(db: Db, userId: number, cursor = 0): Promise<MySiyumimPage> {
  const pageSize = SIYUM_LIMITS.mySiyumimPageSize;
  const owned = eq(siyums.ownerId, userId);
  const helping = sql`${siyums.id} in (select ${siyumPermissions.siyumId} from ${siyumPermissions} where ${siyumPermissions.userId} = ${userId})`;
  const rows = await selectSiyums(db)
    .where(or(owned, helping))
    // The owner never holds a permission on their own siyum (grantPermission refuses it).
    .orderBy(sql`${siyums.ownerId} <> ${userId}`, asc(siyums.targetDate), asc(siyums.id))
    .offset(cursor)
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const isOwned = (r: SiyumQueryRow) => r.row.ownerId === userId;
  const managed = (r: SiyumQueryRow) => toSiyum(r, true);
  return {
    owned: page.filter(isOwned).map(managed),
    helping: page.filter((r) => !isOwned(r)).map(managed),
    nextCursor: rows.length > pageSize ? cursor + pageSize : null,
  };
}
