import { POOL_PASSWORD_POLICY, passwordPolicyViolation } from '@siyum/devstack';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../src/identity';
import { cognitoRequest } from '../src/identity/cognito';
import { startTestIdentity, TEST_PASSWORD, type TestIdentity, type TestUser } from './support/localIdentity';

/** One Cognito JSON call through the compatibility proxy, answering status + body (errors included). */
function cognito(identity: TestIdentity, operation: string, body: Record<string, unknown>) {
  return cognitoRequest(`${identity.endpoint}/`, operation, body);
}

describe('compatibility proxy in front of cognito-local', () => {
  let identity: TestIdentity;
  let user: TestUser;

  beforeAll(async () => {
    identity = await startTestIdentity({ allowedOrigins: ['http://127.0.0.1:5173'] });
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
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
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

describe('password policy (the domain rules, which cognito-local does not enforce)', () => {
  it.each([
    ['1234567', { minLength: 8 }, false],
    ['12345678', { minLength: 8 }, true],
    [undefined, { minLength: 8 }, false],
    ['abcdefgh', { minLength: 8, requireNumbers: true }, false],
    ['abcdefg1', { minLength: 8, requireNumbers: true }, true],
    ['abcdefg1', { minLength: 8, requireUppercase: true }, false],
    ['x'.repeat(256), { minLength: 8 }, true],
    ['x'.repeat(257), { minLength: 8 }, false],
  ])('%j with %j → accepted: %s', (password, policy, accepted) => {
    expect(passwordPolicyViolation(password, policy) === undefined).toBe(accepted);
  });

  it('the local pool asks for the library minimum of 8', () => {
    expect(POOL_PASSWORD_POLICY).toEqual({ minLength: 8 });
  });
});

describe('the proxy as the browser sees it', () => {
  const APP = 'http://127.0.0.1:5173';
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity({ allowedOrigins: [APP] });
  });
  afterAll(() => identity?.close());

  async function fromOrigin(origin: string, method = 'POST') {
    return fetch(`${identity.endpoint}/`, {
      method,
      headers: {
        origin,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'access-control-request-method': 'POST',
      },
      ...(method === 'POST'
        ? { body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: identity.clientId }) }
        : {}),
    });
  }

  it("answers CORS for the app's own origin only", async () => {
    const preflight = await fromOrigin(APP, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    const foreign = await fromOrigin('http://evil.example.org', 'OPTIONS');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPost = await fromOrigin('http://evil.example.org');
    expect(foreignPost.status).toBe(403);
  });

  it('cognito-local itself refuses every browser, with no CORS answer (issue 17: it allowed any origin)', async () => {
    const listUsers = (headers: Record<string, string>, method = 'POST') =>
      fetch(`${identity.upstream}/`, {
        method,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
          ...headers,
        },
        ...(method === 'POST' ? { body: JSON.stringify({ UserPoolId: identity.userPoolId }) } : {}),
      });
    for (const origin of ['http://evil.example.org', APP]) {
      const preflight = await listUsers({ origin, 'access-control-request-method': 'POST' }, 'OPTIONS');
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const post = await listUsers({ origin });
      expect(post.status).toBe(403);
      expect(await post.text()).not.toContain('Users');
    }
    // Node callers (our proxy, the API, the tests) send no Origin and still reach it.
    expect((await listUsers({})).status).toBe(200);
  });

  it.each([
    'AdminCreateUser',
    'AdminSetUserPassword',
    'AdminUpdateUserAttributes',
    'ListUsers',
    'CreateUserPool',
    'DeleteUserPool',
  ])('refuses the administrative call %s (Cognito needs AWS credentials for it)', async (operation) => {
    const { status, body } = await cognito(identity, operation, {
      UserPoolId: identity.userPoolId,
      Username: 'x@example.org',
    });
    expect(status).toBe(403);
    expect(body.__type).toBe('MissingAuthenticationTokenException');
  });

  it('a sign-up confirmed with the code has a verified email, as in Cognito', async () => {
    const email = 'confirm-me@example.org';
    const signUp = await cognito(identity, 'SignUp', {
      ClientId: identity.clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(signUp.status).toBe(200);
    const confirm = await cognito(identity, 'ConfirmSignUp', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: '123456',
    });
    expect(confirm.body).toEqual({});
    expect(confirm.status).toBe(200);
    const user = await identity.admin('AdminGetUser', { UserPoolId: identity.userPoolId, Username: email });
    const attributes = (user.UserAttributes ?? []) as { Name: string; Value: string }[];
    expect(attributes.find((a) => a.Name === 'email_verified')?.Value).toBe('true');
    expect(user.UserStatus).toBe('CONFIRMED');
  });
});
