import { canAccess, type SiyumArea, type Viewer } from '@siyum/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { pgCode } from '../db';
import { asDomainError, formatTRPCError, toTRPCError } from '../http/errors';
import { enforce } from '../http/limits';
import { withDbRetry } from '../infra/dbRetry';
import { failure } from '../infra/errors';
import { loadViewer, type ViewerRecord } from '../services/users';
import type { Context } from './context';
import type { ProcedurePolicy } from './policy';

/**
 * tRPC v11 answering spec §8's server error shape through the one mapper (http/errors.ts): every
 * error carries `statusCode`, `statusMessage` and `data` ({ code, httpStatus, path, reason?,
 * zodError?, stack? }) with the catalogue's message; stacks only from a local-mode server, and
 * never when the request failed before its context existed (decision 0013).
 */
const t = initTRPC
  .context<Context>()
  .meta<ProcedurePolicy>()
  .create({
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
 * - a mutation answered here drops the caches its policy names before the answer leaves: the
 *   caller's next read sees their write (other replicas, and anything a policy misses, are heard
 *   from the database's notification).
 */
const guarded = t.middleware(async ({ ctx, path, type, meta, next }) => {
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
      for (const cache of meta?.invalidates ?? []) ctx.deps[cache].invalidate();
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
 * - every call counts against the caller's call limit (per signed-in user, else per address) —
 *   queries too: a signed-in caller's reads are not free (issue 17) — unless the fast path counted
 *   this request's calls already (it reads that count instead of counting twice);
 * - every mutation by a signed-in caller counts against their writes;
 * - then the limits the procedure's policy declares;
 * - a procedure that lost a deadlock (40P01) or a serialization failure (40001) had its
 *   transaction rolled back: it runs again, a bounded number of times with a short jittered wait,
 *   then answers CONFLICT (databaseContention). After the limits, so a retry is not counted twice.
 */
interface CallInfo {
  path: string;
  type: string;
  meta: ProcedurePolicy | undefined;
  getRawInput: () => Promise<unknown>;
}

/** Whether the procedure's own schema accepts the call's input (tRPC parses it after these limits). */
async function acceptsInput(ctx: Context, path: string, getRawInput: () => Promise<unknown>) {
  const input = ctx.procedures.get(path)?.input;
  return !input || input.safeParse(await getRawInput()).success;
}

async function limitedAndRetried<R extends { ok: boolean }>(
  ctx: Context,
  call: CallInfo,
  next: () => Promise<R>,
): Promise<R> {
  const { path, type, meta, getRawInput } = call;
  const { edge } = ctx;
  if (edge.countedCalls) enforce('call', edge.countedCalls);
  else await edge.limit('call');
  if (type === 'mutation') await edge.limit('userWrites');
  if (meta?.limits && (await acceptsInput(ctx, path, getRawInput)))
    for (const name of meta.limits) await edge.limit(name);
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
export const publicProcedure = base.use(({ ctx, next, ...call }) =>
  limitedAndRetried(ctx, call, () => next()),
);

/** A verified token, whether or not the user record exists yet (auth.createUser). */
export const identifiedProcedure = base.use(({ ctx, next, ...call }) => {
  const { identity, accessToken } = ctx;
  if (!identity || !accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
  return limitedAndRetried(ctx, call, () => next({ ctx: { identity, accessToken } }));
});

/**
 * A verified token with its user record and per-siyum permissions (the §6 viewer): identified as
 * above, in the same middleware (one fewer context copy on every signed-in call).
 */
export const userProcedure = base.use(({ ctx, next, ...call }) => {
  const { identity, accessToken } = ctx;
  if (!identity || !accessToken) throw failure('UNAUTHORIZED', 'signInRequired');
  return limitedAndRetried(ctx, call, async () => {
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
