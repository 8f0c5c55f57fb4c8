import { describe, expect, it } from 'vitest';
import { authError, type SignInStep } from './authService';
import {
  type AuthEvent,
  type AuthSignal,
  type AuthStateName,
  createAuthenticator,
  type InitialAuthState,
  isValidMfaSetupAnswer,
  stateForSignInStep,
} from './machine';
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
