/**
 * Starts the real local stack once per run — identity provider (with the demo users), an
 * embedded Postgres on a fresh directory (initdb ~1 s), and what a deploy runs: the production
 * build of the web app and the built one-process server (`npm run start:prod`:
 * packages/api/dist/server.js), which serves the app, link previews and the API on one port and
 * migrates the database as it starts — on free 127.0.0.1 ports with temporary data, so it never
 * meets a running `npm start`. Returns the teardown that stops every process and deletes the data.
 * The stack's output goes to `e2e/test-results/stack.log` (E2E_VERBOSE=1 also prints it).
 */
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createStack } from '../../scripts/lib/stack.mjs';
import { STACK_ENV, type StackEnv, SUPPORT_STAFF_EMAIL } from './stackEnv';

/**
 * The stack's environment: the caller's, minus what would point it elsewhere (a Postgres server,
 * the real Cognito pool, the address service) — the suite always runs on its own local data.
 */
function stackEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|EMBEDDED_PG_DIR|COGNITO_|LOCAL_IDENTITY|SMARTY_|IDENTITY_)/.test(name))
      delete env[name];
  }
  return env;
}

// Colour codes some tools print even with NO_COLOR (the build's timings report).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it matches.
const ANSI_COLOURS = /\x1b\[[0-9;]*m/g;

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)}s`;
  const workDir = await mkdtemp(join(tmpdir(), 'siyum-e2e-'));
  // As root, the embedded postgres runs as the `postgres` user and must reach its directory.
  await chmod(workDir, 0o755);
  const artefacts = config.projects[0]?.outputDir ?? join(process.cwd(), 'test-results');
  mkdirSync(artefacts, { recursive: true });
  const logPath = join(artefacts, 'stack.log');
  const log = createWriteStream(logPath);
  const verbose = process.env.E2E_VERBOSE === '1';
  const databaseDir = join(workDir, 'postgres');
  const webDir = join(workDir, 'web');

  const stack = createStack({
    identity: { dataDir: join(workDir, 'identity'), port: 0, proxyPort: 0 },
    api: {
      port: 0,
      databaseDir,
      // Empty by default: seeding the demo community costs ~3 s and no spec needs it yet.
      seedDemo: process.env.E2E_SEED_DEMO === '1',
      // Every request of every test comes from 127.0.0.1: the per-client limit is not under test here.
      // A confirmation email waits a second, not a minute, so a spec can read it.
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        SUPPORT_STAFF_EMAILS: SUPPORT_STAFF_EMAIL,
        MAIL_CONFIRMATION_DELAY_SECONDS: '1',
        // A send that keeps failing is marked failed after 3 attempts within seconds, not 5 retries
        // over an hour, so a spec can watch an SMTP outage end in "failed" (mail-outage.spec.ts).
        JOB_RETRY_LIMIT: '2',
        JOB_RETRY_DELAY_SECONDS: '1',
        // Idle workers ask every half second (production: 2 s), so no spec waits on polling.
        JOB_POLL_INTERVAL_SECONDS: '0.5',
      },
    },
    web: { mode: 'production', port: 0, outDir: webDir },
    env: stackEnvironment(),
    output(name, raw) {
      const line = raw.replace(ANSI_COLOURS, '');
      log.write(`${elapsed()} [${name}] ${line}\n`);
      if (verbose) process.stdout.write(`[${name}] ${line}\n`);
    },
    onUnexpectedExit(name, code) {
      process.stderr.write(`\n[e2e] ${name} exited (${code}) during the run; its output is in ${logPath}\n`);
    },
  });

  const removeWorkDir = () => rm(workDir, { recursive: true, force: true });
  // Playwright may exit on Ctrl-C before an asynchronous teardown ends: the stack's own exit hook
  // (registered first, so it runs first) kills its processes, this one removes the data.
  const removeOnExit = () => rmSync(workDir, { recursive: true, force: true });
  process.on('exit', removeOnExit);
  let stopped: Promise<void> | undefined;
  const teardown = () => {
    stopped ??= stack
      .stop()
      .then(removeWorkDir)
      .finally(() => new Promise<void>((resolve) => log.end(resolve)));
    return stopped;
  };
  // Ctrl-C: Playwright may exit before it calls the teardown; start it at once.
  const onSignal = () => void teardown();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const started = await stack.start();
    if (!started.database)
      throw new Error('the e2e stack runs the production server on a database of its own');
    const env: StackEnv = {
      webUrl: started.webUrl,
      apiUrl: started.apiUrl,
      webDir,
      identity: {
        endpoint: started.identity.endpoint,
        upstream: started.identity.upstream,
        userPoolId: started.identity.userPoolId,
        userPoolClientId: started.identity.userPoolClientId,
        demoPassword: started.identity.demoPassword,
        demoUsers: started.identity.demoUsers,
      },
      storage: {
        endpoint: started.identity.storageEndpoint,
        bucket: started.identity.storageBucket,
        region: started.identity.storageRegion,
        accessKeyId: started.identity.storageAccessKeyId,
        secretAccessKey: started.identity.storageSecretAccessKey,
      },
      mailWebUrl: started.mail.webUrl,
      mailControlUrl: started.mail.controlUrl,
      databaseUrl: started.database.url,
    };
    // Workers inherit the runner's environment: the fixtures read the stack from here.
    process.env[STACK_ENV] = JSON.stringify(env);
    const ready = `stack ready in ${elapsed().trim()}: web ${started.webUrl}, api ${started.apiUrl}`;
    log.write(`${elapsed()} [e2e] ${ready}\n`);
    process.stdout.write(`[e2e] ${ready}\n`);
  } catch (error) {
    await teardown();
    throw new Error(`The e2e stack did not start (full output: ${logPath}):\n${(error as Error).message}`);
  }
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await teardown();
    process.off('exit', removeOnExit);
  };
}
