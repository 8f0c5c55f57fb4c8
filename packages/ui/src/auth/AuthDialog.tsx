import * as Dialog from '@radix-ui/react-dialog';
import {
  authMessages,
  authScreenMessages,
  DEFAULT_PASSWORD_POLICY,
  format,
  type PasswordPolicy,
} from '@siyum/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { CloseIcon } from '../internal/icons/shell';
import { useUiMessages } from '../messages/UiMessagesProvider';
import type { UiMessages } from '../messages/uiMessages';
import { Spinner } from '../spinner';
import type { Authenticator, AuthStateName } from './machine';
import {
  ConfirmSignInScreen,
  SelectMfaTypeScreen,
  SetupEmailScreen,
  SetupTotpScreen,
} from './screens/ChallengeScreens';
import { ConfirmSignUpScreen } from './screens/ConfirmSignUpScreen';
import { ForgotPasswordScreen } from './screens/ForgotPasswordScreen';
import { LoginScreen } from './screens/LoginScreen';
import { SignUpScreen } from './screens/SignUpScreen';
import type { ScreenProps } from './screens/types';
import { ConfirmVerifyUserScreen, VerifyUserScreen } from './screens/VerifyScreens';
import { useAuthState } from './useAuthState';
import './AuthDialog.css';

/** The forced change carries the phone field: loaded when that challenge comes, not with the login. */
const ForceNewPasswordScreen = lazy(() => import('./screens/ForceNewPasswordScreen'));

export interface AuthDialogProps {
  authenticator: Authenticator;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product name of public config ("{product} Registration Required…"). */
  productName: string;
  /** The agreement's privacy-policy link. */
  privacyPolicyUrl: string;
  /** The sign-up screen opens on the registration form instead of the chooser. */
  signUpStep?: 'chooser' | 'form';
  /**
   * The pool's password policy (§3 auth configuration, from public config): a password the pool
   * would refuse is refused in the form, with the policy's sentence. Default: the §5 default.
   */
  passwordPolicy?: PasswordPolicy;
}

/** The dialog's title in each state, from the sections the provider words. */
const TITLES: Record<AuthStateName, (strings: Pick<UiMessages, 'auth' | 'authScreens'>) => string> = {
  idle: ({ auth }) => auth.loginTitle,
  setup: ({ auth }) => auth.loginTitle,
  signIn: ({ auth }) => auth.loginTitle,
  signUp: ({ auth }) => auth.signUpTitle,
  confirmSignUp: ({ authScreens }) => authScreens.confirmSignUpTitle,
  confirmSignIn: ({ authScreens }) => authScreens.confirmSignInTitle,
  forgotPassword: ({ auth }) => auth.forgotTitle,
  confirmResetPassword: ({ auth }) => auth.forgotTitle,
  forceNewPassword: ({ authScreens }) => authScreens.forceNewPasswordTitle,
  setupTotp: ({ authScreens }) => authScreens.setupTotpTitle,
  setupEmail: ({ authScreens }) => authScreens.setupEmailTitle,
  selectMfaType: ({ authScreens }) => authScreens.selectMfaTitle,
  verifyUser: ({ authScreens }) => authScreens.verifyUserTitle,
  confirmVerifyUser: ({ authScreens }) => authScreens.confirmVerifyTitle,
  authenticated: ({ auth }) => auth.loginTitle,
  signOut: ({ auth }) => auth.loginTitle,
};

/**
 * The sign-in / sign-up dialog (spec §2): draws whichever state the authenticator machine is in.
 * Radix Dialog gives the overlay click and Escape to close, the focus trap and focus return.
 */
export function AuthDialog({
  authenticator,
  open,
  onOpenChange,
  productName,
  privacyPolicyUrl,
  signUpStep,
  passwordPolicy = DEFAULT_PASSWORD_POLICY,
}: AuthDialogProps) {
  const [state, send] = useAuthState(authenticator);
  const auth = useUiMessages('auth', authMessages);
  const authScreens = useUiMessages('authScreens', authScreenMessages);
  const props: ScreenProps = { state, send, productName, passwordPolicy };
  const withDescription = state.name === 'signIn' || state.name === 'signUp';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="siyum-auth__overlay" />
        <Dialog.Content
          className="siyum-auth"
          data-state-name={state.name}
          onOpenAutoFocus={focusFirstField}
          {...(withDescription ? {} : { 'aria-describedby': undefined })}
        >
          <header className="siyum-auth__header">
            <Dialog.Title className="siyum-auth__title">
              {TITLES[state.name]({ auth, authScreens })}
            </Dialog.Title>
            <Dialog.Close className="siyum-auth__close" aria-label={authScreens.close}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          {withDescription && (
            <Dialog.Description className="siyum-auth__description">
              {format(auth.description, { product: productName })}
            </Dialog.Description>
          )}
          <div className="siyum-auth__body">{screenFor(props, privacyPolicyUrl, signUpStep)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Focus lands in the first field when there is one (not on the close button or a social button). */
function focusFirstField(event: Event) {
  const content = event.currentTarget;
  const field =
    content instanceof HTMLElement
      ? content.querySelector<HTMLInputElement>('input:not([disabled]):not([type="hidden"])')
      : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

function screenFor(
  props: ScreenProps,
  privacyPolicyUrl: string,
  signUpStep: 'chooser' | 'form' | undefined,
): ReactNode {
  switch (props.state.name) {
    case 'signIn':
      return <LoginScreen {...props} />;
    case 'signUp':
      return (
        <SignUpScreen
          {...props}
          privacyPolicyUrl={privacyPolicyUrl}
          {...(signUpStep ? { defaultStep: signUpStep } : {})}
        />
      );
    case 'confirmSignUp':
      return <ConfirmSignUpScreen {...props} />;
    case 'forgotPassword':
    case 'confirmResetPassword':
      return <ForgotPasswordScreen {...props} />;
    case 'confirmSignIn':
      return <ConfirmSignInScreen {...props} />;
    case 'forceNewPassword':
      return (
        <Suspense fallback={<Spinner size={48} />}>
          <ForceNewPasswordScreen {...props} />
        </Suspense>
      );
    case 'setupTotp':
      return <SetupTotpScreen {...props} />;
    case 'setupEmail':
      return <SetupEmailScreen {...props} />;
    case 'selectMfaType':
      return <SelectMfaTypeScreen {...props} />;
    case 'verifyUser':
      return <VerifyUserScreen {...props} />;
    case 'confirmVerifyUser':
      return <ConfirmVerifyUserScreen {...props} />;
    default:
      // idle, setup, authenticated, signOut: the app closes the dialog; meanwhile a spinner.
      return (
        <div className="siyum-auth__loading">
          <Spinner size={48} />
        </div>
      );
  }
}
