/**
 * The sign-in, form and widget texts of the catalogue (spec §4, §5, §8 — reproduced exactly). A module
 * of their own so the shell's first paint, which needs only en.ts's sections, does not carry them.
 */

export const authMessages = {
  loginTitle: 'Login',
  signUpTitle: 'Sign up',
  forgotTitle: 'Forgot Password?',
  description:
    '{product} Registration Required. NOTE: For the full {product} experience please log in with the same credentials as your All Daf &/or All Mishnah account',
  forgotText:
    'Enter the email you signed up with and we will send you instructions to reset your password. We do not store passwords and will never email you your password.',
  separatorEmail: 'or log in with email',
  separatorOr: 'or',
  usernameOrEmail: 'Username or Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotLink: 'Forgot?',
  logInButton: 'Log in',
  noAccount: 'Don’t have an account yet?',
  signUpLink: 'Sign up',
  continueWithEmail: 'Continue with email',
  haveAccount: 'Already have an account?',
  logInLink: 'Log In',
  google: 'Log in with Google',
  apple: 'Log in with Apple',
} as const;

export const validationMessages = {
  usernameRequired: 'Username or Email is required.',
  passwordRequired: 'Password is required.',
  emailNotAllowed: 'This email is not allowed.',
  emailCheckFailed: 'Unable to validate email. Please try again.',
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  phoneRequired: 'Phone is required.',
  agreementRequired: 'Please agree to the terms.',
  countryRequired: 'Country is required.',
  postalCodeRequired: 'Postal Code is required.',
  cityRequired: 'City is required.',
  streetRequired: 'Street is required.',
  phoneNotAllowed: 'This phone number is not allowed.',
  confirmationCodeRequired: 'Confirmation code is required.',
  codeRequired: 'Code is required.',
  newPasswordRequired: 'New password is required.',
  passwordMinLength: 'Password must have at least {min} characters',
  passwordLowercase: 'Password must have lower case letters',
  passwordUppercase: 'Password must have upper case letters',
  passwordNumbers: 'Password must have numbers',
  passwordSpecial: 'Password must have special characters',
  passwordsMustMatch: 'Your passwords must match',
  valueRequired: 'Value is required',
  valueNotEmail: 'Value is not a valid email address',
  valueMustEqual: 'The value must be equal to the other value',
  mfaSetupInvalid: 'Cannot proceed with MFA setup using challengeResponse',
} as const;

export const loginErrorsMessages = {
  NotAuthorizedException: 'Incorrect email or password.',
  UserNotConfirmedException: 'User is not confirmed. Please check your email for a confirmation link.',
  TooManyFailedAttemptsException: 'Too many failed login attempts. Please try again later.',
  NetworkError: 'Network error. Please check your internet connection.',
  other: 'An unknown error occurred. Please try again.',
} as const;

export const signUpErrorsMessages = {
  UserLambdaValidationException: 'An account with this email already exists.',
  InvalidPasswordException: 'Password must meet the complexity requirements.',
  InvalidParameterException: 'Some fields are invalid. Please review your input.',
  NotAuthorizedException: 'One or more attributes are not allowed.',
  LimitExceededException: 'Too many signup attempts. Please try again later.',
  NetworkError: 'Network error. Check your connection and try again.',
  other: 'Something went wrong during account creation.',
} as const;

export const confirmSignUpErrorsMessages = {
  CodeMismatchException: 'Invalid confirmation code.',
  ExpiredCodeException: 'Confirmation code expired. Please request a new one.',
  UserNotFoundException: 'No account found with this email.',
  NotAuthorizedException: 'This account is already confirmed.',
  LimitExceededException: 'Too many attempts. Try again later.',
  NetworkError: 'Network issue. Please check your connection.',
  other: 'Could not confirm your sign-up.',
} as const;

export const resetRequestErrorsMessages = {
  LimitExceededException: 'Too many attempts. Please try again later.',
  NetworkError: 'Network error. Please check your connection.',
  other: 'Something went wrong. Please try again.',
} as const;

export const resetConfirmErrorsMessages = {
  ExpiredCodeException: 'The confirmation code has expired. Please request a new one.',
  CodeMismatchException: 'The confirmation code is incorrect.',
  InvalidPasswordException: 'Password does not meet complexity requirements.',
  UserNotFoundException: 'User not found.',
  TooManyFailedAttemptsException: 'Too many failed attempts. Try again later.',
  NetworkError: 'Network issue. Please check your internet connection.',
  other: 'Failed to reset password. Please try again.',
} as const;

export const identityErrorsMessages = {
  notAuthenticated: 'User needs to be authenticated to call this API.',
  alreadySignedIn: 'There is already a signed in user.',
  notConfirmedInTime: 'The account was not confirmed on time.',
  oauthCancelled: 'User cancelled OAuth flow.',
  oauthNoToken: 'No access token returned from OAuth flow.',
  invalidTokens: 'Invalid tokens',
  networkError: 'Network Error',
  emptyPassword: 'Password cannot be empty',
  emptyCode: 'Confirmation code cannot be empty',
  oauthHostedUi: "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
  configuration: 'Configuration error (see console) – please contact the administrator',
  alreadyConfirmed: 'User is already confirmed.',
  noAuthorizationToken: 'no Authorization token found',
  /** §5 redirect URLs: the spec names these errors without their words; these are Amplify's. */
  invalidRedirect: 'signInRedirect or signOutRedirect had an invalid format or was not found.',
  invalidOrigin:
    'redirect is coming from a different origin. The oauth flow needs to be initiated from the same origin',
} as const;

/**
 * The §8 identity error tables by catalogue section: the auth dialog words every provider error from
 * them (with the validation and screen sections), and the catalogue names them once, here.
 */
export const identityErrorSections = {
  loginErrors: loginErrorsMessages,
  signUpErrors: signUpErrorsMessages,
  confirmSignUpErrors: confirmSignUpErrorsMessages,
  resetRequestErrors: resetRequestErrorsMessages,
  resetConfirmErrors: resetConfirmErrorsMessages,
  identityErrors: identityErrorsMessages,
} as const;

export const selectMessages = {
  allAvailableSelected: 'All available already selected',
  selectAll: 'Select all',
  search: 'Search',
  placeholder: 'Select…',
  removeChip: 'Remove {label}',
  noMatches: 'No matches',
} as const;

export const phoneFieldMessages = {
  country: 'Country code',
  number: 'Phone number',
  /** Dropdown option, e.g. "Israel +972". */
  countryOption: '{name} +{callingCode}',
  /** Compact dropdown trigger, e.g. "IL +972". */
  countryShort: '{country} +{callingCode}',
} as const;

export const addressMessages = {
  country: 'Country',
  street: 'Address',
  street2: 'Apt, suite, unit (optional)',
  zip: 'Postal Code',
  city: 'City',
  state: 'State / Province',
  suggestions: 'Address suggestions',
  units: 'Choose a unit',
  moreEntries: '{count} more entries',
  countryPlaceholder: 'Select a country',
  streetPlaceholder: 'Start typing your street address',
  searching: 'Looking up addresses',
  /** The look-up answered and found nothing: the street stays free text (never a made-up match). */
  noSuggestions: 'No suggestions for this address. Enter it in full.',
  verified: 'Verified address',
} as const;

export const serverMessages = {
  unauthorized: 'You need to sign in to do that.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  timeout: 'The request took too long. Please try again.',
  conflict: 'That was changed by someone else. Please reload and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  badRequest: 'Some fields are invalid. Please review your input.',
  payloadTooLarge: 'That request is too large to send.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is starting or briefly unavailable. Please try again in a moment.',
} as const;
