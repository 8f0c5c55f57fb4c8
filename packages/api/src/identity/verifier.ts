import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';

/**
 * Verifies Cognito access tokens (ARCHITECTURE "Identity"): signature against the issuer's JWKS
 * (fetched once and cached by jose), `exp`, `token_use=access`, `client_id` and issuer.
 *
 * Production trusts only `https://cognito-idp.<region>.amazonaws.com/<pool>`. The local emulator
 * (cognito-local) signs every install's tokens with the same key shipped in its package, so its
 * issuer is accepted only when the server runs in `local` mode (decision 0007).
 */
export interface IdentityConfig {
  mode: 'production' | 'local';
  /** Expected `iss` claim, exactly. */
  issuer: string;
  /** The app client id the access token must carry as `client_id`. */
  clientId: string;
  region?: string;
  userPoolId?: string;
  /** Defaults to `<issuer>/.well-known/jwks.json`. */
  jwksUri?: string;
  /**
   * Where Cognito API calls (GetUser) go. Production: `https://cognito-idp.<region>.amazonaws.com/`;
   * local: the compatibility proxy.
   */
  endpoint?: string;
}

export interface VerifiedIdentity {
  sub: string;
  username: string;
  clientId: string;
  /** Seconds since the epoch (the token's `exp`). */
  expiresAt: number;
}

export type IdentityErrorReason =
  | 'missing'
  | 'malformed'
  | 'signature'
  | 'expired'
  | 'token_use'
  | 'client_id'
  | 'issuer'
  | 'jwks'
  | 'config';

/** Every rejection of a token (or of an identity configuration) is one of these, never a crash. */
export class IdentityError extends Error {
  readonly reason: IdentityErrorReason;
  constructor(reason: IdentityErrorReason, message?: string, options?: { cause?: unknown }) {
    super(message ?? `identity: ${reason}`, options);
    this.name = 'IdentityError';
    this.reason = reason;
  }
}

const AWS_ISSUER = /^https:\/\/cognito-idp\.([a-z0-9-]+)\.amazonaws\.com\/([a-z0-9-]+_[A-Za-z0-9]+)$/;

/** True for `https://cognito-idp.<region>.amazonaws.com/<region>_<id>` and nothing else. */
export function isAwsCognitoIssuer(issuer: string): boolean {
  return AWS_ISSUER.test(issuer);
}

/** Refuses a configuration that would trust an issuer outside its mode. */
export function assertIdentityConfig(config: IdentityConfig): void {
  if (!config.clientId) throw new IdentityError('config', 'identity: clientId is required');
  if (!config.issuer) throw new IdentityError('config', 'identity: issuer is required');
  if (config.mode === 'production') {
    if (!isAwsCognitoIssuer(config.issuer)) {
      throw new IdentityError(
        'config',
        `identity: production mode accepts only https://cognito-idp.<region>.amazonaws.com/<pool>, not ${config.issuer}`,
      );
    }
    if (config.jwksUri && !config.jwksUri.startsWith(`${config.issuer}/`)) {
      throw new IdentityError('config', 'identity: in production the JWKS must come from the issuer');
    }
  } else if (config.mode !== 'local') {
    throw new IdentityError('config', `identity: unknown mode ${String(config.mode)}`);
  }
}

const cachedKeySets = new Map<string, JWTVerifyGetKey>();
function keySetFor(uri: string): JWTVerifyGetKey {
  let keySet = cachedKeySets.get(uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(uri), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    cachedKeySets.set(uri, keySet);
  }
  return keySet;
}

export interface VerifierOptions {
  /** Test hook: the clock jose compares `exp` with (seconds or Date). */
  currentDate?: () => Date;
  /** Test hook: a key set instead of the remote JWKS. */
  keySet?: JWTVerifyGetKey;
}

/**
 * Returns a function that verifies one access token. Unknown, forged, expired or mismatched tokens
 * reject with an `IdentityError` carrying the reason.
 */
export function createAccessTokenVerifier(
  config: IdentityConfig,
  options: VerifierOptions = {},
): (token: string) => Promise<VerifiedIdentity> {
  assertIdentityConfig(config);
  const jwksUri = config.jwksUri ?? `${config.issuer}/.well-known/jwks.json`;
  const keySet = options.keySet ?? keySetFor(jwksUri);

  return async (rawToken: string): Promise<VerifiedIdentity> => {
    const token = stripBearer(rawToken);
    if (!token) throw new IdentityError('missing', 'identity: no token');
    if (token.split('.').length !== 3) throw new IdentityError('malformed', 'identity: not a JWT');
    let payload: JWTPayload;
    try {
      const result = await jwtVerify(token, keySet, {
        issuer: config.issuer,
        algorithms: ['RS256'],
        ...(options.currentDate ? { currentDate: options.currentDate() } : {}),
      });
      payload = result.payload;
    } catch (error) {
      throw toIdentityError(error);
    }
    if (payload.token_use !== 'access') {
      throw new IdentityError('token_use', 'identity: not an access token');
    }
    if (payload.client_id !== config.clientId) {
      throw new IdentityError('client_id', 'identity: token issued to another client');
    }
    const { sub, exp } = payload;
    const username = payload.username;
    if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') {
      throw new IdentityError('malformed', 'identity: token lacks sub or exp');
    }
    return {
      sub,
      username: typeof username === 'string' ? username : sub,
      clientId: config.clientId,
      expiresAt: exp,
    };
  };
}

function stripBearer(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return /^bearer(\s|$)/i.test(trimmed) ? trimmed.slice('bearer'.length).trim() : trimmed;
}

function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  if (error instanceof joseErrors.JWTExpired) {
    return new IdentityError('expired', 'identity: token expired', { cause: error });
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new IdentityError('issuer', 'identity: wrong issuer', { cause: error });
    if (error.claim === 'exp')
      return new IdentityError('expired', 'identity: token expired', { cause: error });
    return new IdentityError('malformed', `identity: bad claim ${error.claim}`, { cause: error });
  }
  if (
    error instanceof joseErrors.JWSSignatureVerificationFailed ||
    error instanceof joseErrors.JWKSNoMatchingKey ||
    error instanceof joseErrors.JOSEAlgNotAllowed
  ) {
    return new IdentityError('signature', 'identity: signature does not verify', { cause: error });
  }
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) {
    return new IdentityError('jwks', 'identity: signing keys unavailable', { cause: error });
  }
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) {
    return new IdentityError('malformed', 'identity: malformed token', { cause: error });
  }
  if (error instanceof joseErrors.JOSEError) {
    return new IdentityError('malformed', `identity: ${error.code}`, { cause: error });
  }
  // Network failures fetching the JWKS (fetch TypeError) and anything else.
  return new IdentityError('jwks', 'identity: signing keys unavailable', { cause: error });
}

/**
 * Reads the identity configuration from the environment:
 * - `LOCAL_IDENTITY=1` (or `IDENTITY_MODE=local`) → local mode: `LOCAL_IDENTITY_ISSUER`,
 *   `LOCAL_IDENTITY_CLIENT_ID`, `LOCAL_IDENTITY_POOL_ID`, `LOCAL_IDENTITY_ENDPOINT` (the proxy),
 *   optional `LOCAL_IDENTITY_JWKS_URI`. `COGNITO_*` names are accepted as fallbacks.
 * - otherwise production: `COGNITO_REGION`, `COGNITO_USER_POOL_ID`, `COGNITO_CLIENT_ID`; the issuer
 *   is derived (`COGNITO_ISSUER`, if given, must equal it). A non-AWS issuer is refused.
 */
export function identityConfigFromEnv(env: NodeJS.ProcessEnv): IdentityConfig {
  const local = isTrue(env.LOCAL_IDENTITY) || env.IDENTITY_MODE === 'local';
  if (local) {
    const userPoolId = env.LOCAL_IDENTITY_POOL_ID ?? env.COGNITO_USER_POOL_ID;
    const clientId = env.LOCAL_IDENTITY_CLIENT_ID ?? env.COGNITO_CLIENT_ID ?? '';
    const issuer = env.LOCAL_IDENTITY_ISSUER ?? env.COGNITO_ISSUER ?? '';
    const config: IdentityConfig = {
      mode: 'local',
      issuer,
      clientId,
      region: env.COGNITO_REGION ?? 'local',
      ...(userPoolId ? { userPoolId } : {}),
      ...(env.LOCAL_IDENTITY_JWKS_URI ? { jwksUri: env.LOCAL_IDENTITY_JWKS_URI } : {}),
      ...(env.LOCAL_IDENTITY_ENDPOINT ? { endpoint: env.LOCAL_IDENTITY_ENDPOINT } : {}),
    };
    assertIdentityConfig(config);
    return config;
  }
  const region = env.COGNITO_REGION ?? env.AWS_REGION ?? '';
  const userPoolId = env.COGNITO_USER_POOL_ID ?? '';
  const clientId = env.COGNITO_CLIENT_ID ?? '';
  if (!region || !userPoolId || !clientId) {
    throw new IdentityError(
      'config',
      'identity: set COGNITO_REGION, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (or LOCAL_IDENTITY=1 for the local emulator)',
    );
  }
  const derived = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  if (env.COGNITO_ISSUER && env.COGNITO_ISSUER !== derived) {
    throw new IdentityError('config', `identity: COGNITO_ISSUER must be ${derived} in production`);
  }
  const config: IdentityConfig = {
    mode: 'production',
    issuer: derived,
    clientId,
    region,
    userPoolId,
    endpoint: `https://cognito-idp.${region}.amazonaws.com/`,
  };
  assertIdentityConfig(config);
  return config;
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

/** User attributes as the identity provider holds them (spec §3 "Identity attributes"). */
export interface UserAttributes {
  sub: string;
  username: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  phoneNumber?: string;
  /** Every attribute by its provider name (`custom:Zip`, …). */
  all: Record<string, string>;
}

/**
 * GetUser against the configured identity provider: the server needs email and names to create a
 * user record, and access tokens carry neither. Verify the token first — cognito-local's GetUser
 * accepts forged and expired tokens.
 */
export async function getUserAttributes(
  config: IdentityConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<UserAttributes> {
  const endpoint =
    config.endpoint ?? (config.region ? `https://cognito-idp.${config.region}.amazonaws.com/` : undefined);
  if (!endpoint) throw new IdentityError('config', 'identity: no identity provider endpoint configured');
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: stripBearer(accessToken) }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new IdentityError('jwks', 'identity: identity provider unreachable', { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as {
    Username?: string;
    UserAttributes?: { Name: string; Value?: string }[];
    __type?: string;
    message?: string;
  };
  if (!response.ok) {
    const type = body.__type ?? '';
    throw new IdentityError(
      type.includes('NotAuthorized') ? 'signature' : 'jwks',
      `identity: GetUser failed (${type || response.status})`,
    );
  }
  const all: Record<string, string> = {};
  for (const attribute of body.UserAttributes ?? []) {
    if (typeof attribute.Value === 'string') all[attribute.Name] = attribute.Value;
  }
  const result: UserAttributes = { sub: all.sub ?? '', username: body.Username ?? '', all };
  if (all.email !== undefined) result.email = all.email;
  if (all.email_verified !== undefined) result.emailVerified = all.email_verified === 'true';
  if (all.given_name !== undefined) result.givenName = all.given_name;
  if (all.family_name !== undefined) result.familyName = all.family_name;
  if (all.phone_number !== undefined) result.phoneNumber = all.phone_number;
  return result;
}

/** `getUserAttributes` bound to one configuration: `(accessToken) => attributes`. */
export function createUserAttributesReader(
  config: IdentityConfig,
  fetchImpl: typeof fetch = fetch,
): (accessToken: string) => Promise<UserAttributes> {
  return (accessToken) => getUserAttributes(config, accessToken, fetchImpl);
}
