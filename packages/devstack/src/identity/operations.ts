import { attributesOf, CognitoError, type CognitoJson, errorOf } from '@siyum/api/identity/cognito';
import { type PasswordPolicy, passwordPolicyViolation } from './passwordPolicy';
import type { SessionStore } from './sessions';
import { type Caller, unverifiedClaims, verifyAccessToken, withTokenDefaults } from './tokens';
import type { Upstream } from './upstream';

/** What every operation handler may use. */
export interface OperationContext {
  upstream: Upstream;
  sessions: SessionStore;
  policy: PasswordPolicy;
  /** The fixed emailed code, for the log line of a resend. */
  code?: string;
  log: (message: string) => void;
}

/** `caller` is set when the request carried an access token (checked before the handler runs). */
type Handler = (
  body: CognitoJson,
  context: OperationContext,
  caller: Caller | undefined,
) => Promise<CognitoJson>;

/** Operations whose access token is checked even when absent (they cannot go without one). */
const NEEDS_ACCESS_TOKEN = new Set(['GetUser', 'GlobalSignOut']);

async function refuseDisabled(upstream: Upstream, poolId: string | undefined, username: unknown) {
  if (!poolId || typeof username !== 'string') return;
  const user = await upstream.user(poolId, username);
  if (user && user.Enabled === false) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
}

/** New tokens from a refresh token: refused after a global sign-out or once the user is disabled. */
async function refresh(clientId: unknown, refreshToken: unknown, context: OperationContext) {
  const { upstream, sessions } = context;
  const claims = unverifiedClaims(refreshToken, upstream);
  sessions.assertLive('Refresh Token', claims);
  await refuseDisabled(upstream, claims.poolId, claims.username);
  const answer = await upstream.request('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  if (answer.status !== 200) {
    const error = errorOf(answer, 'NotAuthorizedException');
    if (error.type === 'NotAuthorizedException') {
      throw new CognitoError(error.type, 'Invalid Refresh Token', error.status);
    }
    throw error;
  }
  const result = (answer.body.AuthenticationResult ?? {}) as CognitoJson;
  sessions.remember(clientId, result);
  return withTokenDefaults(answer.body, result);
}

/** Sign-in; a wrong password is `NotAuthorizedException` as in Cognito (cognito-local says otherwise). */
const initiateAuth: Handler = async (body, context) => {
  if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
    const parameters = (body.AuthParameters ?? {}) as CognitoJson;
    return refresh(body.ClientId, parameters.REFRESH_TOKEN, context);
  }
  const { upstream, sessions } = context;
  const answer = await upstream.request('InitiateAuth', body);
  if (answer.status !== 200) {
    const error = errorOf(answer);
    if (error.type === 'InvalidPasswordException' || error.type === 'NotAuthorizedException') {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    throw error;
  }
  const result = answer.body.AuthenticationResult as CognitoJson | undefined;
  if (!result || typeof result.AccessToken !== 'string') return answer.body;
  const claims = unverifiedClaims(result.AccessToken, upstream);
  await refuseDisabled(upstream, claims.poolId, claims.username);
  sessions.remember(body.ClientId, result);
  return withTokenDefaults(answer.body, result);
};

function assertPasswordPolicy(password: unknown, policy: PasswordPolicy): void {
  const violation = passwordPolicyViolation(password, policy);
  if (violation) {
    throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${violation}`);
  }
}

/** Forwards after checking the new password in `field` against the pool's policy. */
function withPasswordPolicy(operation: string, field: string): Handler {
  return async (body, { upstream, policy }) => {
    assertPasswordPolicy(body[field], policy);
    return upstream.call(operation, body);
  };
}

const respondToAuthChallenge: Handler = async (body, { upstream, sessions, policy }) => {
  if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    assertPasswordPolicy(((body.ChallengeResponses ?? {}) as CognitoJson).NEW_PASSWORD, policy);
  }
  const answer = await upstream.call('RespondToAuthChallenge', body);
  if (answer.AuthenticationResult)
    sessions.remember(body.ClientId, answer.AuthenticationResult as CognitoJson);
  return answer;
};

/** cognito-local has no resend; codes are fixed locally, so there is nothing to send again. */
const resendConfirmationCode: Handler = async (body, { upstream, code, log }) => {
  const poolId = await upstream.poolOfClient(body.ClientId);
  if (typeof body.Username !== 'string' || body.Username === '') {
    throw new CognitoError('InvalidParameterException', 'Username is required');
  }
  const user = await upstream.user(poolId, body.Username);
  if (!user) throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
  if (user.UserStatus === 'CONFIRMED') {
    throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
  }
  const email = attributesOf(user).email ?? body.Username;
  log(`ResendConfirmationCode: ${email} — the code is unchanged${code ? ` (${code})` : ''}`);
  return {
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) },
  };
};

/** Ends every session of the caller, as Cognito does (cognito-local has no GlobalSignOut). */
const globalSignOut: Handler = async (_body, { upstream, sessions, log }, caller) => {
  if (!caller) throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  for (const { token, clientId } of sessions.signOut(caller.username)) {
    await upstream.request('RevokeToken', { Token: token, ClientId: clientId });
  }
  log(`GlobalSignOut: ${caller.username}`);
  return {};
};

/**
 * Cognito sets `email_verified` when a sign-up is confirmed with the emailed code; cognito-local
 * does not. Without it a confirmed local user would count as unverified (and, on the server, would
 * not be linked to an existing record by email).
 */
const confirmSignUp: Handler = async (body, { upstream }) => {
  const answer = await upstream.call('ConfirmSignUp', body);
  if (typeof body.Username === 'string') {
    const poolId = await upstream.poolOfClient(body.ClientId);
    const user = await upstream.user(poolId, body.Username);
    const email = user ? attributesOf(user).email : undefined;
    // cognito-local wants the email beside the flag it qualifies.
    if (email)
      await upstream.call('AdminUpdateUserAttributes', {
        UserPoolId: poolId,
        Username: body.Username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
  }
  return answer;
};

/**
 * What a browser or app may call without AWS credentials — Cognito's public user-pool API. Admin*
 * and pool management need signed requests at AWS; the proxy refuses them (its own provisioning
 * talks to cognito-local directly).
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'DeleteUser',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
  'RevokeToken',
  'GlobalSignOut',
]);

/** The operations the proxy answers or amends; every other public one is forwarded as it is. */
const HANDLERS: Record<string, Handler> = {
  ConfirmSignUp: confirmSignUp,
  GetTokensFromRefreshToken: (body, context) => refresh(body.ClientId, body.RefreshToken, context),
  InitiateAuth: initiateAuth,
  SignUp: withPasswordPolicy('SignUp', 'Password'),
  ConfirmForgotPassword: withPasswordPolicy('ConfirmForgotPassword', 'Password'),
  ChangePassword: withPasswordPolicy('ChangePassword', 'ProposedPassword'),
  RespondToAuthChallenge: respondToAuthChallenge,
  ResendConfirmationCode: resendConfirmationCode,
  GlobalSignOut: globalSignOut,
};

/** One Cognito operation through the proxy; failures reject with the `CognitoError` to answer. */
export async function handleOperation(
  operation: string,
  body: CognitoJson,
  context: OperationContext,
): Promise<CognitoJson> {
  if (!PUBLIC_OPERATIONS.has(operation)) {
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403);
  }
  const caller =
    typeof body.AccessToken === 'string' || NEEDS_ACCESS_TOKEN.has(operation)
      ? await verifyAccessToken(body.AccessToken, context.upstream, context.sessions)
      : undefined;
  const handler = HANDLERS[operation];
  return handler ? handler(body, context, caller) : context.upstream.call(operation, body);
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
