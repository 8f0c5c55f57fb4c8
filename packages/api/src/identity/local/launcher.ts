import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { IdentityConfig } from '../verifier';
import { type PasswordPolicy, type RunningCompatProxy, startCompatProxy } from './proxy';

/**
 * Starts the local identity provider: cognito-local (a child process, data in `<dataDir>/.cognito`)
 * behind our compatibility proxy, and provisions a user pool + app client idempotently
 * (decision 0007). Local only — its signing key is public.
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
}

/** What `<dataDir>/identity.json` holds, and what the API and the browser need to know. */
export interface LocalIdentityInfo {
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  issuer: string;
  /** The proxy: Amplify's `userPoolEndpoint` and the server's GetUser endpoint. */
  endpoint: string;
  jwksUri: string;
  /** cognito-local itself (admin calls; not for the browser). */
  upstream: string;
}

export interface CreateUserOptions {
  password: string;
  givenName?: string;
  familyName?: string;
  phoneNumber?: string;
  /** Extra attributes (`custom:Zip`, …). */
  attributes?: Record<string, string>;
}

export interface LocalIdentity extends LocalIdentityInfo {
  config: IdentityConfig;
  /** Creates (or updates) a confirmed user with a permanent password; returns its `sub`. */
  ensureUser(email: string, options: CreateUserOptions): Promise<{ sub: string; username: string }>;
  /** USER_PASSWORD_AUTH through the proxy. */
  signIn(
    email: string,
    password: string,
  ): Promise<{ accessToken: string; idToken: string; refreshToken: string }>;
  /** Admin call straight to cognito-local. */
  admin(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The custom attributes of spec §3 ("Identity attributes stored at the provider"). */
export const CUSTOM_ATTRIBUTES = ['Zip', 'City', 'Street', 'Street2', 'Country', 'State', 'AgreementSigned'];

export class CognitoCallError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
    this.name = 'CognitoCallError';
  }
}

export async function cognitoCall(
  endpoint: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${operation}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok)
    throw new CognitoCallError(String(parsed.__type ?? response.status), String(parsed.message ?? ''));
  return parsed;
}

/** A free TCP port on 127.0.0.1 (cognito-local needs a real port up front: it is in the issuer). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const require = createRequire(import.meta.url);

export async function startLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const log = options.log ?? (() => {});
  const host = '127.0.0.1';
  const port = options.port === 0 ? await freePort() : options.port;
  await mkdir(options.dataDir, { recursive: true });

  const child = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(port), HOST: host, CODE: options.code ?? '123456' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    await waitForHealth(upstream, child, () => output);
    proxy = await startCompatProxy({
      upstream,
      port: options.proxyPort,
      host,
      ...(options.passwordPolicy ? { passwordPolicy: options.passwordPolicy } : {}),
      log,
    });
    const info = await provision(upstream, proxy.url, options);
    await writeFile(join(options.dataDir, 'identity.json'), `${JSON.stringify(info, null, 2)}\n`);
    log(
      `identity: cognito-local ${upstream}, proxy ${proxy.url}, pool ${info.userPoolId}, client ${info.userPoolClientId}`,
    );
    return makeHandle(info, child, proxy);
  } catch (error) {
    await proxy?.close();
    await stopChild(child);
    throw error;
  }
}

function makeHandle(info: LocalIdentityInfo, child: ChildProcess, proxy: RunningCompatProxy): LocalIdentity {
  const admin = (operation: string, body: Record<string, unknown>) =>
    cognitoCall(`${info.upstream}/`, operation, body);
  const config: IdentityConfig = {
    mode: 'local',
    issuer: info.issuer,
    clientId: info.userPoolClientId,
    region: info.region,
    userPoolId: info.userPoolId,
    jwksUri: info.jwksUri,
    endpoint: info.endpoint,
  };
  let closed: Promise<void> | undefined;
  return {
    ...info,
    config,
    admin,
    async ensureUser(email, userOptions) {
      const attributes: { Name: string; Value: string }[] = [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ];
      if (userOptions.givenName) attributes.push({ Name: 'given_name', Value: userOptions.givenName });
      if (userOptions.familyName) attributes.push({ Name: 'family_name', Value: userOptions.familyName });
      if (userOptions.phoneNumber) attributes.push({ Name: 'phone_number', Value: userOptions.phoneNumber });
      for (const [name, value] of Object.entries(userOptions.attributes ?? {})) {
        if (value !== '') attributes.push({ Name: name, Value: value });
      }
      let user = await admin('AdminGetUser', { UserPoolId: info.userPoolId, Username: email }).catch(
        (error: unknown) => {
          if (error instanceof CognitoCallError && error.type === 'UserNotFoundException') return undefined;
          throw error;
        },
      );
      if (!user) {
        await admin('AdminCreateUser', {
          UserPoolId: info.userPoolId,
          Username: email,
          UserAttributes: attributes,
          MessageAction: 'SUPPRESS',
        });
      } else {
        await admin('AdminUpdateUserAttributes', {
          UserPoolId: info.userPoolId,
          Username: email,
          UserAttributes: attributes,
        });
      }
      await admin('AdminSetUserPassword', {
        UserPoolId: info.userPoolId,
        Username: email,
        Password: userOptions.password,
        Permanent: true,
      });
      user = await admin('AdminGetUser', { UserPoolId: info.userPoolId, Username: email });
      const list = (user.UserAttributes ?? []) as { Name: string; Value?: string }[];
      const sub = list.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
      return { sub, username: String(user.Username ?? email) };
    },
    async signIn(email, password) {
      const answer = await cognitoCall(`${info.endpoint}/`, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: info.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      const result = (answer.AuthenticationResult ?? {}) as Record<string, unknown>;
      if (typeof result.AccessToken !== 'string') {
        throw new CognitoCallError('ChallengeRequired', `sign-in needs ${String(answer.ChallengeName)}`);
      }
      return {
        accessToken: result.AccessToken,
        idToken: String(result.IdToken ?? ''),
        refreshToken: String(result.RefreshToken ?? ''),
      };
    },
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

async function provision(
  upstream: string,
  proxyUrl: string,
  options: LocalIdentityOptions,
): Promise<LocalIdentityInfo> {
  const endpoint = `${upstream}/`;
  const poolName = options.poolName ?? 'siyum-local';
  const clientName = options.clientName ?? 'siyum-web';
  const pools = ((await cognitoCall(endpoint, 'ListUserPools', { MaxResults: 60 })).UserPools ?? []) as {
    Id: string;
    Name: string;
  }[];
  let poolId = pools.find((pool) => pool.Name === poolName)?.Id;
  if (!poolId) {
    const created = await cognitoCall(endpoint, 'CreateUserPool', {
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: options.passwordPolicy?.minLength ?? 8 } },
      Schema: CUSTOM_ATTRIBUTES.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
    });
    poolId = String((created.UserPool as { Id: string }).Id);
  }
  const clients = ((
    await cognitoCall(endpoint, 'ListUserPoolClients', { UserPoolId: poolId, MaxResults: 60 })
  ).UserPoolClients ?? []) as { ClientId: string; ClientName: string }[];
  let clientId = clients.find((client) => client.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await cognitoCall(endpoint, 'CreateUserPoolClient', {
      UserPoolId: poolId,
      ClientName: clientName,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Cognito's defaults (cognito-local would otherwise issue 24-hour access tokens).
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
    clientId = String((created.UserPoolClient as { ClientId: string }).ClientId);
  }
  return {
    userPoolId: poolId,
    userPoolClientId: clientId,
    region: 'local',
    issuer: `${upstream}/${poolId}`,
    endpoint: proxyUrl,
    jwksUri: `${proxyUrl}/${poolId}/.well-known/jwks.json`,
    upstream,
  };
}

/** Reads `<dataDir>/identity.json` written by `startLocalIdentity`. */
export async function readLocalIdentityInfo(dataDir: string): Promise<LocalIdentityInfo> {
  return JSON.parse(await readFile(join(dataDir, 'identity.json'), 'utf8')) as LocalIdentityInfo;
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
