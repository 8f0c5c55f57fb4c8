// `npm start`: installs what is missing, then runs the whole local stack until Ctrl-C:
// identity (cognito-local + our compatibility proxy, demo users), then the API and the web app.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root } from './lib/bootstrap.mjs';

ensureDependencies();

const webPort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const identityPort = Number(process.env.IDENTITY_PORT ?? 9229);
const identityProxyPort = Number(process.env.IDENTITY_PROXY_PORT ?? 9228);
const bin = (name) => join(root, 'node_modules', '.bin', name);

const baseEnv = {
  ...process.env,
  PORT: String(webPort),
  API_PORT: String(apiPort),
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

const children = [];
let stopping = false;

/** Starts one part of the stack with prefixed log lines; `onLine` sees its stdout lines. */
function startService(name, command, args, env, onLine) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const relay = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        if (onLine?.(line) === false) continue;
        out.write(`[${name}] ${line}\n`);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${signal ?? code}); stopping the stack.`);
    stop(code || 1);
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  force.unref();
  Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// 1. Identity: cognito-local (data under .data/identity) behind the proxy; waits for its ready line.
const identity = await new Promise((resolve) => {
  const timer = setTimeout(() => {
    console.error('[identity] not ready after 120 s; stopping the stack.');
    stop(1);
  }, 120_000);
  startService(
    'identity',
    bin('tsx'),
    ['packages/api/src/identity/local/main.ts'],
    {
      ...baseEnv,
      IDENTITY_DATA_DIR: join(root, '.data', 'identity'),
      IDENTITY_PORT: String(identityPort),
      IDENTITY_PROXY_PORT: String(identityProxyPort),
    },
    (line) => {
      if (!line.startsWith('IDENTITY_READY ')) return true;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('IDENTITY_READY '.length)));
      return false;
    },
  );
});
if (stopping) await new Promise(() => {});

// 2. The API (local identity mode) and the web app.
const apiEnv = {
  ...baseEnv,
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  LOCAL_IDENTITY: '1',
  LOCAL_IDENTITY_ISSUER: identity.issuer,
  LOCAL_IDENTITY_CLIENT_ID: identity.userPoolClientId,
  LOCAL_IDENTITY_POOL_ID: identity.userPoolId,
  LOCAL_IDENTITY_ENDPOINT: identity.endpoint,
  LOCAL_IDENTITY_JWKS_URI: identity.jwksUri,
};
startService('api', bin('tsx'), ['packages/api/src/main.ts'], apiEnv);
startService('web', bin('vite'), ['--clearScreen', 'false'], baseEnv);

const demoLines = identity.demoUsers.map((user) => `    ${user.email.padEnd(22)} (${user.key})`).join('\n');
console.log(`
Siyum is starting:
  web       http://127.0.0.1:${webPort}
  api       http://127.0.0.1:${apiPort}/api/health  (also proxied at http://127.0.0.1:${webPort}/api/health)
  config    http://127.0.0.1:${webPort}/api/config
  identity  ${identity.endpoint}  (Cognito API, local emulator; pool ${identity.userPoolId}, client ${identity.userPoolClientId})

Demo accounts (local only), password: ${identity.demoPassword}
${demoLines}
  Emailed codes (sign-up, reset) are always 123456.
Press Ctrl-C to stop.
`);
