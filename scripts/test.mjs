// `npm test`: on Node 24 (run again on it when started by an older Node), installs what is missing,
// then runs every check and closes with one line `N passed, N failed`. Arguments after `--` go to
// Vitest (e.g. `npm test -- -u` accepts baselines). Each Vitest and Playwright test counts once;
// each other check counts as one test.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  ensureChromium,
  ensureDependencies,
  ensureToolchainNode,
  envWithNode,
  nodeFromNpm,
  root,
  run,
} from './lib/bootstrap.mjs';

await ensureToolchainNode();
ensureDependencies();
ensureChromium();

const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
const vitestArgs = process.argv.slice(2);

/** Checks that are not Vitest tests each count as one test in the closing line. */
const checks = [];

/**
 * Single-threaded checks (the type checkers, the linters) started together, the cores shared among
 * them: on 2 cores the five took 41 s one after the other. Each one's output is printed whole, in order.
 */
async function checksSideBySide(list) {
  const started = list.map(([name, command, args]) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const status = new Promise((resolve) => {
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        resolve(1);
      });
      child.on('close', (code) => resolve(code ?? 1));
    });
    return { name, output, status };
  });
  for (const { name, output, status } of started) {
    const code = await status;
    console.log(`\n▶ ${name}`);
    process.stdout.write(Buffer.concat(output));
    checks.push({ name, ok: code === 0 });
    if (code !== 0) console.error(`✖ ${name} failed`);
  }
}

/** A test runner's report, read after it ran; a run without one counts as one failure. */
function countReport(name, status, output, count) {
  if (!existsSync(output)) {
    checks.push({ name: `${name} (crashed before reporting)`, ok: false });
    return;
  }
  const { passed, failed, skipped, failures } = count(JSON.parse(readFileSync(output, 'utf8')));
  // A failing exit with no failed test (a setup error, an unhandled error) still fails the run.
  runs.push({ name, passed, failed: failed + (status !== 0 && failed === 0 ? 1 : 0), skipped, failures });
}

/**
 * A Vitest run: its command, and how its report is counted. With `nodePackage` (e.g. node@22)
 * Vitest, and all it spawns, runs on that Node binary from the npm registry (the same `node`
 * package the toolchain's Node 24 comes from). Null (and a failed check) when that Node cannot be had.
 */
function vitestRun(name, args, extraEnv = {}, nodePackage = undefined) {
  const output = join(resultsDir, `${name}.json`);
  const node = nodePackage ? nodeFromNpm(nodePackage) : undefined;
  if (node?.error) {
    console.error(`✖ ${nodePackage} could not be had: ${node.error}`);
    checks.push({ name: `vitest ${name} (${nodePackage} could not be fetched)`, ok: false });
    return null;
  }
  return {
    name,
    title: `vitest: ${name}${node ? ` (on Node ${node.version}: ${node.execPath})` : ''}`,
    command: node ? node.execPath : 'npx',
    args: [
      node ? 'node_modules/vitest/vitest.mjs' : 'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...vitestArgs,
    ],
    env: { ...(node ? envWithNode(node, env) : env), ...extraEnv },
    count: (status) =>
      countReport(`vitest ${name}`, status, output, (report) => ({
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
        failures: report.testResults.flatMap((file) =>
          file.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${relative(root, file.name)} > ${test.fullName}${reason(test.failureMessages)}`),
        ),
      })),
  };
}

function vitest(...options) {
  const pass = vitestRun(...options);
  if (!pass) return;
  console.log(`\n▶ ${pass.title}`);
  pass.count(run(pass.command, pass.args, { env: pass.env }));
}

/**
 * The same, started in the background with its output in a file: what it prints follows the
 * foreground's when `done()` is awaited. For a pass that mostly waits (on Postgres), beside one that
 * mostly waits on a browser.
 */
function vitestInBackground(...options) {
  const pass = vitestRun(...options);
  if (!pass) return { done: async () => {} };
  const logFile = join(resultsDir, `${pass.name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(pass.command, pass.args, { cwd: root, env: pass.env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  console.log(`\n▶ ${pass.title}: started beside the next step (output below when it ends)`);
  return {
    async done() {
      const status = await exited;
      closeSync(log);
      console.log(`\n▶ ${pass.title}`);
      process.stdout.write(readFileSync(logFile));
      pass.count(status);
    },
  };
}

/** The end-to-end suite (e2e/): Playwright in Debian's Chromium against the real local stack. */
function playwright() {
  const output = join(resultsDir, 'e2e.json');
  console.log('\n▶ playwright: e2e (the real local stack in Chromium)');
  const status = run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
    },
  );
  // A flaky test (passed only on a retry) counts as failed; the suite runs without retries anyway.
  countReport('playwright e2e', status, output, (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + (report.errors.length > 0 ? 1 : 0),
    skipped: report.stats.skipped,
    failures: [
      ...playwrightSpecs(report.suites)
        .filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
        .map(
          (spec) =>
            `e2e/${spec.file}:${spec.line} > ${spec.title}${reason(
              spec.tests.flatMap((test) =>
                test.results.flatMap((result) => result.errors.map((e) => e.message ?? '')),
              ),
            )}`,
        ),
      ...report.errors.map((error) => error.message?.split('\n')[0] ?? 'an error outside the tests'),
    ],
  }));
}

/**
 * A failure's first line, after its name: CI's record may keep only the log's tail, where the
 * closing list of failures is, and a name alone does not say whether a limit ran out or an
 * assertion failed.
 */
function reason(messages) {
  const first = (messages ?? [])
    .join('\n')
    .split('\n')
    .find((line) => line.trim() !== '');
  if (!first) return '';
  const line = stripVTControlCharacters(first).trim();
  return ` — ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`;
}

/** Every spec in a Playwright JSON report, however deep its describe blocks nest. */
function playwrightSpecs(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites)]);
}
const runs = [];

await checksSideBySide([
  ['typecheck: app, ui, domain, stories', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['typecheck: api, devstack', 'npx', ['tsc', '-p', 'packages/api/tsconfig.json']],
  ['typecheck: e2e', 'npx', ['tsc', '-p', 'e2e/tsconfig.json']],
  ['lint + format (biome)', 'npx', ['biome', 'ci', '--reporter=summary', '.']],
  // Issue 19: duplicated source regrew from 3 pairs to 36 in three issues because nothing watched.
  // .jscpd.json: product source only (no tests, stories, fixtures, text tables); lower its threshold
  // as code is consolidated, never raise it without a reason in the commit.
  ['duplication (jscpd, threshold in .jscpd.json)', 'npx', ['jscpd', '--config', '.jscpd.json', '--silent']],
]);
// The server project runs on an embedded Postgres of its own (packages/api/test/support/globalSetup.ts).
vitest('all', []);
// A second server pass: on TEST_SERVER_NODE (an npm package such as node@22, the other LTS the
// server must run on; CI sets it) and/or against TEST_DATABASE_URL (an external Postgres server a
// developer names); otherwise on an embedded Postgres again.
// It runs beside the end-to-end suite (CI: 161 s, and e2e 5 min, on 2 cores that both mostly
// wait — on Postgres, on the browser): one after the other took CI past 15 minutes.
const serverNode = process.env.TEST_SERVER_NODE;
const externalDatabase = process.env.TEST_DATABASE_URL;
const secondServerPass =
  serverNode || externalDatabase
    ? vitestInBackground(
        ['server', externalDatabase ? 'external-postgres' : 'embedded-postgres', serverNode]
          .filter(Boolean)
          .join('-'),
        ['--project', 'server'],
        externalDatabase ? { DATABASE_URL: externalDatabase } : {},
        serverNode,
      )
    : { done: async () => {} };
playwright();
await secondServerPass.done();

const passed = checks.filter((c) => c.ok).length + runs.reduce((n, r) => n + r.passed, 0);
const failed = checks.filter((c) => !c.ok).length + runs.reduce((n, r) => n + r.failed, 0);
const skipped = runs.reduce((n, r) => n + r.skipped, 0);
writeFileSync(
  join(resultsDir, 'summary.json'),
  JSON.stringify({ passed, failed, skipped, checks, runs }, null, 2),
);

console.log('\nSummary');
for (const c of checks) console.log(`  ${c.ok ? '✔' : '✖'} ${c.name}`);
for (const r of runs) {
  console.log(`  ${r.failed ? '✖' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures) console.log(`      ✖ ${failure}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
