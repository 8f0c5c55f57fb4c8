import { authScreenMessages } from '@siyum/domain';
import { Button } from '../../form';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { CodeForm } from './CodeForm';
import { CodeSentText } from './CodeSentText';
import type { ScreenProps } from './types';

/** §4 sign-up confirmation: the emailed code, with resend and a way back to the login. */
export function ConfirmSignUpScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return (
    <CodeForm
      state={state}
      label={m.confirmSignUpTitle}
      fieldLabel={m.confirmationCode}
      onCode={(code) => send({ type: 'CONFIRM_SIGN_UP', code })}
      extraActions={
        <Button variant="secondary" onClick={() => send({ type: 'RESEND_SIGN_UP_CODE' })}>
          {m.resendCode}
        </Button>
      }
      footer={
        <Button variant="link" onClick={() => send({ type: 'GO', to: 'signIn' })}>
          {m.backToLogin}
        </Button>
      }
    >
      <CodeSentText state={state} />
    </CodeForm>
  );
}
