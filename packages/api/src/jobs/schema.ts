import { createRequire } from 'node:module';
import pg from 'pg';
import { getConstructionPlans, getMigrationPlans } from 'pg-boss';

/**
 * Where pg-boss keeps its tables, and how they get there (issue 22).
 *
 * Decision: the job tables live in a schema of their own, `pgboss`, which the OWNER role creates
 * and upgrades at migrate time (db/postgres.ts `migrate()`, on its connection that holds the
 * migration lock), then grants the SERVING role row access to, as it does for `public`. The queue
 * the API runs (queue.ts) starts with `migrate: false`, so pg-boss only checks the schema version
 * and never issues DDL: the serving role keeps no CREATE anywhere. Consequences:
 * - pg-boss's own install and upgrade SQL is used (`getConstructionPlans` / `getMigrationPlans`,
 *   the plans its CLI prints), not a copy in our drizzle migrations, so upgrading the package is
 *   upgrading the schema at the next start;
 * - what pg-boss would do as DDL at run time is off: no partitioned queues (each would CREATE a
 *   table), no automatic REINDEX of its indexes (`reindex: false`; the owner can run the
 *   statements `getReindexCommands()` lists).
 */
export const JOB_SCHEMA = 'pgboss';

/** The pg-boss schema version this build of the package expects. */
export const JOB_SCHEMA_VERSION = bundledSchemaVersion();

function bundledSchemaVersion(): number {
  const manifest: unknown = createRequire(import.meta.url)('pg-boss/package.json');
  const version =
    typeof manifest === 'object' && manifest !== null && 'pgboss' in manifest
      ? (manifest.pgboss as { schema?: unknown }).schema
      : undefined;
  if (typeof version !== 'number') throw new Error('jobs: pg-boss/package.json has no pgboss.schema');
  return version;
}

/**
 * Installs or upgrades the `pgboss` schema as the owner, then lets `servingRole` (when it is not
 * the owner) use it: read and write its rows, call its functions — no DDL. Safe on every start;
 * concurrent replicas are serialised by the caller's migration lock (and pg-boss's own).
 */
export async function installJobSchema(owner: pg.ClientBase, servingRole?: string): Promise<void> {
  const installed = await installedVersion(owner);
  if (installed === null) {
    await owner.query(getConstructionPlans(JOB_SCHEMA));
  } else if (installed < JOB_SCHEMA_VERSION) {
    for (const step of migrationSteps(getMigrationPlans(JOB_SCHEMA, installed))) await owner.query(step);
  } else if (installed > JOB_SCHEMA_VERSION) {
    // A newer build migrated this database: an older one must not run against it.
    throw new Error(
      `jobs: schema ${JOB_SCHEMA} is at version ${installed}, this build knows ${JOB_SCHEMA_VERSION}`,
    );
  }
  if (servingRole) await grantJobSchema(owner, servingRole);
}

async function installedVersion(owner: pg.ClientBase): Promise<number | null> {
  const { rows } = await owner.query<{ found: boolean }>('select to_regclass($1) is not null as found', [
    `${JOB_SCHEMA}.version`,
  ]);
  if (!rows[0]?.found) return null;
  const version = await owner.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
  return Number(version.rows[0]?.version ?? 0);
}

/**
 * pg-boss prints an upgrade as one transaction followed by index builds inlined from its
 * background runner (`CREATE INDEX CONCURRENTLY`, which Postgres refuses inside a multi-statement
 * string): each build is sent on its own.
 */
function migrationSteps(script: string): string[] {
  return script.split(/\n(?=-- inlined from )/).filter((step) => step.trim() !== '');
}

async function grantJobSchema(owner: pg.ClientBase, role: string): Promise<void> {
  const { rows } = await owner.query<{ owner: string }>('select current_user as owner');
  if (rows[0]?.owner === role) return; // one role for both: nothing to grant
  const who = pg.escapeIdentifier(role);
  await owner.query(`grant usage on schema ${JOB_SCHEMA} to ${who}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema ${JOB_SCHEMA} to ${who}`);
  await owner.query(`grant usage, select, update on all sequences in schema ${JOB_SCHEMA} to ${who}`);
  await owner.query(`grant execute on all functions in schema ${JOB_SCHEMA} to ${who}`);
}
