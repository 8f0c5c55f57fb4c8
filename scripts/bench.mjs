#!/usr/bin/env node
// `npm run bench`, up to three cases on one server (seeded demo community, local identity provider,
// per-user limits lifted, 127.0.0.1 only; see lib/bench-server.mjs), stopped at the end:
// - throughput: requests/s and p50/p99 of auth.me and siyum.list next to the bare GET /api/health,
//   a tRPC query that reads no database (route.rule) and the floor GET /api/bench/floor (Hono + one raw SQL query by primary key through the same
//   pool, no tRPC, no ORM), with autocannon for a bounded time; every row's 'x floor' is its req/s
//   over the floor's, measured in the same run;
// - load (lib/bench-load.mjs; not in the default list): 200 connections for 60 s over a mix of
//   public and signed-in calls (list pages, byId, portions, counters, auth.me, prefs updates);
//   prints requests, req/s, p50/p99 and answers by status; exit code 1 on any error or any non-2xx
//   other than 429;
// - scale (lib/bench-scale.mjs): the community list and a full board at 10k and 1M siyumim, with the
//   1M / 10k latency ratio that must stay ≤ 1.5 (exit code 1 otherwise); on a second server started
//   without its caches, so every request reaches the database;
// - images (issue 21): the image service's ms per variant of a 3000×2000 JPEG, cold (rendered by
//   sharp) and cached (read back from the store), over the §9 widths at densities 1 and 2 in WebP.
// - reminders (issue 22): one planner tick for a siyum of 4,192 portions among 1,000 learners in
//   five time zones (all due), and the tick after it: ms, statements sent, due and queued.
// Env: BENCH_CASES (throughput,scale,images,reminders; add load: throughput,load,scale), BENCH_SECONDS (10 per
// endpoint), BENCH_CONNECTIONS (50), BENCH_LOAD_SECONDS (60), BENCH_LOAD_CONNECTIONS (200),
// BENCH_LOAD_TIMEOUT_SECONDS (10: a call unanswered by then is an error),
// BENCH_SCALE_SIZES (10000,1000000), BENCH_SCALE_SAMPLES (300), BENCH_DATABASE_URL (measure on that
// Postgres instead of a throw-away embedded Postgres directory with fsync off), BENCH_ONLY (throughput rows whose name contains
// it, e.g. auth.me; the floor is always measured), BENCH_CPU_PROF (a directory: the server's V8 CPU
// profile is written there; read it with scripts/cpu-profile-top.mjs).
import autocannon from 'autocannon';
import { runLoadCase } from './lib/bench-load.mjs';
import { runScaleCase } from './lib/bench-scale.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const cases = (process.env.BENCH_CASES ?? 'throughput,scale,images,reminders').split(',');
let scaleOk = true;
let loadOk = true;

const input = (value) => encodeURIComponent(JSON.stringify({ 0: value }));
const targets = (token) => [
  { name: 'GET /api/health (bare)', path: '/api/health', headers: {} },
  { name: 'GET /api/bench/floor (floor)', path: '/api/bench/floor', headers: {}, floor: true },
  // What tRPC alone costs: a public query (rate limited like every other) with no database.
  {
    name: 'route.rule (tRPC, no database)',
    path: `/api/trpc/route.rule?batch=1&input=${input({ path: '/dashboard' })}`,
    headers: {},
  },
  {
    name: 'auth.me',
    path: `/api/trpc/auth.me?batch=1&input=${input({ platform: 'siyum' })}`,
    headers: { authorization: `Bearer ${token}` },
  },
  { name: 'siyum.list (community)', path: `/api/trpc/siyum.list?batch=1&input=${input({})}`, headers: {} },
];

// Throughput and load on a server with its caches (as it runs); the scale case on one without
// them, so it measures the queries (a cached answer costs the same at any size).
if (cases.includes('throughput') || cases.includes('load')) {
  const server = await startBenchServer();
  try {
    if (cases.includes('throughput')) await runThroughput(server);
    if (cases.includes('load')) loadOk = await runLoadCase(server);
  } finally {
    await server.stop();
  }
}
if (cases.includes('scale')) {
  const server = await startBenchServer({ BENCH_CACHES: 'off' });
  try {
    scaleOk = await runScaleCase(server);
  } finally {
    await server.stop();
  }
}
if (cases.includes('images')) await runImages();
if (cases.includes('reminders')) await runReminders();
if (!scaleOk || !loadOk) process.exitCode = 1;

async function runImages() {
  const { tsImport } = await import('tsx/esm/api');
  const { benchVariants } = await tsImport('../packages/api/src/images/variantBench.ts', import.meta.url);
  const result = await benchVariants();
  console.log('\nbench: image service (sharp), one process, in-memory store\n');
  console.table([
    {
      case: 'variants of a 3000×2000 JPEG (webp, §9 widths × dpr 1/2)',
      variants: result.variants,
      'cold ms/variant': Number(result.coldMsPerVariant.toFixed(1)),
      'cached ms/variant': Number(result.cachedMsPerVariant.toFixed(2)),
    },
  ]);
}

async function runThroughput({ url, token, database }) {
  const rows = [];
  let floorRate = 0;
  const only = process.env.BENCH_ONLY;
  const measured = targets(token).filter((t) => !only || t.floor || t.name.includes(only));
  for (const target of measured) {
    // A short warm-up, then the measured run.
    await autocannon({ url: url + target.path, headers: target.headers, connections: 10, duration: 1 });
    const result = await autocannon({
      url: url + target.path,
      headers: target.headers,
      connections,
      duration: seconds,
    });
    if (target.floor) floorRate = result.requests.average;
    rows.push({
      endpoint: target.name,
      'req/s': Math.round(result.requests.average),
      'x floor': '-', // filled in below, once the floor has been measured
      rate: result.requests.average,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors, // timeouts included
    });
  }
  if (rows.length > 0) {
    console.log(
      `\nbench: ${database} database, ${connections} connections, ${seconds} s per endpoint, 127.0.0.1\n`,
    );
    // Each row's ratio to the floor measured above.
    const ratio = (rate) => (floorRate > 0 ? Number((rate / floorRate).toFixed(2)) : '-');
    console.table(rows.map(({ rate, ...row }) => ({ ...row, 'x floor': ratio(rate) })));
  }
}

async function runReminders() {
  const { mkdtemp, rm, chmod } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { tsImport } = await import('tsx/esm/api');
  const { benchReminders } = await tsImport('../packages/devstack/src/bench/reminders.ts', import.meta.url);
  const dir = await mkdtemp(join(tmpdir(), 'siyum-bench-reminders-'));
  await chmod(dir, 0o755); // as root, the embedded Postgres runs as `postgres` and must reach it
  try {
    const { fixture, first, second } = await benchReminders(join(dir, 'postgres'));
    console.log(
      `\nbench: reminders, one siyum of ${fixture.portions.toLocaleString('en-US')} portions among ${fixture.learners.toLocaleString('en-US')} learners (embedded Postgres)\n`,
    );
    console.table({
      'first tick (all due)': first,
      'next tick (already queued)': second,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
