import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityErrorsMessages } from '@siyum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  checkState,
  codeChallengeOf,
  exchangeCode,
  HOSTED_SCOPES,
  hostedLogoutUrl,
  OAUTH_STATE_LENGTH,
  OAuthError,
  PKCE_VERIFIER_LENGTH,
  randomString,
} from './pkce';

/**
 * A small OAuth 2 authorization server on 127.0.0.1: /oauth2/authorize remembers the challenge and
 * redirects with a code and the state; /oauth2/token checks the verifier against it (S256), as
 * Cognito's hosted sign-in does.
 */
let server: Server;
let origin: string;
const issued = new Map<string, { challenge: string; redirectUri: string; clientId: string }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/oauth2/authorize') {
      const code = `code-${issued.size + 1}`;
      issued.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        clientId: url.searchParams.get('client_id') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const grant = issued.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const ok =
        request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('grant_type') === 'authorization_code' &&
        grant !== undefined &&
        grant.challenge === challenge &&
        grant.redirectUri === form.get('redirect_uri') &&
        grant.clientId === form.get('client_id');
      // A provider misconfigured to answer without an access token (§8 'No access token …').
      const tokenless = grant?.clientId === 'client-without-tokens';
      response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          ok
            ? tokenless
              ? { id_token: 'd.e.f' }
              : { access_token: 'a.b.c', id_token: 'd.e.f', refresh_token: 'r' }
            : { error: 'invalid_grant' },
        ),
      );
      if (ok) issued.delete(form.get('code') ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clientId = 'client-1';
const redirectUri = 'http://127.0.0.1:5173/auth-callback';

async function authorize(verifier: string, state: string): Promise<URL> {
  const url = authorizeUrl({
    domain: origin,
    clientId,
    redirectUri,
    provider: 'Google',
    state,
    codeChallenge: await codeChallengeOf(verifier),
  });
  const response = await fetch(url, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

describe('hosted sign-in with PKCE', () => {
  it('verifier 128 and state 32 characters of the unreserved set, different every time', () => {
    const verifier = randomString(PKCE_VERIFIER_LENGTH);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(randomString(OAUTH_STATE_LENGTH)).toHaveLength(32);
    expect(randomString(PKCE_VERIFIER_LENGTH)).not.toBe(verifier);
  });

  it('the challenge is S256 of the verifier (RFC 7636 appendix B example)', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('the authorize URL carries the §7 parameters', async () => {
    const url = new URL(
      authorizeUrl({
        domain: 'auth.example.org',
        clientId,
        redirectUri,
        provider: 'Apple',
        state: 's',
        codeChallenge: 'c',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://auth.example.org/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: redirectUri,
      response_type: 'code',
      client_id: clientId,
      identity_provider: 'SignInWithApple',
      scope: HOSTED_SCOPES.join(' '),
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('round trip: authorize → callback with code and state → exchange with the verifier', async () => {
    const verifier = randomString(PKCE_VERIFIER_LENGTH);
    const state = randomString(OAUTH_STATE_LENGTH);
    const callback = await authorize(verifier, state);
    expect(() => checkState(callback.searchParams.get('state'), state)).not.toThrow();
    const tokens = await exchangeCode({
      domain: origin,
      clientId,
      code: callback.searchParams.get('code') ?? '',
      redirectUri,
      verifier,
    });
    expect(tokens).toEqual({ access_token: 'a.b.c', id_token: 'd.e.f', refresh_token: 'r' });
  });

  it('a wrong verifier is refused by the token endpoint', async () => {
    const callback = await authorize(randomString(PKCE_VERIFIER_LENGTH), 'state');
    const exchange = exchangeCode({
      domain: origin,
      clientId,
      code: callback.searchParams.get('code') ?? '',
      redirectUri,
      verifier: randomString(PKCE_VERIFIER_LENGTH),
    });
    await expect(exchange).rejects.toThrow(OAuthError);
    await expect(exchange).rejects.toThrow('invalid_grant');
  });

  it('login_hint and lang go along where given (§7 optional parameters)', () => {
    const url = new URL(
      authorizeUrl({
        domain: 'auth.example.org',
        clientId,
        redirectUri,
        provider: 'Google',
        state: 's',
        codeChallenge: 'c',
        loginHint: 'rivka@example.org',
        lang: 'he',
      }),
    );
    expect(url.searchParams.get('login_hint')).toBe('rivka@example.org');
    expect(url.searchParams.get('lang')).toBe('he');
  });

  it('an exchange answered without an access token raises “No access token returned from OAuth flow.”', async () => {
    const verifier = randomString(PKCE_VERIFIER_LENGTH);
    const url = authorizeUrl({
      domain: origin,
      clientId: 'client-without-tokens',
      redirectUri,
      provider: 'Google',
      state: 's',
      codeChallenge: await codeChallengeOf(verifier),
    });
    const callback = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    const exchange = exchangeCode({
      domain: origin,
      clientId: 'client-without-tokens',
      code: callback.searchParams.get('code') ?? '',
      redirectUri,
      verifier,
    });
    await expect(exchange).rejects.toMatchObject({
      name: 'OAuthNoAccessToken',
      message: identityErrorsMessages.oauthNoToken,
    });
  });

  it('the logout URL returns to /sign-out', () => {
    expect(hostedLogoutUrl('auth.example.org', clientId, 'https://siyum.example.org')).toBe(
      'https://auth.example.org/logout?client_id=client-1&logout_uri=https%3A%2F%2Fsiyum.example.org%2Fsign-out',
    );
  });

  it.each([
    ['another state', 'abc', 'xyz'],
    ['no state returned', null, 'xyz'],
    ['nothing stored', 'abc', null],
  ])('state check fails on %s', (_name, returned, stored) => {
    expect(() => checkState(returned, stored)).toThrow('OAuth state does not match');
  });
});
