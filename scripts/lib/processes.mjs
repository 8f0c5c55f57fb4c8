// Child processes of a long-running script (`npm start`, the end-to-end tests' stack). Each runs in
// its own process group, so stopping it also ends what it started (tsx's worker, cognito-local, a
// build's helpers); their output is relayed line by line; if the parent exits without stopping them
// (a crash, an uncaught error), an exit hook kills the groups that are left.
import { spawn } from 'node:child_process';
import { root } from './bootstrap.mjs';

const TAIL_LINES = 40;
const GRACE_MS = 8000;

/** `[name] line` on the parent's stdout or stderr. */
export function prefixedOutput(name, line, stream) {
  (stream === 'stderr' ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already empty
  }
}

export class ProcessGroup {
  #entries = new Set();
  #stopped;
  #sweep = () => {
    for (const entry of this.#entries) killGroup(entry.child, 'SIGKILL');
  };

  /**
   * @param {{ output?: (name: string, line: string, stream: 'stdout' | 'stderr') => void,
   *   onUnexpectedExit?: (name: string, code: number | string) => void }} [options]
   */
  constructor(options = {}) {
    this.output = options.output ?? prefixedOutput;
    this.onUnexpectedExit = options.onUnexpectedExit;
    process.on('exit', this.#sweep);
  }

  get stopping() {
    return this.#stopped !== undefined;
  }

  /**
   * Starts a long-running process. `onLine` sees each non-empty output line first; returning false
   * hides it. Its exit before `stop()` is reported to `onUnexpectedExit`.
   */
  spawn(name, command, args, { env = process.env, onLine, oneShot = false } = {}) {
    if (this.stopping) throw new Error(`${name}: not started, the stack is stopping`);
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const entry = { name, child, tail: [], listeners: new Set(), exit: undefined };
    this.#entries.add(entry);
    entry.exited = new Promise((resolve) => {
      const done = (code) => {
        if (entry.exit !== undefined) return;
        entry.exit = code;
        this.#entries.delete(entry);
        resolve(code);
        if (!this.stopping && !oneShot) this.onUnexpectedExit?.(name, code);
      };
      child.once('exit', (code, signal) => {
        killGroup(child, 'SIGKILL'); // whatever it started and left behind
        // Its last lines may still be in the pipes: wait for them (briefly) before reporting.
        const timer = setTimeout(() => done(signal ?? code ?? 1), 1000);
        child.once('close', () => {
          clearTimeout(timer);
          done(signal ?? code ?? 1);
        });
      });
      child.once('error', (error) => {
        entry.tail.push(String(error));
        done(127);
      });
    });
    const relay = (stream, streamName) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (line.trim() === '') continue;
          entry.tail.push(line);
          if (entry.tail.length > TAIL_LINES) entry.tail.shift();
          for (const listener of entry.listeners) listener(line);
          if (onLine?.(line) === false) continue;
          this.output(name, line, streamName);
        }
      });
    };
    relay(child.stdout, 'stdout');
    relay(child.stderr, 'stderr');
    return entry;
  }

  /** Runs a process to completion; rejects with its last output lines unless it exits with 0. */
  async run(name, command, args, options = {}) {
    const entry = this.spawn(name, command, args, { ...options, oneShot: true });
    const code = await entry.exited;
    if (code !== 0) throw startupError(entry, `${name} failed (${code})`);
  }

  /** Resolves with the first result of `match` (per output line) that is not undefined. */
  waitForLine(entry, match, timeoutMs) {
    return new Promise((resolve, reject) => {
      const finish = (settle, value) => {
        clearTimeout(timer);
        entry.listeners.delete(listener);
        settle(value);
      };
      const timer = setTimeout(
        () => finish(reject, startupError(entry, `${entry.name}: not ready after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const listener = (line) => {
        const result = match(line);
        if (result !== undefined) finish(resolve, result);
      };
      entry.listeners.add(listener);
      entry.exited.then((code) =>
        finish(reject, startupError(entry, `${entry.name} exited (${code}) during start-up`)),
      );
    });
  }

  /** Polls `url` until it answers 2xx; rejects when the process exits or the time is up. */
  async waitForHttp(entry, url, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (entry.exit === undefined) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw startupError(entry, `${entry.name}: ${url} not ready after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw startupError(entry, `${entry.name} exited (${entry.exit}) during start-up`);
  }

  /** SIGTERM to every process, SIGKILL to the groups still alive after a grace period. */
  stop(graceMs = GRACE_MS) {
    this.#stopped ??= (async () => {
      const running = [...this.#entries];
      for (const entry of running) entry.child.kill('SIGTERM');
      const force = setTimeout(() => {
        for (const entry of running) killGroup(entry.child, 'SIGKILL');
      }, graceMs);
      await Promise.all(running.map((entry) => entry.exited));
      clearTimeout(force);
      process.off('exit', this.#sweep);
    })();
    return this.#stopped;
  }
}

function startupError(entry, message) {
  const tail = entry.tail.length ? `\n  last output of ${entry.name}:\n    ${entry.tail.join('\n    ')}` : '';
  return new Error(`${message}${tail}`);
}
