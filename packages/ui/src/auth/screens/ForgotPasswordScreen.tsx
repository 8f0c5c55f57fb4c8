import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  authScreenMessages,
  createForgotConfirmFormSchema,
  type ForgotConfirmForm,
  type ForgotConfirmFormValues,
  type ForgotRequestForm,
  type ForgotRequestFormValues,
  forgotRequestFormSchema,
  validationMessages,
} from '@siyum/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../form';
import { rewordedResolver } from '../../form/validation';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { CodeSentText } from './CodeSentText';
import { CodeField, EmailField, NewPasswordFields } from './fields';
import { Actions, AuthForm, StateError } from './parts';
import type { ScreenProps } from './types';

/**
 * §4 forgot password, both steps: the email (disabled once the code was sent), then the code and the
 * new password twice. Send-reset and Back show only before a reset was requested and while idle.
 */
export function ForgotPasswordScreen({ state, send, passwordPolicy }: ScreenProps) {
  const auth = useUiMessages('auth', authMessages);
  const codeStep = state.name === 'confirmResetPassword';
  return (
    <>
      <p className="siyum-auth__text">{auth.forgotText}</p>
      <StateError state={state} />
      <RequestForm state={state} send={send} codeStep={codeStep} />
      {codeStep && <ConfirmForm state={state} send={send} passwordPolicy={passwordPolicy} />}
    </>
  );
}

function RequestForm({ state, send, codeStep }: Pick<ScreenProps, 'state' | 'send'> & { codeStep: boolean }) {
  const auth = useUiMessages('auth', authMessages);
  const m = useUiMessages('authScreens', authScreenMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(forgotRequestFormSchema), validation),
    [validation],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotRequestForm, unknown, ForgotRequestFormValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { email: state.username ?? '' },
  });
  return (
    <AuthForm
      label={auth.forgotTitle}
      onSubmit={handleSubmit((values) => send({ type: 'FORGOT_PASSWORD', username: values.email }))}
    >
      <EmailField disabled={codeStep} error={errors.email?.message} {...register('email')} />
      {!codeStep && (
        <Actions busy={state.busy}>
          <Button type="submit">{m.sendResetButton}</Button>
          <Button variant="secondary" onClick={() => send({ type: 'GO', to: 'signIn' })}>
            {m.backButton}
          </Button>
        </Actions>
      )}
    </AuthForm>
  );
}

function ConfirmForm({
  state,
  send,
  passwordPolicy,
}: Pick<ScreenProps, 'state' | 'send' | 'passwordPolicy'>) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(createForgotConfirmFormSchema(passwordPolicy)), validation),
    [passwordPolicy, validation],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotConfirmForm, unknown, ForgotConfirmFormValues>({
    resolver,
    mode: 'all',
    defaultValues: { confirmationCode: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(({ confirmationCode, newPassword }) =>
    send({ type: 'CONFIRM_RESET_PASSWORD', code: confirmationCode, newPassword }),
  );
  return (
    <AuthForm label={m.resetButton} onSubmit={submit}>
      <CodeSentText state={state} />
      <CodeField error={errors.confirmationCode?.message} registration={register('confirmationCode')} />
      <NewPasswordFields
        label={m.newPassword}
        password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Actions busy={state.busy}>
        <Button type="submit">{m.resetButton}</Button>
        <Button variant="secondary" onClick={() => send({ type: 'RESEND_RESET_CODE' })}>
          {m.resendCode}
        </Button>
      </Actions>
    </AuthForm>
  );
}
