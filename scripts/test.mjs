// `npm test`: installs what is missing, then runs every check and closes with one line
// `N passed, N failed`. Arguments after `--` go to Vitest (e.g. `npm test -- -u` accepts baselines).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, root, run } from './lib/bootstrap.mjs';

ensureDependencies();
ensureChromium();

const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
const vitestArgs = process.argv.slice(2);

/** Checks that are not Vitest tests each count as one test in the closing line. */
const checks = [];
function check(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args, { env, ...options });
  checks.push({ name, ok: status === 0 });
  if (status !== 0) console.error(`✖ ${name} failed`);
}

function vitest(name, args, extraEnv = {}) {
  const output = join(resultsDir, `${name}.json`);
  console.log(`\n▶ vitest: ${name}`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...vitestArgs,
    ],
    {
      env: { ...env, ...extraEnv },
    },
  );
  if (!existsSync(output)) {
    checks.push({ name: `vitest ${name} (crashed before reporting)`, ok: false });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  vitestRuns.push({
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  });
}
const vitestRuns = [];

check('typecheck: app, ui, domain, stories', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('typecheck: api', 'npx', ['tsc', '-p', 'packages/api/tsconfig.json']);
check('lint + format (biome)', 'npx', ['biome', 'ci', '--reporter=summary', '.']);
vitest('all', []);
// CI provides a real Postgres server: the server suite runs again against it.
if (process.env.TEST_DATABASE_URL) {
  vitest('server-postgres', ['--project', 'server'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
}

const passed = checks.filter((c) => c.ok).length + vitestRuns.reduce((n, r) => n + r.passed, 0);
const failed = checks.filter((c) => !c.ok).length + vitestRuns.reduce((n, r) => n + r.failed, 0);
const skipped = vitestRuns.reduce((n, r) => n + r.skipped, 0);
writeFileSync(
  join(resultsDir, 'summary.json'),
  JSON.stringify({ passed, failed, skipped, checks, vitestRuns }, null, 2),
);

console.log('\nSummary');
for (const c of checks) console.log(`  ${c.ok ? '✔' : '✖'} ${c.name}`);
for (const r of vitestRuns)
  console.log(`  ${r.failed ? '✖' : '✔'} vitest ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
