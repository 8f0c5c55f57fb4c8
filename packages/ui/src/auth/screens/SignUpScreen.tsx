import { authMessages } from '@siyum/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../form';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Spinner } from '../../spinner';
import { AuthSeparator, SocialButtons, StateError, SwitchLine } from './parts';
import type { ScreenProps } from './types';

const RegistrationFormView = lazy(() => import('./RegistrationForm'));
export interface SignUpScreenProps extends ScreenProps {
  privacyPolicyUrl: string;
  /** Opens straight on the form (the chooser's "Continue with email" was taken). */
  defaultStep?: 'chooser' | 'form';
}

/** §2 sign-up: the chooser ("Continue with email") and then the full registration form. */
export function SignUpScreen({ defaultStep = 'chooser', ...props }: SignUpScreenProps) {
  const m = useUiMessages('auth', authMessages);
  const [step, setStep] = useState(defaultStep);
  const { state, send } = props;
  if (step === 'form')
    return (
      <Suspense fallback={<Spinner size={48} />}>
        <RegistrationFormView {...props} />
      </Suspense>
    );
  return (
    <>
      <SocialButtons state={state} send={send} />
      <AuthSeparator>{m.separatorOr}</AuthSeparator>
      <StateError state={state} />
      <Button onClick={() => setStep('form')}>{m.continueWithEmail}</Button>
      <SwitchLine
        text={m.haveAccount}
        action={m.logInLink}
        onClick={() => send({ type: 'GO', to: 'signIn' })}
      />
    </>
  );
}
