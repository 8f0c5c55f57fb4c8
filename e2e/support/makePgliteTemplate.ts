/**
 * `tsx makePgliteTemplate.ts <template> <target>`: creates the migrated, empty PGlite template
 * (see pgliteTemplate.ts), then copies it to the run's database directory. A separate process: PGlite
 * takes ~800 MB while it initialises, which the test runner should not keep.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../packages/api/src/db';

const [template, target] = process.argv.slice(2);
if (!template || !target) throw new Error('usage: makePgliteTemplate.ts <template> <target>');

if (!existsSync(template)) {
  mkdirSync(dirname(template), { recursive: true });
  const building = mkdtempSync(join(dirname(template), 'building-'));
  const dataDir = join(building, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  try {
    renameSync(dataDir, template);
  } catch (error) {
    // Another run made the same template meanwhile: use theirs.
    if (!existsSync(template)) throw error;
  }
  rmSync(building, { recursive: true, force: true });
}
cpSync(template, target, { recursive: true });
