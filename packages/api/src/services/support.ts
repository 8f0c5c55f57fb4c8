import {
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportFormValues,
  type SupportInboxPage,
  type SupportKind,
} from '@siyum/domain';
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, siyums, supportRequests, users } from '../db';
import { failure } from '../infra/errors';

/**
 * support.send (/contact-us and /support): stores one request. Visitors may send; a signed-in
 * sender's user record is linked, as is the siyum a request names when it exists (a stale link
 * never loses the message: the siyum is then left out). Its tighter per-address limit is declared
 * on the procedure (trpc/supportRouter.ts, http/limits.ts).
 */
export interface SupportRequest extends SupportFormValues {
  kind: SupportKind;
  siyumId?: number | undefined;
}

export async function storeSupportRequest(
  db: Db,
  request: SupportRequest,
  senderSub: string | null,
): Promise<{ id: number }> {
  const userId = senderSub
    ? sql<number | null>`(select ${users.id} from ${users} where ${eq(users.sub, senderSub)})`
    : null;
  const siyumId =
    request.siyumId === undefined
      ? null
      : sql<number | null>`(select ${siyums.id} from ${siyums} where ${eq(siyums.id, request.siyumId)})`;
  const [row] = await db
    .insert(supportRequests)
    .values({
      kind: request.kind,
      name: request.name,
      email: request.email,
      subject: request.subject,
      message: request.message,
      userId,
      siyumId,
    })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error('support request: insert returned no row');
  return { id: row.id };
}

/**
 * support.inbox: a page of requests for the support staff — those still waiting (or all), newest
 * first; `cursor` counts the requests of earlier pages. With how many wait in all.
 */
export async function readInbox(
  db: Db,
  input: { show: 'waiting' | 'all'; cursor?: number | undefined },
  pageSize = SUPPORT_INBOX_PAGE_SIZE,
): Promise<SupportInboxPage> {
  const cursor = input.cursor ?? 0;
  const rows = await db
    .select()
    .from(supportRequests)
    .where(input.show === 'waiting' ? isNull(supportRequests.answeredAt) : undefined)
    .orderBy(
      sql`(${supportRequests.answeredAt} is null) desc`,
      desc(supportRequests.createdAt),
      desc(supportRequests.id),
    )
    .offset(cursor)
    .limit(pageSize + 1);
  const [waiting] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(isNull(supportRequests.answeredAt));
  return {
    requests: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      kind: row.kind as SupportKind,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      userId: row.userId,
      siyumId: row.siyumId,
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
    waiting: waiting?.n ?? 0,
    nextCursor: rows.length > pageSize ? cursor + pageSize : null,
  };
}

/** support.markAnswered: records who answered first (or puts it back to waiting); NOT_FOUND for no such request. */
export async function markAnswered(db: Db, id: number, answered: boolean, by: number): Promise<void> {
  const answer = answered
    ? {
        answeredAt: sql`coalesce(${supportRequests.answeredAt}, now())`,
        answeredBy: sql`coalesce(${supportRequests.answeredBy}, ${by})`,
      }
    : { answeredAt: null, answeredBy: null };
  const [row] = await db
    .update(supportRequests)
    .set(answer)
    .where(eq(supportRequests.id, id))
    .returning({ id: supportRequests.id });
  if (!row) throw failure('NOT_FOUND', 'supportRequestNotFound');
}
