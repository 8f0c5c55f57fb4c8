import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  COGNITO_CONTENT_TYPE,
  CognitoError,
  type CognitoJson,
  operationOf,
} from '@siyum/api/identity/cognito';
import { listenLocally } from '../listen';
import { IDENTITY_POOL_TARGET_PREFIX, type IdentityPool } from './identityPool';
import { handleOperation, type OperationContext } from './operations';
import { type PasswordPolicy, POOL_PASSWORD_POLICY } from './passwordPolicy';
import { SessionStore } from './sessions';
import { upstreamAt } from './upstream';

/**
 * The compatibility proxy in front of cognito-local (decision 0007). The browser (Amplify) and the
 * server talk to it exactly as to Cognito; it forwards everything to cognito-local and fills the
 * measured gaps (operations.ts):
 * - `GetTokensFromRefreshToken` → `InitiateAuth REFRESH_TOKEN_AUTH` (Amplify 6.22 refreshes with it);
 * - `ResendConfirmationCode` and `GlobalSignOut` answered here (sessions.ts remembers what to revoke);
 * - wrong password on `InitiateAuth` → `NotAuthorizedException` (cognito-local says
 *   `InvalidPasswordException`);
 * - a password policy on SignUp / ConfirmForgotPassword / ChangePassword / new-password challenge;
 * - disabled users refused at sign-in and refresh;
 * - access tokens checked (signature, expiry, global sign-out) before calls that take one — cognito-local's
 *   GetUser accepts forged and expired tokens (tokens.ts);
 * - GETs (JWKS, `/health`, openid-configuration) pass through;
 * - the identity pool's `GetId` / `GetCredentialsForIdentity` (`AWSCognitoIdentityService.*`, Amplify's
 *   `identityPoolEndpoint`) answered here (identityPool.ts): cognito-local has no identity pools.
 */
export interface CompatProxyOptions {
  /** cognito-local base URL, e.g. http://127.0.0.1:9229 (also its tokens' issuer domain). */
  upstream: string;
  port: number;
  host?: string;
  passwordPolicy?: PasswordPolicy;
  /** cognito-local's fixed emailed code, named in the log when a code is "resent". */
  code?: string;
  /**
   * Browser origins allowed to call (the web app's). A request from any other origin gets no CORS
   * headers and is refused; calls without an Origin (the API server, tests) are not browser calls.
   */
  allowedOrigins?: readonly string[];
  /** Answers `AWSCognitoIdentityService.*`; without it those targets are unknown operations. */
  identityPool?: IdentityPool;
  log?: (message: string) => void;
}

export interface RunningCompatProxy {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

export async function startCompatProxy(options: CompatProxyOptions): Promise<RunningCompatProxy> {
  const log = options.log ?? (() => {});
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const context: OperationContext = {
    upstream: upstreamAt(options.upstream),
    sessions: new SessionStore(),
    policy: options.passwordPolicy ?? POOL_PASSWORD_POLICY,
    ...(options.code ? { code: options.code } : {}),
    log,
  };
  const server = createServer((request, response) => {
    void serve(request, response, context, allowedOrigins, options.identityPool).catch((error: unknown) => {
      log(`proxy error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent)
        send(response, 500, { __type: 'InternalErrorException', message: 'proxy error' });
      else response.end();
    });
  });
  return listenLocally(server, options.port, options.host);
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  context: OperationContext,
  allowedOrigins: ReadonlySet<string>,
  identityPool: IdentityPool | undefined,
) {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    send(response, 403, { __type: 'ForbiddenException', message: `Origin ${origin} is not allowed` });
    return;
  }
  if (origin !== undefined) cors(request, response, origin);
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    const answer = await fetch(`${context.upstream.url}${request.url ?? '/'}`, { method: request.method });
    const text = await answer.text();
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    response.end(request.method === 'HEAD' ? undefined : text);
    return;
  }
  if (request.method !== 'POST') {
    send(response, 405, { message: 'Method not allowed' });
    return;
  }
  const target = request.headers['x-amz-target'];
  if (identityPool && typeof target === 'string' && target.startsWith(IDENTITY_POOL_TARGET_PREFIX)) {
    await answer(request, response, (body) =>
      identityPool.handle(target.slice(IDENTITY_POOL_TARGET_PREFIX.length), body),
    );
    return;
  }
  const operation = operationOf(target);
  if (!operation) {
    send(response, 400, { __type: 'UnknownOperationException', message: 'Missing or unknown x-amz-target' });
    return;
  }
  await answer(request, response, (body) => handleOperation(operation, body, context));
}

/** Reads the JSON body, answers what `handle` resolves to, or the `CognitoError` it rejects with. */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  handle: (body: CognitoJson) => Promise<CognitoJson>,
): Promise<void> {
  const body = await readJsonObject(request);
  if (!body) {
    send(response, 400, { __type: 'SerializationException', message: 'Invalid JSON body' });
    return;
  }
  try {
    send(response, 200, await handle(body));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    send(response, error.status, { __type: error.type, message: error.message });
  }
}

function cors(request: IncomingMessage, response: ServerResponse, origin: string): void {
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('vary', 'Origin');
  response.setHeader('access-control-allow-methods', 'GET,HEAD,POST,OPTIONS');
  const requested = request.headers['access-control-request-headers'];
  response.setHeader(
    'access-control-allow-headers',
    typeof requested === 'string' && requested
      ? requested
      : 'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request,cache-control,authorization',
  );
  response.setHeader('access-control-max-age', '600');
}

function send(response: ServerResponse, status: number, body: CognitoJson): void {
  response.writeHead(status, { 'content-type': COGNITO_CONTENT_TYPE });
  response.end(JSON.stringify(body));
}

/** The request's JSON object body (empty → `{}`), or undefined when it is not one or too large. */
async function readJsonObject(request: IncomingMessage): Promise<CognitoJson | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as CognitoJson)
      : undefined;
  } catch {
    return undefined;
  }
}
