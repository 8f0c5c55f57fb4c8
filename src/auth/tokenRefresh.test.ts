import { identityErrorsMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { AUTH_EVENTS, type AuthEventMessage, listenAuthEvents } from './authEvents';
import {
  afterRefreshFailure,
  amplifyHubListener,
  requireAccessToken,
  type SessionEnd,
  storedRefreshToken,
} from './tokenRefresh';

const CLIENT = 'client123';
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT}`;

function storageWith(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

/** A session end that records what it was asked to do. */
function sessionEnd(options: { authorized: boolean; refreshToken: string | null; hosted?: boolean }) {
  const done: string[] = [];
  const end: SessionEnd = {
    authorized: () => options.authorized,
    refreshToken: () => options.refreshToken,
    signOut: async () => {
      done.push('signOut');
    },
    leave: (url) => {
      done.push(`leave ${url}`);
    },
    logoutUrl: async () => (options.hosted ? 'https://auth.example.org/logout?…' : '/'),
    log: (message) => {
      done.push(`log ${message}`);
    },
  };
  return { end, done };
}

function named(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('§4: read the last user, then the refresh token, with a fallback key form', () => {
  it.each<[string, Record<string, string>, string | null]>([
    ['the last user’s key', { [`${PREFIX}.LastAuthUser`]: 'u1', [`${PREFIX}.u1.refreshToken`]: 'r1' }, 'r1'],
    [
      'the URI-encoded name (cookie storage’s form)',
      {
        [`${PREFIX}.LastAuthUser`]: 'rivka@example.org',
        [`${PREFIX}.rivka%40example.org.refreshToken`]: 'r2',
      },
      'r2',
    ],
    [
      'the decoded name',
      {
        [`${PREFIX}.LastAuthUser`]: 'rivka%40example.org',
        [`${PREFIX}.rivka@example.org.refreshToken`]: 'r3',
      },
      'r3',
    ],
    ['no last user', { [`${PREFIX}.u1.refreshToken`]: 'r1' }, null],
    ['no refresh token', { [`${PREFIX}.LastAuthUser`]: 'u1', [`${PREFIX}.u1.accessToken`]: 'a' }, null],
    [
      'another client’s',
      { [`${PREFIX}.LastAuthUser`]: 'u1', 'CognitoIdentityServiceProvider.other.u1.refreshToken': 'x' },
      null,
    ],
  ])('%s', (_name, items, expected) => {
    expect(storedRefreshToken(storageWith(items), CLIENT)).toBe(expected);
  });
});

describe('§4: a refresh that failed', () => {
  const unauthenticated = named('UserUnAuthenticatedException', identityErrorsMessages.notAuthenticated);

  it('no refresh token while signed in → signed out and sent to /', async () => {
    const { end, done } = sessionEnd({ authorized: true, refreshToken: null, hosted: true });
    await afterRefreshFailure(end, unauthenticated);
    expect(done).toEqual(['signOut', 'leave /']);
  });

  it('no refresh token and not signed in → only logged', async () => {
    const { end, done } = sessionEnd({ authorized: false, refreshToken: null });
    await afterRefreshFailure(end, unauthenticated);
    expect(done).toEqual(['log No refresh token found']);
  });

  it.each([['NotAuthorizedException'], ['TokenRevokedException'], ['InternalErrorException']])(
    'the exchange failing (%s) → logged, signed out, sent to the provider’s logout page',
    async (name) => {
      const { end, done } = sessionEnd({ authorized: true, refreshToken: 'r1', hosted: true });
      await afterRefreshFailure(end, named(name));
      expect(done).toEqual([
        'log Error refreshing token:',
        'signOut',
        'leave https://auth.example.org/logout?…',
      ]);
    },
  );

  it('without a hosted domain the logout page is /', async () => {
    const { end, done } = sessionEnd({ authorized: true, refreshToken: 'r1' });
    await afterRefreshFailure(end, named('NotAuthorizedException'));
    expect(done.at(-1)).toBe('leave /');
  });

  it('a network error signs nobody out: the tokens stay for the next try', async () => {
    const { end, done } = sessionEnd({ authorized: true, refreshToken: 'r1', hosted: true });
    await afterRefreshFailure(end, new TypeError('Failed to fetch'));
    await afterRefreshFailure(end, named('NetworkError'));
    expect(done).toEqual(['log Error refreshing token:', 'log Error refreshing token:']);
  });
});

describe('§4: a missing token after refresh', () => {
  it('signed in → signed out, raising “no Authorization token found”', async () => {
    const { end, done } = sessionEnd({ authorized: true, refreshToken: null });
    await expect(requireAccessToken(end, null)).rejects.toThrow(identityErrorsMessages.noAuthorizationToken);
    expect(done).toEqual(['signOut']);
  });

  it('a visitor has none and needs none; a token passes', async () => {
    const visitor = sessionEnd({ authorized: false, refreshToken: null });
    expect(await requireAccessToken(visitor.end, null)).toBeNull();
    const user = sessionEnd({ authorized: true, refreshToken: 'r1' });
    expect(await requireAccessToken(user.end, 'token')).toBe('token');
    expect([...visitor.done, ...user.done]).toEqual([]);
  });
});

describe('Amplify’s Hub events reach the app (§4 events)', () => {
  it('forwards every §4 event and nothing else; tokenRefresh_failure is acted on', async () => {
    const heard: AuthEventMessage[] = [];
    const stop = listenAuthEvents((message) => heard.push(message));
    const { end, done } = sessionEnd({ authorized: true, refreshToken: null });
    const listener = amplifyHubListener(end);
    try {
      for (const event of AUTH_EVENTS) listener({ payload: { event, data: { error: named('X') } } });
      listener({ payload: { event: 'configured' } });
      listener({ payload: { event: 'signUp' } });
    } finally {
      stop();
    }
    expect(heard.map((message) => message.event)).toEqual([
      'signedIn',
      'signedOut',
      'tokenRefresh',
      'tokenRefresh_failure',
      'signInWithRedirect',
      'signInWithRedirect_failure',
      'customOAuthState',
    ]);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toEqual(['signOut', 'leave /']);
  });
});
