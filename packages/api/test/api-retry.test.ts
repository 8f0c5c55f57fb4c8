import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DB_CONFLICT_REASON, serverMessages } from '@siyum/domain';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRequestEdge } from '../src/http/requestEdge';
import { dbRetryDelayMs, withDbRetry } from '../src/infra/dbRetry';
import { failure } from '../src/infra/errors';
import type { Logger } from '../src/infra/log';
import { rowsOf } from '../src/infra/rows';
import { buildDeps } from '../src/server';
import { type AppDeps, createContext } from '../src/trpc/context';
import { publicProcedure, router } from '../src/trpc/init';
import { procedureTable } from '../src/trpc/policy';
import { createTestDatabase, type TestDatabase } from './support/database';
import { code, ok, Rpc } from './support/rpc';

/**
 * Deadlocks (40P01) and serialization failures (40001) are retried by the tRPC middleware every
 * procedure goes through (trpc/init.ts): a bounded number of times, then CONFLICT
 * (databaseContention) with the §8 shape. Stub procedures throw driver-like errors; a real
 * deadlock and a real serialization failure are provoked too.
 */
const RETRIES = 3;

/** node-postgres puts the SQLSTATE in `code`; drizzle wraps it as the `cause`. */
class PgError extends Error {
  constructor(readonly code: string) {
    super(`pg error ${code}`);
  }
}
const wrapped = (code: string) => new Error('Failed query: …', { cause: new PgError(code) });

describe('database conflicts are retried, then CONFLICT', () => {
  let testDb: TestDatabase;
  let close: () => Promise<void>;
  let rpc: Rpc;
  const calls = new Map<string, number>();
  const warnings: { event: string; context: Record<string, unknown> }[] = [];
  const log: Logger = {
    error() {},
    info() {},
    warn: (event, context) => warnings.push({ event, context }),
  };
  const count = (name: string) => {
    const n = (calls.get(name) ?? 0) + 1;
    calls.set(name, n);
    return n;
  };

  /**
   * Resolves once two callers have arrived, and at once for any later caller: two transactions wait
   * for each other at the point where their conflict must form, however slowly the second request
   * arrives (a fixed pause let a loaded CI machine run them one after the other); a retried
   * transaction finds it open.
   */
  const meetingPoint = () => {
    let arrived = 0;
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return () => {
      arrived += 1;
      if (arrived === 2) open();
      return opened;
    };
  };

  /** Two transactions locking rows 1 and 2 in opposite orders: one becomes a deadlock's victim. */
  const bothHoldTheirFirstRow = meetingPoint();
  const lockBoth = async (deps: AppDeps, first: number, second: number) => {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
      await bothHoldTheirFirstRow();
      await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
    });
    return { ok: true as const };
  };

  /** Write skew under SERIALIZABLE: both read the total, both insert; one fails with 40001. */
  const bothReadTheTotal = meetingPoint();
  const skew = async (deps: AppDeps, id: number) => {
    await deps.db.transaction(
      async (tx) => {
        const [row] = rowsOf<{ total: number }>(
          await tx.execute(sql`select coalesce(sum(n), 0)::int as total from retry_probe`),
        );
        await bothReadTheTotal();
        await tx.execute(
          sql`insert into retry_probe (id, n) values (${id}, ${row?.total ?? 0}) on conflict (id) do nothing`,
        );
      },
      { isolationLevel: 'serializable' },
    );
    return { ok: true as const };
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    await db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
    const deps: AppDeps = {
      ...buildDeps({ port: 0, db, log, rateLimitPerMinute: 100_000 }),
      dbRetry: { retries: RETRIES, baseMs: 5, jitterMs: 10 },
    };
    const testRouter = router({
      /** 40P01 twice, then an answer. */
      flaky: publicProcedure.mutation(() => {
        if (count('flaky') <= 2) throw wrapped('40P01');
        return { ok: true as const };
      }),
      /** Always a serialization failure. */
      hopeless: publicProcedure.mutation(() => {
        count('hopeless');
        throw new PgError('40001');
      }),
      /** A unique violation is a bug or a real conflict: never retried. */
      unique: publicProcedure.mutation(() => {
        count('unique');
        throw new PgError('23505');
      }),
      /** A domain error is the answer: never retried. */
      domain: publicProcedure.mutation(() => {
        count('domain');
        throw failure('NOT_FOUND', 'siyumNotFound');
      }),
      /** Queries go through the same wrapper. */
      flakyQuery: publicProcedure.input(z.object({ key: z.string() })).query(({ input }) => {
        if (count(input.key) <= 1) throw wrapped('40001');
        return { ok: true as const };
      }),
      lockBoth: publicProcedure
        .input(z.object({ first: z.number(), second: z.number() }))
        .mutation(({ input }) => lockBoth(deps, input.first, input.second)),
      skew: publicProcedure.input(z.object({ id: z.number() })).mutation(({ input }) => skew(deps, input.id)),
    });
    const server = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: (req) =>
          fetchRequestHandler({
            endpoint: '/api/trpc',
            req,
            router: testRouter,
            createContext: () =>
              createContext(
                deps,
                createRequestEdge(deps, { clientAddress: '127.0.0.1', authorization: undefined }),
                procedureTable(testRouter),
              ),
          }),
      },
      () => undefined,
    );
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    rpc = new Rpc(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    close = async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await Promise.all([deps.community.close(), deps.viewers.close()]);
    };
  });
  afterAll(async () => {
    await close?.();
    await testDb?.drop();
  });

  it('a procedure that deadlocks twice runs a third time and answers', async () => {
    expect(ok(await rpc.mutation('flaky', undefined))).toEqual({ ok: true });
    expect(calls.get('flaky')).toBe(3);
    expect(warnings.filter((w) => w.event === 'rpc.db_retry' && w.context.path === 'flaky')).toHaveLength(2);
  });

  it(`one that always fails is tried 1 + ${RETRIES} times, then CONFLICT with the §8 shape`, async () => {
    const result = await rpc.mutation('hopeless', undefined);
    expect(result.status).toBe(409);
    expect(result.ok ? null : result.error).toMatchObject({
      message: serverMessages.conflict,
      statusCode: 409,
      statusMessage: serverMessages.conflict,
      data: { code: 'CONFLICT', httpStatus: 409, path: 'hopeless', reason: DB_CONFLICT_REASON },
    });
    expect(calls.get('hopeless')).toBe(1 + RETRIES);
  });

  it('other database errors and domain errors are not retried', async () => {
    expect((await rpc.mutation('unique', undefined)).status).toBe(500);
    expect(calls.get('unique')).toBe(1);
    expect(code(await rpc.mutation('domain', undefined))).toBe('NOT_FOUND');
    expect(calls.get('domain')).toBe(1);
  });

  it('queries retry the same way', async () => {
    expect(ok(await rpc.query('flakyQuery', { key: 'q1' }))).toEqual({ ok: true });
    expect(calls.get('q1')).toBe(2);
  });

  it('a real deadlock between two transactions: both calls answer', async () => {
    const results = await Promise.all([
      rpc.mutation('lockBoth', { first: 1, second: 2 }),
      rpc.mutation('lockBoth', { first: 2, second: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = rowsOf<{ n: number }>(
      await testDb.database.db.execute(sql`select n from retry_probe where id in (1, 2) order by id`),
    );
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
    const retried = warnings.filter((w) => w.event === 'rpc.db_retry' && w.context.path === 'lockBoth');
    expect(retried.map((w) => w.context.code)).toContain('40P01');
  });

  it('a real serialization failure (write skew under SERIALIZABLE): both calls answer', async () => {
    const results = await Promise.all([rpc.mutation('skew', { id: 10 }), rpc.mutation('skew', { id: 11 })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = rowsOf<{ id: number; n: number }>(
      await testDb.database.db.execute(sql`select id, n from retry_probe where id >= 10 order by id`),
    );
    // serialised: the second saw the first's row in its total
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => Number(r.n)).sort((a, b) => a - b)).toEqual([4, 8]);
    const retried = warnings.filter((w) => w.event === 'rpc.db_retry' && w.context.path === 'skew');
    expect(retried.map((w) => w.context.code)).toContain('40001');
  });
});

describe('withDbRetry', () => {
  const fast = { retries: 2, baseMs: 10, jitterMs: 10, sleep: async () => undefined, random: () => 0.5 };

  it('waits base · 2^(n−1) plus jitter', () => {
    expect([1, 2, 3].map((n) => dbRetryDelayMs(n, fast))).toEqual([15, 25, 45]);
  });

  it('retries thrown conflicts and gives up with CONFLICT', async () => {
    let n = 0;
    await expect(
      withDbRetry(
        async () => {
          n++;
          throw wrapped('40P01');
        },
        undefined,
        fast,
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', reason: DB_CONFLICT_REASON });
    expect(n).toBe(3);
  });

  it('passes other errors straight through', async () => {
    const error = new PgError('23503');
    await expect(withDbRetry(() => Promise.reject(error), undefined, fast)).rejects.toBe(error);
  });
});
