import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, startEmbeddedPostgres } from '@siyum/devstack';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's admin URL: DATABASE_URL, or the run's embedded Postgres. */
    postgresUrl: string;
    /** A migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'siyum_test_template';

/**
 * Runs once per `vitest run --project server`: without DATABASE_URL starts ONE embedded Postgres
 * (fsync off, a scratch directory) for the run; either way migrates one template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let url = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const root = mkdtempSync(join(tmpdir(), 'siyum-test-pg-'));
    chmodSync(root, 0o755); // as root, postgres runs as the `postgres` user and must reach its directory
    const started = performance.now();
    const server = await startEmbeddedPostgres({ dataDir: join(root, 'postgres'), fast: true });
    console.log(`server tests: embedded Postgres ready in ${Math.round(performance.now() - started)} ms`);
    url = server.url('postgres');
    stopServer = async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    };
  }
  try {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolMax: 1 });
    await database.migrate();
    await database.close();
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  const adminUrl = url;
  return async () => {
    try {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await cleanup.end();
    } finally {
      await stopServer();
    }
  };
}
