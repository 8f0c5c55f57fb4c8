import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * A lock on a data directory that two servers must never open at once (the embedded Postgres
 * directory). Created with O_EXCL; the holder touches its mtime every `heartbeatMs`. An existing
 * lock naming a pid in our own pid namespace, other than ours, is stale exactly when that process is
 * gone (alive but silent is still held); any other lock is stale when its heartbeat is older than
 * `staleMs`. A lock naming our own pid is NOT ours: two containers on one volume are both pid 1 —
 * it stays held until its heartbeat stops.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface LockContent {
  pid: number;
  /** `readlink /proc/self/ns/pid` of the holder (e.g. `pid:[4026531836]`), null when unreadable. */
  pidNamespace: string | null;
  host: string;
  token: string;
  startedAt: string;
}

export interface LockOptions {
  /** How often the holder touches the file (2 s). */
  heartbeatMs?: number;
  /** A heartbeat older than this means the holder is gone (10 s). */
  staleMs?: number;
}

export const LOCK_HEARTBEAT_MS = 2_000;
export const LOCK_STALE_MS = 10_000;

export function currentPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseLock(text: string): LockContent | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { pid, pidNamespace, host, token, startedAt } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof token !== 'string') return null;
    return {
      pid,
      pidNamespace: typeof pidNamespace === 'string' ? pidNamespace : null,
      host: typeof host === 'string' ? host : '',
      token,
      startedAt: typeof startedAt === 'string' ? startedAt : '',
    };
  } catch {
    return null;
  }
}

/** Reads a lock file; null when it does not exist. `content` is null while unreadable (being written). */
function readLock(lockPath: string): { content: LockContent | null; mtimeMs: number; raw: string } | null {
  try {
    const mtimeMs = statSync(lockPath).mtimeMs;
    const raw = readFileSync(lockPath, 'utf8');
    return { content: parseLock(raw), mtimeMs, raw };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Why an existing lock may be taken over, or null while it is held. A holder we can see (our pid
 * namespace, another pid) is judged by whether it lives, never by its heartbeat: a paused process
 * (SIGSTOP, a debugger, a starved VM) misses heartbeats but still owns its running Postgres, and
 * taking the lock would stop that Postgres under it (issue 17). Only a holder we cannot see (another
 * namespace, or one naming our own pid — two containers, both pid 1) is judged by its heartbeat.
 */
function staleReason(
  existing: { content: LockContent | null; mtimeMs: number },
  ours: { pid: number; pidNamespace: string | null },
  staleMs: number,
): string | null {
  const holder = existing.content;
  const visible =
    holder?.pidNamespace != null && holder.pidNamespace === ours.pidNamespace && holder.pid !== ours.pid;
  if (visible) return isAlive(holder.pid) ? null : `process ${holder.pid} is gone`;
  const age = Date.now() - existing.mtimeMs;
  return age > staleMs ? `heartbeat ${Math.round(age / 1000)} s old` : null;
}

/**
 * Moves a stale lock out of the way. The rename is atomic, so of two processes taking over the same
 * stale lock only one moves it; if what we moved is not the lock we judged stale (someone took it
 * over meanwhile), it is put back with link (which never overwrites).
 */
function removeStale(lockPath: string, judged: string, token: string): void {
  const aside = `${lockPath}.stale-${token}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== judged) linkSync(aside, lockPath);
  } catch {
    // EEXIST: yet another process holds it now; the next O_EXCL attempt sees that.
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Takes the lock or throws DataDirLockedError. Returns an idempotent release function. */
export function acquireDirLock(lockPath: string, options: LockOptions = {}): () => void {
  const heartbeatMs = options.heartbeatMs ?? LOCK_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const ours: LockContent = {
    pid: process.pid,
    pidNamespace: currentPidNamespace(),
    host: hostname(),
    token: randomBytes(16).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readLock(lockPath);
      if (!existing) continue; // released meanwhile
      const reason = staleReason(existing, ours, staleMs);
      if (!reason) {
        const holder = existing.content;
        throw new DataDirLockedError(
          holder
            ? `database directory is in use by process ${holder.pid} on ${holder.host} since ${holder.startedAt} (${lockPath})`
            : `database directory is in use (${lockPath})`,
        );
      }
      removeStale(lockPath, existing.raw, ours.token);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(ours));
    } finally {
      closeSync(fd);
    }
    return holdLock(lockPath, ours.token, heartbeatMs);
  }
  throw new DataDirLockedError(`could not take the database lock ${lockPath}`);
}

function holdsToken(lockPath: string, token: string): boolean {
  try {
    return parseLock(readFileSync(lockPath, 'utf8'))?.token === token;
  } catch {
    return false;
  }
}

function holdLock(lockPath: string, token: string, heartbeatMs: number): () => void {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // gone: release() below finds nothing to remove
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    // Only our own lock: after a takeover the file is someone else's.
    if (holdsToken(lockPath, token)) rmSync(lockPath, { force: true });
  };
}
