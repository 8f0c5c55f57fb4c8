import { authScreenMessages, identityErrorsMessages, validationMessages } from '@siyum/domain';
import {
  type AuthError,
  type AuthService,
  authError,
  type CodeDelivery,
  type CurrentUser,
  type EmailCheck,
  MFA_TYPES,
  type SignInOutput,
  type SocialProvider,
  toAuthError,
  type UserAttributes,
} from './authService';
import { CHALLENGE_STATES, type PendingFlow, type PendingFlowStore, pendingFlowOf } from './pendingFlow';

/**
 * The authenticator state machine of spec §4: pure (no React), services injected. `send` applies
 * one event: it validates it against the current state, calls the services the transition needs and
 * lands in the next state. Screens draw `state`; stories and tests swap the services.
 */

export const AUTH_STATES = [
  'idle',
  'setup',
  'signIn',
  'signUp',
  'confirmSignUp',
  'confirmSignIn',
  'forgotPassword',
  'confirmResetPassword',
  'forceNewPassword',
  'setupTotp',
  'setupEmail',
  'selectMfaType',
  'verifyUser',
  'confirmVerifyUser',
  'authenticated',
  'signOut',
] as const;
export type AuthStateName = (typeof AUTH_STATES)[number];

/** The screens a visitor may start on (the configured initial state). */
export type InitialAuthState = 'signIn' | 'signUp' | 'forgotPassword';

/** Which §8 table names an error's message: the flow that raised it. */
export type AuthFlow =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resetRequest'
  | 'resetConfirm'
  | 'challenge'
  | 'verify';

export interface AuthState {
  name: AuthStateName;
  /** A call is in flight: screens show the spinner instead of their action buttons. */
  busy: boolean;
  error?: AuthError & { flow: AuthFlow };
  /** The username (lowercased email) the current flow is about. */
  username?: string;
  /** The challenge being answered (confirmSignIn, forceNewPassword, setupTotp, setupEmail, selectMfaType). */
  challenge?: SignInOutput['nextStep'];
  codeDelivery?: CodeDelivery;
  /** verifyUser: attributes the user may verify; confirmVerifyUser: the one chosen. */
  unverifiedAttributes?: readonly string[];
  verifyingAttribute?: string;
  user?: CurrentUser;
}

/** Signals the app reacts to (navigation, product user record, analytics). */
export type AuthSignal =
  | { type: 'signedIn'; via: 'signIn' | 'signUp' | 'resetPassword' | 'challenge' }
  /**
   * `addressVerified`: the address was chosen from the look-up's suggestions and left unedited
   * (the product record's isVerified); the identity provider has no attribute for it.
   */
  | { type: 'registered'; profile: UserAttributes; addressVerified: boolean }
  | { type: 'passwordChanged' }
  | { type: 'signedOut' };

export type AuthEvent =
  | { type: 'INIT' }
  | { type: 'GO'; to: InitialAuthState }
  | { type: 'SIGN_IN'; username: string; password: string }
  | {
      type: 'SIGN_UP';
      username: string;
      password: string;
      userAttributes: UserAttributes;
      /** The registration's address came from a suggestion (absent: it did not). */
      addressVerified?: boolean;
    }
  | { type: 'CONFIRM_SIGN_UP'; code: string }
  | { type: 'RESEND_SIGN_UP_CODE' }
  | { type: 'CONFIRM_SIGN_IN'; challengeResponse: string; userAttributes?: UserAttributes }
  | { type: 'FORGOT_PASSWORD'; username: string }
  | { type: 'CONFIRM_RESET_PASSWORD'; code: string; newPassword: string }
  | { type: 'RESEND_RESET_CODE' }
  | { type: 'VERIFY_USER'; attribute: string }
  | { type: 'CONFIRM_VERIFY_USER'; code: string }
  | { type: 'SKIP' }
  | { type: 'SOCIAL'; provider: SocialProvider }
  | { type: 'SIGN_OUT' }
  | { type: 'TOKEN_REFRESH_FAILURE' };

export interface AuthenticatorOptions {
  services: AuthService;
  /** The email-check look-up of §5; absent = no check (sister apps without one). */
  checkEmail?: EmailCheck;
  initialState?: InitialAuthState;
  onSignal?: (signal: AuthSignal) => void;
  /**
   * Where a confirmation or a challenge in progress is kept across reloads (§3, §4): INIT resumes
   * it when nobody is signed in. Absent: nothing survives a reload.
   */
  pendingFlow?: PendingFlowStore;
  /**
   * An error to show on the first screen (e.g. a hosted sign-in the user cancelled at the
   * provider: the dialog reopens saying so).
   */
  initialError?: AuthError;
}

export interface Authenticator {
  readonly state: AuthState;
  send(event: AuthEvent): Promise<void>;
  subscribe(listener: (state: AuthState) => void): () => void;
}

const VISITOR_STATES: ReadonlySet<AuthStateName> = new Set([
  'signIn',
  'signUp',
  'confirmSignUp',
  'forgotPassword',
  'confirmResetPassword',
  ...CHALLENGE_STATES,
]);

/** Which screen draws a sign-in step. */
export function stateForSignInStep(step: SignInOutput['nextStep']['signInStep']): AuthStateName {
  switch (step) {
    case 'DONE':
      return 'authenticated';
    case 'CONFIRM_SIGN_UP':
      return 'confirmSignUp';
    case 'RESET_PASSWORD':
      return 'confirmResetPassword';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'forceNewPassword';
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return 'setupTotp';
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return 'setupEmail';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return 'selectMfaType';
    default:
      // SMS / TOTP / email codes, custom challenge, password, first-factor choice: one code screen.
      return 'confirmSignIn';
  }
}

/** The error name of a missing identity configuration (no pool): 'Configuration error …' (§8). */
export const CONFIGURATION_ERROR = 'ConfigurationError';

/** The state a kept flow resumes in. */
function resumedState(flow: PendingFlow): AuthState {
  return flow.kind === 'confirmSignUp'
    ? { name: 'confirmSignUp', busy: false, username: flow.username }
    : {
        name: stateForSignInStep(flow.challenge.signInStep),
        busy: false,
        username: flow.username,
        challenge: flow.challenge,
      };
}

/** MFA setup answers Cognito takes (§5): a type, an all-digit code or an email address. */
export function isValidMfaSetupAnswer(answer: string): boolean {
  return answer === 'EMAIL' || answer === 'TOTP' || /^\d+$/.test(answer) || answer.includes('@');
}

/** The attributes worth verifying: contact attributes present but not verified. */
export function unverifiedContacts(attributes: UserAttributes): string[] {
  const verified = attributes.email_verified === 'true' || attributes.phone_number_verified === 'true';
  if (verified) return [];
  return (['email', 'phone_number'] as const).filter((name) => Boolean(attributes[name]));
}

export function createAuthenticator(options: AuthenticatorOptions): Authenticator {
  const { services, checkEmail, initialState = 'signIn', onSignal, pendingFlow, initialError } = options;
  let state: AuthState = { name: 'idle', busy: false };
  const listeners = new Set<(state: AuthState) => void>();
  /** Sign-up profile kept until the confirmed user is signed in (the app stores it then). */
  let pendingProfile: { profile: UserAttributes; addressVerified: boolean } | null = null;
  /** Password of a reset or sign-up in progress, to sign in once it completes. */
  let pendingPassword: string | null = null;

  const set = (next: AuthState) => {
    state = next;
    const pending = pendingFlow ? pendingFlowOf(next) : undefined;
    if (pending !== undefined) pendingFlow?.save(pending);
    for (const listener of listeners) listener(state);
  };
  /** A call starts: busy, and the previous error is cleared. */
  const begin = (extra: Partial<AuthState> = {}) => {
    const { error: _previous, ...rest } = state;
    set({ ...rest, ...extra, busy: true });
  };
  const fail = (flow: AuthFlow, error: unknown) =>
    set({ ...state, busy: false, error: { ...toAuthError(error), flow } });
  const start = (name: AuthStateName, extra: Partial<AuthState> = {}): AuthState => ({
    name,
    busy: false,
    ...(state.username ? { username: state.username } : {}),
    ...extra,
  });

  /** The email check of §5, run before sign-in and sign-up; throws the error the form shows. */
  async function assertEmailAllowed(username: string): Promise<void> {
    if (!checkEmail || !username.includes('@')) return;
    let result: string;
    try {
      ({ result } = await checkEmail(username));
    } catch {
      throw authError('EmailCheckFailed');
    }
    if (result !== 'valid') throw authError('EmailNotAllowed');
  }

  async function completeSignIn(via: Extract<AuthSignal, { type: 'signedIn' }>['via']): Promise<void> {
    const user = await services.getCurrentUser();
    let unverified: string[] = [];
    try {
      unverified = unverifiedContacts(await services.fetchUserAttributes());
    } catch {
      // §4: when the verification check fails the flow completes anyway.
    }
    if (pendingProfile) {
      onSignal?.({ type: 'registered', ...pendingProfile });
      pendingProfile = null;
    }
    onSignal?.({ type: 'signedIn', via });
    const base = user ? { user } : {};
    set(
      unverified.length > 0
        ? start('verifyUser', { ...base, unverifiedAttributes: unverified })
        : start('authenticated', base),
    );
  }

  /** Lands where a sign-in result says; the side calls some steps need happen here. */
  async function followSignIn(output: SignInOutput, via: Extract<AuthSignal, { type: 'signedIn' }>['via']) {
    const next = stateForSignInStep(output.nextStep.signInStep);
    if (next === 'authenticated') return completeSignIn(via);
    const username = state.username ?? '';
    if (next === 'confirmSignUp') {
      // §4: the code is resent and the confirm step opens.
      const codeDelivery = await services.resendSignUpCode({ username });
      return set(start('confirmSignUp', { codeDelivery }));
    }
    if (next === 'confirmResetPassword') {
      const reset = await services.resetPassword({ username });
      return set(start('confirmResetPassword', { codeDelivery: reset.nextStep.codeDeliveryDetails ?? {} }));
    }
    set(start(next, { challenge: output.nextStep }));
  }

  async function afterSignUpStep(
    step: 'CONFIRM_SIGN_UP' | 'COMPLETE_AUTO_SIGN_IN' | 'DONE',
    codeDelivery?: CodeDelivery,
  ) {
    if (step === 'COMPLETE_AUTO_SIGN_IN') return followSignIn(await services.autoSignIn(), 'signUp');
    if (step === 'CONFIRM_SIGN_UP') return set(start('confirmSignUp', codeDelivery ? { codeDelivery } : {}));
    // DONE without auto sign-in: the account exists; sign in with the password just chosen.
    if (pendingPassword && state.username) {
      const output = await services.signIn({ username: state.username, password: pendingPassword });
      pendingPassword = null;
      return followSignIn(output, 'signUp');
    }
    set(start('signIn'));
  }

  async function apply(event: AuthEvent): Promise<void> {
    const current = state.name;
    switch (event.type) {
      case 'INIT': {
        if (current !== 'idle' && current !== 'signOut') return;
        set({ name: 'setup', busy: true });
        let startError = initialError;
        const user = await services.getCurrentUser().catch((error: unknown) => {
          // A missing configuration is said at once (§8), not at the first submit.
          if (toAuthError(error).name === CONFIGURATION_ERROR) startError = toAuthError(error);
          return null;
        });
        if (user) return set({ name: 'authenticated', busy: false, user });
        // §3 / §4: a reload during a confirmation or a challenge comes back to it.
        const resumed = pendingFlow?.load();
        if (resumed) return set(resumedState(resumed));
        set({
          name: initialState,
          busy: false,
          ...(startError
            ? { error: { ...startError, flow: initialState === 'signUp' ? 'signUp' : 'signIn' } }
            : {}),
        });
        return;
      }
      case 'GO':
        if (!VISITOR_STATES.has(current)) return;
        return set(start(event.to));
      case 'SIGN_IN': {
        if (current !== 'signIn') return;
        const username = event.username.trim().toLowerCase();
        begin({ username });
        try {
          if (await services.getCurrentUser().catch(() => null))
            throw authError('UserAlreadyAuthenticatedException', identityErrorsMessages.alreadySignedIn);
          await assertEmailAllowed(username);
          await followSignIn(await services.signIn({ username, password: event.password }), 'signIn');
        } catch (error) {
          fail('signIn', error);
        }
        return;
      }
      case 'SIGN_UP': {
        if (current !== 'signUp') return;
        const username = event.username.trim().toLowerCase();
        begin({ username });
        try {
          await assertEmailAllowed(username);
          const output = await services.signUp({
            username,
            password: event.password,
            userAttributes: event.userAttributes,
          });
          pendingProfile = {
            profile: event.userAttributes,
            addressVerified: event.addressVerified === true,
          };
          pendingPassword = event.password;
          await afterSignUpStep(output.nextStep.signUpStep, output.nextStep.codeDeliveryDetails);
        } catch (error) {
          fail('signUp', error);
        }
        return;
      }
      case 'CONFIRM_SIGN_UP': {
        if (current !== 'confirmSignUp') return;
        begin();
        try {
          const output = await services.confirmSignUp({
            username: state.username ?? '',
            confirmationCode: event.code,
          });
          await afterSignUpStep(output.nextStep.signUpStep);
        } catch (error) {
          const { message } = toAuthError(error);
          // §8: "User is already confirmed." ends the flow: the user signs in.
          if (message === identityErrorsMessages.alreadyConfirmed) return set(start('signIn'));
          fail('confirmSignUp', error);
        }
        return;
      }
      case 'RESEND_SIGN_UP_CODE': {
        if (current !== 'confirmSignUp') return;
        begin();
        try {
          const codeDelivery = await services.resendSignUpCode({ username: state.username ?? '' });
          set(start('confirmSignUp', { codeDelivery }));
        } catch (error) {
          fail('confirmSignUp', error);
        }
        return;
      }
      case 'CONFIRM_SIGN_IN': {
        if (!CHALLENGE_STATES.has(current)) return;
        const answer = event.challengeResponse.trim();
        if (current === 'selectMfaType' && !(MFA_TYPES as readonly string[]).includes(answer))
          return fail('challenge', authError('InvalidParameterException', authScreenMessages.mfaTypeInvalid));
        if (current === 'setupEmail' && !isValidMfaSetupAnswer(answer))
          return fail(
            'challenge',
            authError('InvalidParameterException', validationMessages.mfaSetupInvalid),
          );
        begin();
        try {
          const input = event.userAttributes
            ? { challengeResponse: answer, userAttributes: event.userAttributes }
            : { challengeResponse: answer };
          await followSignIn(await services.confirmSignIn(input), 'challenge');
        } catch (error) {
          fail('challenge', error);
        }
        return;
      }
      case 'FORGOT_PASSWORD': {
        if (current !== 'forgotPassword') return;
        const username = event.username.trim().toLowerCase();
        begin({ username });
        try {
          const output = await services.resetPassword({ username });
          set(start('confirmResetPassword', { codeDelivery: output.nextStep.codeDeliveryDetails ?? {} }));
        } catch (error) {
          fail('resetRequest', error);
        }
        return;
      }
      case 'RESEND_RESET_CODE': {
        if (current !== 'confirmResetPassword') return;
        begin();
        try {
          const output = await services.resetPassword({ username: state.username ?? '' });
          set(start('confirmResetPassword', { codeDelivery: output.nextStep.codeDeliveryDetails ?? {} }));
        } catch (error) {
          fail('resetRequest', error);
        }
        return;
      }
      case 'CONFIRM_RESET_PASSWORD': {
        if (current !== 'confirmResetPassword') return;
        const username = state.username ?? '';
        begin();
        try {
          await services.confirmResetPassword({
            username,
            confirmationCode: event.code,
            newPassword: event.newPassword,
          });
        } catch (error) {
          return fail('resetConfirm', error);
        }
        onSignal?.({ type: 'passwordChanged' });
        try {
          // §4: after a reset the user is signed in with the new password.
          await followSignIn(
            await services.signIn({ username, password: event.newPassword }),
            'resetPassword',
          );
        } catch (error) {
          set(start('signIn'));
          fail('signIn', error);
        }
        return;
      }
      case 'VERIFY_USER': {
        if (current !== 'verifyUser') return;
        begin();
        try {
          const codeDelivery = await services.sendUserAttributeVerificationCode({
            userAttributeKey: event.attribute,
          });
          set(
            start('confirmVerifyUser', {
              ...(state.user ? { user: state.user } : {}),
              verifyingAttribute: event.attribute,
              codeDelivery,
            }),
          );
        } catch (error) {
          fail('verify', error);
        }
        return;
      }
      case 'CONFIRM_VERIFY_USER': {
        if (current !== 'confirmVerifyUser') return;
        begin();
        try {
          await services.confirmUserAttribute({
            userAttributeKey: state.verifyingAttribute ?? 'email',
            confirmationCode: event.code,
          });
          set(start('authenticated', state.user ? { user: state.user } : {}));
        } catch (error) {
          fail('verify', error);
        }
        return;
      }
      case 'SKIP':
        if (current !== 'verifyUser' && current !== 'confirmVerifyUser') return;
        return set(start('authenticated', state.user ? { user: state.user } : {}));
      case 'SOCIAL': {
        if (current !== 'signIn' && current !== 'signUp') return;
        begin();
        try {
          await services.signInWithSocial(
            event.provider,
            state.username ? { loginHint: state.username } : undefined,
          );
          set({ ...state, busy: false });
        } catch (error) {
          fail(current === 'signIn' ? 'signIn' : 'signUp', error);
        }
        return;
      }
      case 'SIGN_OUT':
      case 'TOKEN_REFRESH_FAILURE': {
        if (current !== 'authenticated' && current !== 'verifyUser' && current !== 'confirmVerifyUser')
          return;
        set({ name: 'signOut', busy: true });
        await services.signOut().catch(() => undefined);
        onSignal?.({ type: 'signedOut' });
        // §4: sign-out returns to the configured start.
        set({ name: initialState, busy: false });
        return;
      }
    }
  }

  // Events are applied one at a time, in order, so a double click cannot start two sign-ins.
  let queue: Promise<void> = Promise.resolve();
  return {
    get state() {
      return state;
    },
    send(event) {
      queue = queue.then(() => apply(event));
      return queue;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
