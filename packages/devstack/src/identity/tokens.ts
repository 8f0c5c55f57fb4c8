import { CognitoError, type CognitoJson } from '@siyum/api/identity/cognito';
import { createLocalJWKSet, decodeJwt, errors as joseErrors, jwtVerify } from 'jose';
import type { SessionStore } from './sessions';
import { LOCAL_SIGNING_KEY } from './signingKey';
import type { Upstream } from './upstream';

/** cognito-local signs with the key its package ships; the proxy checks tokens against it. */
const localKeySet = createLocalJWKSet({ keys: [LOCAL_SIGNING_KEY.publicJwk] });

export interface Caller {
  username: string;
  poolId: string;
}

/**
 * The checks Cognito makes on an access token before a user call (cognito-local's GetUser accepts
 * forged and expired tokens): signature, expiry, issuer, `token_use`, and not signed out.
 */
export async function verifyAccessToken(
  token: unknown,
  upstream: Upstream,
  sessions: SessionStore,
): Promise<Caller> {
  const invalid = () => new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  if (typeof token !== 'string' || token === '') throw invalid();
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, localKeySet, { algorithms: ['RS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
    }
    throw invalid();
  }
  const poolId = upstream.poolOfIssuer(payload.iss);
  if (!poolId || payload.token_use !== 'access' || typeof payload.username !== 'string') throw invalid();
  sessions.assertLive('Access Token', payload);
  return { username: payload.username, poolId };
}

/**
 * What a token says about its user, unverified (cognito-local checks tokens on use). Access tokens
 * name the user in `username`, refresh tokens in `cognito:username`.
 */
export function unverifiedClaims(
  token: unknown,
  upstream: Upstream,
): { username?: string; poolId?: string; iat?: number } {
  if (typeof token !== 'string') return {};
  try {
    const claims = decodeJwt(token);
    const username = claims.username ?? claims['cognito:username'];
    const poolId = upstream.poolOfIssuer(claims.iss);
    return {
      ...(typeof username === 'string' ? { username } : {}),
      ...(poolId ? { poolId } : {}),
      ...(typeof claims.iat === 'number' ? { iat: claims.iat } : {}),
    };
  } catch {
    return {};
  }
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

/** An authentication answer with the fields Amplify reads and cognito-local may leave out. */
export function withTokenDefaults(answer: CognitoJson, result: CognitoJson): CognitoJson {
  return {
    ...answer,
    AuthenticationResult: {
      ...result,
      ExpiresIn: result.ExpiresIn ?? expiresIn(result.AccessToken),
      TokenType: result.TokenType ?? 'Bearer',
    },
  };
}
