import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock } from './lock';
import { type Schema, schema } from './schema';

export { DataDirLockedError } from './lock';
export { PG_CODES, pgCode } from './pgCode';
export * from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (packages/api/drizzle); safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax?: number; statementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Where the dev server keeps PGlite's files: `<repo>/.data/db`. */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../../../.data/db', import.meta.url));

/** `DATABASE_URL=postgres://…` → a node-postgres pool; otherwise PGlite under `PGLITE_DIR` (default `.data/db`). */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    return {
      kind: 'postgres',
      url,
      poolMax: Number(env.DATABASE_POOL_MAX ?? 10),
      statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000),
    };
  }
  return { kind: 'pglite', dataDir: env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR };
}

/** Any id for the advisory lock that serialises migrations between replicas starting together. */
const MIGRATION_LOCK_ID = 7_200_411;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
    });
    pool.on('error', (error) => console.error('db: idle client error', error));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          // On the connection that holds the lock (a pool of one would otherwise wait for itself).
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const release = acquireDirLock(`${options.dataDir.replace(/\/+$/, '')}.lock`);
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** True when no user exists yet (the seed runs only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return (rows[0]?.n ?? 0) === 0;
}
