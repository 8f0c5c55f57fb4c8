import {
  confirmSignUpErrorsMessages,
  identityErrorsMessages,
  loginErrorsMessages,
  resetConfirmErrorsMessages,
  resetRequestErrorsMessages,
  signUpErrorsMessages,
  validationMessages,
} from '@siyum/domain';
import type { AuthError } from './authService';
import type { AuthFlow } from './machine';

/** The §8 table each flow reads its message from; every table has an `other` row. */
const TABLES: Record<AuthFlow, Readonly<Record<string, string>> & { other: string }> = {
  signIn: loginErrorsMessages,
  signUp: signUpErrorsMessages,
  confirmSignUp: confirmSignUpErrorsMessages,
  resetRequest: resetRequestErrorsMessages,
  resetConfirm: resetConfirmErrorsMessages,
  challenge: {
    ...loginErrorsMessages,
    CodeMismatchException: confirmSignUpErrorsMessages.CodeMismatchException,
  },
  verify: { ...confirmSignUpErrorsMessages, other: confirmSignUpErrorsMessages.other },
};

/** Errors our own checks raise, the same in every flow. */
const OWN: Readonly<Record<string, string>> = {
  EmailNotAllowed: validationMessages.emailNotAllowed,
  EmailCheckFailed: validationMessages.emailCheckFailed,
  UserAlreadyAuthenticatedException: identityErrorsMessages.alreadySignedIn,
  // No user pool configured (§8).
  ConfigurationError: identityErrorsMessages.configuration,
  // The hosted sign-in (§5, §8).
  InvalidRedirectException: identityErrorsMessages.invalidRedirect,
  InvalidOriginException: identityErrorsMessages.invalidOrigin,
  OAuthCancelled: identityErrorsMessages.oauthCancelled,
  OAuthNoAccessToken: identityErrorsMessages.oauthNoToken,
};

/** What the form shows for an identity error raised in `flow` (spec §8, mapped by error name). */
export function authErrorMessage(error: AuthError & { flow: AuthFlow }): string {
  const own = OWN[error.name];
  if (own) return own;
  // Not-configured social providers and invalid MFA answers carry their own readable message.
  if (
    error.name === 'NotConfiguredException' ||
    (error.name === 'InvalidParameterException' && error.flow === 'challenge')
  )
    return error.message;
  const table = TABLES[error.flow];
  return table[error.name] ?? table.other;
}
