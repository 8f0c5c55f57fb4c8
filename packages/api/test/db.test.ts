import { siyumListInputSchema } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, isEmpty, siyums } from '../src/db';
import { createRateLimiter } from '../src/infra/rateLimit';
import { seedDemo } from '../src/seed';
import { compileRouteRules, UnknownMiddlewareError } from '../src/services/routeRules';
import { counters, listSiyums } from '../src/services/siyums';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * The database, with the next insert begun after `holdNextWrite()` kept from running until
 * `release()`: a write that is slow to land, on demand.
 */
function holdingWrites(db: Db) {
  let holding = false;
  let release = () => {};
  let gate = Promise.resolve();
  const delayed = <T extends object>(builder: T, wait: Promise<void>): T =>
    new Proxy(builder, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'then')
          return (done: (result: unknown) => unknown, failed: (error: unknown) => unknown) =>
            wait.then(() => value.call(target, done, failed));
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args);
          return result && typeof result === 'object' ? delayed(result, wait) : result;
        };
      },
    });
  const held = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'insert' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder: object = value.apply(target, args);
        if (!holding) return builder;
        holding = false;
        return delayed(builder, gate);
      };
    },
  });
  return {
    db: held,
    holdNextWrite() {
      holding = true;
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

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

  it('the rate limiter: calls decided in memory count, even while their write is still under way', async () => {
    // A write of in-memory calls that is slow to land (a loaded pool): the calls after it must
    // still count them. CI once let a 7th write through a limit of 6 this way.
    const held = holdingWrites(testDb.database.db);
    const limiter = createRateLimiter(held.db, { points: 6, windowMs: 60_000, prefix: 'held' });
    expect(await limiter.limit('k')).toBe(true); // exact: the key is new
    expect(await limiter.limit('k')).toBe(true); // in memory (under half the allowance)…
    expect(await limiter.limit('k')).toBe(true); // …and this one
    held.holdNextWrite();
    const flushed = limiter.flush(); // takes the two calls; its write waits at the gate
    await new Promise((resolve) => setTimeout(resolve, 10));
    setTimeout(held.release, 100);
    const later = [];
    for (let call = 4; call <= 7; call++) later.push(await limiter.limit('k'));
    await flushed;
    expect(later).toEqual([true, true, true, false]);
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
