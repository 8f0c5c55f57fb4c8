import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IdentityConfig } from '@siyum/api/identity';
import { type CognitoJson, cognitoCall } from '@siyum/api/identity/cognito';
import { freePort } from '../freePort';
import type { CredentialAuthority } from '../storage/credentials';
import { type CreateUserOptions, ensureUser, signIn, type Tokens } from './accounts';
import { openIdentityPool } from './identityPool';
import type { PasswordPolicy } from './passwordPolicy';
import { type LocalIdentityInfo, provision } from './provision';
import { type RunningCompatProxy, startCompatProxy } from './proxy';

export type { CreateUserOptions, Tokens } from './accounts';
export type { LocalIdentityInfo } from './provision';

/**
 * Starts the local identity provider: cognito-local (a child process, data in `<dataDir>/.cognito`)
 * behind our compatibility proxy, and provisions a user pool + app client idempotently
 * (decision 0007), and the identity pool the proxy answers (identityPool.ts, state in
 * `<dataDir>/identity-pool.json`). Local only — its signing key is public.
 */
export interface LocalIdentityOptions {
  dataDir: string;
  /** cognito-local's port (its tokens' issuer is http://127.0.0.1:<port>/<pool>). 0 picks a free one. */
  port: number;
  /** The compatibility proxy's port — what the browser and the server call. 0 picks a free one. */
  proxyPort: number;
  /** Fixes every emailed code (cognito-local's `CODE`). Default 123456. */
  code?: string;
  poolName?: string;
  clientName?: string;
  passwordPolicy?: PasswordPolicy;
  log?: (message: string) => void;
  /** Forward cognito-local's own output to `log` (noisy). */
  verbose?: boolean;
  /** The web app's origins: the only browser origins the proxy answers (CORS). */
  allowedOrigins?: readonly string[];
  /** The identity pool's clock (ID token expiry, credential expiry); tests move it. */
  now?: () => number;
}

export interface LocalIdentity extends LocalIdentityInfo {
  config: IdentityConfig;
  /** Mints and checks the identity pool's AWS credentials: give it to `startLocalStorage`. */
  credentials: CredentialAuthority;
  /** Creates (or updates) a confirmed user with a permanent password; returns its `sub`. */
  ensureUser(email: string, options: CreateUserOptions): Promise<{ sub: string; username: string }>;
  /** USER_PASSWORD_AUTH through the proxy. */
  signIn(email: string, password: string): Promise<Tokens>;
  /** Admin call straight to cognito-local. */
  admin(operation: string, body: CognitoJson): Promise<CognitoJson>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const log = options.log ?? (() => {});
  const host = '127.0.0.1';
  const port = options.port === 0 ? await freePort() : options.port;
  const code = options.code ?? '123456';
  await mkdir(options.dataDir, { recursive: true });

  const noBrowsers = fileURLToPath(new URL('./noBrowsers.cjs', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--require', noBrowsers, require.resolve('cognito-local/lib/bin/start.js')],
    {
      cwd: options.dataDir,
      env: { ...process.env, PORT: String(port), HOST: host, CODE: code },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    if (options.verbose) for (const line of text.split('\n')) if (line.trim()) log(`cognito-local: ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const upstream = `http://${host}:${port}`;
  let proxy: RunningCompatProxy | undefined;
  try {
    const identityPool = await openIdentityPool({
      dataDir: options.dataDir,
      ...(options.now ? { now: options.now } : {}),
    });
    await waitForHealth(upstream, child, () => output);
    proxy = await startCompatProxy({
      identityPool,
      upstream,
      port: options.proxyPort,
      host,
      code,
      ...(options.passwordPolicy ? { passwordPolicy: options.passwordPolicy } : {}),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      log,
    });
    const userPool = await provision(upstream, proxy.url, options);
    identityPool.trust({ issuer: userPool.issuer, clientId: userPool.userPoolClientId });
    const info: LocalIdentityInfo = {
      ...userPool,
      identityPoolId: identityPool.identityPoolId,
      identityPoolEndpoint: proxy.url,
    };
    await writeFile(join(options.dataDir, 'identity.json'), `${JSON.stringify(info, null, 2)}\n`);
    log(
      `identity: cognito-local ${upstream}, proxy ${proxy.url}, pool ${info.userPoolId}, client ${info.userPoolClientId}, identity pool ${info.identityPoolId}`,
    );
    return handleOf(info, identityPool.credentials, child, proxy);
  } catch (error) {
    await proxy?.close();
    await stopChild(child);
    throw error;
  }
}

function handleOf(
  info: LocalIdentityInfo,
  credentials: CredentialAuthority,
  child: ChildProcess,
  proxy: RunningCompatProxy,
): LocalIdentity {
  let closed: Promise<void> | undefined;
  return {
    ...info,
    credentials,
    config: {
      mode: 'local',
      issuer: info.issuer,
      clientId: info.userPoolClientId,
      region: info.region,
      userPoolId: info.userPoolId,
      jwksUri: info.jwksUri,
      endpoint: info.endpoint,
      passwordPolicy: info.passwordPolicy,
    },
    admin: (operation, body) => cognitoCall(`${info.upstream}/`, operation, body),
    ensureUser: (email, userOptions) => ensureUser(info, email, userOptions),
    signIn: (email, password) => signIn(info, email, password),
    close() {
      closed ??= (async () => {
        await proxy.close();
        await stopChild(child);
      })();
      return closed;
    },
  };
}

async function waitForHealth(upstream: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`cognito-local exited during start-up:\n${output()}`);
    try {
      const response = await fetch(`${upstream}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`cognito-local did not answer /health at ${upstream}:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
