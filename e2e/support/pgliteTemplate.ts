/**
 * Where the migrated, empty PGlite database that each run copies is cached: under node_modules/.cache,
 * named by a hash of the SQL migrations and the installed PGlite, so a change to either makes a new
 * one. Creating it (makePgliteTemplate.ts) costs ~4 s and ~800 MB; copying it well under a second.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** The API's migrations (MIGRATIONS_FOLDER of packages/api/src/db). */
const migrations = join(root, 'packages/api/drizzle');

/** The installed PGlite's package.json (its `exports` hide it from `require.resolve`). */
function pglitePackageJson(): Buffer {
  let dir = dirname(createRequire(join(root, 'packages/api/package.json')).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return readFileSync(join(dir, 'package.json'));
}

export function pgliteTemplatePath(): string {
  const hash = createHash('sha256').update(pglitePackageJson());
  const files = readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrations.length)).update(readFileSync(file));
  return join(root, 'node_modules', '.cache', 'siyum-e2e', `pglite-${hash.digest('hex').slice(0, 16)}`);
}
