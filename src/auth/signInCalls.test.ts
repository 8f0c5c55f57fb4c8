import { type AuthSignal, createAuthenticator } from '@siyum/ui/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * How often a sign-in asks who is signed in (issue 19 measured 3 `getCurrentUser` per sign-in).
 * The dialog's real machine runs over the app's real Amplify service; only `aws-amplify` itself is
 * a fake, which counts the app's `getCurrentUser` calls apart from the reads Amplify makes inside
 * its own `signIn` (its already-signed-in guard and its `signedIn` Hub event), and raises that
 * event as Amplify does: synchronously, before `signIn` answers.
 */
const amplify = vi.hoisted(() => {
  type User = { username: string; userId: string };
  type Hub = (capsule: { payload: { event: string; data?: unknown } }) => void;
  const state = {
    user: null as User | null,
    appCalls: 0,
    internalReads: 0,
    hub: [] as Hub[],
    /** signIn stops at this step instead of signing in. */
    challenge: null as string | null,
  };
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  const dispatch = (event: string, data?: unknown) => {
    for (const listener of state.hub) listener({ payload: { event, data } });
  };
  const finishSignIn = () => {
    state.user = { username: 'rivka@example.org', userId: 'sub-1' };
    state.internalReads++; // Amplify reads the new user for its signedIn event
    dispatch('signedIn', { ...state.user });
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  };
  const auth = {
    async getCurrentUser() {
      state.appCalls++;
      if (!state.user) throw named('UserUnAuthenticatedException', 'User needs to be authenticated');
      return { ...state.user };
    },
    async signIn() {
      state.internalReads++; // Amplify's own guard against a signed-in user
      if (state.user) throw named('UserAlreadyAuthenticatedException', 'There is already a signed in user.');
      if (state.challenge) return { isSignedIn: false, nextStep: { signInStep: state.challenge } };
      return finishSignIn();
    },
    confirmSignIn: async () => finishSignIn(),
    signUp: async () => ({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } }),
    confirmSignUp: async () => ({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    }),
    async autoSignIn() {
      state.internalReads++; // autoSignIn signs in through signIn, guard included
      return finishSignIn();
    },
    fetchUserAttributes: async () => ({ email: 'rivka@example.org', email_verified: 'true' }),
    async signOut() {
      state.user = null;
      dispatch('signedOut');
    },
  };
  return { state, auth, hub: { listen: (_channel: string, listener: Hub) => void state.hub.push(listener) } };
});

vi.mock('aws-amplify', () => ({ Amplify: { configure: () => undefined } }));
vi.mock('aws-amplify/auth', () => amplify.auth);
vi.mock('aws-amplify/utils', () => ({ Hub: amplify.hub }));

const { createAmplifyAuthService } = await import('./amplifyAuthService');

beforeEach(() => {
  Object.assign(amplify.state, { user: null, appCalls: 0, internalReads: 0, challenge: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ userPoolId: 'us-east-1_Abc', userPoolClientId: 'client-1' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** One opening of the dialog (a fresh machine over fresh services, as AuthDialogHost mounts it). */
async function openDialog(initialState: 'signIn' | 'signUp' = 'signIn') {
  const signals: AuthSignal['type'][] = [];
  const machine = createAuthenticator({
    services: createAmplifyAuthService(),
    initialState,
    onSignal: (signal) => signals.push(signal.type),
  });
  await machine.send({ type: 'INIT' });
  return { machine, signals };
}

describe('getCurrentUser per sign-in (issue 19: 3 measured, 1 the target)', () => {
  it('a password sign-in asks once: when the dialog opens', async () => {
    const { machine, signals } = await openDialog();
    await machine.send({ type: 'SIGN_IN', username: 'rivka@example.org', password: 'Abcd-1234' });
    expect(machine.state).toMatchObject({ name: 'authenticated', user: { userId: 'sub-1' } });
    expect(signals).toEqual(['signedIn']);
    expect(amplify.state.appCalls).toBe(1);
    // Amplify's own signIn still guards against a signed-in user and names the new one.
    expect(amplify.state.internalReads).toBe(2);
  });

  it('a sign-in through a challenge (new password) asks once', async () => {
    amplify.state.challenge = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';
    const { machine } = await openDialog();
    await machine.send({ type: 'SIGN_IN', username: 'rivka@example.org', password: 'Abcd-1234' });
    expect(machine.state.name).toBe('forceNewPassword');
    await machine.send({ type: 'CONFIRM_SIGN_IN', challengeResponse: 'Abcd-5678' });
    expect(machine.state).toMatchObject({ name: 'authenticated', user: { userId: 'sub-1' } });
    expect(amplify.state.appCalls).toBe(1);
  });

  it('a registration (code, then auto sign-in) asks once', async () => {
    const { machine, signals } = await openDialog('signUp');
    await machine.send({
      type: 'SIGN_UP',
      username: 'rivka@example.org',
      password: 'Abcd-1234',
      userAttributes: { email: 'rivka@example.org' },
    });
    await machine.send({ type: 'CONFIRM_SIGN_UP', code: '123456' });
    expect(machine.state).toMatchObject({ name: 'authenticated', user: { userId: 'sub-1' } });
    expect(signals).toEqual(['registered', 'signedIn']);
    expect(amplify.state.appCalls).toBe(1);
  });

  it('someone signed in elsewhere after the dialog opened: Amplify’s own guard still refuses', async () => {
    const { machine } = await openDialog();
    amplify.state.user = { username: 'other@example.org', userId: 'sub-2' }; // another tab
    await machine.send({ type: 'SIGN_IN', username: 'rivka@example.org', password: 'Abcd-1234' });
    expect(machine.state).toMatchObject({
      name: 'signIn',
      error: { name: 'UserAlreadyAuthenticatedException' },
    });
  });

  it('after a sign-out the next opening asks again', async () => {
    const first = await openDialog();
    await first.machine.send({ type: 'SIGN_IN', username: 'rivka@example.org', password: 'Abcd-1234' });
    await first.machine.send({ type: 'SIGN_OUT' });
    const second = await openDialog();
    expect(second.machine.state.name).toBe('signIn');
    expect(amplify.state.appCalls).toBe(2);
  });
});
