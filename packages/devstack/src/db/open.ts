import { fileURLToPath } from 'node:url';
import { type Database, openPostgres, type PostgresOptions, postgresOptionsFromEnv } from '@siyum/api/db';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from './embedded';

/**
 * Development and tests: a database by URL, or an embedded PostgreSQL 18 of our own (`npm start`,
 * the test suites, the bench). The production entry (@siyum/api's src/production.ts) opens only a
 * URL, through its db/postgres.ts; its bundle must not contain this package
 * (packages/api/build/bundle.ts).
 */
export { EMBEDDED_DATABASE, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';
export { DataDirLockedError } from './lock';

export type DatabaseOptions =
  | ({ kind: 'postgres' } & PostgresOptions)
  | { kind: 'embedded'; dataDir: string; port?: number; fast?: boolean };

/** Where the embedded Postgres keeps its files by default: `<repo>/.data/postgres`. */
export const DEFAULT_EMBEDDED_DIR = fileURLToPath(new URL('../../../../.data/postgres', import.meta.url));

/**
 * `DATABASE_URL=postgres://…` → that server; otherwise an embedded Postgres of our own on
 * `EMBEDDED_PG_DIR` (default `.data/postgres`). Either way a node-postgres pool.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  const postgres = postgresOptionsFromEnv(env);
  if (postgres) return { kind: 'postgres', ...postgres };
  return { kind: 'embedded', dataDir: env.EMBEDDED_PG_DIR?.trim() || DEFAULT_EMBEDDED_DIR };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { kind: _kind, ...postgres } = options;
    return openPostgres(postgres);
  }
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    ...(options.port ? { port: options.port } : {}),
    ...(options.fast ? { fast: true } : {}),
  });
  try {
    const database = openPostgres(
      { url: server.appUrl(EMBEDDED_DATABASE), ownerUrl: server.url(EMBEDDED_DATABASE) },
      'embedded',
    );
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
