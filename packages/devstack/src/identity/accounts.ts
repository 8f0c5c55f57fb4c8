import { attributesOf, CognitoError, cognitoCall } from '@siyum/api/identity/cognito';
import { identityAttributes } from '@siyum/domain';
import type { LocalIdentityInfo } from './provision';

export interface CreateUserOptions {
  password: string;
  givenName?: string;
  familyName?: string;
  phoneNumber?: string;
  /** Extra attributes by provider name (`custom:Zip`, …); empty ones are left out. */
  attributes?: Record<string, string>;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/**
 * Creates (or updates) a confirmed user with a permanent password through cognito-local's admin
 * calls; returns its `sub` and user name.
 */
export async function ensureUser(
  info: LocalIdentityInfo,
  email: string,
  options: CreateUserOptions,
): Promise<{ sub: string; username: string }> {
  const admin = (operation: string, body: Record<string, unknown>) =>
    cognitoCall(`${info.upstream}/`, operation, { UserPoolId: info.userPoolId, Username: email, ...body });
  const named = identityAttributes({
    email,
    givenName: options.givenName,
    familyName: options.familyName,
    phoneNumber: options.phoneNumber,
  });
  const extra = Object.entries(options.attributes ?? {}).filter(([, value]) => value !== '');
  const attributes = [...Object.entries(named), ['email_verified', 'true'], ...extra].map(
    ([Name, Value]) => ({ Name, Value }),
  );
  const existing = await admin('AdminGetUser', {}).catch((error: unknown) => {
    if (error instanceof CognitoError && error.type === 'UserNotFoundException') return undefined;
    throw error;
  });
  if (existing) await admin('AdminUpdateUserAttributes', { UserAttributes: attributes });
  else await admin('AdminCreateUser', { UserAttributes: attributes, MessageAction: 'SUPPRESS' });
  await admin('AdminSetUserPassword', { Password: options.password, Permanent: true });
  const user = await admin('AdminGetUser', {});
  return { sub: attributesOf(user).sub ?? '', username: String(user.Username ?? email) };
}

/** USER_PASSWORD_AUTH through the proxy, as the app signs in. */
export async function signIn(info: LocalIdentityInfo, email: string, password: string): Promise<Tokens> {
  const answer = await cognitoCall(`${info.endpoint}/`, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: info.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = (answer.AuthenticationResult ?? {}) as Record<string, unknown>;
  if (typeof result.AccessToken !== 'string') {
    throw new CognitoError('ChallengeRequired', `sign-in needs ${String(answer.ChallengeName)}`);
  }
  return {
    accessToken: result.AccessToken,
    idToken: String(result.IdToken ?? ''),
    refreshToken: String(result.RefreshToken ?? ''),
  };
}
