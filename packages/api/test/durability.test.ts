import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_API_ENTRY, freePort, openDatabase } from '@siyum/devstack';
import { siyumCreateInputSchema } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, users } from '../src/db';
import { createSiyum } from '../src/services/siyums';
import { readBoard } from './support/board';
import { startTestIdentity, type TestIdentity } from './support/localIdentity';
import { Rpc } from './support/rpc';
import { mintLocalToken, TOKEN_RECHECK_MS } from './support/tokens';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Node with tsx's loader, as the tsx CLI runs it — but as ONE process: the CLI forks a second
// one, and a SIGKILL to the CLI would leave the server itself running.
const TSX_PREFLIGHT = fileURLToPath(new URL('../../../node_modules/tsx/dist/preflight.cjs', import.meta.url));
const TSX_LOADER = new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

/** A server that does not answer its health check by then is stuck: its output says where. */
const START_WAIT_MS = 150_000;

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

async function startChild(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--require', TSX_PREFLIGHT, '--import', TSX_LOADER, DEV_API_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`api child exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api child not healthy after ${START_WAIT_MS / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, url, exited };
}

/**
 * SIGKILL the server in the middle of a stream of claims, restart it on the same data, and find
 * every claim it had acknowledged. The server runs on an embedded Postgres directory of its own
 * (fsync on, as `npm start`): the killed server's postgres outlives it, and the restarted server
 * takes over the heartbeat lock and stops that orphan before it starts its own.
 */
describe('durability: SIGKILL during writes loses no acknowledged write', () => {
  let identity: TestIdentity;
  let scratch: string;
  let dataDir: string;
  let database: Database | undefined;
  let child: Child | undefined;

  beforeAll(async () => {
    identity = await startTestIdentity();
    scratch = mkdtempSync(join(tmpdir(), 'siyum-durability-'));
    chmodSync(scratch, 0o755); // as root, postgres runs as the `postgres` user and must reach it
    dataDir = join(scratch, 'postgres');
    database = await openDatabase({ kind: 'embedded', dataDir });
    await database.migrate();
  });
  afterAll(async () => {
    if (child && child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGTERM');
      await child.exited;
    }
    await database?.close();
    // A server SIGKILLed by a failed run leaves its postgres: stop it through a last open.
    if (scratch && existsSync(join(dataDir, 'postmaster.pid'))) {
      await openDatabase({ kind: 'embedded', dataDir })
        .then((last) => last.close())
        .catch(() => undefined);
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await identity?.close();
  });

  it('every acknowledged claim is present after restart, and a second server cannot open the same embedded dir', async () => {
    if (!database) throw new Error('no database');
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ sub: 'durable-owner', email: 'durable@example.org' })
      .returning();
    if (!owner) throw new Error('no owner');
    const siyum = await createSiyum(
      db,
      owner.id,
      siyumCreateInputSchema.parse({
        title: 'Durable',
        corpus: 'bavli',
        unit: 'daf',
        targetDate: '2030-01-01',
      }),
    );
    await database.close();
    database = undefined;

    const env: Record<string, string> = {
      DATABASE_URL: '', // the embedded directory, even when the run uses an external server
      EMBEDDED_PG_DIR: dataDir,
      LOCAL_IDENTITY: '1',
      LOCAL_IDENTITY_ISSUER: identity.config.issuer,
      LOCAL_IDENTITY_CLIENT_ID: identity.config.clientId,
      ...(identity.config.jwksUri ? { LOCAL_IDENTITY_JWKS_URI: identity.config.jwksUri } : {}),
      ...(identity.config.endpoint ? { LOCAL_IDENTITY_ENDPOINT: identity.config.endpoint } : {}),
      // The minted token's user is unknown to the provider: not asked about it (support/tokens.ts).
      TOKEN_RECHECK_SECONDS: String(TOKEN_RECHECK_MS / 1000),
      RATE_LIMIT_PER_MINUTE: '1000000',
      USER_WRITES_PER_MINUTE: '1000000',
    };
    const token = await mintLocalToken(identity.config, 'durable-owner');
    child = await startChild(env);
    let rpc = new Rpc(child.url);
    const board = await readBoard(rpc, { id: siyum.id });
    // main.ts mounts the other routes too: public config and the look-ups.
    const config = await fetch(`${child.url}/api/config`);
    expect(await config.json()).toMatchObject({
      userPoolClientId: identity.config.clientId,
      identityMode: 'local',
    });
    const email = await fetch(`${child.url}/api/lookup/email?email=someone@example.org`);
    expect(email.status).toBe(200);

    // The lockfile keeps a second server off the same directory while the first runs.
    const second = await startChild(env).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(second).toMatch(/DataDirLockedError: database directory is in use by process/);

    // Stream claims, 4 in flight; kill -9 once 150 are acknowledged, with more still in flight.
    const acknowledged: number[] = [];
    // Why a claim was not acknowledged (a status and code, or the network error): what a failure shows.
    const refusals: Record<string, number> = {};
    const refused = (why: string) => {
      refusals[why] = (refusals[why] ?? 0) + 1;
    };
    let next = 0;
    let killed = false;
    const running = child;
    const kill = () => {
      killed = true;
      running.process.kill('SIGKILL');
    };
    const worker = async () => {
      while (!killed && next < board.length) {
        const portion = board[next++];
        if (!portion) break;
        try {
          const result = await rpc.mutation('portion.claim', { portionId: portion.id }, token);
          if (result.ok) acknowledged.push(portion.id);
          else refused(`${result.status} ${result.error.data.code} ${result.error.data.reason ?? ''}`.trim());
        } catch (error) {
          // connection dropped by the kill: not acknowledged
          refused(killed ? 'cut by the kill' : String((error as Error).cause ?? error));
        }
        if (acknowledged.length >= 150 && !killed) kill();
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    // The whole board claimed without 150 acknowledged: kill it all the same, so the test fails on
    // the count (with the refusals) instead of waiting for an exit that would never come.
    if (!killed) kill();
    await running.exited;
    expect(running.process.signalCode).toBe('SIGKILL');
    expect(
      acknowledged.length,
      `claims not acknowledged: ${JSON.stringify(refusals)}`,
    ).toBeGreaterThanOrEqual(150);

    child = await startChild(env);
    rpc = new Rpc(child.url);
    const after = await readBoard(rpc, { id: siyum.id });
    const held = new Set(after.filter((p) => p.learners.length > 0).map((p) => p.id));
    const lost = acknowledged.filter((id) => !held.has(id));
    expect(lost).toEqual([]);
    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    // It stopped its postgres on the way out: no server holds the directory any more.
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    // Three servers start under tsx's loader, and two embedded postgres: over 240 s beside the browser
    // passes on a slow day's two cores (2026-11-27).
  }, 480_000);
});
