import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, decodeJwt, type JWK, errors as joseErrors, jwtVerify } from 'jose';

/**
 * The compatibility proxy in front of cognito-local (decision 0007). The browser (Amplify) and the
 * server talk to it exactly as to Cognito; it forwards everything to cognito-local and fills the
 * measured gaps:
 * - `GetTokensFromRefreshToken` → `InitiateAuth REFRESH_TOKEN_AUTH` (Amplify 6.22 refreshes with it);
 * - `ResendConfirmationCode` and `GlobalSignOut` answered here;
 * - wrong password on `InitiateAuth` → `NotAuthorizedException` (cognito-local says
 *   `InvalidPasswordException`);
 * - a password policy on SignUp / ConfirmForgotPassword / ChangePassword / new-password challenge;
 * - disabled users refused at sign-in and refresh;
 * - access tokens checked (signature, expiry, global sign-out) before calls that take one — cognito-local's
 *   GetUser accepts forged and expired tokens;
 * - GETs (JWKS, `/health`, openid-configuration) pass through.
 */

export interface PasswordPolicy {
  minLength: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumbers?: boolean;
  requireSymbols?: boolean;
}

/** Amplify's authenticator default: at least 8 characters. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8 };

export interface CompatProxyOptions {
  /** cognito-local base URL, e.g. http://127.0.0.1:9229 (also its tokens' issuer domain). */
  upstream: string;
  port: number;
  host?: string;
  passwordPolicy?: PasswordPolicy;
  log?: (message: string) => void;
}

export interface RunningCompatProxy {
  url: string;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

interface UpstreamAnswer {
  status: number;
  body: Json;
}

class CognitoFault extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const require = createRequire(import.meta.url);
const localPublicKey = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK }).jwk;
const localKeySet = createLocalJWKSet({ keys: [localPublicKey] });

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Returns the first rule the password breaks, or undefined. */
export function passwordPolicyViolation(password: unknown, policy: PasswordPolicy): string | undefined {
  if (typeof password !== 'string' || password.length < policy.minLength) return 'Password not long enough';
  if (password.length > 256) return 'Password too long';
  if (policy.requireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (policy.requireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.requireSymbols && !/[^A-Za-z0-9]/.test(password)) return 'Password must have symbol characters';
  return undefined;
}

export async function startCompatProxy(options: CompatProxyOptions): Promise<RunningCompatProxy> {
  const upstream = options.upstream.replace(/\/$/, '');
  const policy = options.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const log = options.log ?? (() => {});
  /** username → epoch seconds of its last GlobalSignOut; tokens issued earlier are refused. */
  const signedOutAt = new Map<string, number>();
  /** Sessions handed out through the proxy, so GlobalSignOut can revoke them precisely. */
  const sessions = new Map<string, { refresh: Map<string, string>; accessJti: Set<string> }>();
  const revokedJti = new Set<string>();

  function remember(clientId: unknown, result: Json): void {
    if (typeof result.AccessToken !== 'string') return;
    try {
      const claims = decodeJwt(result.AccessToken);
      if (typeof claims.username !== 'string') return;
      let session = sessions.get(claims.username);
      if (!session) {
        session = { refresh: new Map(), accessJti: new Set() };
        sessions.set(claims.username, session);
      }
      if (typeof claims.jti === 'string') session.accessJti.add(claims.jti);
      if (typeof result.RefreshToken === 'string' && typeof clientId === 'string') {
        session.refresh.set(result.RefreshToken, clientId);
      }
    } catch {
      // not a JWT: nothing to remember
    }
  }

  async function globalSignOut(username: string): Promise<void> {
    signedOutAt.set(username, Math.floor(Date.now() / 1000));
    const session = sessions.get(username);
    sessions.delete(username);
    if (!session) return;
    for (const jti of session.accessJti) revokedJti.add(jti);
    for (const [token, clientId] of session.refresh) {
      await call('RevokeToken', { Token: token, ClientId: clientId });
    }
  }
  const poolByClient = new Map<string, string>();

  async function call(operation: string, body: Json): Promise<UpstreamAnswer> {
    const response = await fetch(`${upstream}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `${TARGET_PREFIX}${operation}`,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Json = {};
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = { message: text };
    }
    return { status: response.status, body: parsed };
  }

  async function callOk(operation: string, body: Json): Promise<Json> {
    const answer = await call(operation, body);
    if (answer.status !== 200) {
      throw new CognitoFault(
        String(answer.body.__type ?? 'InternalErrorException'),
        String(answer.body.message ?? 'error'),
        answer.status,
      );
    }
    return answer.body;
  }

  async function poolForClient(clientId: unknown): Promise<string> {
    if (typeof clientId !== 'string' || clientId === '') {
      throw new CognitoFault('InvalidParameterException', 'ClientId is required');
    }
    const cached = poolByClient.get(clientId);
    if (cached) return cached;
    const pools = (await callOk('ListUserPools', { MaxResults: 60 })).UserPools as
      | { Id: string }[]
      | undefined;
    for (const pool of pools ?? []) {
      const clients = (await callOk('ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 }))
        .UserPoolClients as { ClientId: string }[] | undefined;
      for (const client of clients ?? []) poolByClient.set(client.ClientId, pool.Id);
    }
    const found = poolByClient.get(clientId);
    if (!found) throw new CognitoFault('ResourceNotFoundException', 'User pool client does not exist.');
    return found;
  }

  function poolOfIssuer(issuer: unknown): string | undefined {
    if (typeof issuer !== 'string' || !issuer.startsWith(`${upstream}/`)) return undefined;
    return issuer.slice(upstream.length + 1);
  }

  async function adminGetUser(poolId: string, username: string): Promise<Json | undefined> {
    const answer = await call('AdminGetUser', { UserPoolId: poolId, Username: username });
    return answer.status === 200 ? answer.body : undefined;
  }

  async function refuseDisabled(poolId: string | undefined, username: unknown): Promise<void> {
    if (!poolId || typeof username !== 'string') return;
    const user = await adminGetUser(poolId, username);
    if (user && user.Enabled === false) throw new CognitoFault('NotAuthorizedException', 'User is disabled.');
  }

  function refuseSignedOut(username: unknown, issuedAt: unknown, what: string): void {
    if (typeof username !== 'string') return;
    const since = signedOutAt.get(username);
    if (since !== undefined && typeof issuedAt === 'number' && issuedAt < since) {
      throw new CognitoFault('NotAuthorizedException', `${what} has been revoked`);
    }
  }

  /** The same checks Cognito makes on an access token before a user call. */
  async function checkAccessToken(token: unknown): Promise<{ username: string; poolId?: string }> {
    if (typeof token !== 'string' || token === '') {
      throw new CognitoFault('NotAuthorizedException', 'Invalid Access Token');
    }
    try {
      const { payload } = await jwtVerify(token, localKeySet, { algorithms: ['RS256'] });
      const poolId = poolOfIssuer(payload.iss);
      if (!poolId || payload.token_use !== 'access' || typeof payload.username !== 'string') {
        throw new CognitoFault('NotAuthorizedException', 'Invalid Access Token');
      }
      refuseSignedOut(payload.username, payload.iat, 'Access Token');
      if (typeof payload.jti === 'string' && revokedJti.has(payload.jti)) {
        throw new CognitoFault('NotAuthorizedException', 'Access Token has been revoked');
      }
      return { username: payload.username, poolId };
    } catch (error) {
      if (error instanceof CognitoFault) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new CognitoFault('NotAuthorizedException', 'Access Token has expired');
      }
      throw new CognitoFault('NotAuthorizedException', 'Invalid Access Token');
    }
  }

  function checkPassword(password: unknown): void {
    const violation = passwordPolicyViolation(password, policy);
    if (violation) {
      throw new CognitoFault(
        'InvalidPasswordException',
        `Password did not conform with policy: ${violation}`,
      );
    }
  }

  function refreshClaims(token: unknown): { username?: string; poolId?: string; iat?: number } {
    if (typeof token !== 'string') return {};
    try {
      const claims = decodeJwt(token);
      const username = claims['cognito:username'];
      return {
        ...(typeof username === 'string' ? { username } : {}),
        ...(poolOfIssuer(claims.iss) ? { poolId: poolOfIssuer(claims.iss) } : {}),
        ...(typeof claims.iat === 'number' ? { iat: claims.iat } : {}),
      };
    } catch {
      return {};
    }
  }

  async function refresh(clientId: unknown, refreshToken: unknown): Promise<Json> {
    const claims = refreshClaims(refreshToken);
    refuseSignedOut(claims.username, claims.iat, 'Refresh Token');
    await refuseDisabled(claims.poolId, claims.username);
    const answer = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    if (answer.status !== 200) {
      const type = String(answer.body.__type ?? 'NotAuthorizedException');
      throw new CognitoFault(
        type,
        type === 'NotAuthorizedException' ? 'Invalid Refresh Token' : String(answer.body.message ?? ''),
        answer.status,
      );
    }
    const result = (answer.body.AuthenticationResult ?? {}) as Json;
    remember(clientId, result);
    return {
      ...answer.body,
      AuthenticationResult: {
        ...result,
        ExpiresIn: result.ExpiresIn ?? expiresIn(result.AccessToken),
        TokenType: result.TokenType ?? 'Bearer',
      },
    };
  }

  async function handle(operation: string, body: Json): Promise<Json> {
    if (typeof body.AccessToken === 'string' || operation === 'GlobalSignOut' || operation === 'GetUser') {
      const { username } = await checkAccessToken(body.AccessToken);
      if (operation === 'GlobalSignOut') {
        await globalSignOut(username);
        log(`GlobalSignOut: ${username}`);
        return {};
      }
    }
    switch (operation) {
      case 'GetTokensFromRefreshToken':
        return refresh(body.ClientId, body.RefreshToken);
      case 'InitiateAuth': {
        const flow = body.AuthFlow;
        if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
          const parameters = (body.AuthParameters ?? {}) as Json;
          return refresh(body.ClientId, parameters.REFRESH_TOKEN);
        }
        const answer = await call('InitiateAuth', body);
        if (answer.status !== 200) {
          if (answer.body.__type === 'InvalidPasswordException') {
            throw new CognitoFault('NotAuthorizedException', 'Incorrect username or password.');
          }
          if (answer.body.__type === 'NotAuthorizedException') {
            throw new CognitoFault('NotAuthorizedException', 'Incorrect username or password.');
          }
          throw new CognitoFault(
            String(answer.body.__type ?? 'InternalErrorException'),
            String(answer.body.message ?? ''),
            answer.status,
          );
        }
        const result = answer.body.AuthenticationResult as Json | undefined;
        if (result && typeof result.AccessToken === 'string') {
          const claims = decodeJwt(result.AccessToken);
          await refuseDisabled(poolOfIssuer(claims.iss), claims.username);
          remember(body.ClientId, result);
          return {
            ...answer.body,
            AuthenticationResult: {
              ...result,
              ExpiresIn: result.ExpiresIn ?? expiresIn(result.AccessToken),
              TokenType: result.TokenType ?? 'Bearer',
            },
          };
        }
        return answer.body;
      }
      case 'SignUp':
        checkPassword(body.Password);
        return callOk('SignUp', body);
      case 'ConfirmForgotPassword':
        checkPassword(body.Password);
        return callOk('ConfirmForgotPassword', body);
      case 'ChangePassword':
        checkPassword(body.ProposedPassword);
        return callOk('ChangePassword', body);
      case 'RespondToAuthChallenge': {
        const responses = (body.ChallengeResponses ?? {}) as Json;
        if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') checkPassword(responses.NEW_PASSWORD);
        const answer = await callOk('RespondToAuthChallenge', body);
        if (answer.AuthenticationResult) remember(body.ClientId, answer.AuthenticationResult as Json);
        return answer;
      }
      case 'ResendConfirmationCode': {
        const poolId = await poolForClient(body.ClientId);
        if (typeof body.Username !== 'string' || body.Username === '') {
          throw new CognitoFault('InvalidParameterException', 'Username is required');
        }
        const user = await adminGetUser(poolId, body.Username);
        if (!user)
          throw new CognitoFault('UserNotFoundException', 'Username/client id combination not found.');
        if (user.UserStatus === 'CONFIRMED') {
          throw new CognitoFault('InvalidParameterException', 'User is already confirmed.');
        }
        const attributes = (user.UserAttributes ?? []) as { Name: string; Value?: string }[];
        const email = attributes.find((attribute) => attribute.Name === 'email')?.Value ?? body.Username;
        log(
          `ResendConfirmationCode: ${email} — the code is unchanged${process.env.CODE ? ` (${process.env.CODE})` : ''}`,
        );
        return {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: maskEmail(email),
          },
        };
      }
      default:
        return forward(operation, body);
    }
  }

  async function forward(operation: string, body: Json): Promise<Json> {
    return callOk(operation, body);
  }

  const server = createServer((request, response) => {
    void serve(request, response).catch((error: unknown) => {
      log(`proxy error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent)
        send(response, 500, { __type: 'InternalErrorException', message: 'proxy error' });
      else response.end();
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    cors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const upstreamResponse = await fetch(`${upstream}${request.url ?? '/'}`, { method: request.method });
      const text = await upstreamResponse.text();
      response.writeHead(upstreamResponse.status, {
        'content-type': upstreamResponse.headers.get('content-type') ?? 'application/json',
      });
      response.end(request.method === 'HEAD' ? undefined : text);
      return;
    }
    if (request.method !== 'POST') {
      send(response, 405, { message: 'Method not allowed' });
      return;
    }
    const target = request.headers['x-amz-target'];
    if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
      send(response, 400, {
        __type: 'UnknownOperationException',
        message: 'Missing or unknown x-amz-target',
      });
      return;
    }
    const operation = target.slice(TARGET_PREFIX.length);
    let body: Json;
    try {
      const text = await readBody(request);
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      body = parsed as Json;
    } catch {
      send(response, 400, { __type: 'SerializationException', message: 'Invalid JSON body' });
      return;
    }
    try {
      send(response, 200, await handle(operation, body));
    } catch (error) {
      if (error instanceof CognitoFault) {
        send(response, error.status, { __type: error.type, message: error.message });
        return;
      }
      throw error;
    }
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function cors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*');
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

function send(response: ServerResponse, status: number, body: Json): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function expiresIn(accessToken: unknown): number {
  if (typeof accessToken !== 'string') return 3600;
  try {
    const { exp } = decodeJwt(accessToken);
    return typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 3600;
  } catch {
    return 3600;
  }
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
