import type { SocialProvider, UserAttributes } from './authService';
import type { InitialAuthState } from './machine';

/** What screens (and the app) ask of the machine; each flow's table says where each one is taken. */
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
