import {
  LIMIT_REASONS,
  type Portion,
  SIYUM_CREATE_QUOTA,
  type Siyum,
  serverMessages,
  USER_WRITE_RATE_LIMIT,
} from '@siyum/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnings, siyums, users } from '../src/db';
import { DEFAULT_USER_LIMITS, userLimitsFromEnv } from '../src/http/limits';
import { readBoard } from './support/board';
import { type Harness, startHarness } from './support/harness';
import { code, ok, type RpcResult } from './support/rpc';
import { mintLocalToken } from './support/tokens';

/**
 * Per-user limits for signed-in callers (issue 11): every mutation counts against the user's write
 * limit, siyum.create against a daily quota. Small limits here; the defaults are the domain's.
 */
const WRITES = 6;
const PER_DAY = 2;

const input = (title: string) => ({
  title,
  corpus: 'tehillim',
  unit: 'chapter',
  targetDate: '2031-01-01',
  claimPolicy: 'multiple',
});

function expectLimited(result: RpcResult<unknown>, reason: string, path: string) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.status).toBe(429);
  // spec §8: the server error shape, with the catalogue's message
  expect(result.error).toMatchObject({
    message: serverMessages.tooManyRequests,
    statusCode: 429,
    statusMessage: serverMessages.tooManyRequests,
    data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path, reason },
  });
}

describe('per-user limits and quotas', () => {
  let h: Harness;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();
  let board: Portion[];

  /** Users made directly (auth.createUser would itself count as a write). */
  const user = async (name: string) => {
    const [row] = await h.testDb.database.db
      .insert(users)
      .values({ sub: `limits-${name}`, email: `${name}@example.org`, firstName: name })
      .returning({ id: users.id });
    const token = await mintLocalToken(h.identity.config, `limits-${name}`);
    tokens.set(name, token);
    userIds.set(name, row?.id ?? 0);
    return token;
  };

  beforeAll(async () => {
    h = await startHarness({ userLimits: { writesPerWindow: WRITES, siyumsPerDay: PER_DAY } });
    const owner = await user('owner');
    for (const name of ['claimer', 'other', 'sender', 'quota', 'racer', 'aged']) await user(name);
    const siyum = ok(await h.rpc.mutation<Siyum>('siyum.create', input('Board'), owner));
    board = await readBoard(h.rpc, { id: siyum.id });
  });
  afterAll(() => h?.close());

  it('the defaults are the domain constants', () => {
    expect(DEFAULT_USER_LIMITS).toEqual({
      writesPerWindow: USER_WRITE_RATE_LIMIT.points,
      writeWindowMs: USER_WRITE_RATE_LIMIT.windowSeconds * 1000,
      siyumsPerDay: SIYUM_CREATE_QUOTA.perDay,
    });
  });

  it(`claims: ${WRITES} mutations per window per user, then 429 with the §8 shape; nothing written`, async () => {
    const token = tokens.get('claimer') ?? '';
    const portion = (i: number) => ({ portionId: board[i]?.id ?? 0 });
    // claim / complete / release all count
    ok(await h.rpc.mutation('portion.claim', portion(0), token));
    ok(await h.rpc.mutation('portion.complete', portion(0), token));
    ok(await h.rpc.mutation('portion.claim', portion(1), token));
    ok(await h.rpc.mutation('portion.release', portion(1), token));
    ok(await h.rpc.mutation('portion.claim', portion(2), token));
    ok(await h.rpc.mutation('portion.claim', portion(3), token));
    const before = await h.snapshot();
    expectLimited(
      await h.rpc.mutation('portion.claim', portion(4), token),
      LIMIT_REASONS.userWrites,
      'portion.claim',
    );
    expectLimited(
      await h.rpc.mutation('siyum.create', input('One too many'), token),
      LIMIT_REASONS.userWrites,
      'siyum.create',
    );
    await h.expectUnchanged(before, 'a rate-limited call');
    // queries are not writes
    ok(await h.rpc.query('portion.mine', undefined, token));
  });

  it('the limit is per user, not per address: another user on the same address still writes', async () => {
    ok(await h.rpc.mutation('portion.claim', { portionId: board[4]?.id ?? 0 }, tokens.get('other')));
  });

  it('support.send counts against the sender’s limit when signed in; visitors keep theirs', async () => {
    const token = tokens.get('sender') ?? '';
    const message = {
      kind: 'contact',
      name: 'Sender',
      email: 'sender@example.org',
      subject: 'Hello',
      message: 'A question about a siyum.',
    };
    for (let i = 0; i < WRITES; i++)
      ok(await h.rpc.mutation('portion.claim', { portionId: board[10 + i]?.id ?? 0 }, token));
    expectLimited(
      await h.rpc.mutation('support.send', message, token),
      LIMIT_REASONS.userWrites,
      'support.send',
    );
    ok(await h.rpc.mutation('support.send', message));
  });

  it(`siyum.create: ${PER_DAY} a day per user, then 429 quota:siyumsPerDay; failed creates do not count`, async () => {
    const token = tokens.get('quota') ?? '';
    expect(code(await h.rpc.mutation('siyum.create', { ...input('Bad'), corpus: 'nope' }, token))).toBe(
      'BAD_REQUEST',
    );
    ok(await h.rpc.mutation('siyum.create', input('First'), token));
    ok(await h.rpc.mutation('siyum.create', input('Second'), token));
    const before = await h.snapshot();
    expectLimited(
      await h.rpc.mutation('siyum.create', input('Third'), token),
      LIMIT_REASONS.siyumCreateQuota,
      'siyum.create',
    );
    await h.expectUnchanged(before, 'a create over quota');
    // Retry-After says when the day's window frees a place — hours, not the minute of a rate limit.
    const refused = await fetch(`${h.server.url}/api/trpc/siyum.create?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ 0: input('Fourth') }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(
      SIYUM_CREATE_QUOTA.windowSeconds - 600,
    );
    // other users are not affected
    ok(await h.rpc.mutation('siyum.create', input('Someone else'), tokens.get('aged')));
  });

  it('concurrent creates by one user cannot exceed the quota', async () => {
    const token = tokens.get('racer') ?? '';
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => h.rpc.mutation('siyum.create', input(`Race ${i}`), token)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(PER_DAY);
    for (const r of results.filter((r) => !r.ok)) {
      expectLimited(r, LIMIT_REASONS.siyumCreateQuota, 'siyum.create');
    }
    const rows = await h.testDb.database.db
      .select({ id: siyums.id })
      .from(siyums)
      .where(eq(siyums.ownerId, userIds.get('racer') ?? 0));
    expect(rows).toHaveLength(PER_DAY);
  });

  it('siyumim made more than a day ago no longer count', async () => {
    const token = tokens.get('aged') ?? '';
    ok(await h.rpc.mutation('siyum.create', input('Today'), token));
    expect(code(await h.rpc.mutation('siyum.create', input('Over'), token))).toBe('TOO_MANY_REQUESTS');
    await h.testDb.database.db
      .update(siyums)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(siyums.ownerId, userIds.get('aged') ?? 0));
    ok(await h.rpc.mutation('siyum.create', input('Tomorrow'), token));
  });

  it('a refused claim by the limit leaves the learnings as they were', async () => {
    const held = await h.testDb.database.db
      .select({ id: learnings.id })
      .from(learnings)
      .where(eq(learnings.userId, userIds.get('claimer') ?? 0));
    expect(held).toHaveLength(3);
  });
});

describe('per-user limits from the environment', () => {
  it('reads USER_WRITES_PER_MINUTE and SIYUMIM_PER_DAY, ignoring unset or nonsense values', () => {
    expect(userLimitsFromEnv({ USER_WRITES_PER_MINUTE: '500', SIYUMIM_PER_DAY: '3' })).toEqual({
      writesPerWindow: 500,
      writeWindowMs: 60_000,
      siyumsPerDay: 3,
    });
    expect(userLimitsFromEnv({ USER_WRITES_PER_MINUTE: '-1', SIYUMIM_PER_DAY: 'many' })).toEqual({});
    expect(userLimitsFromEnv({})).toEqual({});
  });
});
