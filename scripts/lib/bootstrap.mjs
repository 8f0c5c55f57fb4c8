// Makes a fresh clone runnable: runs the toolchain on Node 24 whatever Node started it, installs npm
// dependencies when missing or out of date, and Debian's Chromium for the browser tests. Plain
// JavaScript: it runs before anything is installed.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const STAMP = join(root, 'node_modules', '.siyum-install-stamp');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The Node major the toolchain runs on: `npm start`, `npm test`, CI (`.nvmrc` says the same). */
export const TOOLCHAIN_NODE_MAJOR = 24;

const nodeMajor = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * A Node binary from the `node` npm package (`spec`: `node@24`, `node@22`), by npx: downloaded into
 * npm's cache once (a 50 MB tarball), found there afterwards without asking the registry. When it is
 * neither cached nor fetchable, `error` says why in a few words. `bin` is the directory to put first
 * on PATH.
 * @param {string} spec
 * @returns {{ execPath: string, bin: string, version: string, error?: undefined } | { error: string }}
 */
export function nodeFromNpm(spec) {
  const probe = [
    '--yes',
    `--package=${spec}`,
    '--',
    'node',
    '-p',
    'process.execPath + " " + process.version',
  ];
  // Not from the project's directory: there npx first reads the project's whole dependency tree
  // (0.8–1.5 s instead of 0.4–0.6 s), and the `node` package is never a project dependency.
  const options = { cwd: tmpdir(), encoding: 'utf8' };
  let result = spawnSync('npx', ['--offline', ...probe], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    console.error(`setup: fetching ${spec} from the npm registry (the \`node\` package, once)…`);
    // Fewer and shorter retries than npm's defaults: offline, the answer comes in seconds, not minutes.
    const retries = ['--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=5000'];
    result = spawnSync('npx', [...retries, ...probe], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  }
  const [execPath, version] = (result.stdout ?? '').trim().split('\n').at(-1)?.split(' ') ?? [];
  if (result.status !== 0 || !execPath || !version) {
    // npm's own account is a page long; its error code says enough (ENOTFOUND, ECONNREFUSED, E404…).
    const code = /npm error code (\S+)/.exec(result.stderr ?? '')?.[1] ?? `exit ${result.status}`;
    return { error: `npx --package=${spec}: ${code}` };
  }
  return { execPath, bin: dirname(execPath), version };
}

/** `env` with `node`'s bin directory first on PATH, so every `node`, npm and npx under it runs on it. */
export function envWithNode(node, env = process.env) {
  const path = [node.bin, ...(env.PATH ?? '').split(delimiter).filter((dir) => dir && dir !== node.bin)];
  return {
    ...env,
    PATH: path.join(delimiter),
    // What npm tells scripts about the Node it runs on; tools spawn it (`npm_node_execpath`, `NODE`).
    ...(env.npm_node_execpath ? { npm_node_execpath: node.execPath } : {}),
    ...(env.NODE ? { NODE: node.execPath } : {}),
  };
}

/**
 * The toolchain's Node: this one when its major is at least 24, else Node 24 from the `node` npm
 * package (`nodeFromNpm`). Exits with a sentence saying what to do when neither can be had.
 * @returns {{ execPath: string, bin: string, version: string }}
 */
export function toolchainNode() {
  if (nodeMajor(process.version) >= TOOLCHAIN_NODE_MAJOR) {
    return { execPath: process.execPath, bin: dirname(process.execPath), version: process.version };
  }
  const node = nodeFromNpm(`node@${TOOLCHAIN_NODE_MAJOR}`);
  if (!node.error && nodeMajor(node.version) >= TOOLCHAIN_NODE_MAJOR) return node;
  console.error(
    `setup: this needs Node ${TOOLCHAIN_NODE_MAJOR}, found Node ${process.version}, and could not fetch ` +
      `Node ${TOOLCHAIN_NODE_MAJOR} from the npm registry (${node.error ?? node.version}): install Node ` +
      `${TOOLCHAIN_NODE_MAJOR} (\`nvm install\` reads .nvmrc), or run this once with the npm registry reachable.`,
  );
  process.exit(1);
}

/**
 * `npm start` and `npm test` run on Node 24 whatever Node started them. On an older Node this runs
 * the same script again on Node 24 (`toolchainNode`), its bin directory first on PATH so that all it
 * spawns — npm, npx, Vitest, Playwright, Storybook, tsx, Vite — runs on Node 24 too; it passes
 * SIGINT, SIGTERM and SIGHUP on, exits with the script's exit code (or dies of its signal), and never
 * resolves. On Node 24 or later it returns at once.
 */
export async function ensureToolchainNode() {
  if (nodeMajor(process.version) >= TOOLCHAIN_NODE_MAJOR) return;
  const node = toolchainNode();
  console.log(
    `setup: Node ${process.version} is older than the toolchain's Node ${TOOLCHAIN_NODE_MAJOR}; ` +
      `running on Node ${node.version} from the \`node\` npm package (${node.execPath}).`,
  );
  const child = spawn(node.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: envWithNode(node),
  });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  // A Ctrl-C reaches both processes (same process group); passing it on as well covers a signal
  // sent to this one alone. The script stops once, however many it gets.
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of signals) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(`setup: could not run Node ${node.version}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const s of signals) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  await new Promise(() => {});
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
  // On the toolchain's Node whatever Node runs this (`npm run lighthouse` on an older one): npm
  // refuses an install on a Node that `engines` does not admit (engine-strict in .npmrc).
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { env: envWithNode(toolchainNode()) }) !== 0) {
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
