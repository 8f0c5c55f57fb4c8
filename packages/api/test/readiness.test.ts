import { createServer, type Server, type Socket } from 'node:net';
import { freePort, openDatabase } from '@siyum/devstack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { silentLogger } from '../src/infra/log';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * Issue 17: `/api/health` said ok while every query failed. `/api/ready` answers 200 only when the
 * replica's database answers, so a load balancer (and `npm start`) can tell.
 */
describe('GET /api/ready', () => {
  const started: { close(): Promise<void> }[] = [];
  // A server over a database that never answers cannot close its listening connections cleanly:
  // each close gets a second, then the test moves on.
  afterAll(async () => {
    const second = () => new Promise<void>((resolve) => setTimeout(resolve, 1_000));
    for (const thing of started.reverse())
      await Promise.race([thing.close().catch(() => undefined), second()]);
  });

  const serve = async (database: Database): Promise<RunningServer> => {
    const server = await startServer({ port: 0, db: database.db, version: 'ready-test', log: silentLogger });
    started.push(server);
    return server;
  };
  const ready = async (server: RunningServer) => {
    const response = await fetch(`${server.url}/api/ready`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A "database" that accepts connections and never answers: every query hangs. */
  const silentDatabase = async (): Promise<Database> => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    started.push({
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    });
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const database = await openDatabase({ kind: 'postgres', url: `postgres://x:y@127.0.0.1:${port}/none` });
    started.push(database);
    return database;
  };

  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    started.push({ close: () => testDb.drop() });
  });

  it('answers ready with the version while the database answers', async () => {
    expect(await ready(await serve(testDb.database))).toEqual({
      status: 200,
      body: { status: 'ready', version: 'ready-test' },
    });
  });

  it('answers 503 in the §8 shape when nothing listens where the database should be', async () => {
    const port = await freePort();
    const gone = await openDatabase({ kind: 'postgres', url: `postgres://x:y@127.0.0.1:${port}/none` });
    started.push(gone);
    const server = await serve(gone);
    const answer = await ready(server);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      statusCode: 503,
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, reason: 'databaseUnavailable' },
    });
    // The process itself is up: liveness and readiness say different things on purpose.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('answers 503 when the database accepts connections but never answers', async () => {
    const hung = await silentDatabase();
    expect((await ready(await serve(hung))).status).toBe(503);
  });

  it('stopping the server lets a request in flight finish (drain), then refuses new ones', async () => {
    const silent = await silentDatabase();
    const server = await startServer({ port: 0, db: silent.db, caches: false, log: silentLogger });
    const inFlight = ready(server); // takes READINESS_TIMEOUT_MS against a database that never answers
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = server.close();
    expect((await inFlight).status).toBe(503); // answered, not cut off
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
