/**
 * What the auth dialog asks of an identity back end (spec §4 Authentication, §7 library-level
 * calls). The shapes follow aws-amplify v6's `aws-amplify/auth`, so the app's Amplify
 * implementation is a thin pass-through; Storybook and sister apps supply their own.
 */

/** Sign-in result steps of spec §4. */
export const SIGN_IN_STEPS = [
  'DONE',
  'CONFIRM_SIGN_UP',
  'RESET_PASSWORD',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONFIRM_SIGN_IN_WITH_PASSWORD',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
  'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export const MFA_TYPES = ['SMS', 'TOTP', 'EMAIL'] as const;
export type MfaType = (typeof MFA_TYPES)[number];

export interface CodeDelivery {
  deliveryMedium?: string | undefined;
  destination?: string | undefined;
}

export interface SignInOutput {
  isSignedIn: boolean;
  nextStep: {
    signInStep: SignInStep;
    codeDeliveryDetails?: CodeDelivery | undefined;
    /** CONTINUE_SIGN_IN_WITH_TOTP_SETUP: the shared secret and the otpauth:// URI for the QR code. */
    totpSetup?: { sharedSecret: string; setupUri: string } | undefined;
    /** MFA (setup) selection: the types the user may choose. */
    allowedMfaTypes?: readonly MfaType[] | undefined;
    /** New password required: attributes the pool still needs. */
    missingAttributes?: readonly string[] | undefined;
    /** First-factor selection: the factors offered (e.g. PASSWORD, EMAIL_OTP). */
    availableChallenges?: readonly string[] | undefined;
    /** Custom challenge: parameters the back end sent. */
    additionalInfo?: Record<string, string> | undefined;
  };
}

export type SignUpStep = 'CONFIRM_SIGN_UP' | 'COMPLETE_AUTO_SIGN_IN' | 'DONE';
export interface SignUpOutput {
  isSignUpComplete: boolean;
  nextStep: { signUpStep: SignUpStep; codeDeliveryDetails?: CodeDelivery | undefined };
}

export type ResetPasswordStep = 'CONFIRM_RESET_PASSWORD_WITH_CODE' | 'DONE';
export interface ResetPasswordOutput {
  isPasswordReset: boolean;
  nextStep: { resetPasswordStep: ResetPasswordStep; codeDeliveryDetails?: CodeDelivery | undefined };
}

/** Identity attributes of spec §3, by their provider names (empty ones are omitted). */
export type UserAttributes = Partial<Record<string, string>>;

export interface CurrentUser {
  username: string;
  userId: string;
}

export type SocialProvider = 'Google' | 'Apple';

export interface AuthService {
  signIn(input: { username: string; password: string }): Promise<SignInOutput>;
  /** Answers the current challenge (code, new password, MFA type, email for email MFA setup). */
  confirmSignIn(input: { challengeResponse: string; userAttributes?: UserAttributes }): Promise<SignInOutput>;
  signUp(input: {
    username: string;
    password: string;
    userAttributes: UserAttributes;
  }): Promise<SignUpOutput>;
  confirmSignUp(input: { username: string; confirmationCode: string }): Promise<SignUpOutput>;
  resendSignUpCode(input: { username: string }): Promise<CodeDelivery>;
  /** After COMPLETE_AUTO_SIGN_IN: signs the just-confirmed user in. */
  autoSignIn(): Promise<SignInOutput>;
  resetPassword(input: { username: string }): Promise<ResetPasswordOutput>;
  confirmResetPassword(input: {
    username: string;
    confirmationCode: string;
    newPassword: string;
  }): Promise<void>;
  /** The signed-in user, or null (never throws for "nobody signed in"). */
  getCurrentUser(): Promise<CurrentUser | null>;
  fetchUserAttributes(): Promise<UserAttributes>;
  sendUserAttributeVerificationCode(input: { userAttributeKey: string }): Promise<CodeDelivery>;
  confirmUserAttribute(input: { userAttributeKey: string; confirmationCode: string }): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Hosted sign-in; rejects with `NotConfiguredException` when no hosted domain is configured.
   * `loginHint`: the username the user already gave (§7 login_hint).
   */
  signInWithSocial(provider: SocialProvider, options?: { loginHint?: string }): Promise<void>;
}

/** The email-check look-up of spec §5: `valid` lets the email through. */
export type EmailCheck = (lowercasedEmail: string) => Promise<{ result: string }>;

/**
 * An identity error as the services raise it: `name` is the provider's error name (spec §8 rows:
 * NotAuthorizedException, CodeMismatchException, … or NetworkError), `message` its own text.
 */
export interface AuthError {
  name: string;
  message: string;
}

/** The error name of a missing identity configuration (no pool): 'Configuration error …' (§8). */
export const CONFIGURATION_ERROR = 'ConfigurationError';

/**
 * Our names for a challenge answer refused before it is sent (§5): an MFA type the pool does not
 * offer, a setup answer the pool would refuse. The screens word them (`authErrorMessage`).
 */
export const MFA_TYPE_INVALID = 'MfaTypeInvalid';
export const MFA_SETUP_INVALID = 'MfaSetupInvalid';

/**
 * Our name for "the account is confirmed already" (§4: the confirmation ends, the user signs in).
 * Cognito gives the case no name of its own (ResendConfirmationCode raises InvalidParameterException),
 * only this text — so the text is read once, here, and the flows branch on the name.
 */
export const USER_ALREADY_CONFIRMED = 'UserAlreadyConfirmed';
const COGNITO_ALREADY_CONFIRMED = 'User is already confirmed.';

/** A provider's error by name, the conditions it leaves unnamed given ours. */
function named(name: string, message: string): AuthError {
  // Browsers raise a TypeError for a request that never got an answer.
  if (name === 'TypeError' && /fetch|network/i.test(message)) return { name: 'NetworkError', message };
  if (message === COGNITO_ALREADY_CONFIRMED) return { name: USER_ALREADY_CONFIRMED, message };
  return { name, message };
}

export function toAuthError(error: unknown): AuthError {
  if (error instanceof Error) return named(error.name, error.message);
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { name, message } = error as { name: unknown; message?: unknown };
    return named(String(name), typeof message === 'string' ? message : String(name));
  }
  return { name: 'UnknownError', message: String(error) };
}

/** An Error with the given provider name, the way Amplify raises them. */
export function authError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
