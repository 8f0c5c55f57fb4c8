import { canAccess, type SiyumArea, type Viewer } from '@siyum/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { pgCode } from '../db';
import { asDomainError, formatTRPCError, toTRPCError } from '../http/errors';
import { RATE_LIMITS, rateLimited as rateLimitedFailure } from '../rateLimit';
import { withDbRetry } from '../services/dbRetry';
import { failure } from '../services/errors';
import { limitUserWrite } from '../services/limits';
import { changesCommunity, changesViewers } from '../services/notifiedCache';
import { loadViewer, type ViewerRecord } from '../services/users';
import type { Context } from './context';

/**
 * tRPC v11 answering spec §8's server error shape through the one mapper (http/errors.ts): every
 * error carries `statusCode`, `statusMessage` and `data` ({ code, httpStatus, path, reason?,
 * zodError?, stack? }) with the catalogue's message; stacks only from a local-mode server, and
 * never when the request failed before its context existed (decision 0013).
 */
const t = initTRPC.context<Context>().create({
  errorFormatter: ({ shape, error, ctx }) => ({
    code: shape.code,
    ...formatTRPCError(error, shape.data, ctx?.deps.exposeStacks ?? false),
  }),
});

export const router = t.router;

/**
 * Every procedure runs inside this one middleware (one per concern would cost a context copy and a
 * promise each per call, measured as a fifth of a cheap call's time — see the note on issue 11):
 * - a token that was sent but did not verify → UNAUTHORIZED, never a crash;
 * - domain errors (and database timeouts) become their tRPC answers, a procedure running past
 *   `requestTimeoutMs` answers TIMEOUT, and everything unexpected is logged with its context;
 * - a mutation answered here that may have changed what the viewers or the community cache holds
 *   drops that cache before the answer leaves: the caller's next read sees their write (other
 *   replicas, and anything these lists miss, are heard from the database's notification).
 */
const guarded = t.middleware(async ({ ctx, path, type, next }) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure('TIMEOUT', 'requestTimeout')), ctx.deps.requestTimeoutMs);
    timer.unref();
  });
  const run = async () => {
    if (ctx.authError) throw failure('UNAUTHORIZED', `token:${ctx.authError.reason}`);
    if (type !== 'mutation') return next();
    try {
      return await next();
    } finally {
      if (changesViewers(path)) ctx.deps.viewers.invalidate();
      if (changesCommunity(path)) ctx.deps.community.invalidate();
    }
  };
  try {
    const result = await Promise.race([run(), timeout]);
    if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
      const known = asDomainError(result.error.cause);
      if (known) return { ...result, error: toTRPCError(known) };
      ctx.deps.log.error('rpc.failed', {
        path,
        type,
        userSub: ctx.identity?.sub ?? null,
        pgCode: pgCode(result.error.cause) ?? null,
        error: result.error.cause ?? result.error,
      });
    }
    return result;
  } catch (error) {
    const known = asDomainError(error);
    if (known) throw toTRPCError(known);
    if (error instanceof TRPCError) throw error;
    ctx.deps.log.error('rpc.crashed', { path, type, error });
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  } finally {
    clearTimeout(timer);
  }
});

/**
 * The limits, then the procedure with its database conflicts retried:
 * - every call is rate limited per signed-in user, else per address (rateLimit.ts) — queries too:
 *   a signed-in caller's reads are not free (issue 17);
 * - every mutation by a signed-in caller counts against their per-user write limit
 *   (services/limits.ts): claims, releases, completions, edits, participants, support messages;
 * - a procedure that lost a deadlock (40P01) or a serialization failure (40001) had its
 *   transaction rolled back: it runs again, a bounded number of times with a short jittered wait,
 *   then answers CONFLICT (databaseContention). After the limits, so a retry is not counted twice.
 */
async function limitedAndRetried<R extends { ok: boolean }>(
  ctx: Context,
  call: { path: string; type: string },
  next: () => Promise<R>,
): Promise<R> {
  const { path, type } = call;
  if (!ctx.callLimitCounted) {
    const key = RATE_LIMITS.procedure(ctx.identity ?? { clientAddress: ctx.clientAddress });
    const result = await ctx.deps.rateLimiter.consume(key);
    if (!result.allowed) throw rateLimitedFailure(result);
  }
  if (type === 'mutation' && ctx.identity) await limitUserWrite(ctx.deps.userLimits, ctx.identity.sub);
  try {
    return await withDbRetry(
      next,
      (result) => (result.ok ? undefined : 'error' in result ? result.error : undefined),
      ctx.deps.dbRetry,
      (info) => ctx.deps.log.warn('rpc.db_retry', { path, type, ...info }),
    );
  } catch (error) {
    ctx.deps.log.warn('rpc.db_contention', { path, type, pgCode: pgCode(error) ?? null });
    throw error;
  }
}

const base = t.procedure.use(guarded);

/** Callable by visitors (rate limited per address; a signed-in caller per user). */
export const publicProcedure = base.use(({ ctx, path, type, next }) =>
  limitedAndRetried(ctx, { path, type }, () => next()),
);

/** A verified token, whether or not the user record exists yet (auth.createUser). */
export const identifiedProcedure = base.use(({ ctx, path, type, next }) => {
  const { identity, accessToken } = ctx;
  if (!identity || !accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
  return limitedAndRetried(ctx, { path, type }, () => next({ ctx: { identity, accessToken } }));
});

/**
 * A verified token with its user record and per-siyum permissions (the §6 viewer): identified as
 * above, in the same middleware (one fewer context copy on every signed-in call).
 */
export const userProcedure = base.use(({ ctx, path, type, next }) => {
  const { identity, accessToken } = ctx;
  if (!identity || !accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
  return limitedAndRetried(ctx, { path, type }, async () => {
    const user = await loadViewer(ctx.deps.db, identity.sub);
    if (!user) throw failure('NOT_FOUND', 'userRecordMissing');
    return next({ ctx: { identity, accessToken, user } });
  });
});

export type UserContext = Context & { user: ViewerRecord };

export function viewerOf(record: ViewerRecord | null): Viewer | null {
  return record ? { id: record.id, siyum_permission: record.permissions } : null;
}

/** §6 on the server, through the same rule module the app uses. */
export function requireAccess(
  area: SiyumArea,
  record: ViewerRecord | null,
  siyum: { id: number; ownerId: number },
): void {
  if (!canAccess(area, viewerOf(record), { id: siyum.id, user: { id: siyum.ownerId } })) {
    throw failure(record ? 'FORBIDDEN' : 'UNAUTHORIZED', `access:${area}`);
  }
}
