#!/usr/bin/env node
// `npm run bench`, two cases on one server (seeded demo community, local identity provider,
// 127.0.0.1 only; see lib/bench-server.mjs), stopped at the end:
// - throughput: requests/s and p50/p99 of auth.me and siyum.list next to the bare GET /api/health,
//   with autocannon for a bounded time;
// - scale (lib/bench-scale.mjs): the community list and a full board at 10k and 1M siyumim, with the
//   1M / 10k latency ratio that must stay ≤ 1.5 (exit code 1 otherwise).
// Env: BENCH_CASES (throughput,scale), BENCH_SECONDS (10 per endpoint), BENCH_CONNECTIONS (50),
// BENCH_SCALE_SIZES (10000,1000000), BENCH_SCALE_SAMPLES (300), BENCH_DATABASE_URL (measure on that
// Postgres instead of a throw-away PGlite directory).
import autocannon from 'autocannon';
import { runScaleCase } from './lib/bench-scale.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startBenchServer();
const { url, token, database } = server;
const stop = server.stop;
const cases = (process.env.BENCH_CASES ?? 'throughput,scale').split(',');
let scaleOk = true;

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
  for (const target of cases.includes('throughput') ? targets : []) {
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
  if (rows.length > 0) {
    console.log(
      `\nbench: ${database} database, ${connections} connections, ${seconds} s per endpoint, 127.0.0.1\n`,
    );
    console.table(rows);
  }
  if (cases.includes('scale')) scaleOk = await runScaleCase(server);
} finally {
  await stop();
}
if (!scaleOk) process.exitCode = 1;
