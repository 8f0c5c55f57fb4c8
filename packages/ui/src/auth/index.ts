export { AuthDialog, type AuthDialogProps } from './AuthDialog';
export {
  type AuthError,
  type AuthService,
  authError,
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
export { authErrorMessage } from './errorMessages';
export {
  AUTH_STATES,
  type AuthEvent,
  type Authenticator,
  type AuthenticatorOptions,
  type AuthFlow,
  type AuthSignal,
  type AuthState,
  type AuthStateName,
  CONFIGURATION_ERROR,
  createAuthenticator,
  type InitialAuthState,
} from './machine';
export { type PendingFlow, type PendingFlowStore, pendingFlowOf } from './pendingFlow';
export { useAuthState } from './useAuthState';
