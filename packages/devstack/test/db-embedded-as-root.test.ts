import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { binariesFor, clusterDirFor, ROOT_POSTGRES_HOME, reachableBy } from '../src/db/embeddedAsRoot';
import { runAs } from '../src/db/embeddedProcess';
import { startEmbeddedPostgres } from '../src/db/open';

/**
 * Issue 20: as root with the project under a private home (/root is 0700), `npm start` died —
 * initdb, run as the `postgres` user, could not read its password file. Its files and binaries now
 * go where that user can reach them.
 */
const scratch = mkdtempSync(join(tmpdir(), 'siyum-as-root-')); // 0700, like /root
const nobody = { uid: 4_000_000, gid: 4_000_000 }; // neither owner nor group of anything here
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('where postgres can reach its files when we are root', () => {
  it('a directory is reachable only when every directory above it lets the user through', () => {
    const open = join(scratch, 'open');
    mkdirSync(join(open, 'inner'), { recursive: true, mode: 0o755 });
    chmodSync(open, 0o755);
    expect(reachableBy(join(open, 'inner', 'not-yet'), nobody)).toBe(false); // the 0700 scratch
    chmodSync(scratch, 0o711);
    expect(reachableBy(join(open, 'inner', 'not-yet'), nobody)).toBe(true);
    chmodSync(scratch, 0o700);
  });

  it('keeps a reachable data directory, and gives an unreachable one a cluster of its own', () => {
    const home = join(scratch, 'home');
    const base = () => {
      mkdirSync(home, { recursive: true });
      return home;
    };
    const inside = join(scratch, 'project', '.data', 'postgres');
    expect(clusterDirFor(inside, undefined, base)).toBe(inside); // not root: as given
    const moved = clusterDirFor(inside, nobody, base);
    expect(moved.startsWith(`${home}/cluster-`)).toBe(true);
    expect(clusterDirFor(inside, nobody, base)).toBe(moved); // the same project, the same cluster
    expect(clusterDirFor(join(scratch, 'other'), nobody, base)).not.toBe(moved);
  });

  it('copies unreachable binaries once, whole, where the user can run them', () => {
    const native = join(scratch, 'pkg', 'native');
    mkdirSync(join(native, 'bin'), { recursive: true });
    mkdirSync(join(native, 'lib'), { recursive: true });
    writeFileSync(join(scratch, 'pkg', 'package.json'), JSON.stringify({ version: '0.0.1-test' }));
    for (const name of ['postgres', 'initdb'])
      writeFileSync(join(native, 'bin', name), '#!/bin/sh\n', { mode: 0o755 });
    const home = join(scratch, 'shared');
    mkdirSync(home, { mode: 0o711 });
    chmodSync(scratch, 0o711); // the copy's home must be reachable; the package is not (pkg is 0700)
    chmodSync(join(scratch, 'pkg'), 0o700);
    const given = { postgres: join(native, 'bin', 'postgres'), initdb: join(native, 'bin', 'initdb') };
    const copied = binariesFor(given, nobody, () => home);
    expect(copied.postgres).toBe(join(home, 'binaries-0.0.1-test', 'bin', 'postgres'));
    expect(statSync(copied.initdb).mode & 0o755).toBe(0o755);
    expect(reachableBy(copied.postgres, nobody)).toBe(true);
    expect(binariesFor(given, nobody, () => home)).toEqual(copied);
    expect(binariesFor(given, undefined, () => home)).toEqual(given);
    chmodSync(scratch, 0o700);
  });

  // Only root drops to the `postgres` user; as anyone else the data directory is used as given.
  it.runIf(runAs() !== undefined)(
    'as root, a project under a 0700 directory starts and keeps its data',
    async () => {
      const dataDir = join(scratch, 'project-root', 'postgres');
      const cluster = clusterDirFor(dataDir, runAs());
      expect(cluster.startsWith(ROOT_POSTGRES_HOME)).toBe(true);
      try {
        const server = await startEmbeddedPostgres({ dataDir, fast: true });
        const client = new pg.Client({ connectionString: server.url('postgres') });
        await client.connect();
        const { rows } = await client.query<{ one: number }>('select 1 as one');
        await client.end();
        expect(rows).toEqual([{ one: 1 }]);
        await server.stop();
        expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
        expect(existsSync(dataDir)).toBe(false); // nothing written where postgres cannot reach
      } finally {
        for (const path of [cluster, `${cluster}.secret.json`, `${cluster}.lock`])
          rmSync(path, { recursive: true, force: true });
      }
    },
  );
});
