// `npm run lighthouse [-- --no-build] [-- --strict] [-- --runs=N] [-- --http1] [-- --traces]`: Lighthouse's
// performance category (its default mobile settings: a mid-range phone, simulated slow 4G and 4× CPU
// slowdown) on what a deploy runs — the production server (packages/api/dist/server.js, plain node:
// the built app, link previews and the API on one port) over HTTPS with HTTP/2 (TLS_CERT_FILE /
// TLS_KEY_FILE, a throw-away self-signed certificate), on a fresh embedded Postgres seeded with the
// demo community, with the local identity provider: the end-to-end suite's stack
// (scripts/lib/stack.mjs, `production` mode). `--http1` runs the same server on plain HTTP/1.1,
// which Lighthouse's simulation charges for extra connections. Builds the app (into a temporary
// folder) and the server first; `--no-build` serves a copy of dist/app with the server already in
// packages/api/dist. Each page runs N times (default 5, as Lighthouse's guide to variability
// advises) and Lighthouse's own median run (nearest the median FCP and TTI) is reported against the
// targets, with the home route's initial JS against its budget. Writes
// reports/lighthouse.json (the summary) and reports/lighthouse-<page>.json (each median run's full
// report); with `--traces`, every run's trace in reports/lighthouse-traces/<page>-<run>.json, whose long
// tasks `node scripts/lighthouse-tasks.mjs` lists. The runs go round by round, each page once a round,
// beside a floor page (scripts/lib/lighthouseFloor.mjs: React, React DOM and the router alone, on the
// same server), whose median is printed with each page's distance from it: what the app adds to what
// any page of this stack costs on this machine that day. Exits 0 unless `--strict` and a target fails.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, ensureChromium, ensureDependencies, root } from './lib/bootstrap.mjs';

const args = process.argv.slice(2);
const known = /^--(no-build|strict|http1|traces|runs=\d+|help)$/;
const unknown = args.filter((arg) => !known.test(arg));
if (args.includes('--help') || unknown.length) {
  if (unknown.length) console.error(`lighthouse: unknown option ${unknown.join(' ')}`);
  console.log(
    'usage: npm run lighthouse [-- --no-build] [-- --strict] [-- --runs=N] [-- --http1] [-- --traces]',
  );
  process.exit(unknown.length ? 2 : 0);
}
const build = !args.includes('--no-build');
const strict = args.includes('--strict');
const traces = args.includes('--traces');
let http2 = !args.includes('--http1');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('lighthouse: --runs needs a whole number ≥ 1');
  process.exit(2);
}

/** The issue's targets; each is checked on the median run of every page. */
const TARGETS = {
  performance: { label: 'performance ≥ 98', pass: (run) => run.performance >= 98 },
  tbt: { label: 'TBT ≤ 50 ms', pass: (run) => run.tbtMs <= 50 },
  cls: { label: 'CLS ≤ 0.01', pass: (run) => run.cls <= 0.01 },
};
/**
 * The home route's initial JS budget (size-budgets.json, checked by `npm run size` in CI too): React
 * + React DOM + the router alone, gzip (the floor every page pays), times 1.2 (issue 9).
 */
const { homeRoute } = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')).app;
const FLOOR_GZ = homeRoute.floor;
const INITIAL_JS_BUDGET_GZ = Math.round(FLOOR_GZ * homeRoute.ratio);
const HOME_ROUTE_SOURCES = homeRoute.sources;

const distDir = join(root, 'dist', 'app');
const reportsDir = join(root, 'reports');

ensureDependencies();
ensureChromium();
const { createStack } = await import('./lib/stack.mjs');
const { requestedJs, routeInitialJs } = await import('./lib/lighthouse-size.mjs');
const { buildLighthouseFloor } = await import('./lib/lighthouseFloor.mjs');
const { Launcher, launch } = await import('chrome-launcher');
const { disableFeaturesSwitch } = await import('./chromium.config.ts');
const { default: lighthouse } = await import('lighthouse');
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');

// ---- what is running, and how it all stops (normally, on an error, on Ctrl-C) ----
mkdirSync(reportsDir, { recursive: true });
const stackLogPath = join(reportsDir, 'lighthouse-stack.log');
const tracesDir = join(reportsDir, 'lighthouse-traces');
if (traces) {
  rmSync(tracesDir, { recursive: true, force: true });
  mkdirSync(tracesDir);
}
const stackLog = createWriteStream(stackLogPath);
const workDir = await mkdtemp(join(tmpdir(), 'siyum-lighthouse-'));
// As root, the embedded postgres runs as the `postgres` user and must reach its directory.
await chmod(workDir, 0o755);
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome;
/** A Chrome still starting: stopping waits for it, then ends it. */
let launching;
let stack;
let stopping;
// What production.ts prints once every file of the build is compressed (it starts after listening).
const WEB_FILES_COMPRESSED = 'siyum: web files compressed';
let filesCompressed = () => undefined;
const webFilesCompressed = new Promise((resolve) => {
  filesCompressed = () => resolve(undefined);
});

const killChrome = () => {
  const running = chrome;
  chrome = undefined;
  try {
    running?.kill();
  } catch {
    // already gone
  }
};
const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
// A crash still ends Chrome and deletes the data; the stack's own exit hook ends its processes.
process.on('exit', () => {
  killChrome();
  removeWorkDir();
});

function stopAll() {
  stopping ??= (async () => {
    if (launching) chrome = await launching.catch(() => chrome);
    killChrome();
    await stack?.stop();
    removeWorkDir();
    await new Promise((resolve) => stackLog.end(resolve));
  })();
  return stopping;
}
// Chrome ended under a run in progress (Ctrl-C) fails promises of Lighthouse's own that nobody
// awaits: nothing to report once stopping.
process.on('unhandledRejection', (error) => {
  if (!stopping) throw error;
});
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nlighthouse: ${signal}, stopping…`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** The stack's environment: ours, less anything pointing at a real database or identity pool. */
function stackEnvironment() {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|EMBEDDED_PG_DIR|COGNITO_|LOCAL_IDENTITY|SMARTY_|IDENTITY_|NODE_ENV$)/.test(name))
      delete env[name];
  }
  return env;
}

// ---- steps ----
/**
 * The build the server serves, in the work folder: every number (served bytes, sizes) comes from
 * it, whatever rebuilds dist/app during the run. With a build, the stack writes it there (and builds
 * the server); with --no-build, a copy of dist/app.
 */
function appFolder() {
  const appDir = join(workDir, 'app');
  if (build) return appDir;
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '.vite', 'manifest.json'))) {
    throw new Error(
      `${distDir} has no build (index.html and .vite/manifest.json): run \`npm run build:app\``,
    );
  }
  cpSync(distDir, appDir, { recursive: true });
  return appDir;
}

/**
 * A self-signed certificate for 127.0.0.1 (browsers speak HTTP/2 only over TLS): its files for the
 * server, its PEM for our own requests; undefined without openssl.
 */
function makeCertificate() {
  const key = join(workDir, 'tls-key.pem');
  const cert = join(workDir, 'tls-cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  if (result.status !== 0) return undefined;
  return { certFile: cert, keyFile: key, pem: readFileSync(cert, 'utf8') };
}

/** GET `url` (over HTTPS trusting `ca`, our certificate, alone: fetch cannot be told to). */
function get(url, ca, headers = {}) {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { ca, headers, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

const getJson = async (url, ca) => {
  const answer = await get(url, ca);
  return { ok: answer.status === 200, body: JSON.parse(answer.text) };
};

/** A siyum the seeded community really has: the first of the public list, else the first id that answers. */
async function findSiyumId(apiUrl, ca) {
  const query = (procedure, input) =>
    getJson(
      `${apiUrl}/api/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`,
      ca,
    );
  const list = await query('siyum.list', { pageSize: 1 });
  const first = list.ok ? list.body?.[0]?.result?.data?.items?.[0]?.id : undefined;
  if (Number.isInteger(first)) return first;
  for (let id = 1; id <= 50; id += 1) {
    const one = await query('siyum.byId', { id });
    if (one.ok && one.body?.[0]?.result?.data?.id === id) return id;
  }
  throw new Error('the seeded database has no siyum (siyum.list is empty and siyum.byId 1–50 found none)');
}

const launcherFeaturesOff =
  Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? [];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing but this machine: no lookups of outside hosts.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // The browser a visitor runs: Chrome's released features, not Chromium's testing field trials
  // (as Playwright launches it), and no omnibox popup preloaded in a renderer beside the page
  // (chrome-launcher's own list kept: Chromium reads only the last --disable-features). Decision 0041.
  '--disable-field-trial-config',
  disableFeaturesSwitch(launcherFeaturesOff),
];

/**
 * One Lighthouse run in a fresh Chrome; its performance numbers and the full report. With
 * `tracePath` (`--traces`), its trace is written there.
 */
async function measure(url, tracePath) {
  launching = launch({
    chromePath: CHROMIUM,
    // The certificate is our own throw-away one.
    chromeFlags: http2 ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  chrome = await launching;
  launching = undefined;
  if (stopping) throw new Error('interrupted'); // stopAll() ends this Chrome
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (tracePath) writeFileSync(tracePath, JSON.stringify(result.artifacts.Trace));
    const { lhr } = result;
    if (lhr.runtimeError)
      throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
        lighthouseRuntimeError: true,
      });
    const audit = (id) => lhr.audits[id]?.numericValue;
    const score = lhr.categories.performance?.score;
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
      lcpMs: audit('largest-contentful-paint') ?? Number.NaN,
      fcpMs: audit('first-contentful-paint') ?? Number.NaN,
      tbtMs: audit('total-blocking-time') ?? Number.NaN,
      cls: audit('cumulative-layout-shift') ?? Number.NaN,
      siMs: audit('speed-index') ?? Number.NaN,
      // Lighthouse's measure of this machine's CPU at the run (higher is faster): its simulation
      // multiplies the CPU time it observed by 4, so a slow moment of a shared machine counts 4×.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      warnings: lhr.runWarnings,
      lhr,
    };
  } finally {
    killChrome();
  }
}

/**
 * The median run as Lighthouse defines it (its CLI, Lighthouse CI and PageSpeed Insights): the run
 * nearest the median FCP and the median TTI, the first and the last moment of the load. Ranking by
 * score instead let its ties pick a run by LCP alone: /community's median run had TBT 87 ms where
 * its five runs' median TBT was 29 (decision 0036).
 */
function medianRun(results) {
  const median = computeMedianRun(results.map((result) => result.lhr));
  return results.find((result) => result.lhr === median);
}

/** Each metric's own median over the runs, for information beside the median run's. */
function metricMedians(results) {
  const middle = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return {
    performance: middle(results.map((result) => result.performance)),
    lcpMs: Math.round(middle(results.map((result) => result.lcpMs))),
    tbtMs: Math.round(middle(results.map((result) => result.tbtMs))),
    cls: Number(middle(results.map((result) => result.cls)).toFixed(4)),
  };
}

/** What cost the median run: the metrics' weighted losses, and Lighthouse's opportunities. */
function diagnose(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metricLoss = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      id: ref.id,
      weight: ref.weight,
      score: lhr.audits[ref.id]?.score ?? 0,
      displayValue: lhr.audits[ref.id]?.displayValue ?? '',
      pointsLost: Math.round(ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0)) * 10) / 10,
    }))
    .filter((metric) => metric.pointsLost > 0);
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.details?.type === 'opportunity' &&
        typeof audit.score === 'number' &&
        audit.score < 0.9 &&
        ((audit.details.overallSavingsMs ?? 0) > 0 || (audit.details.overallSavingsBytes ?? 0) > 0),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.round(audit.details.overallSavingsMs ?? 0),
      savingsBytes: Math.round(audit.details.overallSavingsBytes ?? 0),
      items: (audit.details.items ?? []).slice(0, 5).map((item) => ({
        url: typeof item.url === 'string' ? item.url : undefined,
        wastedBytes: typeof item.wastedBytes === 'number' ? Math.round(item.wastedBytes) : undefined,
        wastedMs: typeof item.wastedMs === 'number' ? Math.round(item.wastedMs) : undefined,
      })),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpNode =
    lcpElement?.type === 'list'
      ? lcpElement.items?.[0]?.items?.[0]?.node
      : lcpElement?.type === 'table'
        ? lcpElement.items?.[0]?.node
        : undefined;
  const lcpPhases =
    lcpElement?.type === 'list' && lcpElement.items?.[1]?.type === 'table'
      ? Object.fromEntries(
          (lcpElement.items[1].items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
        )
      : undefined;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    metricLoss,
    opportunities,
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet } : undefined,
    lcpPhases,
    layoutShifts: shifts.map((shift) => ({
      score: Number(Number(shift.score).toFixed(4)),
      selector: shift.node?.selector,
      snippet: shift.node?.snippet,
    })),
    requests: requests.map((request) => ({
      url: request.url,
      resourceType: request.resourceType,
      transferSize: request.transferSize,
      resourceSize: request.resourceSize,
    })),
  };
}

/** Lighthouse's own threshold (core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
const SLOW_HOST_BENCHMARK_INDEX = 1000;

// ---- the run ----
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let exitCode = 0;
try {
  const appDir = appFolder();
  const tls = http2 ? makeCertificate() : undefined;
  if (http2 && !tls) {
    console.log('lighthouse: openssl could not make a certificate; serving HTTP/1.1 instead of HTTP/2');
    http2 = false;
  }
  console.log(
    `lighthouse: ${build ? 'building the app and the server, then ' : ''}starting the production server ` +
      '(fresh database, demo community) and the identity provider…',
  );
  stack = createStack({
    identity: { dataDir: join(workDir, 'identity'), port: 0, proxyPort: 0 },
    api: {
      port: 0,
      databaseDir: join(workDir, 'postgres'),
      seedDemo: true,
      // Every run comes from 127.0.0.1; the per-client limit is not what is measured.
      env: { RATE_LIMIT_PER_MINUTE: '100000' },
    },
    web: {
      mode: 'production',
      port: 0,
      outDir: appDir,
      build,
      ...(tls ? { tls: { certFile: tls.certFile, keyFile: tls.keyFile } } : {}),
    },
    env: stackEnvironment(),
    output(name, line) {
      stackLog.write(`[${name}] ${line}\n`);
      if (name === 'server' && line.startsWith(WEB_FILES_COMPRESSED)) filesCompressed();
    },
    onUnexpectedExit(name, code) {
      console.error(`lighthouse: ${name} exited (${code}) during the run; its output is in ${stackLogPath}`);
    },
  });
  const started = await stack.start();
  const routeJs = routeInitialJs(appDir, HOME_ROUTE_SOURCES);
  const siteUrl = started.webUrl;
  const siyumId = await findSiyumId(siteUrl, tls?.pem);
  // Built after the app (whose build empties the folder), served by the same server.
  const floor = await buildLighthouseFloor(appDir);
  const pages = [
    { name: 'floor', path: floor.path, reference: true },
    { name: 'home', path: '/' },
    { name: 'community', path: '/community' },
    { name: 'siyum', path: `/s/${siyumId}` },
  ];
  // A server in service has compressed its files (it starts on that as soon as it listens) and
  // answered its pages before: the first run must not measure its first seconds.
  const compressed = await Promise.race([
    webFilesCompressed.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 60_000)),
  ]);
  if (!compressed)
    console.log('lighthouse: the server had not compressed its files after 60 s; measuring anyway');
  for (const page of pages) await get(`${siteUrl}${page.path}`, tls?.pem);
  // The floor's scripts came after the server compressed the build: compressed now, not in a run.
  for (const script of floor.scripts)
    for (const encoding of ['br', 'gzip'])
      await get(`${siteUrl}${script}`, tls?.pem, { 'accept-encoding': encoding });
  console.log(
    `lighthouse: the production server at ${siteUrl} (${http2 ? 'HTTP/2 + TLS' : 'HTTP/1.1'}); ${runs} run(s) per page`,
  );

  const loadBefore = loadavg();
  const summary = [];
  // Round by round, every page once per round: a machine that slows down for a minute slows every
  // page's run of that round alike, the floor's too, instead of all the runs of one page.
  const resultsOf = new Map(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      if (interrupted) throw new Error('interrupted');
      const url = `${siteUrl}${page.path}`;
      const tracePath = traces ? join(tracesDir, `${page.name}-${run}.json`) : undefined;
      let result;
      try {
        result = await measure(url, tracePath);
      } catch (error) {
        // Lighthouse's own failures to record a run (NO_NAVSTART, NO_FCP…) happen now and then on a
        // busy machine: such a run is made again, once.
        if (!error?.lighthouseRuntimeError || interrupted) throw error;
        console.log(`  ${page.name.padEnd(10)} run ${run}/${runs}: ${error.message}; running it again`);
        result = await measure(url, tracePath);
      }
      resultsOf.get(page).push(result);
      console.log(
        `  ${page.name.padEnd(10)} run ${run}/${runs}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, ` +
          `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, CPU benchmark ${result.benchmarkIndex}`,
      );
    }
  }
  for (const page of pages) {
    const url = `${siteUrl}${page.path}`;
    const results = resultsOf.get(page);
    const median = medianRun(results);
    writeFileSync(join(reportsDir, `lighthouse-${page.name}.json`), JSON.stringify(median.lhr));
    const checks = Object.fromEntries(
      Object.entries(TARGETS).map(([key, target]) => [key, target.pass(median)]),
    );
    summary.push({
      page: page.name,
      path: page.path,
      reference: page.reference === true,
      url,
      median: {
        performance: median.performance,
        lcpMs: Math.round(median.lcpMs),
        fcpMs: Math.round(median.fcpMs),
        tbtMs: Math.round(median.tbtMs),
        cls: Number(median.cls.toFixed(4)),
        speedIndexMs: Math.round(median.siMs),
        benchmarkIndex: median.benchmarkIndex,
      },
      metricMedians: metricMedians(results),
      runs: results.map((result) => ({
        performance: result.performance,
        lcpMs: Math.round(result.lcpMs),
        fcpMs: Math.round(result.fcpMs),
        tbtMs: Math.round(result.tbtMs),
        cls: Number(result.cls.toFixed(4)),
        benchmarkIndex: result.benchmarkIndex,
      })),
      checks,
      warnings: median.warnings,
      diagnosis: diagnose(median.lhr),
      lighthouseVersion: median.lhr.lighthouseVersion,
      userAgent: median.lhr.environment?.hostUserAgent,
    });
  }

  // The home page's JS: what the build says it needs, and what the browser really fetched.
  const homeRequests = summary
    .find((entry) => entry.page === 'home')
    .diagnosis.requests.filter((request) => request.resourceType === 'Script');
  const fetched = requestedJs(
    appDir,
    homeRequests.map((request) => request.url),
  );
  const forbiddenFound = Object.values(routeJs.forbidden).some((found) => found.length > 0);
  const initialJs = {
    floorGz: FLOOR_GZ,
    budgetGz: INITIAL_JS_BUDGET_GZ,
    routeSources: HOME_ROUTE_SOURCES,
    entryGz: routeJs.entryGz,
    homeRouteGz: routeJs.totalGz,
    chunks: routeJs.chunks,
    fetchedByHomeGz: fetched.totalGz,
    fetchedByHome: fetched.files,
    forbidden: routeJs.forbidden,
    pass: routeJs.totalGz <= INITIAL_JS_BUDGET_GZ && !forbiddenFound,
  };

  // ---- the table ----
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  const pagesMeasured = summary.filter((entry) => !entry.reference);
  const floorEntry = summary.find((entry) => entry.reference);
  // The floor's row carries no verdict: it is the reading's reference, not a page of the product.
  const verdict = (entry, ok) => (entry.reference ? '' : ` ${mark(ok)}`);
  const label = (entry) => (entry.reference ? `${entry.page} (React + router)` : entry.path);
  const rows = [
    ['page', 'performance', 'LCP', 'TBT', 'CLS', 'FCP'],
    ...summary.map((entry) => [
      label(entry),
      `${entry.median.performance}${verdict(entry, entry.checks.performance)}`,
      `${entry.median.lcpMs} ms`,
      `${entry.median.tbtMs} ms${verdict(entry, entry.checks.tbt)}`,
      `${entry.median.cls.toFixed(3)}${verdict(entry, entry.checks.cls)}`,
      `${entry.median.fcpMs} ms`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(
    `\nLighthouse ${summary[0].lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), ${http2 ? 'HTTP/2' : 'HTTP/1.1'}, Lighthouse's median run of ${runs} (nearest the median FCP and TTI):`,
  );
  for (const row of rows)
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`);
  // Every run, so a median that passes or fails narrowly shows how far the runs spread.
  for (const entry of summary) {
    const sorted = (key) => entry.runs.map((run) => run[key]).sort((a, b) => a - b);
    console.log(
      `  ${label(entry)}: runs' performance ${sorted('performance').join(', ')}; TBT ${sorted('tbtMs').join(', ')} ms`,
    );
  }
  console.log(
    `  targets: ${Object.values(TARGETS)
      .map((target) => target.label)
      .join(', ')} (LCP and FCP for information)`,
  );
  // Each page against the floor measured in the same rounds: what the app adds to what React and the
  // router cost on this machine today, a reading that a slow day moves far less than the scores.
  if (floorEntry) {
    const signed = (value) => (value > 0 ? `+${value}` : `${value}`);
    const floorLine = `floor ${kb(floor.jsGz)} of JS (gzip 9): performance ${floorEntry.median.performance}, TBT ${floorEntry.median.tbtMs} ms`;
    const gaps = pagesMeasured.map(
      (entry) =>
        `${entry.path} ${signed(entry.median.performance - floorEntry.median.performance)} points, TBT ${signed(entry.median.tbtMs - floorEntry.median.tbtMs)} ms`,
    );
    console.log(`  against the ${floorLine}: ${gaps.join('; ')}`);
  }
  for (const entry of summary) {
    for (const warning of entry.warnings ?? []) console.log(`  warning (${entry.path}): ${warning}`);
    // Lighthouse's CLI warns below this index that the host's CPU is slower than its 4× assumes.
    if (entry.median.benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX)
      console.log(
        `  warning (${entry.path}): the median run's CPU benchmark was ${entry.median.benchmarkIndex}, under the ${SLOW_HOST_BENCHMARK_INDEX} below which Lighthouse says a host is slower than it expects`,
      );
    if (entry.reference || Object.values(entry.checks).every(Boolean)) continue;
    // Where the median run lost its points, and what Lighthouse would change first.
    const { metricLoss, opportunities, layoutShifts, lcpElement } = entry.diagnosis;
    const lost = metricLoss.map((metric) => `${metric.id} ${metric.displayValue} −${metric.pointsLost}`);
    console.log(`  ${entry.path}: points lost: ${lost.join(', ') || 'none'}`);
    if (lcpElement) console.log(`    LCP element: ${lcpElement.selector}`);
    for (const shift of layoutShifts) console.log(`    layout shift ${shift.score}: ${shift.selector}`);
    for (const opportunity of opportunities.slice(0, 3))
      console.log(
        `    opportunity: ${opportunity.title} (${opportunity.savingsMs} ms, ${kb(opportunity.savingsBytes)})`,
      );
  }
  const loadAfter = loadavg();
  const loads = (values) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(
    `  load average (1, 5, 15 min) before the runs ${loads(loadBefore)}, after ${loads(loadAfter)} on ${availableParallelism()} cores`,
  );
  // The runs themselves (Chrome, the server) add 1–2 to the 1-minute figure on these machines.
  if (loadBefore[0] > availableParallelism() / 2 || loadAfter[0] > availableParallelism() + 1)
    console.log(
      '  note: other work was running: it inflates the CPU-bound metrics (TBT, FCP, LCP); measure again when the machine is quiet',
    );

  console.log(
    `\nHome route initial JS (gzip 9): ${kb(initialJs.homeRouteGz)} = entry ${kb(initialJs.entryGz)} + the route's chunks; ` +
      `budget ${homeRoute.ratio} × ${kb(FLOOR_GZ)} = ${kb(INITIAL_JS_BUDGET_GZ)} ${mark(initialJs.homeRouteGz <= INITIAL_JS_BUDGET_GZ)}`,
  );
  console.log(
    `  every script / fetched during its median run (route preloads included): ${kb(initialJs.fetchedByHomeGz)} in ${fetched.files.length} files`,
  );
  for (const [name, found] of Object.entries(routeJs.forbidden)) {
    console.log(
      `  ${name} code up front: ${found.length ? `FAIL\n    ${found.join('\n    ')}` : 'none PASS'}`,
    );
  }

  const allPass =
    pagesMeasured.every((entry) => Object.values(entry.checks).every(Boolean)) && initialJs.pass;
  writeFileSync(
    join(reportsDir, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        settings: {
          formFactor: 'mobile',
          throttling: 'simulate (Lighthouse default)',
          server: 'packages/api/dist/server.js (production.ts)',
          protocol: http2 ? 'h2' : 'http/1.1',
          build: build ? 'built for this run' : 'copy of dist/app (--no-build)',
          chromeFlags: CHROME_FLAGS,
          runs,
          siyumId,
          loadAverage: { before: loadBefore, after: loadAfter, cores: availableParallelism() },
        },
        targets: Object.fromEntries(Object.entries(TARGETS).map(([key, target]) => [key, target.label])),
        pass: allPass,
        pages: summary.map(({ diagnosis, ...entry }) => ({
          ...entry,
          diagnosis: { ...diagnosis, requests: diagnosis.requests.length },
        })),
        initialJs,
        floor: { path: floor.path, jsGz: floor.jsGz },
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `\n${allPass ? 'All targets met.' : 'Some targets missed.'} Summary: reports/lighthouse.json; median runs: reports/lighthouse-<page>.json.`,
  );
  if (strict && !allPass) exitCode = 1;
} catch (error) {
  if (!interrupted) {
    console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`  the stack's output: ${stackLogPath}`);
    exitCode = 1;
  }
} finally {
  await stopAll();
}
if (!interrupted) process.exit(exitCode);
