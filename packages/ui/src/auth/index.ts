export { AuthDialog, type AuthDialogProps } from './AuthDialog';
export {
  type AuthError,
  type AuthService,
  authError,
  CONFIGURATION_ERROR,
  type CodeDelivery,
  type CurrentUser,
  type EmailCheck,
  MFA_TYPES,
  type MfaType,
  type ResetPasswordOutput,
  SIGN_IN_STEPS,
  type SignInOutput,
  type SignInStep,
  type SignUpOutput,
  type SocialProvider,
  toAuthError,
  type UserAttributes,
} from './authService';
export { type AuthErrorStrings, authErrorMessage } from './errorMessages';
export type { AuthEvent, AuthSignal } from './events';
export {
  AUTH_STATES,
  type Authenticator,
  type AuthenticatorOptions,
  type AuthFlow,
  type AuthState,
  type AuthStateName,
  createAuthenticator,
  type InitialAuthState,
} from './machine';
export { type PendingFlow, type PendingFlowStore, pendingFlowOf } from './pendingFlow';
export { useAuthState } from './useAuthState';
