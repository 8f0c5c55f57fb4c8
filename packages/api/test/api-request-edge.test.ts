import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../src/app';
import { flushLimiters } from '../src/http/limits';
import { createRequestEdge } from '../src/http/requestEdge';
import { IdentityError, type VerifiedIdentity } from '../src/identity';
import { silentLogger } from '../src/infra/log';
import { rowsOf } from '../src/infra/rows';
import { buildDeps } from '../src/server';
import type { AppDeps } from '../src/trpc/context';
import { publicProcedure, router } from '../src/trpc/init';
import { procedureTable } from '../src/trpc/policy';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * Issue 20, one server edge: the client address, the bearer token, its verification and the
 * caller's limits are resolved once per request (http/requestEdge.ts), and every limit a procedure
 * adds is declared in its policy (trpc/policy.ts), from which the fast path is built too.
 */
const identityOf = (sub: string): VerifiedIdentity => ({
  sub,
  username: sub,
  clientId: 'test',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
  issuedAt: Math.floor(Date.now() / 1000),
  revocationIds: [sub],
});

describe('the request edge', () => {
  let testDb: TestDatabase;
  let deps: AppDeps;
  const verified: string[] = [];
  const pointsOf = async (key: string) => {
    await flushLimiters(deps.limiters);
    const [row] = rowsOf<{ points: number }>(
      await testDb.database.db.execute(sql`select points from rate_limits where key = ${key}`),
    );
    return row?.points ?? 0;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    deps = {
      ...buildDeps({ port: 0, db: testDb.database.db, log: silentLogger, rateLimitPerMinute: 4 }),
      // Any token verifies as its own subject, but "forged…" ones: enough to count verifications.
      verifyToken: async (token) => {
        verified.push(token);
        if (token.startsWith('forged')) throw new IdentityError('signature');
        return identityOf(token);
      },
    };
  });
  afterAll(async () => {
    await Promise.all([deps.community.close(), deps.viewers.close(), deps.revocations.close()]);
    await testDb?.drop();
  });

  it('parses the bearer token once, in every spelling', () => {
    const tokenOf = (authorization: string | undefined) =>
      createRequestEdge(null, { clientAddress: '192.0.2.1', authorization }).token;
    expect(tokenOf('Bearer abc')).toBe('abc');
    expect(tokenOf('  bearer   abc  ')).toBe('abc');
    expect(tokenOf('abc')).toBe('abc');
    expect(tokenOf('Bearer')).toBeNull();
    expect(tokenOf('')).toBeNull();
    expect(tokenOf(undefined)).toBeNull();
  });

  it('verifies the token once however many parts ask, and counts a bad one once', async () => {
    verified.length = 0;
    const edge = createRequestEdge(deps, { clientAddress: '192.0.2.2', authorization: 'Bearer forged-1' });
    const answers = await Promise.all([edge.identity(), edge.identity(), edge.identity()]);
    expect(verified).toEqual(['forged-1']);
    expect(answers.every((a) => a.error?.reason === 'signature' && a.identity === null)).toBe(true);
    expect(await pointsOf('rpc:badtoken:192.0.2.2')).toBe(1);
  });

  it('an address-kept limit never verifies the token; a user limit does not apply to a visitor', async () => {
    verified.length = 0;
    const edge = createRequestEdge(deps, { clientAddress: '192.0.2.3', authorization: 'Bearer someone' });
    await edge.limit('support');
    expect(verified).toEqual([]);
    const visitor = createRequestEdge(deps, { clientAddress: '192.0.2.3', authorization: undefined });
    expect(await visitor.count('userWrites')).toBeNull();
    expect(await edge.count('call')).toMatchObject({ allowed: true });
    expect(await pointsOf('rpc:user:someone')).toBe(1);
    expect(await pointsOf('rpc:ip:192.0.2.3')).toBe(0);
  });

  it('a signed-in fast-path read verifies its token once (fast path, then tRPC on a miss)', async () => {
    verified.length = 0;
    const app = createApp({ version: 'test' }, { deps });
    const input = encodeURIComponent(JSON.stringify({ 0: { platform: 'siyum' } }));
    await app.request(`/api/trpc/auth.me?batch=1&input=${input}`, {
      headers: { authorization: 'Bearer reader-1' },
    });
    expect(verified).toEqual(['reader-1']);
  });

  it('a refused cached read is counted once, not once by the fast path and again by tRPC', async () => {
    const app = createApp({ version: 'test' }, { deps, trustProxy: 1 });
    const input = encodeURIComponent(JSON.stringify({ 0: {} }));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await app.request(`/api/trpc/siyum.counters?batch=1&input=${input}`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await pointsOf('rpc:ip:198.51.100.7')).toBe(6);
  });
});

describe('procedure policies', () => {
  it('the router declares them where tRPC can read them: the fast path and the limits', async () => {
    const { appRouter } = await import('../src/trpc/router');
    const table = procedureTable(appRouter);
    const fastPaths = [...table].filter(([, entry]) => entry.policy.fastPath).map(([path]) => path);
    expect(fastPaths.sort()).toEqual(['auth.me', 'siyum.counters', 'siyum.list', 'siyum.neediest']);
    expect(table.get('support.send')?.policy.limits).toEqual(['support']);
    expect(table.get('auth.createUser')?.policy.limits).toEqual(['createUser']);
  });

  it('refuses a policy that cannot hold: a fast path on a mutation, an invalidating query', () => {
    const cachedWrite = router({
      write: publicProcedure
        .meta({ fastPath: 'community' })
        .input(z.object({}))
        .mutation(() => 1),
    });
    expect(() => procedureTable(cachedWrite)).toThrow(/fast path needs a query/);
    const invalidatingRead = router({
      read: publicProcedure.meta({ invalidates: ['viewers'] }).query(() => 1),
    });
    expect(() => procedureTable(invalidatingRead)).toThrow(/only a mutation invalidates/);
  });
});
