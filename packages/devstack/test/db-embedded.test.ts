import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, pgCode } from '@siyum/api/db';
import { rowsOf } from '@siyum/api/infra/rows';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  type EmbeddedPostgres,
  openDatabase,
  startEmbeddedPostgres,
} from '../src/db/open';

const CHILD = fileURLToPath(new URL('./fixtures/embedded/child.ts', import.meta.url));
const TSX_PREFLIGHT = fileURLToPath(new URL('../../../node_modules/tsx/dist/preflight.cjs', import.meta.url));
const TSX_LOADER = new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dataDir: string) =>
  Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

/** The embedded Postgres (db/embedded.ts): password, lock, restart, and an orphan left by SIGKILL. */
describe('startEmbeddedPostgres', () => {
  let scratch: string;
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'siyum-embedded-'));
    chmodSync(scratch, 0o755); // as root, postgres runs as the `postgres` user and must reach it
    dataDir = join(scratch, 'postgres');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('initialises once, with a random password kept in a 0600 file, on 127.0.0.1 only', async () => {
    server = await startEmbeddedPostgres({ dataDir, fast: true });
    const secret = JSON.parse(readFileSync(`${dataDir}.secret.json`, 'utf8')) as { password: string };
    expect(statSync(`${dataDir}.secret.json`).mode & 0o777).toBe(0o600);
    expect(secret.password.length).toBeGreaterThanOrEqual(24);
    expect(server.url('siyum')).toContain(
      `:${encodeURIComponent(secret.password)}@127.0.0.1:${server.port}/siyum`,
    );
    const [settings] = await query<{ listen: string; sockets: string; fsync: string }>(
      server.url('siyum'),
      `select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets,
              current_setting('fsync') as fsync`,
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', fsync: 'off' });
    await query(server.url('siyum'), 'create table kept (n int); insert into kept values (42)');
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(DataDirLockedError);

    await server.stop();
    await server.stop(); // idempotent
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    server = await startEmbeddedPostgres({ dataDir });
    const secretAfter = JSON.parse(readFileSync(`${dataDir}.secret.json`, 'utf8')) as { password: string };
    expect(secretAfter.password).toBe(secret.password);
    expect(await query(server.url('siyum'), 'select n from kept')).toEqual([{ n: 42 }]);
    await server.stop();
    server = undefined;
  });

  it('after its owner is SIGKILLed, the orphaned postgres is stopped and the directory opens again', async () => {
    const child = spawn(
      process.execPath,
      ['--require', TSX_PREFLIGHT, '--import', TSX_LOADER, CHILD, dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('READY ')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`child exited (${code})`)));
    });
    const orphan = postmasterPid(dataDir);
    child.kill('SIGKILL');
    await exited;
    expect(alive(orphan)).toBe(true);

    // Our pid namespace, the holder's pid is gone: the lock is taken at once, the orphan stopped.
    const started = performance.now();
    server = await startEmbeddedPostgres({ dataDir });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(await query(server.url('siyum'), 'select n from kept')).toEqual([{ n: 42 }]);
  }, 60_000);
});

/**
 * Issue 17: the API connected as the Postgres superuser, and postgres inherited the API's whole
 * environment (its secrets). Now it serves as a role that reads and writes rows only.
 */
describe('the embedded database as the API uses it', () => {
  let scratch: string;
  let database: Database | undefined;
  const CANARY = 'SIYUM_TEST_SECRET_CANARY';

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'siyum-roles-'));
    chmodSync(scratch, 0o755);
    process.env[CANARY] = 'do-not-leak';
    try {
      database = await openDatabase({ kind: 'embedded', dataDir: join(scratch, 'postgres'), fast: true });
    } finally {
      delete process.env[CANARY];
    }
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const execute = (text: string) => {
    if (!database) throw new Error('no database');
    return database.db.execute(sql.raw(text));
  };

  it('serves as siyum_app, which reads and writes rows', async () => {
    const [who] = rowsOf(
      await execute('select current_user as who, usesuper from pg_user where usename = current_user'),
    );
    expect(who).toEqual({ who: 'siyum_app', usesuper: false });
    await execute(`insert into users (email) values ('role@example.org')`);
    await execute(`update users set first_name = 'R' where email = 'role@example.org'`);
    expect(rowsOf(await execute(`select first_name from users where email = 'role@example.org'`))).toEqual([
      { first_name: 'R' },
    ]);
    await execute(`delete from users where email = 'role@example.org'`);
  });

  it.each([
    'drop table users',
    'truncate users',
    'alter table users add column stolen text',
    'create table loot (n int)',
    'create role thief login',
    'select * from drizzle.__drizzle_migrations',
  ])('cannot %s', async (statement) => {
    await expect(execute(statement)).rejects.toSatisfy((error) => pgCode(error) === '42501');
  });

  it('postgres gets none of the API’s environment', () => {
    const dataDir = join(scratch, 'postgres');
    const environ = readFileSync(`/proc/${postmasterPid(dataDir)}/environ`, 'utf8').split('\0');
    expect(environ.some((entry) => entry.startsWith(`${CANARY}=`))).toBe(false);
    expect(
      environ
        .filter(Boolean)
        .map((entry) => entry.split('=')[0])
        .sort(),
    ).toEqual(['LC_ALL', 'PATH']);
  });
});
