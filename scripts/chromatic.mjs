// Publishes Storybook to Chromatic's hosted service. Without a real project token chromatic
// retries outside addresses forever, so this refuses to start instead.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to the project token from chromatic.com to publish; local visual regression runs in `npm test`.',
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build:storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
);
process.exit(result.status ?? 1);
