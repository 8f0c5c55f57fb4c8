import { authScreenMessages } from '@siyum/domain';
import { Button } from '../../form';
import { CodeForm } from './CodeForm';
import { CodeSentText } from './CodeSentText';
import type { ScreenProps } from './types';

/** §4 sign-up confirmation: the emailed code, with resend and a way back to the login. */
export function ConfirmSignUpScreen({ state, send }: ScreenProps) {
  return (
    <CodeForm
      state={state}
      label={authScreenMessages.confirmSignUpTitle}
      fieldLabel={authScreenMessages.confirmationCode}
      onCode={(code) => send({ type: 'CONFIRM_SIGN_UP', code })}
      extraActions={
        <Button variant="secondary" onClick={() => send({ type: 'RESEND_SIGN_UP_CODE' })}>
          {authScreenMessages.resendCode}
        </Button>
      }
      footer={
        <Button variant="link" onClick={() => send({ type: 'GO', to: 'signIn' })}>
          {authScreenMessages.backToLogin}
        </Button>
      }
    >
      <CodeSentText state={state} />
    </CodeForm>
  );
}
