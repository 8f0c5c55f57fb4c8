import { authScreenMessages, format, identityErrorSections, validationMessages } from '@siyum/domain';
import type { UiMessages } from '../messages/uiMessages';
import { type AuthError, MFA_SETUP_INVALID, MFA_TYPE_INVALID } from './authService';
import type { AuthFlow } from './machine';

/**
 * The catalogue sections an identity error is worded from: the §8 tables, our own checks' sentences
 * and the dialog's. The screens pass the nearest `UiMessagesProvider`'s (`useUiMessages`); the
 * English ones otherwise.
 */
export type AuthErrorStrings = Pick<
  UiMessages,
  keyof typeof identityErrorSections | 'validation' | 'authScreens'
>;

export const ENGLISH_AUTH_ERROR_STRINGS: AuthErrorStrings = {
  ...identityErrorSections,
  validation: validationMessages,
  authScreens: authScreenMessages,
};

/** A §8 table: a sentence by error name, and the `other` row every table has. */
type Table = Readonly<Partial<Record<string, string>>> & { readonly other: string };

/** The §8 table each flow reads its message from. */
function tableFor(flow: AuthFlow, strings: AuthErrorStrings): Table {
  switch (flow) {
    case 'signIn':
      return strings.loginErrors;
    case 'signUp':
      return strings.signUpErrors;
    case 'confirmSignUp':
    case 'verify':
      return strings.confirmSignUpErrors;
    case 'resetRequest':
      return strings.resetRequestErrors;
    case 'resetConfirm':
      return strings.resetConfirmErrors;
    case 'challenge':
      return {
        ...strings.loginErrors,
        CodeMismatchException: strings.confirmSignUpErrors.CodeMismatchException,
      };
  }
}

/** Errors our own checks raise, the same in every flow. */
const OWN: Readonly<Partial<Record<string, (strings: AuthErrorStrings) => string>>> = {
  EmailNotAllowed: (strings) => strings.validation.emailNotAllowed,
  EmailCheckFailed: (strings) => strings.validation.emailCheckFailed,
  UserAlreadyAuthenticatedException: (strings) => strings.identityErrors.alreadySignedIn,
  // No user pool configured (§8).
  ConfigurationError: (strings) => strings.identityErrors.configuration,
  // The hosted sign-in (§5, §8).
  InvalidRedirectException: (strings) => strings.identityErrors.invalidRedirect,
  InvalidOriginException: (strings) => strings.identityErrors.invalidOrigin,
  OAuthCancelled: (strings) => strings.identityErrors.oauthCancelled,
  OAuthNoAccessToken: (strings) => strings.identityErrors.oauthNoToken,
  // Challenge answers refused before they are sent (§5).
  [MFA_TYPE_INVALID]: (strings) => strings.authScreens.mfaTypeInvalid,
  [MFA_SETUP_INVALID]: (strings) => strings.validation.mfaSetupInvalid,
};

/**
 * What the form shows for an identity error raised in `flow` (spec §8, mapped by error name), in the
 * wording of `strings` (the English catalogue unless given).
 */
export function authErrorMessage(
  error: AuthError & { flow: AuthFlow },
  strings: AuthErrorStrings = ENGLISH_AUTH_ERROR_STRINGS,
): string {
  const own = OWN[error.name];
  if (own) return own(strings);
  // A social provider without a hosted domain: its message starts with the provider's name.
  if (error.name === 'NotConfiguredException')
    return format(strings.authScreens.socialNotConfigured, { provider: error.message.split(' ')[0] ?? '' });
  // The pool refusing a challenge answer says why in its own words.
  if (error.name === 'InvalidParameterException' && error.flow === 'challenge') return error.message;
  const table = tableFor(error.flow, strings);
  return table[error.name] ?? table.other;
}
