import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory each test file copies (initialising one costs ~3.5 s). */
    pgliteTemplate: string;
    /** Postgres: a migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'siyum_test_template';

/** Runs once per `vitest run --project server`: migrates one template database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
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
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'siyum-pglite-template-'));
  const dataDir = join(root, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  project.provide('postgresTemplate', '');
  return async () => rmSync(root, { recursive: true, force: true });
}
