import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../src/identity';
import { passwordPolicyViolation } from '../src/identity/local/proxy';
import { startTestIdentity, type TestIdentity, type TestUser } from './support/localIdentity';

/** One Cognito JSON call through the compatibility proxy, answering status + body (errors included). */
async function cognito(identity: TestIdentity, operation: string, body: Record<string, unknown>) {
  const response = await fetch(`${identity.endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('compatibility proxy in front of cognito-local', () => {
  let identity: TestIdentity;
  let user: TestUser;

  beforeAll(async () => {
    identity = await startTestIdentity();
    user = await identity.createUser('proxy@example.org', { givenName: 'Pro', familyName: 'Xy' });
  });
  afterAll(() => identity?.close());

  it('GetTokensFromRefreshToken answers fresh tokens (mapped to REFRESH_TOKEN_AUTH)', async () => {
    const { status, body } = await cognito(identity, 'GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: user.refreshToken,
    });
    expect(status).toBe(200);
    const result = body.AuthenticationResult as Record<string, unknown>;
    expect(typeof result.AccessToken).toBe('string');
    expect(typeof result.IdToken).toBe('string');
    expect(result.TokenType).toBe('Bearer');
    expect(typeof result.ExpiresIn).toBe('number');
    const verified = await createAccessTokenVerifier(identity.config)(String(result.AccessToken));
    expect(verified.sub).toBe(user.sub);
  });

  it('a refresh with an unknown refresh token is NotAuthorizedException', async () => {
    const { status, body } = await cognito(identity, 'GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: 'not-a-refresh-token',
    });
    expect(status).toBe(400);
    expect(body.__type).toBe('NotAuthorizedException');
  });

  it('a wrong password answers NotAuthorizedException like Cognito (not InvalidPasswordException)', async () => {
    const { status, body } = await cognito(identity, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: 'wrong-password-1' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('an unknown user answers NotAuthorizedException too', async () => {
    const { body } = await cognito(identity, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: 'nobody@example.org', PASSWORD: 'whatever-123' },
    });
    expect(body.__type).toBe('NotAuthorizedException');
  });

  it('SignUp enforces the password policy (min 8), then sign-up + confirm with the fixed code works', async () => {
    const short = await cognito(identity, 'SignUp', {
      ClientId: identity.clientId,
      Username: 'newbie@example.org',
      Password: 'short',
      UserAttributes: [{ Name: 'email', Value: 'newbie@example.org' }],
    });
    expect(short.status).toBe(400);
    expect(short.body.__type).toBe('InvalidPasswordException');

    const signUp = await cognito(identity, 'SignUp', {
      ClientId: identity.clientId,
      Username: 'newbie@example.org',
      Password: 'long-enough-1',
      UserAttributes: [{ Name: 'email', Value: 'newbie@example.org' }],
    });
    expect(signUp.status).toBe(200);
    expect(typeof signUp.body.UserSub).toBe('string');

    const resend = await cognito(identity, 'ResendConfirmationCode', {
      ClientId: identity.clientId,
      Username: 'newbie@example.org',
    });
    expect(resend.status).toBe(200);
    expect(resend.body.CodeDeliveryDetails).toMatchObject({
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });

    const confirm = await cognito(identity, 'ConfirmSignUp', {
      ClientId: identity.clientId,
      Username: 'newbie@example.org',
      ConfirmationCode: '123456',
    });
    expect(confirm.status).toBe(200);

    const again = await cognito(identity, 'ResendConfirmationCode', {
      ClientId: identity.clientId,
      Username: 'newbie@example.org',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('ResendConfirmationCode for an unknown user is UserNotFoundException', async () => {
    const { status, body } = await cognito(identity, 'ResendConfirmationCode', {
      ClientId: identity.clientId,
      Username: 'ghost@example.org',
    });
    expect(status).toBe(400);
    expect(body.__type).toBe('UserNotFoundException');
  });

  it('GetUser refuses a forged access token', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(user.accessToken))
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    const { status, body } = await cognito(identity, 'GetUser', { AccessToken: forged });
    expect(status).toBe(400);
    expect(body.__type).toBe('NotAuthorizedException');
  });

  it('GlobalSignOut answers, then the old refresh and access tokens are refused', async () => {
    const member = await identity.createUser('signout@example.org');
    const before = await cognito(identity, 'GetUser', { AccessToken: member.accessToken });
    expect(before.status).toBe(200);

    const signOut = await cognito(identity, 'GlobalSignOut', { AccessToken: member.accessToken });
    expect(signOut).toEqual({ status: 200, body: {} });

    const refresh = await cognito(identity, 'GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: member.refreshToken,
    });
    expect(refresh.body.__type).toBe('NotAuthorizedException');
    const after = await cognito(identity, 'GetUser', { AccessToken: member.accessToken });
    expect(after.body.__type).toBe('NotAuthorizedException');

    // Signing in again works at once.
    const fresh = await identity.signIn(member.email, member.password);
    expect((await cognito(identity, 'GetUser', { AccessToken: fresh.accessToken })).status).toBe(200);
  });

  it('GlobalSignOut without a valid token is NotAuthorizedException', async () => {
    const { status, body } = await cognito(identity, 'GlobalSignOut', { AccessToken: 'garbage' });
    expect(status).toBe(400);
    expect(body.__type).toBe('NotAuthorizedException');
  });

  it('a disabled user cannot sign in or refresh', async () => {
    const member = await identity.createUser('disabled@example.org');
    await identity.admin('AdminDisableUser', { UserPoolId: identity.userPoolId, Username: member.email });
    const signIn = await cognito(identity, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
    });
    expect(signIn.body).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
    const refresh = await cognito(identity, 'GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: member.refreshToken,
    });
    expect(refresh.body.__type).toBe('NotAuthorizedException');
  });

  it('serves the JWKS and answers CORS preflights for the browser', async () => {
    const jwks = await fetch(`${identity.endpoint}/${identity.userPoolId}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const body = (await jwks.json()) as { keys: { kid: string }[] };
    expect(body.keys[0]?.kid).toBe('CognitoLocal');

    const preflight = await fetch(`${identity.endpoint}/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });

  it('answers 400 for a missing target or a broken body', async () => {
    const noTarget = await fetch(`${identity.endpoint}/`, { method: 'POST', body: '{}' });
    expect(noTarget.status).toBe(400);
    const broken = await fetch(`${identity.endpoint}/`, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
  });
});

describe('password policy', () => {
  it('defaults to at least 8 characters', () => {
    expect(passwordPolicyViolation('1234567', { minLength: 8 })).toBeDefined();
    expect(passwordPolicyViolation('12345678', { minLength: 8 })).toBeUndefined();
    expect(passwordPolicyViolation(undefined, { minLength: 8 })).toBeDefined();
    expect(passwordPolicyViolation('abcdefgh', { minLength: 8, requireNumbers: true })).toBeDefined();
  });
});
