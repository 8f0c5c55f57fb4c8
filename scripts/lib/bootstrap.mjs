// Makes a fresh clone runnable: installs npm dependencies when missing or out of date, and
// Debian's Chromium for the browser tests. Plain JavaScript: it runs before anything is installed.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const STAMP = join(root, 'node_modules', '.siyum-install-stamp');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// The lock file is what `npm ci` installs from; any dependency change rewrites it, while edits to
// other package.json fields (scripts, exports) need no reinstall.
function lockDigest() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/** `npm ci` when node_modules is missing or was installed from another lock file. */
export function ensureDependencies() {
  const digest = lockDigest();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  console.log('setup: installing npm dependencies (npm ci)…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('setup: npm ci failed; see the output above.');
    process.exit(1);
  }
  writeFileSync(STAMP, digest);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests drive Debian's Chromium; Playwright's own download cannot work here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `setup: Chromium is missing at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('setup: installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
  ) {
    console.error('setup: apt-get could not install chromium.');
    process.exit(1);
  }
}
