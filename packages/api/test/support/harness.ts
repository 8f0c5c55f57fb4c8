import { DEFAULT_PLATFORM, type User } from '@siyum/domain';
import { sql } from 'drizzle-orm';
import type { UserLimitsConfig } from '../../src/http/limits';
import { type Logger, silentLogger } from '../../src/infra/log';
import { rowsOf } from '../../src/infra/rows';
import { type JobQueue, jobQueueFromDatabase } from '../../src/jobs';
import { type RunningServer, startServer } from '../../src/server';
import { createTestDatabase, type TestDatabase } from './database';
import { startTestIdentity, type TestIdentity } from './localIdentity';
import { ok, Rpc } from './rpc';
import { TOKEN_RECHECK_MS } from './tokens';

export const PLATFORM = DEFAULT_PLATFORM;

/** Every table the API changes, rate-limit counters aside. */
const SNAPSHOT_TABLES = [
  'users',
  'user_prefs',
  'siyums',
  'portions',
  'learnings',
  'siyum_permissions',
  'siyum_members',
  'learner_messages',
] as const;

export interface SignedUpUser {
  id: number;
  sub: string;
  email: string;
  token: string;
}

export interface Harness {
  rpc: Rpc;
  server: RunningServer;
  testDb: TestDatabase;
  identity: TestIdentity;
  /** The job queue the server queues on (with `jobs: true`); nothing works it unless a test does. */
  jobs: JobQueue | null;
  /** An identity at the provider, signed in, with its user record made through auth.createUser. */
  signUp(
    email: string,
    profile?: { givenName?: string; familyName?: string; phoneNumber?: string },
  ): Promise<SignedUpUser>;
  /** Every row the API can change (rate-limit counters aside), to assert that a rejection changed nothing. */
  snapshot(): Promise<string>;
  /** Fails naming the tables that differ from `before` (a snapshot). */
  expectUnchanged(before: string, label?: string): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  rateLimitPerMinute?: number;
  /** Per-user limits; the harness lifts them unless a test sets them (api-limits.test.ts). */
  userLimits?: Partial<UserLimitsConfig>;
  log?: Logger;
  production?: boolean;
  /**
   * How long a token stands before the identity provider is asked again (the server's default is
   * 60 s; the harness's TOKEN_RECHECK_MS, an hour): the sign-out tests set their own.
   */
  tokenRecheckMs?: number;
  /** Who reads the support inbox. */
  supportStaffEmails?: readonly string[];
  /** Photos on: the identity pool and a local bucket (issue 21). */
  photos?: boolean;
  /** A job queue on the test database, given to the server (issue 22's mail). */
  jobs?: boolean;
}

/**
 * cognito-local now and then drops a kept-alive connection under load ("other side closed");
 * creating a user is idempotent, so try again.
 */
export async function withRetry<T>(action: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const network = error instanceof TypeError && /fetch failed/.test(error.message);
      if (!network || attempt >= attempts) throw error;
    }
  }
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const identity = await startTestIdentity({ photos: options.photos ?? false });
  const testDb = await createTestDatabase();
  const jobs = options.jobs
    ? jobQueueFromDatabase(testDb.database, { log: silentLogger, upkeep: false })
    : null;
  await jobs?.start();
  const server = await startServer({
    port: 0,
    version: 'test',
    db: testDb.database.db,
    identity: identity.config,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 100_000,
    userLimits: { writesPerWindow: 100_000, siyumsPerDay: 100_000, ...options.userLimits },
    log: options.log ?? silentLogger,
    production: options.production ?? false,
    tokenRecheckMs: options.tokenRecheckMs ?? TOKEN_RECHECK_MS,
    ...(options.supportStaffEmails ? { supportStaffEmails: options.supportStaffEmails } : {}),
    photos: identity.photos,
    jobs,
    confirmationDelaySeconds: 0,
    mailEnabled: options.jobs ?? false,
  });
  const rpc = new Rpc(server.url);
  const db = testDb.database.db;
  /** One digest per table (md5 of every row in a fixed order), computed in the database. */
  const snapshot = async (): Promise<string> => {
    const digests: Record<string, string> = {};
    for (const table of SNAPSHOT_TABLES) {
      const result = await db.execute(
        sql.raw(
          `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest, count(*)::int as n from ${table} t`,
        ),
      );
      const [row] = rowsOf<{ digest: string; n: number }>(result);
      digests[table] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
    }
    return JSON.stringify(digests);
  };
  return {
    rpc,
    server,
    testDb,
    identity,
    jobs,
    async signUp(email, names = {}) {
      const user = await withRetry(() => identity.createUser(email, names));
      const record = ok(
        await rpc.mutation<User>('auth.createUser', { platform: PLATFORM }, user.accessToken),
      );
      return { id: record.id, sub: user.sub, email, token: user.accessToken };
    },
    snapshot,
    async expectUnchanged(before, label = 'a rejected call') {
      const after = await snapshot();
      if (after === before) return;
      const a = JSON.parse(before) as Record<string, string>;
      const b = JSON.parse(after) as Record<string, string>;
      const changed = Object.keys(a).filter((table) => a[table] !== b[table]);
      throw new Error(`${label} changed the database: ${changed.join(', ')}`);
    },
    async close() {
      // Each part stops even if one before it failed to (a leaked identity provider outlives the run).
      try {
        await server.close();
        await jobs?.stop();
      } finally {
        try {
          await testDb.drop();
        } finally {
          await identity.close();
        }
      }
    },
  };
}
