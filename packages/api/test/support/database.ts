import { openDatabase } from '@siyum/devstack';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, pgCode } from '../../src/db';

/** What DROP DATABASE … FORCE answers while a process it may not end is connected. */
const INSUFFICIENT_PRIVILEGE = '42501';

export interface TestDatabase {
  database: Database;
  /** How a child process opens the same data (DATABASE_URL). */
  env: Record<string, string>;
  /** Closes and deletes it. */
  drop(): Promise<void>;
}

let counter = 0;

/**
 * A fresh, migrated database for one test file: a clone of the template database on the run's
 * server (the embedded Postgres globalSetup started, or DATABASE_URL's).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = inject('postgresUrl');
  const template = inject('postgresTemplate');
  const name = `siyum_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 10 });
  return {
    database,
    env: { DATABASE_URL: dbUrl.toString() },
    async drop() {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        // The pool's clients may still be closing (pool.end() resolves once they are told to):
        // FORCE would terminate them mid-close, and a closing client, no longer the pool's, has no
        // error listener left — an uncaught "terminating connection". Wait for them to go first.
        await waitForSessionsToEnd(cleanup, name);
        // FORCE ends our own leftover connections, but may not end an autovacuum worker (a
        // superuser process) busy in the database: wait for it to finish, a few times.
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if (attempt >= 20 || pgCode(error) !== INSUFFICIENT_PRIVILEGE) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Up to 2 s for the database's own sessions (not ours: we are on another database) to end. */
async function waitForSessionsToEnd(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = $2',
      [database, 'client backend'],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
