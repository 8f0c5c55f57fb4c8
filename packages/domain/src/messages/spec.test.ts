import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorPageMessages, navMessages, notFoundMessages } from './en';
import {
  authMessages,
  confirmSignUpErrorsMessages,
  identityErrorsMessages,
  loginErrorsMessages,
  resetConfirmErrorsMessages,
  resetRequestErrorsMessages,
  selectMessages,
  signUpErrorsMessages,
  validationMessages,
} from './forms';

/**
 * The spec's literal strings, copied by hand from `shared/spec/siyum-app-spec.md` (issue 18): the
 * §5/§8 tests elsewhere derive their expectations from the catalogue, so a wrong catalogue would
 * pass them. Each row: where the spec says it, what the catalogue holds, what the spec says.
 */
const SPEC_STRINGS: [where: string, catalogue: string, spec: string][] = [
  // §2 Header, menus and dialogs
  ['§2 auth dialog', authMessages.loginTitle, 'Login'],
  ['§2 auth dialog', authMessages.signUpTitle, 'Sign up'],
  ['§2 auth dialog', authMessages.forgotTitle, 'Forgot Password?'],
  [
    '§2 auth dialog',
    authMessages.description,
    '{product} Registration Required. NOTE: For the full {product} experience please log in with the same credentials as your All Daf &/or All Mishnah account',
  ],
  ['§2 login modal', authMessages.separatorEmail, 'or log in with email'],
  ['§2 login modal', authMessages.usernameOrEmail, 'Username or Email'],
  ['§2 login modal', authMessages.password, 'Password'],
  ['§2 login modal', authMessages.forgotLink, 'Forgot?'],
  ['§2 login modal', authMessages.logInButton, 'Log in'],
  ['§2 login modal', authMessages.noAccount, 'Don’t have an account yet?'],
  ['§2 login modal', authMessages.signUpLink, 'Sign up'],
  ['§2 sign-up chooser', authMessages.separatorOr, 'or'],
  ['§2 sign-up chooser', authMessages.continueWithEmail, 'Continue with email'],
  ['§2 sign-up chooser', authMessages.haveAccount, 'Already have an account?'],
  ['§2 sign-up chooser', authMessages.logInLink, 'Log In'],
  ['§2 social buttons', authMessages.google, 'Log in with Google'],
  ['§2 social buttons', authMessages.apple, 'Log in with Apple'],
  ['§2 user-status control', navMessages.myDashboard, 'My Dashboard'],
  ['§2 user-status control', navMessages.createSiyum, 'Create a Siyum'],
  ['§2 mobile menu', navMessages.browseCommunity, 'Browse Community Siyumim'],
  ['§2 mobile menu', navMessages.about, 'About'],
  ['§2 mobile menu', navMessages.supportUs, 'Support Us'],
  ['§2 mobile menu', navMessages.logOut, 'Log out'],
  ['§2 error page', errorPageMessages.headline, 'Oh uh...'],
  ['§2 error page', errorPageMessages.body, 'It looks like something broke.'],
  ['§2 error page', errorPageMessages.fallback, 'Sorry about that.'],
  ['§2 error page', errorPageMessages.reload, 'Reload your page'],
  ['§2 error page', errorPageMessages.home, 'Go back to the Homepage'],
  ['§2 select', selectMessages.allAvailableSelected, 'All available already selected'],
  ['§2 navigation rules', notFoundMessages.invalid, 'Page Not Found: {path}'],
  ['§2 navigation rules', notFoundMessages.unmatched, 'Page not found: {path}'],
  // §5 Validation rules
  ['§5 login', validationMessages.usernameRequired, 'Username or Email is required.'],
  ['§5 login', validationMessages.passwordRequired, 'Password is required.'],
  ['§5 login', validationMessages.emailNotAllowed, 'This email is not allowed.'],
  ['§5 login', validationMessages.emailCheckFailed, 'Unable to validate email. Please try again.'],
  ['§5 registration', validationMessages.firstNameRequired, 'First Name is required.'],
  ['§5 registration', validationMessages.lastNameRequired, 'Last Name is required.'],
  ['§5 registration', validationMessages.emailRequired, 'Email is required.'],
  ['§5 registration', validationMessages.emailInvalid, 'Enter a valid email address.'],
  ['§5 registration', validationMessages.phoneRequired, 'Phone is required.'],
  ['§5 registration', validationMessages.agreementRequired, 'Please agree to the terms.'],
  ['§5 registration', validationMessages.countryRequired, 'Country is required.'],
  ['§5 registration', validationMessages.postalCodeRequired, 'Postal Code is required.'],
  ['§5 registration', validationMessages.cityRequired, 'City is required.'],
  ['§5 registration', validationMessages.phoneNotAllowed, 'This phone number is not allowed.'],
  ['§5 confirmation', validationMessages.confirmationCodeRequired, 'Confirmation code is required.'],
  ['§5 forgot', validationMessages.codeRequired, 'Code is required.'],
  ['§5 forgot', validationMessages.newPasswordRequired, 'New password is required.'],
  ['§5 password confirmation', validationMessages.passwordsMustMatch, 'Your passwords must match'],
  ['§5 generic', validationMessages.valueRequired, 'Value is required'],
  ['§5 generic', validationMessages.valueNotEmail, 'Value is not a valid email address'],
  ['§5 generic', validationMessages.valueMustEqual, 'The value must be equal to the other value'],
  [
    '§5 identity rules',
    validationMessages.mfaSetupInvalid,
    'Cannot proceed with MFA setup using challengeResponse',
  ],
  // §8 Login
  ['§8 login', loginErrorsMessages.NotAuthorizedException, 'Incorrect email or password.'],
  [
    '§8 login',
    loginErrorsMessages.UserNotConfirmedException,
    'User is not confirmed. Please check your email for a confirmation link.',
  ],
  [
    '§8 login',
    loginErrorsMessages.TooManyFailedAttemptsException,
    'Too many failed login attempts. Please try again later.',
  ],
  ['§8 login', loginErrorsMessages.NetworkError, 'Network error. Please check your internet connection.'],
  ['§8 login', loginErrorsMessages.other, 'An unknown error occurred. Please try again.'],
  // §8 Sign-up
  [
    '§8 sign-up',
    signUpErrorsMessages.UserLambdaValidationException,
    'An account with this email already exists.',
  ],
  [
    '§8 sign-up',
    signUpErrorsMessages.InvalidPasswordException,
    'Password must meet the complexity requirements.',
  ],
  [
    '§8 sign-up',
    signUpErrorsMessages.InvalidParameterException,
    'Some fields are invalid. Please review your input.',
  ],
  ['§8 sign-up', signUpErrorsMessages.NotAuthorizedException, 'One or more attributes are not allowed.'],
  [
    '§8 sign-up',
    signUpErrorsMessages.LimitExceededException,
    'Too many signup attempts. Please try again later.',
  ],
  ['§8 sign-up', signUpErrorsMessages.NetworkError, 'Network error. Check your connection and try again.'],
  ['§8 sign-up', signUpErrorsMessages.other, 'Something went wrong during account creation.'],
  // §8 Confirm sign-up
  ['§8 confirm sign-up', confirmSignUpErrorsMessages.CodeMismatchException, 'Invalid confirmation code.'],
  [
    '§8 confirm sign-up',
    confirmSignUpErrorsMessages.ExpiredCodeException,
    'Confirmation code expired. Please request a new one.',
  ],
  [
    '§8 confirm sign-up',
    confirmSignUpErrorsMessages.UserNotFoundException,
    'No account found with this email.',
  ],
  [
    '§8 confirm sign-up',
    confirmSignUpErrorsMessages.NotAuthorizedException,
    'This account is already confirmed.',
  ],
  [
    '§8 confirm sign-up',
    confirmSignUpErrorsMessages.LimitExceededException,
    'Too many attempts. Try again later.',
  ],
  [
    '§8 confirm sign-up',
    confirmSignUpErrorsMessages.NetworkError,
    'Network issue. Please check your connection.',
  ],
  ['§8 confirm sign-up', confirmSignUpErrorsMessages.other, 'Could not confirm your sign-up.'],
  // §8 Reset request
  [
    '§8 reset request',
    resetRequestErrorsMessages.LimitExceededException,
    'Too many attempts. Please try again later.',
  ],
  [
    '§8 reset request',
    resetRequestErrorsMessages.NetworkError,
    'Network error. Please check your connection.',
  ],
  ['§8 reset request', resetRequestErrorsMessages.other, 'Something went wrong. Please try again.'],
  // §8 Reset confirm
  [
    '§8 reset confirm',
    resetConfirmErrorsMessages.ExpiredCodeException,
    'The confirmation code has expired. Please request a new one.',
  ],
  [
    '§8 reset confirm',
    resetConfirmErrorsMessages.CodeMismatchException,
    'The confirmation code is incorrect.',
  ],
  [
    '§8 reset confirm',
    resetConfirmErrorsMessages.InvalidPasswordException,
    'Password does not meet complexity requirements.',
  ],
  ['§8 reset confirm', resetConfirmErrorsMessages.UserNotFoundException, 'User not found.'],
  [
    '§8 reset confirm',
    resetConfirmErrorsMessages.TooManyFailedAttemptsException,
    'Too many failed attempts. Try again later.',
  ],
  [
    '§8 reset confirm',
    resetConfirmErrorsMessages.NetworkError,
    'Network issue. Please check your internet connection.',
  ],
  ['§8 reset confirm', resetConfirmErrorsMessages.other, 'Failed to reset password. Please try again.'],
  // §8 Identity provider handling
  [
    '§8 identity',
    identityErrorsMessages.notAuthenticated,
    'User needs to be authenticated to call this API.',
  ],
  ['§8 identity', identityErrorsMessages.alreadySignedIn, 'There is already a signed in user.'],
  ['§8 identity', identityErrorsMessages.notConfirmedInTime, 'The account was not confirmed on time.'],
  ['§8 identity', identityErrorsMessages.oauthCancelled, 'User cancelled OAuth flow.'],
  ['§8 identity', identityErrorsMessages.oauthNoToken, 'No access token returned from OAuth flow.'],
  ['§8 identity', identityErrorsMessages.invalidTokens, 'Invalid tokens'],
  ['§8 identity', identityErrorsMessages.networkError, 'Network Error'],
  ['§8 identity', identityErrorsMessages.emptyPassword, 'Password cannot be empty'],
  ['§8 identity', identityErrorsMessages.emptyCode, 'Confirmation code cannot be empty'],
  [
    '§8 identity',
    identityErrorsMessages.oauthHostedUi,
    "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
  ],
  [
    '§8 identity',
    identityErrorsMessages.configuration,
    'Configuration error (see console) – please contact the administrator',
  ],
  ['§8 identity', identityErrorsMessages.alreadyConfirmed, 'User is already confirmed.'],
  ['§4 token refresh', identityErrorsMessages.noAuthorizationToken, 'no Authorization token found'],
];

/**
 * The spec as the product owner wrote it, copied into the repository (docs/spec/) so the test holds
 * on any clone — a clone need not sit beside the workspace's `shared/` folder.
 */
const SPEC_FILE = fileURLToPath(new URL('../../../../docs/spec/siyum-app-spec.md', import.meta.url));

describe('the catalogue holds the spec’s strings exactly', () => {
  it.each(SPEC_STRINGS)('%s: %j', (_where, catalogue, spec) => {
    expect(catalogue).toBe(spec);
  });

  it('the §5 password policy sentences follow the spec’s pattern', () => {
    expect(validationMessages.passwordMinLength.replace('{min}', 'N')).toBe(
      'Password must have at least N characters',
    );
    for (const [message, tail] of [
      [validationMessages.passwordLowercase, 'lower case letters'],
      [validationMessages.passwordUppercase, 'upper case letters'],
      [validationMessages.passwordNumbers, 'numbers'],
      [validationMessages.passwordSpecial, 'special characters'],
    ] as const)
      expect(message).toBe(`Password must have ${tail}`);
  });

  it('every row of the table is quoted in the spec itself', () => {
    expect(existsSync(SPEC_FILE), `the spec should be at ${SPEC_FILE}`).toBe(true);
    const spec = readFileSync(SPEC_FILE, 'utf8');
    const missing = SPEC_STRINGS.filter(([, , text]) => !spec.includes(text)).map(
      ([where, , text]) => `${where}: ${text}`,
    );
    expect(missing).toEqual([]);
  });
});
