import { IDENTITY_ATTRIBUTES } from '@siyum/domain';
import { attributesOf, CognitoError, cognitoCall } from './cognito';
import { cognitoEndpointOf, type IdentityConfig } from './config';
import { IdentityError } from './errors';
import type { ProviderVerdict } from './revocationChecks';
import { stripBearer } from './verifier';

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
  const endpoint = cognitoEndpointOf(config);
  if (!endpoint) throw new IdentityError('config', 'identity: no identity provider endpoint configured');
  let user: Record<string, unknown>;
  try {
    user = await cognitoCall(
      endpoint,
      'GetUser',
      { AccessToken: stripBearer(accessToken) },
      { fetch: fetchImpl, signal: AbortSignal.timeout(10_000) },
    );
  } catch (error) {
    if (error instanceof CognitoError) {
      throw new IdentityError(
        // Refused (revoked) or no longer there (deleted since the token was issued): the token's fault.
        error.type === 'NotAuthorizedException' || error.type === 'UserNotFoundException'
          ? 'signature'
          : 'jwks',
        `identity: GetUser failed (${error.type})`,
        { cause: error },
      );
    }
    throw new IdentityError('jwks', 'identity: identity provider unreachable', { cause: error });
  }
  const all = attributesOf(user);
  const result: UserAttributes = { sub: all.sub ?? '', username: String(user.Username ?? ''), all };
  const email = all[IDENTITY_ATTRIBUTES.email];
  const givenName = all[IDENTITY_ATTRIBUTES.givenName];
  const familyName = all[IDENTITY_ATTRIBUTES.familyName];
  const phoneNumber = all[IDENTITY_ATTRIBUTES.phoneNumber];
  if (email !== undefined) result.email = email;
  if (all.email_verified !== undefined) result.emailVerified = all.email_verified === 'true';
  if (givenName !== undefined) result.givenName = givenName;
  if (familyName !== undefined) result.familyName = familyName;
  if (phoneNumber !== undefined) result.phoneNumber = phoneNumber;
  return result;
}

/**
 * Whether the identity provider still stands by an access token (decision 0018): GetUser answers
 * for a live session; a global sign-out, a deleted or a disabled account make it refuse. A network
 * failure or a provider error is `unreachable`: the token is not judged on it.
 */
export async function providerVerdict(config: IdentityConfig, accessToken: string): Promise<ProviderVerdict> {
  try {
    await getUserAttributes(config, accessToken);
    return 'valid';
  } catch (error) {
    return error instanceof IdentityError && error.reason === 'signature' ? 'revoked' : 'unreachable';
  }
}
