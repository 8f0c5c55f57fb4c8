/**
 * Contract: the app's auth library (aws-amplify v6, the same calls the browser makes) against the
 * local identity provider (cognito-local behind our compatibility proxy): sign-up → confirm with the
 * local code → USER_PASSWORD_AUTH sign-in → forced token refresh → sign-out. Amplify keeps one
 * configuration per module instance, so the steps run in order on one user.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokenVerifier } from '../src/identity';
import { startTestIdentity, type TestIdentity } from './support/localIdentity';

const LOCAL_CODE = '123456';
const EMAIL = 'amplify.contract@example.org';
const PASSWORD = 'Contract-password-1';

/** Amplify's token store for Node (the browser uses localStorage). */
class MemoryStorage implements KeyValueStorageInterface {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

async function currentTokens() {
  const { tokens } = await fetchAuthSession();
  if (!tokens?.idToken) throw new Error('no tokens in the session');
  return { access: tokens.accessToken.toString(), id: tokens.idToken.toString() };
}

describe('aws-amplify v6 against the local identity provider', () => {
  let identity: TestIdentity;
  const storage = new MemoryStorage();
  let userId = '';
  let firstTokens: { access: string; id: string };
  const fetchSpy = vi.spyOn(globalThis, 'fetch');

  /** The Cognito operations Amplify sent to the proxy while `action` ran. */
  async function operationsDuring(action: () => Promise<unknown>): Promise<string[]> {
    const before = fetchSpy.mock.calls.length;
    await action();
    return fetchSpy.mock.calls
      .slice(before)
      .filter(([input]) => String(input instanceof Request ? input.url : input).startsWith(identity.endpoint))
      .map(([input, init]) => {
        const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
        return (headers.get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
      });
  }

  beforeAll(async () => {
    identity = await startTestIdentity();
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: identity.userPoolId,
          userPoolClientId: identity.clientId,
          userPoolEndpoint: identity.endpoint,
          loginWith: { email: true },
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  });
  afterAll(async () => {
    fetchSpy.mockRestore();
    await identity?.close();
  });

  it('signUp creates an unconfirmed user and asks for the emailed code', async () => {
    const result = await signUp({
      username: EMAIL,
      password: PASSWORD,
      options: { userAttributes: { email: EMAIL, given_name: 'Ada', family_name: 'Contract' } },
    });
    expect(result.isSignUpComplete).toBe(false);
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(result.userId).toMatch(/^[0-9a-f-]{36}$/);
    userId = result.userId ?? '';
    const user = await identity.admin('AdminGetUser', { UserPoolId: identity.userPoolId, Username: EMAIL });
    expect(user.UserStatus).toBe('UNCONFIRMED');
  });

  it('a sign-in before confirmation is answered with the confirm-sign-up step', async () => {
    const result = await signIn({
      username: EMAIL,
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(false);
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });

  it('confirmSignUp refuses a wrong code and accepts the local one', async () => {
    await expect(confirmSignUp({ username: EMAIL, confirmationCode: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const result = await confirmSignUp({ username: EMAIL, confirmationCode: LOCAL_CODE });
    expect(result.isSignUpComplete).toBe(true);
    expect(result.nextStep.signUpStep).toBe('DONE');
    const user = await identity.admin('AdminGetUser', { UserPoolId: identity.userPoolId, Username: EMAIL });
    expect(user.UserStatus).toBe('CONFIRMED');
  });

  it('a wrong password is NotAuthorizedException', async () => {
    await expect(
      signIn({
        username: EMAIL,
        password: 'Wrong-password-1',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('signIn with USER_PASSWORD_AUTH yields tokens the API accepts', async () => {
    let result: Awaited<ReturnType<typeof signIn>> | undefined;
    const operations = await operationsDuring(async () => {
      result = await signIn({
        username: EMAIL,
        password: PASSWORD,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
    });
    expect(operations).toEqual(['InitiateAuth']);
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const current = await getCurrentUser();
    expect(current.userId).toBe(userId);
    expect(current.signInDetails).toMatchObject({ loginId: EMAIL, authFlowType: 'USER_PASSWORD_AUTH' });
    expect(await fetchUserAttributes()).toMatchObject({
      sub: userId,
      email: EMAIL,
      given_name: 'Ada',
      family_name: 'Contract',
    });

    firstTokens = await currentTokens();
    expect(decodeJwt(firstTokens.access)).toMatchObject({
      sub: userId,
      token_use: 'access',
      client_id: identity.clientId,
    });
    expect(decodeJwt(firstTokens.id)).toMatchObject({ sub: userId, token_use: 'id', email: EMAIL });
    const verified = await createAccessTokenVerifier(identity.config)(firstTokens.access);
    expect(verified.sub).toBe(userId);
  });

  it('fetchAuthSession({ forceRefresh: true }) replaces both tokens through the refresh token', async () => {
    // Tokens carry their issue time in seconds: wait for the next second so the new ones must differ.
    const issuedAt = Number(decodeJwt(firstTokens.access).iat);
    while (Math.floor(Date.now() / 1000) <= issuedAt)
      await new Promise((resolve) => setTimeout(resolve, 100));

    let tokens: Awaited<ReturnType<typeof fetchAuthSession>>['tokens'];
    const operations = await operationsDuring(async () => {
      tokens = (await fetchAuthSession({ forceRefresh: true })).tokens;
    });
    // Amplify 6.22 refreshes with GetTokensFromRefreshToken, which the proxy maps for cognito-local.
    expect(operations).toEqual(['GetTokensFromRefreshToken']);
    const access = tokens?.accessToken.toString() ?? '';
    const id = tokens?.idToken?.toString() ?? '';
    expect(access).not.toBe(firstTokens.access);
    expect(id).not.toBe(firstTokens.id);
    const refreshed = decodeJwt(access);
    expect(refreshed.sub).toBe(userId);
    expect(Number(refreshed.iat)).toBeGreaterThan(issuedAt);
    expect(decodeJwt(id)).toMatchObject({ sub: userId, email: EMAIL });
    // The refreshed session is the one stored, and the API accepts it.
    expect(await currentTokens()).toEqual({ access, id });
    expect((await createAccessTokenVerifier(identity.config)(access)).sub).toBe(userId);
  });

  it('signOut clears the session: no current user, no tokens', async () => {
    await signOut();
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
    const session = await fetchAuthSession();
    expect(session.tokens).toBeUndefined();
    expect([...storage.items.keys()].filter((key) => /accessToken|idToken|refreshToken/.test(key))).toEqual(
      [],
    );
  });
});
