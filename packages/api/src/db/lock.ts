import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite takes no lock on its data directory: two processes opening the same directory silently
 * lose writes (TOOLCHAIN.md). This lockfile, created with O_EXCL, keeps a second server out. A lock
 * left by a process that died (SIGKILL, crash) is taken over when its pid is no longer alive.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(`database directory is in use by process ${holder} (${lockPath})`);
      }
      // Stale (its process is gone) or unreadable: remove and try once more.
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`could not take the database lock ${lockPath}`);
}
