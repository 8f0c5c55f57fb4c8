import { canAccess, type SiyumArea, type Viewer } from '@siyum/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { pgCode } from '../db';
import { asDomainError, formatTRPCError, toTRPCError } from '../http/errors';
import { RATE_LIMITS, rateLimited as rateLimitedFailure } from '../rateLimit';
import { withDbRetry } from '../services/dbRetry';
import { failure } from '../services/errors';
import { limitUserWrite } from '../services/limits';
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
 * Turns domain errors (and database timeouts) into their tRPC answers, answers TIMEOUT when a
 * procedure runs too long, and logs everything unexpected with its context.
 */
const errors = t.middleware(async ({ ctx, path, type, next }) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure('TIMEOUT', 'requestTimeout')), ctx.deps.requestTimeoutMs);
    timer.unref();
  });
  try {
    const result = await Promise.race([next(), timeout]);
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

/** A token that was sent but did not verify → UNAUTHORIZED on every procedure, never a crash. */
const rejectBadTokens = t.middleware(({ ctx, next }) => {
  if (ctx.authError) throw failure('UNAUTHORIZED', `token:${ctx.authError.reason}`);
  return next();
});

/** Anything a visitor can call is rate limited (Postgres-backed, shared by replicas). */
const rateLimited = t.middleware(async ({ ctx, next }) => {
  const key = RATE_LIMITS.procedure(ctx.identity ?? { clientAddress: ctx.clientAddress });
  const result = await ctx.deps.rateLimiter.consume(key);
  if (!result.allowed) throw rateLimitedFailure(result);
  return next();
});

/**
 * Every mutation by a signed-in caller counts against their per-user write limit (services/limits.ts):
 * claims, releases, completions, edits, participants, support messages sent while signed in.
 */
const userWritesLimited = t.middleware(async ({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.identity) await limitUserWrite(ctx.deps.userLimits, ctx.identity.sub);
  return next();
});

/**
 * A procedure that lost a deadlock (40P01) or a serialization failure (40001) had its transaction
 * rolled back: it runs again, a bounded number of times with a short jittered wait, then answers
 * CONFLICT (databaseContention). Placed after the limits, so a retry is not counted twice.
 */
const retryDbConflicts = t.middleware(async ({ ctx, path, type, next }) => {
  try {
    return await withDbRetry(
      () => next(),
      (result) => (result.ok ? undefined : result.error),
      ctx.deps.dbRetry,
      (info) => ctx.deps.log.warn('rpc.db_retry', { path, type, ...info }),
    );
  } catch (error) {
    ctx.deps.log.warn('rpc.db_contention', { path, type, pgCode: pgCode(error) ?? null });
    throw error;
  }
});

const base = t.procedure.use(errors).use(rejectBadTokens);

/** Callable by visitors: rate limited (and a signed-in caller's mutations per user too). */
export const publicProcedure = base.use(rateLimited).use(userWritesLimited).use(retryDbConflicts);

/** A verified token, whether or not the user record exists yet (auth.createUser). */
export const identifiedProcedure = base
  .use(({ ctx, next }) => {
    if (!ctx.identity || !ctx.accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
    return next({ ctx: { identity: ctx.identity, accessToken: ctx.accessToken } });
  })
  .use(userWritesLimited)
  .use(retryDbConflicts);

/** A verified token with its user record and per-siyum permissions (the §6 viewer). */
export const userProcedure = identifiedProcedure.use(async ({ ctx, next }) => {
  const record = await loadViewer(ctx.deps.db, ctx.identity.sub);
  if (!record) throw failure('NOT_FOUND', 'userRecordMissing');
  return next({ ctx: { user: record } });
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
