import { createPrivateKey, type KeyObject } from 'node:crypto';
import { LOCAL_SIGNING_KEY } from '@siyum/devstack';
import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccessTokenVerifier,
  getUserAttributes,
  IdentityError,
  type IdentityErrorReason,
  identityConfigFromEnv,
} from '../src/identity';
import { cognitoCall } from '../src/identity/cognito';
import { startTestIdentity, type TestIdentity, type TestUser } from './support/localIdentity';

/** cognito-local signs with this key, shipped in its package: anyone can mint "local" tokens. */
const localPrivateKey: KeyObject = createPrivateKey(LOCAL_SIGNING_KEY.privatePem);

async function rejection(promise: Promise<unknown>): Promise<IdentityErrorReason> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(IdentityError);
    return (error as IdentityError).reason;
  }
  throw new Error('expected the token to be rejected');
}

function sign(payload: JWTPayload, key: Parameters<SignJWT['sign']>[0], options: { kid?: string } = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'CognitoLocal' })
    .sign(key);
}

describe('access-token verifier against the local identity provider', () => {
  let identity: TestIdentity;
  let user: TestUser;
  let verify: (
    token: string,
  ) => Promise<{ sub: string; username: string; clientId: string; expiresAt: number }>;

  beforeAll(async () => {
    identity = await startTestIdentity();
    user = await identity.createUser('verifier@example.org', { givenName: 'Vera', familyName: 'Fire' });
    verify = createAccessTokenVerifier(identity.config);
  });
  afterAll(() => identity?.close());

  it('accepts a real access token and returns its identity', async () => {
    const verified = await verify(user.accessToken);
    expect(verified.sub).toBe(user.sub);
    expect(verified.clientId).toBe(identity.clientId);
    expect(verified.username).toBe(user.username);
    expect(verified.expiresAt).toBe(decodeJwt(user.accessToken).exp);
  });

  it('accepts the token with a Bearer prefix', async () => {
    expect((await verify(`Bearer ${user.accessToken}`)).sub).toBe(user.sub);
  });

  it('rejects a missing token', async () => {
    expect(await rejection(verify(''))).toBe('missing');
    expect(await rejection(verify('Bearer '))).toBe('missing');
  });

  it('rejects garbage', async () => {
    expect(await rejection(verify('not-a-token'))).toBe('malformed');
    expect(await rejection(verify('a.b.c'))).toBe('malformed');
    expect(await rejection(verify('x'.repeat(5000)))).toBe('malformed');
  });

  it('rejects a token signed with another key (forged signature)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await sign(decodeJwt(user.accessToken), privateKey);
    expect(await rejection(verify(forged))).toBe('signature');
  });

  it('rejects a token whose payload was altered', async () => {
    const [header, , signature] = user.accessToken.split('.');
    const payload = { ...decodeJwt(user.accessToken), sub: 'someone-else' };
    const altered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect(await rejection(verify(altered))).toBe('signature');
  });

  it('rejects an expired token (signed by the local key, exp in the past)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      { ...decodeJwt(user.accessToken), iat: now - 7200, exp: now - 3600 },
      localPrivateKey,
    );
    expect(await rejection(verify(expired))).toBe('expired');
  });

  it('rejects a real token once the clock passes its exp', async () => {
    const exp = decodeJwt(user.accessToken).exp ?? 0;
    const later = createAccessTokenVerifier(identity.config, {
      currentDate: () => new Date((exp + 60) * 1000),
    });
    expect(await rejection(later(user.accessToken))).toBe('expired');
  });

  it('a token verified once (and remembered) is still refused once it expires', async () => {
    const exp = decodeJwt(user.accessToken).exp ?? 0;
    let clock = new Date((exp - 60) * 1000);
    const remembering = createAccessTokenVerifier(identity.config, { currentDate: () => clock });
    expect((await remembering(user.accessToken)).sub).toBe(user.sub);
    expect((await remembering(user.accessToken)).sub).toBe(user.sub);
    clock = new Date((exp + 1) * 1000);
    expect(await rejection(remembering(user.accessToken))).toBe('expired');
    // A token altered after a good one was remembered is checked on its own.
    const [head, body] = user.accessToken.split('.');
    expect(await rejection(remembering(`${head}.${body}.AAAA`))).toBe('signature');
  });

  it('rejects an ID token (token_use=id)', async () => {
    expect(await rejection(verify(user.idToken))).toBe('token_use');
  });

  it('rejects a token issued to another app client', async () => {
    const created = await identity.admin('CreateUserPoolClient', {
      UserPoolId: identity.userPoolId,
      ClientName: 'other-client',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    });
    const otherClientId = (created.UserPoolClient as { ClientId: string }).ClientId;
    const answer = await cognitoCall(`${identity.endpoint}/`, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: otherClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    });
    const token = (answer.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect(decodeJwt(token).client_id).toBe(otherClientId);
    expect(await rejection(verify(token))).toBe('client_id');
  });

  it('rejects a token from another issuer (another pool, same key)', async () => {
    const otherIssuer = await sign(
      { ...decodeJwt(user.accessToken), iss: `${identity.upstream}/local_Other123` },
      localPrivateKey,
    );
    expect(await rejection(verify(otherIssuer))).toBe('issuer');
  });

  it('rejects every token when the configured issuer differs', async () => {
    const wrongIssuer = createAccessTokenVerifier({
      ...identity.config,
      issuer: `${identity.upstream}/local_Nope`,
    });
    expect(await rejection(wrongIssuer(user.accessToken))).toBe('issuer');
  });

  it('answers jwks when the signing keys cannot be fetched', async () => {
    const unreachable = createAccessTokenVerifier({
      ...identity.config,
      jwksUri: 'http://127.0.0.1:9/nowhere/.well-known/jwks.json',
    });
    expect(await rejection(unreachable(user.accessToken))).toBe('jwks');
  });

  it('production mode refuses the local issuer outright', () => {
    expect(() => createAccessTokenVerifier({ ...identity.config, mode: 'production' })).toThrow(
      IdentityError,
    );
    try {
      createAccessTokenVerifier({ ...identity.config, mode: 'production' });
    } catch (error) {
      expect((error as IdentityError).reason).toBe('config');
    }
  });

  it('a production verifier rejects local tokens even with the local key in its key set', async () => {
    const jwk = LOCAL_SIGNING_KEY.publicJwk;
    const production = createAccessTokenVerifier(
      {
        mode: 'production',
        issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Abc123',
        clientId: identity.clientId,
      },
      { keySet: createLocalJWKSet({ keys: [jwk] }) },
    );
    expect(await rejection(production(user.accessToken))).toBe('issuer');
  });

  it('a forged token with a fresh key pair fails even when its JWKS is offered under the local kid', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const forged = await sign(decodeJwt(user.accessToken), privateKey, { kid: 'Attacker' });
    expect(await rejection(verify(forged))).toBe('signature');
    // Sanity: the forged token is valid under the attacker's own key, so the rejection above is about trust.
    const attackerJwk = { ...(await exportJWK(publicKey)), kid: 'Attacker', alg: 'RS256' };
    const attacker = createAccessTokenVerifier(identity.config, {
      keySet: createLocalJWKSet({ keys: [attackerJwk] }),
    });
    expect((await attacker(forged)).sub).toBe(user.sub);
  });

  it('reads email and names with GetUser (access tokens carry none)', async () => {
    const attributes = await getUserAttributes(identity.config, user.accessToken);
    expect(attributes).toMatchObject({
      sub: user.sub,
      email: 'verifier@example.org',
      givenName: 'Vera',
      familyName: 'Fire',
      emailVerified: true,
    });
  });

  it('GetUser refuses a forged token (the proxy checks what cognito-local does not)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await sign(decodeJwt(user.accessToken), privateKey);
    await expect(getUserAttributes(identity.config, forged)).rejects.toBeInstanceOf(IdentityError);
  });
});

describe('identityConfigFromEnv', () => {
  it('derives the AWS issuer in production', () => {
    expect(
      identityConfigFromEnv({
        COGNITO_REGION: 'us-east-1',
        COGNITO_USER_POOL_ID: 'us-east-1_Abc123',
        COGNITO_CLIENT_ID: 'client123',
      }),
    ).toMatchObject({
      mode: 'production',
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Abc123',
      clientId: 'client123',
      endpoint: 'https://cognito-idp.us-east-1.amazonaws.com/',
    });
  });

  it('refuses a non-AWS issuer unless in local mode', () => {
    const env = {
      COGNITO_REGION: 'us-east-1',
      COGNITO_USER_POOL_ID: 'us-east-1_Abc123',
      COGNITO_CLIENT_ID: 'client123',
      COGNITO_ISSUER: 'http://127.0.0.1:9229/local_abc',
    };
    expect(() => identityConfigFromEnv(env)).toThrow(IdentityError);
    expect(() => identityConfigFromEnv({ COGNITO_CLIENT_ID: 'x' })).toThrow(IdentityError);
    expect(() => identityConfigFromEnv({ ...env, COGNITO_USER_POOL_ID: 'local_abc' })).toThrow(IdentityError);
  });

  it('accepts the local issuer in local mode', () => {
    expect(
      identityConfigFromEnv({
        LOCAL_IDENTITY: '1',
        LOCAL_IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
        LOCAL_IDENTITY_CLIENT_ID: 'client123',
        LOCAL_IDENTITY_POOL_ID: 'local_abc',
        LOCAL_IDENTITY_ENDPOINT: 'http://127.0.0.1:9228',
      }),
    ).toMatchObject({
      mode: 'local',
      issuer: 'http://127.0.0.1:9229/local_abc',
      clientId: 'client123',
      endpoint: 'http://127.0.0.1:9228',
    });
  });
});

describe('the pool password policy (issue 18: the forms refuse what the pool would)', () => {
  const local = {
    LOCAL_IDENTITY: '1',
    LOCAL_IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
    LOCAL_IDENTITY_CLIENT_ID: 'client123',
    LOCAL_IDENTITY_POOL_ID: 'local_abc',
  };
  const production = {
    COGNITO_REGION: 'us-east-1',
    COGNITO_USER_POOL_ID: 'us-east-1_Abc123',
    COGNITO_CLIENT_ID: 'client123',
  };
  it('local mode: the policy the local provider enforces, unless the stack names another', () => {
    expect(identityConfigFromEnv(local).passwordPolicy).toEqual({ minLength: 8 });
    expect(
      identityConfigFromEnv({
        ...local,
        LOCAL_IDENTITY_PASSWORD_POLICY: '{"minLength":10,"requireNumbers":true}',
      }).passwordPolicy,
    ).toEqual({ minLength: 10, requireNumbers: true });
  });
  it('production: COGNITO_PASSWORD_POLICY copies the pool’s; none given → none served', () => {
    expect(identityConfigFromEnv(production).passwordPolicy).toBeUndefined();
    expect(
      identityConfigFromEnv({ ...production, COGNITO_PASSWORD_POLICY: '{"minLength":12}' }).passwordPolicy,
    ).toEqual({ minLength: 12 });
  });
  it.each(['{"minLength":"8"}', '{"minLength":3}', '{"minLength":8,"requireEmoji":true}', 'eight'])(
    'refuses to start with the policy %s',
    (policy) => {
      expect(() => identityConfigFromEnv({ ...production, COGNITO_PASSWORD_POLICY: policy })).toThrow(
        /COGNITO_PASSWORD_POLICY/,
      );
    },
  );
  it('GET /api/config serves it', async () => {
    const { publicConfigFrom } = await import('../src/config');
    expect(publicConfigFrom(identityConfigFromEnv(local)).passwordPolicy).toEqual({ minLength: 8 });
    expect(publicConfigFrom(identityConfigFromEnv(production))).not.toHaveProperty('passwordPolicy');
  });
  it('GET /api/config serves the hosted sign-in’s return-URL lists (§5), refusing a non-URL', async () => {
    const { publicConfigFrom } = await import('../src/config');
    const identity = identityConfigFromEnv(production);
    expect(
      publicConfigFrom(identity, {
        COGNITO_HOSTED_UI_DOMAIN: 'auth.example.org',
        COGNITO_REDIRECT_SIGN_IN:
          'https://siyum.example.org/auth-callback,http://localhost:5173/auth-callback',
        COGNITO_REDIRECT_SIGN_OUT: 'https://siyum.example.org/sign-out',
      }),
    ).toMatchObject({
      hostedUiRedirectSignIn: [
        'https://siyum.example.org/auth-callback',
        'http://localhost:5173/auth-callback',
      ],
      hostedUiRedirectSignOut: ['https://siyum.example.org/sign-out'],
    });
    expect(() => publicConfigFrom(identity, { COGNITO_REDIRECT_SIGN_IN: '/auth-callback' })).toThrow(
      /COGNITO_REDIRECT_SIGN_IN/,
    );
  });
});

describe('local identity mode is for this machine only', () => {
  const local = {
    LOCAL_IDENTITY: '1',
    LOCAL_IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
    LOCAL_IDENTITY_CLIENT_ID: 'client123',
    LOCAL_IDENTITY_POOL_ID: 'local_abc',
  };
  it('refuses to start with NODE_ENV=production', () => {
    expect(() => identityConfigFromEnv({ ...local, NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    expect(() => identityConfigFromEnv({ ...local, NODE_ENV: 'development' })).not.toThrow();
  });
  it.each([
    ['a public host', { LOCAL_IDENTITY_ISSUER: 'http://identity.example.org:9229/local_abc' }],
    [
      'an AWS issuer',
      { LOCAL_IDENTITY_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Abc123' },
    ],
    ['a remote JWKS', { LOCAL_IDENTITY_JWKS_URI: 'https://keys.example.org/jwks.json' }],
    ['not a URL', { LOCAL_IDENTITY_ISSUER: 'local_abc' }],
  ])('refuses %s', (_name, change) => {
    expect(() => identityConfigFromEnv({ ...local, ...change })).toThrow(/loopback/);
  });
  it.each(['http://localhost:9229/local_abc', 'http://[::1]:9229/local_abc'])('accepts %s', (issuer) => {
    expect(identityConfigFromEnv({ ...local, LOCAL_IDENTITY_ISSUER: issuer }).issuer).toBe(issuer);
  });
});

describe('GET /api/config (public runtime config)', () => {
  it('serves the pool, client, proxy endpoint, region and platform — nothing secret', async () => {
    const { createPublicConfigRoute, publicConfigFrom } = await import('../src/config');
    const { serve } = await import('@hono/node-server');
    const { Hono } = await import('hono');
    const config = publicConfigFrom(
      {
        mode: 'local',
        issuer: 'http://127.0.0.1:9229/local_abc',
        clientId: 'client123',
        region: 'local',
        userPoolId: 'local_abc',
        endpoint: 'http://127.0.0.1:9228',
      },
      { PLATFORM: 'web', SMARTY_AUTH_TOKEN: 'secret' },
    );
    const app = new Hono().basePath('/api');
    app.route('/config', createPublicConfigRoute(config));
    const server = await new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
      const running = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise((done) => running.close(() => done())),
        });
      });
    });
    try {
      const response = await fetch(`${server.url}/api/config`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        userPoolId: 'local_abc',
        userPoolClientId: 'client123',
        userPoolEndpoint: 'http://127.0.0.1:9228',
        region: 'local',
        platform: 'web',
        identityMode: 'local',
      });
    } finally {
      await server.close();
    }
    const production = publicConfigFrom({
      mode: 'production',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Abc',
      clientId: 'c',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_Abc',
      endpoint: 'https://cognito-idp.eu-west-1.amazonaws.com/',
    });
    expect(production.userPoolEndpoint).toBeUndefined();
    expect(production.region).toBe('eu-west-1');
  });
});
