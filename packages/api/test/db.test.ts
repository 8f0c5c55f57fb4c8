import { siyumListInputSchema } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmpty, siyums } from '../src/db';
import { createRateLimiter } from '../src/infra/rateLimit';
import { seedDemo } from '../src/seed';
import { compileRouteRules, UnknownMiddlewareError } from '../src/services/routeRules';
import { counters, listSiyums } from '../src/services/siyums';
import { createTestDatabase, type TestDatabase } from './support/database';

describe('database, seed, limits, rules', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('migrations are idempotent (applied again at every start)', async () => {
    await testDb.database.migrate();
    await testDb.database.migrate();
    expect(await isEmpty(testDb.database.db)).toBe(true);
  });

  it('the rate limiter counts in Postgres, per key and window', async () => {
    const limiter = createRateLimiter(testDb.database.db, { points: 2, windowMs: 60_000, prefix: 'test' });
    expect(await limiter.limit('a')).toBe(true);
    expect(await limiter.limit('a')).toBe(true);
    expect(await limiter.limit('a')).toBe(false);
    expect(await limiter.limit('b')).toBe(true);
    const expired = createRateLimiter(testDb.database.db, { points: 1, windowMs: -1, prefix: 'past' });
    expect(await expired.limit('c')).toBe(true);
    expect(await expired.limit('c')).toBe(true);
  });

  it('route rules: an unknown middleware is an error when the table is built', () => {
    expect(() => compileRouteRules([{ pattern: '/x', middleware: ['auth', 'teleport'] }])).toThrow(
      UnknownMiddlewareError,
    );
    const rules = compileRouteRules([{ pattern: '/a/:id', redirect: '/b/:id', middleware: ['auth'] }]);
    expect(rules('/a/7/')).toEqual({ path: '/a/7', redirect: '/b/7', middleware: { auth: true } });
  });

  it('seeds the demo community once, on an empty database', async () => {
    const seeded = await seedDemo(testDb.database.db);
    expect(seeded).toEqual({ users: 5, siyumim: 7 });
    expect(await isEmpty(testDb.database.db)).toBe(false);
    // Shown like any siyum, but never in the community's totals (issue 18: one honest number).
    expect(await counters(testDb.database.db)).toEqual({
      unitsLearned: 0,
      siyumim: 0,
      portions: 0,
      claimed: 0,
      completed: 0,
      learners: 0,
    });
    const demoIds = (
      await testDb.database.db.select({ id: siyums.id, isDemo: siyums.isDemo }).from(siyums)
    ).filter((row) => row.isDemo);
    expect(demoIds).toHaveLength(7);
    const first = await counters(testDb.database.db, Math.min(...demoIds.map((row) => row.id)));
    expect(first.completed).toBeGreaterThan(0);
    expect(first.claimed).toBeGreaterThan(0);
    // A living community list: every public siyum shows real progress (kept by the learnings trigger).
    const list = await listSiyums(testDb.database.db, siyumListInputSchema.parse({}));
    expect(list.total).toBe(6);
    for (const siyum of list.items) expect(siyum.progress.completed, siyum.title).toBeGreaterThan(0);
  }, 120_000);
});
