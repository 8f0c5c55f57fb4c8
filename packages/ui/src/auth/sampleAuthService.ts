import { sampleUsers } from '@siyum/domain/fixtures';
import {
  type AuthService,
  authError,
  type CodeDelivery,
  type CurrentUser,
  type SignInOutput,
  type SignInStep,
  type UserAttributes,
} from './authService';

/**
 * An in-memory identity back end for stories and tests: the fixed sample users (password
 * `SAMPLE_PASSWORD`, code `SAMPLE_CODE`), any call made to fail with any §8 error name, and any
 * sign-in made to stop at any challenge step.
 */
export const SAMPLE_PASSWORD = 'Sample-pass1';
export const SAMPLE_CODE = '123456';
export const SAMPLE_TOTP_URI =
  'otpauth://totp/Siyum:rivka%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Siyum';

export type AuthCall = keyof AuthService;

export interface SampleAuthOptions {
  /** Calls that fail, with the error name they raise (e.g. `{ signIn: 'NotAuthorizedException' }`). */
  failures?: Partial<Record<AuthCall, string>>;
  /** Sign-in stops at this step (once) before completing — to draw every challenge screen. */
  signInStep?: SignInStep;
  /** Who is signed in when the story starts (a sample user's email). */
  signedInAs?: string;
  /** New password required: the attributes the pool still needs (default: the phone). */
  missingAttributes?: string[];
  /** Attributes of signed-in users are unverified (draws the verify-attributes step). */
  unverified?: boolean;
  /** Calls never answer (draws the busy state). */
  pending?: AuthCall[];
  /** Every call made, in order, for assertions. */
  calls?: { call: AuthCall; input?: unknown }[];
}

interface Account {
  password: string;
  confirmed: boolean;
  attributes: UserAttributes;
}

const DELIVERY: CodeDelivery = { deliveryMedium: 'EMAIL', destination: 'r***@e***.org' };

export function createSampleAuthService(options: SampleAuthOptions = {}): AuthService {
  const accounts = new Map<string, Account>();
  for (const user of Object.values(sampleUsers)) {
    if (!user) continue;
    accounts.set(user.email, {
      password: SAMPLE_PASSWORD,
      confirmed: true,
      attributes: {
        sub: `sample-${user.id}`,
        email: user.email,
        email_verified: options.unverified ? 'false' : 'true',
        given_name: user.firstName ?? '',
        family_name: user.lastName ?? '',
      },
    });
  }
  let current: string | null = options.signedInAs ?? null;
  let challengeFor: string | null = null;
  let pendingStep = options.signInStep;
  let autoSignInFor: string | null = null;

  /** Records the call, then fails, hangs or goes on as the options say. */
  async function enter(call: AuthCall, input?: unknown): Promise<void> {
    options.calls?.push(input === undefined ? { call } : { call, input });
    if (options.pending?.includes(call)) await new Promise(() => {});
    const failure = options.failures?.[call];
    if (failure) throw authError(failure, `${failure} (sample)`);
  }
  const account = (username: string) => {
    const found = accounts.get(username);
    if (!found) throw authError('UserNotFoundException', 'User does not exist.');
    return found;
  };
  const done = (username: string): SignInOutput => {
    current = username;
    challengeFor = null;
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  };
  const challenge = (step: SignInStep): SignInOutput => ({
    isSignedIn: false,
    nextStep: {
      signInStep: step,
      codeDeliveryDetails: DELIVERY,
      ...(step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'
        ? { totpSetup: { sharedSecret: 'JBSWY3DPEHPK3PXP', setupUri: SAMPLE_TOTP_URI } }
        : {}),
      ...(step.includes('MFA') ? { allowedMfaTypes: ['SMS', 'TOTP', 'EMAIL'] as const } : {}),
      ...(step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
        ? { missingAttributes: options.missingAttributes ?? ['phone_number'] }
        : {}),
      ...(step === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'
        ? { availableChallenges: ['PASSWORD', 'EMAIL_OTP'] }
        : {}),
    },
  });

  return {
    async signIn({ username, password }) {
      await enter('signIn', { username });
      if (current) throw authError('UserAlreadyAuthenticatedException', 'There is already a signed in user.');
      const found = accounts.get(username);
      if (!found || found.password !== password)
        throw authError('NotAuthorizedException', 'Incorrect username or password.');
      if (!found.confirmed) return challenge('CONFIRM_SIGN_UP');
      if (pendingStep && pendingStep !== 'DONE') {
        const step = pendingStep;
        pendingStep = undefined;
        challengeFor = username;
        return challenge(step);
      }
      return done(username);
    },
    async confirmSignIn({ challengeResponse, userAttributes }) {
      await enter(
        'confirmSignIn',
        userAttributes ? { challengeResponse, userAttributes } : { challengeResponse },
      );
      if (!challengeFor) throw authError('SignInException', 'No sign-in is in progress.');
      if (/^\d+$/.test(challengeResponse) && challengeResponse !== SAMPLE_CODE)
        throw authError('CodeMismatchException', 'Invalid code received for user');
      if (challengeResponse === 'EMAIL' || challengeResponse === 'SMS')
        return challenge('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      if (challengeResponse === 'TOTP') return challenge('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
      if (challengeResponse.includes('@')) return challenge('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
      return done(challengeFor);
    },
    async signUp({ username, password, userAttributes }) {
      await enter('signUp', { username, userAttributes });
      if (accounts.has(username))
        throw authError('UsernameExistsException', 'An account with the given email already exists.');
      accounts.set(username, {
        password,
        confirmed: false,
        attributes: { ...userAttributes, email: username, email_verified: 'false' },
      });
      autoSignInFor = username;
      return {
        isSignUpComplete: false,
        nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: DELIVERY },
      };
    },
    async confirmSignUp({ username, confirmationCode }) {
      await enter('confirmSignUp', { username, confirmationCode });
      const found = account(username);
      if (found.confirmed)
        throw authError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      if (confirmationCode !== SAMPLE_CODE)
        throw authError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      found.confirmed = true;
      found.attributes.email_verified = 'true';
      return {
        isSignUpComplete: true,
        nextStep: { signUpStep: autoSignInFor === username ? 'COMPLETE_AUTO_SIGN_IN' : 'DONE' },
      };
    },
    async resendSignUpCode({ username }) {
      await enter('resendSignUpCode', { username });
      account(username);
      return DELIVERY;
    },
    async autoSignIn() {
      await enter('autoSignIn');
      if (!autoSignInFor) throw authError('AutoSignInException', 'The account was not confirmed on time.');
      const username = autoSignInFor;
      autoSignInFor = null;
      return done(username);
    },
    async resetPassword({ username }) {
      await enter('resetPassword', { username });
      account(username);
      return {
        isPasswordReset: false,
        nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: DELIVERY },
      };
    },
    async confirmResetPassword({ username, confirmationCode, newPassword }) {
      await enter('confirmResetPassword', { username, confirmationCode });
      const found = account(username);
      if (confirmationCode !== SAMPLE_CODE)
        throw authError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      found.password = newPassword;
    },
    async getCurrentUser(): Promise<CurrentUser | null> {
      await enter('getCurrentUser');
      if (!current) return null;
      return { username: current, userId: account(current).attributes.sub ?? current };
    },
    async fetchUserAttributes() {
      await enter('fetchUserAttributes');
      if (!current)
        throw authError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.');
      return { ...account(current).attributes };
    },
    async sendUserAttributeVerificationCode({ userAttributeKey }) {
      await enter('sendUserAttributeVerificationCode', { userAttributeKey });
      return DELIVERY;
    },
    async confirmUserAttribute({ userAttributeKey, confirmationCode }) {
      await enter('confirmUserAttribute', { userAttributeKey, confirmationCode });
      if (confirmationCode !== SAMPLE_CODE)
        throw authError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (current) account(current).attributes[`${userAttributeKey}_verified`] = 'true';
    },
    async signOut() {
      await enter('signOut');
      current = null;
    },
    async signInWithSocial(provider, options) {
      await enter(
        'signInWithSocial',
        options?.loginHint ? { provider, loginHint: options.loginHint } : { provider },
      );
      throw authError('NotConfiguredException', `${provider} sign-in is not configured.`);
    },
  };
}
