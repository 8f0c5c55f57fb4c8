/**
 * Accounts at the stack's local identity provider, for specs that need a user before the browser
 * does anything. Sign-up and confirmation go through the compatibility proxy as the browser's would;
 * ready-made users are created with cognito-local's administrative calls (never the browser's path).
 */
import { randomBytes } from 'node:crypto';
import type { StackEnv } from './stackEnv';

/** Every emailed code of the local provider (sign-up, password reset). */
export const LOCAL_CODE = '123456';
/** Meets the pool's password policy. */
export const E2E_PASSWORD = 'E2e-password-1';

export interface UserAttributes {
  givenName?: string;
  familyName?: string;
  phoneNumber?: string;
}

export interface LocalIdentity {
  /** A fresh address no other test uses (`<prefix>-<random>@example.org`). */
  uniqueEmail(prefix?: string): string;
  /**
   * A confirmed user with a permanent password, as if registered earlier; with `mustChangePassword`
   * the password is a temporary one (FORCE_CHANGE_PASSWORD: signing in asks for a new one).
   */
  createUser(
    email: string,
    options?: UserAttributes & { password?: string; mustChangePassword?: boolean },
  ): Promise<{ email: string; password: string }>;
  /** SignUp as the browser does: the user is UNCONFIRMED until `confirmSignUp`. */
  signUp(email: string, password?: string, attributes?: UserAttributes): Promise<void>;
  confirmSignUp(email: string, code?: string): Promise<void>;
  /** Signs in as the app does (USER_PASSWORD_AUTH through the proxy): the access token for API calls. */
  accessToken(email: string, password?: string): Promise<string>;
  /** Cognito's UserStatus (`CONFIRMED`, `UNCONFIRMED`, …), or undefined when there is no such user. */
  userStatus(email: string): Promise<string | undefined>;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(`${type}: ${message}`);
  }
}

async function call(
  url: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok)
    throw new CognitoError(String(parsed.__type ?? response.status), String(parsed.message ?? text));
  return parsed;
}

function attributeList(email: string, attributes: UserAttributes): { Name: string; Value: string }[] {
  const list = [{ Name: 'email', Value: email }];
  if (attributes.givenName) list.push({ Name: 'given_name', Value: attributes.givenName });
  if (attributes.familyName) list.push({ Name: 'family_name', Value: attributes.familyName });
  if (attributes.phoneNumber) list.push({ Name: 'phone_number', Value: attributes.phoneNumber });
  return list;
}

export function localIdentity(stack: StackEnv['identity']): LocalIdentity {
  const proxy = (operation: string, body: Record<string, unknown>) =>
    call(`${stack.endpoint}/`, operation, body);
  const admin = (operation: string, body: Record<string, unknown>) =>
    call(`${stack.upstream}/`, operation, { UserPoolId: stack.userPoolId, ...body });
  return {
    uniqueEmail: (prefix = 'e2e') => `${prefix}-${randomBytes(6).toString('hex')}@example.org`,
    async createUser(email, options = {}) {
      const password = options.password ?? E2E_PASSWORD;
      await admin('AdminCreateUser', {
        Username: email,
        UserAttributes: [...attributeList(email, options), { Name: 'email_verified', Value: 'true' }],
        MessageAction: 'SUPPRESS',
        ...(options.mustChangePassword ? { TemporaryPassword: password } : {}),
      });
      if (!options.mustChangePassword)
        await admin('AdminSetUserPassword', { Username: email, Password: password, Permanent: true });
      return { email, password };
    },
    async signUp(email, password = E2E_PASSWORD, attributes = {}) {
      await proxy('SignUp', {
        ClientId: stack.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: attributeList(email, attributes),
      });
    },
    async confirmSignUp(email, code = LOCAL_CODE) {
      await proxy('ConfirmSignUp', {
        ClientId: stack.userPoolClientId,
        Username: email,
        ConfirmationCode: code,
      });
    },
    async accessToken(email, password = E2E_PASSWORD) {
      const answer = await proxy('InitiateAuth', {
        ClientId: stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      const token = (answer.AuthenticationResult as { AccessToken?: string } | undefined)?.AccessToken;
      if (!token) throw new Error(`no access token for ${email}: ${JSON.stringify(answer)}`);
      return token;
    },
    async userStatus(email) {
      try {
        return String((await admin('AdminGetUser', { Username: email })).UserStatus);
      } catch (error) {
        if (error instanceof CognitoError && error.type === 'UserNotFoundException') return undefined;
        throw error;
      }
    },
  };
}
