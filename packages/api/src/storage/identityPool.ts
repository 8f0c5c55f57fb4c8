import { IDENTITY_ID_PATTERN } from '@siyum/domain';

/** The claims of an id token this module reads (the provider verifies the token itself). */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  tokenUse: string;
}

/** An id token's claims, unverified, or null when it is not a JWT with them. */
export function idTokenClaims(token: string): IdTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { iss, sub, token_use } = claims as Record<string, unknown>;
    if (typeof iss !== 'string' || typeof sub !== 'string' || typeof token_use !== 'string') return null;
    return { iss, sub, tokenUse: token_use };
  } catch {
    return null;
  }
}

export class IdentityPoolError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityPoolError';
  }
}

/**
 * §7 `GetId`: the identity pool's id for the user of `idToken` (the provider checks the token's
 * signature and expiry and answers NotAuthorizedException otherwise). The Logins key is the token's
 * issuer without its scheme, as Amplify sends it.
 */
export async function getIdentityId(
  pool: { identityPoolId: string; identityPoolEndpoint: string },
  idToken: string,
  claims: IdTokenClaims,
): Promise<string> {
  const answer = await fetch(pool.identityPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityService.GetId',
    },
    body: JSON.stringify({
      IdentityPoolId: pool.identityPoolId,
      Logins: { [claims.iss.replace(/^https?:\/\//, '')]: idToken },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json().catch(() => ({}))) as {
    IdentityId?: unknown;
    __type?: unknown;
    message?: unknown;
  };
  if (!answer.ok) {
    const type =
      String(body.__type ?? 'UnknownError')
        .split('#')
        .pop() ?? 'UnknownError';
    throw new IdentityPoolError(type, `GetId answered ${answer.status} ${type}`);
  }
  if (typeof body.IdentityId !== 'string' || !IDENTITY_ID_PATTERN.test(body.IdentityId))
    throw new IdentityPoolError('InvalidAnswer', 'GetId answered no identity id');
  return body.IdentityId;
}
