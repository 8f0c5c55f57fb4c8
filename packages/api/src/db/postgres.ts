import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { installJobSchema } from '../jobs/schema';
import { type Schema, schema } from './schema';

/**
 * A Postgres server reached by URL: the pool the API serves from, its migrations and the serving
 * role's grants. Nothing here starts a server — the embedded one of `npm start` and the tests is
 * @siyum/devstack's, which the production bundle never loads (packages/api/build/bundle.ts checks).
 */

/** The drizzle database (node-postgres underneath). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Where the server is (reporting only: both are PostgreSQL and behave the same). */
  kind: 'embedded' | 'postgres';
  /** Applies the committed SQL migrations (packages/api/drizzle); safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** The role the API serves as. */
  url: string;
  /** The role that owns the schema and runs migrations (default: `url`'s). */
  ownerUrl?: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  /**
   * The committed migrations (default: packages/api/drizzle seen from this source file). The
   * production bundle passes its own: `import.meta.url` there is the bundle's, one folder higher.
   */
  migrationsFolder?: string;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** DATABASE_URL (+ DATABASE_OWNER_URL, DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS), or undefined. */
export function postgresOptionsFromEnv(env: NodeJS.ProcessEnv): PostgresOptions | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  const ownerUrl = env.DATABASE_OWNER_URL?.trim();
  return {
    url,
    ...(ownerUrl ? { ownerUrl } : {}),
    poolMax: Number(env.DATABASE_POOL_MAX ?? 10),
    statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000),
  };
}

/** Any id for the advisory lock that serialises migrations between replicas starting together. */
const MIGRATION_LOCK_ID = 7_200_411;

/** A node-postgres pool on `options.url`; nothing is connected until the first query. */
export function openPostgres(options: PostgresOptions, kind: Database['kind'] = 'postgres'): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
  });
  pool.on('error', (error) => console.error('db: idle client error', error));
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    async migrate() {
      // As the owner, on a connection of its own that holds the lock for the whole migration.
      const client = new pg.Client({ connectionString: options.ownerUrl ?? options.url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), {
          migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
        });
        const serving = decodeURIComponent(new URL(options.url).username);
        // The job queue's schema (pg-boss's own SQL), by the owner; the serving role gets row access.
        await installJobSchema(client, options.ownerUrl && serving ? serving : undefined);
        if (options.ownerUrl && serving) await grantServingRole(client, serving);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/**
 * What the serving role may do (issue 17: the API connected as the Postgres superuser): use the
 * schema and read and write the rows of every table the migrations made — no DDL, no TRUNCATE, no
 * other database, no other schema's objects. Granted again after every migration, so a new table is
 * covered on the start that creates it. The owner keeps everything else.
 */
async function grantServingRole(owner: pg.Client, role: string): Promise<void> {
  const who = pg.escapeIdentifier(role);
  const { rows } = await owner.query<{ owner: string }>('select current_user as owner');
  if (rows[0]?.owner === role) return; // one role for both: nothing to grant
  await owner.query(`grant usage on schema public to ${who}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema public to ${who}`);
  await owner.query(`grant usage, select, update on all sequences in schema public to ${who}`);
}

/** True when no user exists yet (the seed runs only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return (rows[0]?.n ?? 0) === 0;
}
