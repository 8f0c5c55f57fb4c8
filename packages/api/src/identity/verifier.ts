import { createHash } from 'node:crypto';
import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { assertIdentityConfig, type IdentityConfig } from './config';
import { IdentityError } from './errors';

/**
 * Verifies Cognito access tokens (ARCHITECTURE "Identity"): signature against the issuer's JWKS
 * (fetched once and cached by jose), `exp`, `token_use=access`, `client_id` and issuer. The local
 * emulator signs every install's tokens with the same key shipped in its package, so its issuer is
 * accepted only when the server runs in `local` mode (config.ts, decision 0007).
 */
export interface VerifiedIdentity {
  sub: string;
  username: string;
  clientId: string;
  /** Seconds since the epoch (the token's `exp`). */
  expiresAt: number;
  /** Seconds since the epoch (the token's `iat`; its expiry less an hour when it has none). */
  issuedAt: number;
  /**
   * What revokes it (decision 0018): Cognito's `origin_jti` (every token of one sign-in) and `jti`;
   * a hash of the token itself when it carries neither.
   */
  revocationIds: string[];
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
  const verified = new Map<string, VerifiedIdentity>();
  const nowSeconds = () => (options.currentDate ? options.currentDate() : new Date()).getTime() / 1000;

  return async (rawToken: string): Promise<VerifiedIdentity> => {
    const token = stripBearer(rawToken);
    if (!token) throw new IdentityError('missing', 'identity: no token');
    if (token.split('.').length !== 3) throw new IdentityError('malformed', 'identity: not a JWT');
    // A token is immutable: once its signature and claims verified, only its expiry can change the
    // answer, so a signed-in caller's next calls skip the RSA check (an eighth of auth.me's time).
    const known = verified.get(token);
    if (known && known.expiresAt > nowSeconds()) return known;
    verified.delete(token);
    const identity = await verifyFully(token);
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, identity);
    return identity;
  };

  async function verifyFully(token: string): Promise<VerifiedIdentity> {
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
    const { sub, exp, iat, jti } = payload;
    const username = payload.username;
    if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') {
      throw new IdentityError('malformed', 'identity: token lacks sub or exp');
    }
    const originJti = payload.origin_jti;
    const ids = [originJti, jti].filter((id): id is string => typeof id === 'string' && id !== '');
    return {
      sub,
      username: typeof username === 'string' ? username : sub,
      clientId: config.clientId,
      expiresAt: exp,
      issuedAt: typeof iat === 'number' ? iat : exp - 3600,
      revocationIds: ids.length > 0 ? ids : [createHash('sha256').update(token).digest('hex')],
    };
  }
}

/** Verified tokens remembered per verifier (the oldest goes first); ~1 kB each. */
const VERIFIED_TOKENS_KEPT = 5_000;

/** The token without a `Bearer ` prefix. */
export function stripBearer(value: string | null | undefined): string {
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

/** Still read from here by config/publicConfig.ts; new code imports `identity` (index.ts). */
export type { IdentityConfig } from './config';
