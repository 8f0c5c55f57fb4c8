// Publishes Storybook to Chromatic's hosted service. Without a real project token chromatic
// retries outside addresses forever, so this refuses to start instead. Unreviewed visual changes
// fail the run (no `--exit-zero-on-changes`): a reviewer accepts them on chromatic.com first.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The chromatic command line: build Storybook with our script; extra arguments after it. */
export function chromaticArgs(extra = []) {
  return ['chromatic', '--build-script-name', 'build:storybook', ...extra];
}

function main() {
  if (!process.env.CHROMATIC_PROJECT_TOKEN) {
    console.error(
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
        'Set it to the project token from chromatic.com to publish; local visual regression runs in `npm test`.',
    );
    process.exit(1);
  }
  const result = spawnSync('npx', chromaticArgs(process.argv.slice(2)), {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
