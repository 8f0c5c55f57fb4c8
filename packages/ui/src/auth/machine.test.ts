import { identityErrorsMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { type AuthService, authError, type SignInStep } from './authService';
import { authErrorMessage } from './errorMessages';
import {
  type AuthEvent,
  type AuthSignal,
  type AuthState,
  type AuthStateName,
  CONFIGURATION_ERROR,
  createAuthenticator,
  type InitialAuthState,
  isValidMfaSetupAnswer,
  stateForSignInStep,
} from './machine';
import type { PendingFlow, PendingFlowStore } from './pendingFlow';
import {
  createSampleAuthService,
  SAMPLE_CODE,
  SAMPLE_PASSWORD,
  type SampleAuthOptions,
} from './sampleAuthService';

const RIVKA = 'rivka@example.org';
const signIn: AuthEvent = { type: 'SIGN_IN', username: 'Rivka@Example.org ', password: SAMPLE_PASSWORD };
const newUser: AuthEvent = {
  type: 'SIGN_UP',
  username: 'new@example.org',
  password: SAMPLE_PASSWORD,
  userAttributes: { given_name: 'Chana', family_name: 'Weiss' },
};

/** Drives a machine through `events` from INIT and answers where it stands. */
async function run(events: AuthEvent[], options: SampleAuthOptions = {}, initialState?: InitialAuthState) {
  const signals: AuthSignal[] = [];
  const calls: NonNullable<SampleAuthOptions['calls']> = [];
  const machine = createAuthenticator({
    services: createSampleAuthService({ ...options, calls }),
    checkEmail: async (email) => ({ result: email.endsWith('@blocked.test') ? 'invalid' : 'valid' }),
    ...(initialState ? { initialState } : {}),
    onSignal: (signal) => signals.push(signal),
  });
  await machine.send({ type: 'INIT' });
  for (const event of events) await machine.send(event);
  return { state: machine.state, signals, calls: calls.map((c) => c.call) };
}

describe('authenticator: top level', () => {
  it.each<[string, SampleAuthOptions, InitialAuthState | undefined, AuthStateName]>([
    ['no user → the default initial state', {}, undefined, 'signIn'],
    ['no user → configured sign-up', {}, 'signUp', 'signUp'],
    ['no user → configured forgot password', {}, 'forgotPassword', 'forgotPassword'],
    ['a current user → authenticated', { signedInAs: RIVKA }, undefined, 'authenticated'],
    [
      'the current-user check failing → the initial state',
      { failures: { getCurrentUser: 'NetworkError' } },
      undefined,
      'signIn',
    ],
  ])('%s', async (_name, options, initial, expected) => {
    expect((await run([], options, initial)).state.name).toBe(expected);
  });
});

describe('authenticator: sign-in outcomes', () => {
  it.each<[SignInStep, AuthStateName]>([
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'forceNewPassword'],
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', 'confirmSignIn'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'confirmSignIn'],
    ['CONFIRM_SIGN_IN_WITH_EMAIL_CODE', 'confirmSignIn'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'confirmSignIn'],
    ['CONFIRM_SIGN_IN_WITH_PASSWORD', 'confirmSignIn'],
    ['CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', 'confirmSignIn'],
    ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP', 'setupTotp'],
    ['CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'setupEmail'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'selectMfaType'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', 'selectMfaType'],
  ])('%s draws %s, keeping the step', async (step, expected) => {
    const { state } = await run([signIn], { signInStep: step });
    expect(state.name).toBe(expected);
    expect(state.challenge?.signInStep).toBe(step);
    expect(stateForSignInStep(step)).toBe(expected);
  });

  it('DONE → authenticated with the lowercased username and a signedIn signal', async () => {
    const { state, signals } = await run([signIn]);
    expect(state).toMatchObject({ name: 'authenticated', username: RIVKA, user: { username: RIVKA } });
    expect(signals).toEqual([{ type: 'signedIn', via: 'signIn' }]);
  });

  it('an unverified contact after sign-in → verifyUser; skipping completes', async () => {
    const first = await run([signIn], { unverified: true });
    expect(first.state).toMatchObject({ name: 'verifyUser', unverifiedAttributes: ['email'] });
    expect((await run([signIn, { type: 'SKIP' }], { unverified: true })).state.name).toBe('authenticated');
  });

  it('the verification check failing completes sign-in anyway', async () => {
    const { state } = await run([signIn], {
      unverified: true,
      failures: { fetchUserAttributes: 'NetworkError' },
    });
    expect(state.name).toBe('authenticated');
  });

  it('verify → code sent → confirm → authenticated', async () => {
    const { state, calls } = await run(
      [
        signIn,
        { type: 'VERIFY_USER', attribute: 'email' },
        { type: 'CONFIRM_VERIFY_USER', code: SAMPLE_CODE },
      ],
      { unverified: true },
    );
    expect(state.name).toBe('authenticated');
    expect(calls).toContain('sendUserAttributeVerificationCode');
    expect(calls).toContain('confirmUserAttribute');
  });

  it('a wrong verification code stays on confirmVerifyUser with the error', async () => {
    const { state } = await run(
      [signIn, { type: 'VERIFY_USER', attribute: 'email' }, { type: 'CONFIRM_VERIFY_USER', code: '000000' }],
      { unverified: true },
    );
    expect(state).toMatchObject({
      name: 'confirmVerifyUser',
      error: { name: 'CodeMismatchException', flow: 'verify' },
    });
  });

  it.each([
    ['NotAuthorizedException'],
    ['UserNotConfirmedException'],
    ['TooManyFailedAttemptsException'],
    ['NetworkError'],
    ['SomethingElse'],
  ])('%s stays on signIn with the error, not busy', async (name) => {
    const { state } = await run([signIn], { failures: { signIn: name } });
    expect(state).toMatchObject({ name: 'signIn', busy: false, error: { name, flow: 'signIn' } });
  });

  it('a wrong password is NotAuthorizedException', async () => {
    const { state } = await run([{ ...signIn, password: 'wrong' } as AuthEvent]);
    expect(state.error?.name).toBe('NotAuthorizedException');
  });

  it('a blocked email fails before any sign-in call', async () => {
    const { state, calls } = await run([
      { type: 'SIGN_IN', username: 'x@blocked.test', password: 'whatever' },
    ]);
    expect(state.error?.name).toBe('EmailNotAllowed');
    expect(calls).not.toContain('signIn');
  });

  it('a failing email check → EmailCheckFailed', async () => {
    const machine = createAuthenticator({
      services: createSampleAuthService(),
      checkEmail: async () => {
        throw new Error('503');
      },
    });
    await machine.send({ type: 'INIT' });
    await machine.send(signIn);
    expect(machine.state.error?.name).toBe('EmailCheckFailed');
  });

  it('a new attempt clears the previous error', async () => {
    const machine = createAuthenticator({ services: createSampleAuthService() });
    await machine.send({ type: 'INIT' });
    await machine.send({ ...signIn, password: 'wrong' } as AuthEvent);
    expect(machine.state.error).toBeDefined();
    const seen: boolean[] = [];
    machine.subscribe((state) => seen.push(state.error !== undefined));
    await machine.send(signIn);
    expect(seen[0]).toBe(false);
    expect(machine.state.name).toBe('authenticated');
  });

  it('an unconfirmed account: the code is resent and the confirm step opens', async () => {
    const { state, calls } = await run(
      [
        newUser,
        { type: 'GO', to: 'signIn' },
        { type: 'SIGN_IN', username: 'new@example.org', password: SAMPLE_PASSWORD },
      ],
      {},
      'signUp',
    );
    expect(state.name).toBe('confirmSignUp');
    expect(calls.filter((c) => c === 'resendSignUpCode')).toHaveLength(1);
  });

  it('sign-in is refused while a user is signed in', async () => {
    const machine = createAuthenticator({ services: createSampleAuthService({ signedInAs: RIVKA }) });
    await machine.send({ type: 'INIT' });
    expect(machine.state.name).toBe('authenticated');
    await machine.send(signIn); // ignored: not a visitor state
    expect(machine.state.name).toBe('authenticated');
  });
});

describe('authenticator: challenges', () => {
  it.each<[SignInStep, string, AuthStateName]>([
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', SAMPLE_CODE, 'authenticated'],
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', '000000', 'confirmSignIn'],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'New-pass1', 'authenticated'],
    ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP', SAMPLE_CODE, 'authenticated'],
    ['CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'rivka@example.org', 'confirmSignIn'],
    ['CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'not an answer', 'setupEmail'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'TOTP', 'setupTotp'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'EMAIL', 'confirmSignIn'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'VOICE', 'selectMfaType'],
  ])('%s answered with %s → %s', async (step, answer, expected) => {
    const { state } = await run([signIn, { type: 'CONFIRM_SIGN_IN', challengeResponse: answer }], {
      signInStep: step,
    });
    expect(state.name).toBe(expected);
    if (expected !== 'authenticated' && stateForSignInStep(step) === expected)
      expect(state.error).toBeDefined();
  });

  it.each([
    ['EMAIL', true],
    ['TOTP', true],
    ['123456', true],
    ['a@b.org', true],
    ['SMS', false],
    ['text', false],
  ])('MFA setup answer %s is valid: %s', (answer, valid) => {
    expect(isValidMfaSetupAnswer(answer)).toBe(valid);
  });
});

describe('authenticator: sign-up', () => {
  it('sign-up → confirm → auto sign-in: registered (with the profile) then signedIn', async () => {
    const { state, signals, calls } = await run(
      [newUser, { type: 'CONFIRM_SIGN_UP', code: SAMPLE_CODE }],
      {},
      'signUp',
    );
    expect(state.name).toBe('authenticated');
    expect(calls).toContain('autoSignIn');
    expect(signals).toEqual([
      { type: 'registered', profile: { given_name: 'Chana', family_name: 'Weiss' }, addressVerified: false },
      { type: 'signedIn', via: 'signUp' },
    ]);
  });

  it('registered carries whether the address was chosen from a suggestion (isVerified)', async () => {
    const { signals } = await run(
      [
        { ...newUser, addressVerified: true },
        { type: 'CONFIRM_SIGN_UP', code: SAMPLE_CODE },
      ],
      {},
      'signUp',
    );
    expect(signals[0]).toMatchObject({ type: 'registered', addressVerified: true });
  });

  it('sign-up opens the confirm step with the delivery details', async () => {
    const { state } = await run([newUser], {}, 'signUp');
    expect(state).toMatchObject({
      name: 'confirmSignUp',
      username: 'new@example.org',
      codeDelivery: { deliveryMedium: 'EMAIL' },
    });
  });

  it.each([
    ['UsernameExistsException'],
    ['InvalidPasswordException'],
    ['InvalidParameterException'],
    ['LimitExceededException'],
    ['NetworkError'],
  ])('sign-up failing with %s stays on signUp', async (name) => {
    const { state } = await run([newUser], { failures: { signUp: name } }, 'signUp');
    expect(state).toMatchObject({ name: 'signUp', error: { name, flow: 'signUp' } });
  });

  it('a wrong code stays on confirmSignUp; resend keeps it there', async () => {
    const wrong = await run([newUser, { type: 'CONFIRM_SIGN_UP', code: '000000' }], {}, 'signUp');
    expect(wrong.state).toMatchObject({
      name: 'confirmSignUp',
      error: { name: 'CodeMismatchException', flow: 'confirmSignUp' },
    });
    const resent = await run([newUser, { type: 'RESEND_SIGN_UP_CODE' }], {}, 'signUp');
    expect(resent.state.name).toBe('confirmSignUp');
    expect(resent.calls).toContain('resendSignUpCode');
  });

  it('an already confirmed user ends the flow on signIn', async () => {
    const machine = createAuthenticator({
      services: {
        ...createSampleAuthService(),
        confirmSignUp: async () => {
          throw authError('NotAuthorizedException', 'User is already confirmed.');
        },
      },
      initialState: 'signUp',
    });
    await machine.send({ type: 'INIT' });
    await machine.send(newUser);
    await machine.send({ type: 'CONFIRM_SIGN_UP', code: SAMPLE_CODE });
    expect(machine.state.name).toBe('signIn');
  });
});

describe('authenticator: forgot password', () => {
  const forgot: AuthEvent = { type: 'FORGOT_PASSWORD', username: RIVKA };
  it('email → code → new password → signed in, passwordChanged then signedIn', async () => {
    const { state, signals } = await run(
      [forgot, { type: 'CONFIRM_RESET_PASSWORD', code: SAMPLE_CODE, newPassword: 'Brand-new1' }],
      {},
      'forgotPassword',
    );
    expect(state.name).toBe('authenticated');
    expect(signals).toEqual([{ type: 'passwordChanged' }, { type: 'signedIn', via: 'resetPassword' }]);
  });

  it('the request failing stays on forgotPassword with a resetRequest error', async () => {
    const { state } = await run(
      [forgot],
      { failures: { resetPassword: 'LimitExceededException' } },
      'forgotPassword',
    );
    expect(state).toMatchObject({
      name: 'forgotPassword',
      error: { name: 'LimitExceededException', flow: 'resetRequest' },
    });
  });

  it('a wrong code stays on confirmResetPassword with a resetConfirm error', async () => {
    const { state } = await run(
      [forgot, { type: 'CONFIRM_RESET_PASSWORD', code: '000000', newPassword: 'Brand-new1' }],
      {},
      'forgotPassword',
    );
    expect(state).toMatchObject({
      name: 'confirmResetPassword',
      error: { name: 'CodeMismatchException', flow: 'resetConfirm' },
    });
  });

  it('RESET_PASSWORD at sign-in sends a code and opens the reset step', async () => {
    const { state, calls } = await run([signIn], { signInStep: 'RESET_PASSWORD' });
    expect(state.name).toBe('confirmResetPassword');
    expect(calls).toContain('resetPassword');
  });
});

describe('authenticator: sign-out', () => {
  it.each<AuthEvent['type']>(['SIGN_OUT', 'TOKEN_REFRESH_FAILURE'])(
    '%s signs out and returns to the start',
    async (type) => {
      const { state, signals, calls } = await run([{ type } as AuthEvent], { signedInAs: RIVKA });
      expect(state.name).toBe('signIn');
      expect(calls).toContain('signOut');
      expect(signals).toEqual([{ type: 'signedOut' }]);
    },
  );

  it('GO moves between visitor screens only', async () => {
    expect((await run([{ type: 'GO', to: 'signUp' }])).state.name).toBe('signUp');
    expect((await run([{ type: 'GO', to: 'signUp' }], { signedInAs: RIVKA })).state.name).toBe(
      'authenticated',
    );
  });

  it('social sign-in without a hosted domain reports NotConfiguredException', async () => {
    const { state } = await run([{ type: 'SOCIAL', provider: 'Google' }]);
    expect(state).toMatchObject({ name: 'signIn', error: { name: 'NotConfiguredException' } });
  });
});

describe('authenticator: a reload during a flow (issue 18)', () => {
  /** A store in memory: what the browser keeps across a reload. */
  function memoryStore(): PendingFlowStore & { kept: PendingFlow | null } {
    return {
      kept: null,
      load() {
        return this.kept;
      },
      save(flow) {
        this.kept = flow;
      },
    };
  }
  /** The identity provider outlives the page: one sample service; each "page load" a new machine. */
  async function load(services: AuthService, store: PendingFlowStore, initialState?: InitialAuthState) {
    const machine = createAuthenticator({
      services,
      pendingFlow: store,
      ...(initialState ? { initialState } : {}),
    });
    await machine.send({ type: 'INIT' });
    return machine;
  }

  it('the pending username survives a reload during confirmation (§3)', async () => {
    const store = memoryStore();
    const calls: NonNullable<SampleAuthOptions['calls']> = [];
    const services = createSampleAuthService({ calls });
    const before = await load(services, store, 'signUp');
    await before.send(newUser);
    expect(store.kept).toEqual({ kind: 'confirmSignUp', username: 'new@example.org' });

    const after = await load(services, store);
    expect(after.state).toMatchObject({ name: 'confirmSignUp', username: 'new@example.org' });
    await after.send({ type: 'CONFIRM_SIGN_UP', code: SAMPLE_CODE });
    expect(calls.find((c) => c.call === 'confirmSignUp')?.input).toMatchObject({
      username: 'new@example.org',
    });
    expect(store.kept).toBeNull();
  });

  it('a pending challenge resumes after a reload, with its step and details (§4)', async () => {
    const store = memoryStore();
    const services = createSampleAuthService({ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' });
    const before = await load(services, store);
    await before.send(signIn);
    expect(store.kept).toMatchObject({ kind: 'challenge', username: RIVKA });

    const after = await load(services, store);
    expect(after.state).toMatchObject({
      name: 'confirmSignIn',
      username: RIVKA,
      challenge: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL' },
      },
    });
    await after.send({ type: 'CONFIRM_SIGN_IN', challengeResponse: SAMPLE_CODE });
    expect(after.state.name).toBe('authenticated');
    expect(store.kept).toBeNull();
  });

  it.each<[SignInStep, AuthStateName]>([
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'forceNewPassword'],
    ['CONTINUE_SIGN_IN_WITH_TOTP_SETUP', 'setupTotp'],
    ['CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'selectMfaType'],
  ])('%s resumes on %s', async (step, name) => {
    const store = memoryStore();
    const services = createSampleAuthService({ signInStep: step });
    await (await load(services, store)).send(signIn);
    expect((await load(services, store)).state).toMatchObject({ name, challenge: { signInStep: step } });
  });

  it('nothing kept (or expired, as the store answers) → the configured start', async () => {
    expect((await load(createSampleAuthService(), memoryStore(), 'signUp')).state.name).toBe('signUp');
  });

  it('a signed-in user is not sent back into an old flow; it is forgotten', async () => {
    const store = memoryStore();
    store.kept = { kind: 'confirmSignUp', username: 'new@example.org' };
    const machine = await load(createSampleAuthService({ signedInAs: RIVKA }), store);
    expect(machine.state.name).toBe('authenticated');
    expect(store.kept).toBeNull();
  });

  it('going back to the login screen forgets the flow', async () => {
    const store = memoryStore();
    const machine = await load(createSampleAuthService(), store, 'signUp');
    await machine.send(newUser);
    await machine.send({ type: 'GO', to: 'signIn' });
    expect(store.kept).toBeNull();
  });
});

describe('authenticator: errors shown on the first screen (issue 18)', () => {
  it('a missing user pool says so on opening (§8), not at the first submit', async () => {
    const { state } = await run([], { failures: { getCurrentUser: CONFIGURATION_ERROR } });
    expect(state).toMatchObject({ name: 'signIn', error: { name: CONFIGURATION_ERROR } });
    expect(authErrorMessage(state.error as NonNullable<typeof state.error>)).toBe(
      identityErrorsMessages.configuration,
    );
  });

  it('a missing pool on the sign-up screen is a sign-up error there', async () => {
    const { state } = await run([], { failures: { getCurrentUser: CONFIGURATION_ERROR } }, 'signUp');
    expect(state).toMatchObject({ name: 'signUp', error: { name: CONFIGURATION_ERROR, flow: 'signUp' } });
  });

  it('another failure of the current-user check shows nothing', async () => {
    const { state } = await run([], { failures: { getCurrentUser: 'NetworkError' } });
    expect(state.error).toBeUndefined();
  });

  it.each([
    ['OAuthCancelled', identityErrorsMessages.oauthCancelled],
    ['OAuthNoAccessToken', identityErrorsMessages.oauthNoToken],
  ])('a hosted sign-in that failed (%s) reopens the login with “%s”', async (name, message) => {
    const machine = createAuthenticator({
      services: createSampleAuthService(),
      initialError: { name, message },
    });
    await machine.send({ type: 'INIT' });
    expect(machine.state).toMatchObject({ name: 'signIn', error: { name } });
    expect(authErrorMessage(machine.state.error as NonNullable<AuthState['error']>)).toBe(message);
  });

  it.each([
    ['InvalidRedirectException', identityErrorsMessages.invalidRedirect],
    ['InvalidOriginException', identityErrorsMessages.invalidOrigin],
  ])('social sign-in refused for its return URL (%s) says so', async (name, message) => {
    const { state } = await run([{ type: 'SOCIAL', provider: 'Google' }], {
      failures: { signInWithSocial: name },
    });
    expect(state.error?.name).toBe(name);
    expect(authErrorMessage(state.error as NonNullable<AuthState['error']>)).toBe(message);
  });

  it('social sign-in passes the username already given as the login hint (§7 login_hint)', async () => {
    const calls: NonNullable<SampleAuthOptions['calls']> = [];
    const machine = createAuthenticator({ services: createSampleAuthService({ calls }) });
    await machine.send({ type: 'INIT' });
    await machine.send({ type: 'SOCIAL', provider: 'Google' });
    await machine.send({ type: 'SIGN_IN', username: 'Rivka@Example.org', password: 'wrong' });
    await machine.send({ type: 'SOCIAL', provider: 'Apple' });
    expect(calls.filter((c) => c.call === 'signInWithSocial').map((c) => c.input)).toEqual([
      { provider: 'Google' },
      { provider: 'Apple', loginHint: RIVKA },
    ]);
  });
});
