import { identityErrorsMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTH_EVENTS,
  type AuthEventActions,
  type AuthEventMessage,
  emitAuthEvent,
  listenAuthEvents,
  reactToAuthEvent,
} from './authEvents';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

function recorder() {
  const done: string[] = [];
  const actions: AuthEventActions = {
    setSignedInFlag: (signedIn) => done.push(`flag ${signedIn}`),
    becomeVisitor: () => done.push('visitor'),
    showSignInError: (error) => done.push(`error ${error.name}: ${error.message}`),
    keepReturnPath: (path) => done.push(`return to ${path}`),
  };
  return { done, actions };
}

describe('the app listens to the §4 auth events', () => {
  it('names exactly the events of §4', () => {
    expect(AUTH_EVENTS).toEqual([
      'signedIn',
      'signedOut',
      'tokenRefresh',
      'tokenRefresh_failure',
      'signInWithRedirect',
      'signInWithRedirect_failure',
      'customOAuthState',
    ]);
  });

  it.each<[AuthEventMessage, string[]]>([
    [{ event: 'signedIn' }, ['flag true']],
    [{ event: 'signInWithRedirect' }, ['flag true']],
    [{ event: 'tokenRefresh' }, ['flag true']],
    [{ event: 'signedOut' }, ['flag false', 'visitor']],
    [
      {
        event: 'signInWithRedirect_failure',
        data: { error: named('OAuthCancelled', identityErrorsMessages.oauthCancelled) },
      },
      [`error OAuthCancelled: ${identityErrorsMessages.oauthCancelled}`],
    ],
    [
      {
        event: 'signInWithRedirect_failure',
        data: { error: named('OAuthNoAccessToken', identityErrorsMessages.oauthNoToken) },
      },
      [`error OAuthNoAccessToken: ${identityErrorsMessages.oauthNoToken}`],
    ],
    // §8: a refused exchange (or a state mismatch) is logged only.
    [{ event: 'signInWithRedirect_failure', data: { error: named('OAuthError', 'invalid_grant') } }, []],
    [{ event: 'customOAuthState', data: '/dashboard' }, ['return to /dashboard']],
    [{ event: 'customOAuthState', data: { not: 'a path' } }, []],
    // Dealt with where Amplify is (tokenRefresh.ts), which ends in signedOut.
    [{ event: 'tokenRefresh_failure', data: { error: new Error('x') } }, []],
  ])('%j → %j', (message, expected) => {
    const { done, actions } = recorder();
    reactToAuthEvent(message, actions);
    expect(done).toEqual(expected);
  });

  it('listeners hear every event until they stop', () => {
    const heard: string[] = [];
    const stop = listenAuthEvents((message) => heard.push(message.event));
    emitAuthEvent({ event: 'signedIn' });
    stop();
    emitAuthEvent({ event: 'signedOut' });
    expect(heard).toEqual(['signedIn']);
  });
});
