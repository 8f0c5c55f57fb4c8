// The API server `npm run bench` measures: packages/devstack/src/bench/benchServer.ts (seeded demo
// community, local identity provider, 127.0.0.1 only) as a child process. Its first stdout line is
// `{ url, token, database }`; after that it answers one JSON line per stdin command (scale case).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `env`: more environment for the server (e.g. BENCH_CACHES=off). */
export async function startBenchServer(env = {}) {
  // Node with tsx's loader as one process (the tsx CLI would fork a second one to signal through).
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=dir: a V8 CPU profile of the server, written there when it stops.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--require',
      fileURLToPath(new URL('../../node_modules/tsx/dist/preflight.cjs', import.meta.url)),
      '--import',
      new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href,
      'packages/devstack/src/bench/benchServer.ts',
    ],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  const waiting = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{')) waiting.shift()?.resolve(JSON.parse(line));
  });
  child.once('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`bench server exited (${code})`));
  });
  const next = () => new Promise((resolve, reject) => waiting.push({ resolve, reject }));

  const ready = await next();
  if (!new URL(ready.url).hostname.startsWith('127.0.0.1')) {
    await stop();
    throw new Error(`refusing to benchmark ${ready.url}`);
  }
  /** Sends one scale command and waits for its answer. */
  const send = async (command) => {
    const answer = next();
    child.stdin.write(`${command}\n`);
    const result = await answer;
    if (result.error) throw new Error(`bench server: ${result.error}`);
    return result;
  };
  return { ...ready, send, stop };
}
