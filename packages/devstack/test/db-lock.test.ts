import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirLock, currentPidNamespace, DataDirLockedError, type LockContent } from '../src/db/lock';

/** The data-directory lock (issue 11): heartbeat, pid namespaces, tokens. */
describe('acquireDirLock', () => {
  let dir: string;
  let lockPath: string;
  const releases: (() => void)[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'siyum-lock-'));
    lockPath = join(dir, 'db.lock');
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    rmSync(dir, { recursive: true, force: true });
  });

  const take = (options?: Parameters<typeof acquireDirLock>[1]) => {
    const release = acquireDirLock(lockPath, options);
    releases.push(release);
    return release;
  };
  const writeLock = (content: Partial<LockContent>, ageMs = 0) => {
    writeFileSync(
      lockPath,
      JSON.stringify({
        pid: process.pid,
        pidNamespace: currentPidNamespace(),
        host: 'elsewhere',
        token: 'someone-else',
        startedAt: new Date().toISOString(),
        ...content,
      }),
    );
    const at = new Date(Date.now() - ageMs);
    utimesSync(lockPath, at, at);
  };
  const tokenOf = () => (JSON.parse(readFileSync(lockPath, 'utf8')) as LockContent).token;

  /** A process that has exited: its pid is dead in our namespace. */
  const deadPid = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', '0']);
      child.once('error', reject);
      child.once('exit', () => (child.pid ? resolve(child.pid) : reject(new Error('no pid'))));
    });

  it('writes pid, pid namespace, host, token and start time; release removes it', () => {
    const release = take();
    const content = JSON.parse(readFileSync(lockPath, 'utf8')) as LockContent;
    expect(content.pid).toBe(process.pid);
    expect(content.pidNamespace).toBe(currentPidNamespace());
    expect(content.token).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(content.startedAt)).not.toBeNaN();
    release();
    release(); // idempotent
    expect(existsSync(lockPath)).toBe(false);
  });

  it('a lock held by a live process is refused', () => {
    writeLock({ pid: process.ppid });
    expect(() => take()).toThrow(DataDirLockedError);
    expect(() => take()).toThrow(/in use by process/);
    expect(tokenOf()).toBe('someone-else');
  });

  it('a second acquire in the same process is refused too', () => {
    take();
    expect(() => take()).toThrow(DataDirLockedError);
  });

  it('a dead pid in our pid namespace is taken over at once', async () => {
    writeLock({ pid: await deadPid() });
    take();
    expect(tokenOf()).not.toBe('someone-else');
  });

  it('a dead pid in another pid namespace is held until its heartbeat is old', async () => {
    writeLock({ pid: await deadPid(), pidNamespace: 'pid:[1]' });
    expect(() => take()).toThrow(DataDirLockedError);
  });

  it('our own pid with a fresh heartbeat and another token is NOT ours (two containers, both pid 1)', () => {
    writeLock({ pid: process.pid });
    expect(() => take()).toThrow(DataDirLockedError);
    expect(tokenOf()).toBe('someone-else');
  });

  it('an old heartbeat is taken over, whoever wrote it', () => {
    writeLock({ pid: process.pid }, 11_000);
    take();
    expect(tokenOf()).not.toBe('someone-else');
  });

  it('a live holder whose heartbeat stalled (a paused process) is never taken over (issue 17)', async () => {
    const paused = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await new Promise((resolve) => paused.once('spawn', resolve));
      paused.kill('SIGSTOP');
      writeLock({ pid: paused.pid }, 60_000);
      expect(() => take()).toThrow(DataDirLockedError);
      expect(tokenOf()).toBe('someone-else');
    } finally {
      paused.kill('SIGKILL');
    }
  });

  it('the staleness limit is configurable', () => {
    writeLock({ pid: process.ppid, pidNamespace: 'pid:[1]' }, 500);
    expect(() => take({ staleMs: 1_000 })).toThrow(DataDirLockedError);
    take({ staleMs: 100 });
  });

  it('the holder keeps its heartbeat fresh', async () => {
    take({ heartbeatMs: 20 });
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Date.now() - statSync(lockPath).mtimeMs).toBeLessThan(1_000);
  });

  it('release does not delete a lock someone else holds now', () => {
    const release = take();
    writeLock({ pid: process.ppid }); // taken over meanwhile
    release();
    expect(existsSync(lockPath)).toBe(true);
    expect(tokenOf()).toBe('someone-else');
  });

  it('a lock file still being written (empty) with a fresh mtime is held', () => {
    writeFileSync(lockPath, '');
    expect(() => take()).toThrow(DataDirLockedError);
  });
});
