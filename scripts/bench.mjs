#!/usr/bin/env node
// `npm run bench`: requests/s and p99 latency of auth.me and siyum.list (the community list) next
// to the bare GET /api/health, on the same server, database and run. Starts the API (seeded demo
// community, local identity provider, 127.0.0.1 only) through packages/api/src/seed/benchServer.ts,
// measures each endpoint with autocannon for a bounded time, prints a table, stops what it started.
// Env: BENCH_SECONDS (default 10 per endpoint), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL
// (measure on that Postgres instead of a throw-away PGlite directory).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

// Node with tsx's loader as one process (the tsx CLI would fork a second one to signal through).
const child = spawn(
  process.execPath,
  [
    '--require',
    fileURLToPath(new URL('../node_modules/tsx/dist/preflight.cjs', import.meta.url)),
    '--import',
    new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href,
    'packages/api/src/seed/benchServer.ts',
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
);
const exited = new Promise((resolve) => child.once('exit', resolve));
const stop = async () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited;
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));

const ready = await new Promise((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line));
  });
  child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
});
const { url, token, database } = ready;
if (!new URL(url).hostname.startsWith('127.0.0.1')) throw new Error(`refusing to benchmark ${url}`);

const input = (value) => encodeURIComponent(JSON.stringify({ 0: value }));
const targets = [
  { name: 'GET /api/health (bare)', path: '/api/health', headers: {} },
  {
    name: 'auth.me',
    path: `/api/trpc/auth.me?batch=1&input=${input({ platform: 'siyum' })}`,
    headers: { authorization: `Bearer ${token}` },
  },
  { name: 'siyum.list (community)', path: `/api/trpc/siyum.list?batch=1&input=${input({})}`, headers: {} },
];

const rows = [];
try {
  for (const target of targets) {
    // A short warm-up, then the measured run.
    await autocannon({ url: url + target.path, headers: target.headers, connections: 10, duration: 1 });
    const result = await autocannon({
      url: url + target.path,
      headers: target.headers,
      connections,
      duration: seconds,
    });
    rows.push({
      endpoint: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
} finally {
  await stop();
}
console.log(
  `\nbench: ${database} database, ${connections} connections, ${seconds} s per endpoint, 127.0.0.1\n`,
);
console.table(rows);
