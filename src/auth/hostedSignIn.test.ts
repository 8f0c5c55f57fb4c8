import { identityErrorsMessages } from '@siyum/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeHostedSignIn,
  hostedCallbackOf,
  hostedSignOutUrl,
  isHostedCallback,
  signInRedirect,
} from './hostedSignIn';
import type { RuntimeConfig } from './runtimeConfig';
import { HOSTED_SESSION } from './storageKeys';

const ORIGIN = 'https://siyum.example.org';
const config: RuntimeConfig = {
  userPoolId: 'us-east-1_Abc',
  userPoolClientId: 'client-1',
  region: 'us-east-1',
  platform: 'siyum',
  identityMode: 'production',
  hostedUiDomain: 'auth.example.org',
  hostedUiRedirectSignIn: [`${ORIGIN}/auth-callback`, 'http://localhost:5173/auth-callback'],
  hostedUiRedirectSignOut: [`${ORIGIN}/sign-out`],
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/auth-callback after the hosted sign-in', () => {
  it.each([
    ['?code=c1&state=s1', { kind: 'code', code: 'c1', state: 's1' }],
    ['?error=access_denied&error_description=cancelled', { kind: 'error', error: 'access_denied' }],
    ['?error=access_denied&state=s1', { kind: 'error', error: 'access_denied' }],
    ['', { kind: 'none' }],
    ['?code=c1', { kind: 'none' }],
  ])('%s → %j', (search, expected) => {
    expect(hostedCallbackOf(search)).toEqual(expected);
    expect(isHostedCallback(search)).toBe(expected.kind !== 'none');
  });

  it('a cancelled provider login (?error=) raises “User cancelled OAuth flow.” and stores nothing', async () => {
    sessionStorage.setItem('siyum.oauth.pending', JSON.stringify({ verifier: 'v', state: 's1' }));
    await expect(completeHostedSignIn(config, '?error=access_denied')).rejects.toMatchObject({
      name: 'OAuthCancelled',
      message: identityErrorsMessages.oauthCancelled,
    });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('§5 return URLs from the configured lists', () => {
  it('/auth-callback on a listed origin', () => {
    expect(signInRedirect(config, ORIGIN)).toBe(`${ORIGIN}/auth-callback`);
    expect(signInRedirect(config, 'http://localhost:5173')).toBe('http://localhost:5173/auth-callback');
  });

  it('another origin → InvalidOriginException; no list → InvalidRedirectException', () => {
    expect(() => signInRedirect(config, 'https://evil.example.net')).toThrow(
      expect.objectContaining({
        name: 'InvalidOriginException',
        message: identityErrorsMessages.invalidOrigin,
      }),
    );
    const { hostedUiRedirectSignIn: _omitted, ...unlisted } = config;
    expect(() => signInRedirect(unlisted, ORIGIN)).toThrow(
      expect.objectContaining({
        name: 'InvalidRedirectException',
        message: identityErrorsMessages.invalidRedirect,
      }),
    );
  });

  it('a hosted session’s logout goes through the provider, back to a listed /sign-out', () => {
    expect(hostedSignOutUrl(config, ORIGIN)).toBeNull(); // not a hosted session
    localStorage.setItem(HOSTED_SESSION, 'true');
    expect(hostedSignOutUrl(config, ORIGIN)).toBe(
      'https://auth.example.org/logout?client_id=client-1&logout_uri=https%3A%2F%2Fsiyum.example.org%2Fsign-out',
    );
    expect(() => hostedSignOutUrl(config, 'http://localhost:5173')).toThrow(
      expect.objectContaining({ name: 'InvalidOriginException' }),
    );
    const { hostedUiDomain: _none, ...local } = config;
    expect(hostedSignOutUrl(local, ORIGIN)).toBeNull();
  });
});
