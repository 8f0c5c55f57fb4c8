import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startServer } from '@siyum/api';
import type { Database, Db } from '@siyum/api/db';
import { DEMO_USERS } from '@siyum/api/demo-users';
import { silentLogger } from '@siyum/api/infra/log';
import { seedDemo } from '@siyum/api/seed';
import { DEFAULT_PLATFORM } from '@siyum/domain';
import { Hono } from 'hono';
import pg from 'pg';
import { databaseOptionsFromEnv, openDatabase } from '../db/open';
import { DEMO_PASSWORD } from '../demoPassword';
import { startLocalIdentity } from '../identity/launcher';
import { growCommunity, middleCursor, seedFullShas } from './scale';

/**
 * The server `npm run bench` measures (scripts/lib/bench-server.mjs starts this with tsx's loader):
 * a throw-away embedded Postgres directory, configured as `npm start` runs it (fsync on), or
 * BENCH_DATABASE_URL's Postgres; the demo community, a local identity provider with one signed-in
 * demo user, the API on a free 127.0.0.1 port with the per-user limits lifted (the load case's
 * mutations are not refused) and the floor route `GET /api/bench/floor`.
 * Prints one JSON line `{ url, token, database }` and cleans everything up on SIGTERM / SIGINT.
 */
const scratch = mkdtempSync(join(tmpdir(), 'siyum-bench-'));
chmodSync(scratch, 0o755); // run as root, postgres runs as the `postgres` user and must reach its directory
const cleanups: (() => Promise<void>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
const cleanup = async () => {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
};

try {
  const benchUrl = process.env.BENCH_DATABASE_URL;
  const database: Database = await openDatabase(
    benchUrl
      ? databaseOptionsFromEnv({ DATABASE_URL: benchUrl })
      : { kind: 'embedded', dataDir: join(scratch, 'postgres') },
  );
  cleanups.push(() => database.close());
  await database.migrate();
  await seedDemo(database.db);

  const identity = await startLocalIdentity({ dataDir: join(scratch, 'identity'), port: 0, proxyPort: 0 });
  cleanups.push(() => identity.close());
  const demo = DEMO_USERS[0];
  if (!demo) throw new Error('no demo user');
  await identity.ensureUser(demo.email, {
    password: DEMO_PASSWORD,
    givenName: demo.firstName,
    familyName: demo.lastName,
  });
  const { accessToken } = await identity.signIn(demo.email, DEMO_PASSWORD);

  const query = rawQueryOf(database.db);
  const [demoRow] = await query('select id from users where email = $1', [demo.email.toLowerCase()]);
  const demoId = demoRow && typeof demoRow === 'object' && 'id' in demoRow ? Number(demoRow.id) : Number.NaN;
  if (!Number.isInteger(demoId)) throw new Error('no seeded demo user row');

  const server = await startServer({
    port: 0,
    version: 'bench',
    db: database.db,
    identity: identity.config,
    rateLimitPerMinute: 1_000_000_000,
    userLimits: { writesPerWindow: 1_000_000_000, siyumsPerDay: 1_000_000_000 },
    mounts: () => [{ path: '/bench', app: floorApp(query, demoId) }],
    log: silentLogger,
    production: true,
    // BENCH_CACHES=off: every read reaches the database (the scale case measures the queries).
    caches: process.env.BENCH_CACHES !== 'off',
  });
  cleanups.push(() => server.close());
  // Link the seeded record to the signed-in identity, as the app does after sign-in.
  const linked = await fetch(`${server.url}/api/trpc/auth.createUser?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ 0: { platform: DEFAULT_PLATFORM } }),
  });
  if (!linked.ok) throw new Error(`auth.createUser answered ${linked.status}`);
  console.log(JSON.stringify({ url: server.url, token: accessToken, database: database.kind }));
  answerScaleCommands(database.db);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(1);
}

type RawQuery = (text: string, params: unknown[]) => Promise<unknown[]>;

/** One SQL statement straight through the driver under drizzle (`db.$client`, the pg Pool). */
function rawQueryOf(db: Db): RawQuery {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) return async (text, params) => (await client.query(text, params)).rows;
  throw new Error('bench: unknown database client under drizzle');
}

/**
 * The floor the throughput table compares against: Hono and one query by primary key through the
 * same pool, with no tRPC and no query builder (`GET /api/bench/floor`, the demo user's id and email).
 */
function floorApp(query: RawQuery, userId: number): Hono {
  const app = new Hono();
  app.get('/floor', async (c) => {
    const [row] = await query('select id, email from users where id = $1', [userId]);
    return row ? c.json(row) : c.json({ error: 'notFound' }, 404);
  });
  return app;
}

/**
 * The scale case drives the data from the bench script, one command a line on stdin, one JSON line
 * back: `grow N` (siyumim in all), `shas` (the full board's siyum id), `middle` (a deep-page cursor).
 */
function answerScaleCommands(db: Database['db']): void {
  const lines = createInterface({ input: process.stdin });
  let queue = Promise.resolve();
  lines.on('line', (line) => {
    const [command, arg] = line.trim().split(/\s+/);
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const answer =
          command === 'grow'
            ? { siyumim: await growCommunity(db, Number(arg)) }
            : command === 'shas'
              ? { siyumId: await seedFullShas(db) }
              : command === 'middle'
                ? { cursor: await middleCursor(db) }
                : { error: `unknown command ${command}` };
        console.log(JSON.stringify({ ...answer, ms: Math.round(performance.now() - started) }));
      } catch (error) {
        console.log(JSON.stringify({ error: String(error) }));
      }
    });
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void cleanup().then(() => process.exit(0));
  });
}
