import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Binaries } from './embeddedProcess';

/**
 * As root, postgres runs as the `postgres` user (it refuses root), which must reach its binaries
 * and its cluster. A project cloned under a private home (`/root`, mode 0700) is out of its reach:
 * initdb could not even read its password file (issue 20). Then the cluster and a copy of the
 * binaries live here instead, keyed by the project's data directory, so each project keeps its own.
 */
export const ROOT_POSTGRES_HOME = '/var/lib/siyum-postgres';

export interface PostgresUser {
  uid: number;
  gid: number;
}

/** Whether `user` may pass through every directory on the way to `path` (and `path` itself). */
export function reachableBy(path: string, user: PostgresUser): boolean {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    if (existsSync(dir)) {
      const { mode, uid, gid } = statSync(dir);
      const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
      if ((mode & bit) === 0) return false;
    }
    if (dirname(dir) === dir) return true;
  }
}

function home(): string {
  // Searchable by all, listable by root only: other users cannot find the clusters by name.
  mkdirSync(ROOT_POSTGRES_HOME, { recursive: true, mode: 0o711 });
  chmodSync(ROOT_POSTGRES_HOME, 0o711);
  return ROOT_POSTGRES_HOME;
}

/** The data directory postgres will use: the given one when `user` can reach it, else one of ours. */
export function clusterDirFor(dataDir: string, user: PostgresUser | undefined, base = home): string {
  if (!user || reachableBy(dirname(dataDir), user)) return dataDir;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return resolve(base(), `cluster-${key}`);
}

/**
 * The binaries postgres will run from: the package's when `user` can reach them, else a copy made
 * once (per package version) where it can. The copy is written aside and renamed into place, so
 * two starts never see half of it.
 */
export function binariesFor(bin: Binaries, user: PostgresUser | undefined, base = home): Binaries {
  const native = dirname(dirname(bin.postgres)); // …/native, holding bin/, lib/, share/
  if (!user || reachableBy(native, user)) return bin;
  const { version } = JSON.parse(readFileSync(resolve(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = resolve(base(), `binaries-${version}`);
  if (!existsSync(resolve(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, copy);
  }
  return { postgres: resolve(copy, 'bin', 'postgres'), initdb: resolve(copy, 'bin', 'initdb') };
}
