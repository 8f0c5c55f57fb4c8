import { canAccess, type SiyumArea, serverMessages, type Viewer } from '@siyum/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { failure, messageFor, pgCode, Reason } from '../services/errors';
import { loadViewer, type ViewerRecord } from '../services/users';
import type { Context } from './context';

/**
 * tRPC v11 with the seed's error shape (spec §8): every error carries `statusCode` (HTTP status,
 * 500 by default), `statusMessage`, `data` ({ code, httpStatus, path, reason?, zodError?, stack? }).
 * Our own failures are logged with their context and answered with the catalogue's generic
 * message; stacks only outside production.
 */
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const production = ctx?.deps.production ?? process.env.NODE_ENV === 'production';
    const reason = error.cause instanceof Reason ? error.cause.reason : undefined;
    const zodError = error.cause instanceof ZodError ? error.cause.issues : undefined;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const message = internal
      ? serverMessages.internal
      : zodError
        ? 'Some fields are invalid. Please review your input.'
        : (messageFor(error.code) ?? error.message);
    const { stack, ...data } = shape.data;
    return {
      message,
      code: shape.code,
      statusCode: shape.data.httpStatus ?? 500,
      statusMessage: message,
      data: {
        ...data,
        ...(reason ? { reason } : {}),
        ...(zodError
          ? { zodError: zodError.map(({ path, message: m, code }) => ({ path, message: m, code })) }
          : {}),
        ...(!production && stack ? { stack } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Maps driver failures we can name (timeouts) and logs everything unexpected. */
const errors = t.middleware(async ({ ctx, path, type, next }) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure('TIMEOUT', 'requestTimeout')), ctx.deps.requestTimeoutMs);
    timer.unref();
  });
  try {
    const result = await Promise.race([next(), timeout]);
    if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
      const code = pgCode(result.error.cause);
      if (code === '57014') {
        // statement_timeout / query cancelled
        return { ...result, error: failure('TIMEOUT', 'statementTimeout') } as typeof result;
      }
      ctx.deps.log.error('rpc.failed', {
        path,
        type,
        userSub: ctx.identity?.sub ?? null,
        pgCode: code ?? null,
        error: result.error.cause ?? result.error,
      });
    }
    return result;
  } catch (error) {
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
  const key = ctx.identity ? `user:${ctx.identity.sub}` : `ip:${ctx.clientIp}`;
  const result = await ctx.deps.rateLimiter.consume(key);
  if (!result.allowed) throw failure('TOO_MANY_REQUESTS', 'rateLimited');
  return next();
});

const base = t.procedure.use(errors).use(rejectBadTokens);

/** Callable by visitors: rate limited. */
export const publicProcedure = base.use(rateLimited);

/** A verified token, whether or not the user record exists yet (auth.createUser). */
export const identifiedProcedure = base.use(({ ctx, next }) => {
  if (!ctx.identity || !ctx.accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
  return next({ ctx: { identity: ctx.identity, accessToken: ctx.accessToken } });
});

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

export { pgCode };
