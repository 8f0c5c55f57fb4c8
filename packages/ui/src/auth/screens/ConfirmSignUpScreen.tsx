import { zodResolver } from '@hookform/resolvers/zod';
import {
  authScreenMessages,
  type ConfirmationForm,
  type ConfirmationFormValues,
  confirmationFormSchema,
} from '@siyum/domain';
import { useForm } from 'react-hook-form';
import { Button, TextField } from '../../form';
import { CodeSentText } from './CodeSentText';
import { Actions, StateError } from './parts';
import type { ScreenProps } from './types';

/** §4 sign-up confirmation: the emailed code, with resend. */
export function ConfirmSignUpScreen({ state, send }: ScreenProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmationForm, unknown, ConfirmationFormValues>({
    resolver: zodResolver(confirmationFormSchema),
    defaultValues: { confirmationCode: '' },
  });
  return (
    <form
      className="siyum-auth__form"
      aria-label={authScreenMessages.confirmSignUpTitle}
      noValidate
      onSubmit={handleSubmit((values) => send({ type: 'CONFIRM_SIGN_UP', code: values.confirmationCode }))}
    >
      <CodeSentText state={state} />
      <StateError state={state} />
      <TextField
        label={authScreenMessages.confirmationCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.confirmationCode?.message}
        {...register('confirmationCode')}
      />
      <Actions busy={state.busy}>
        <Button type="submit">{authScreenMessages.confirmButton}</Button>
        <Button variant="secondary" onClick={() => send({ type: 'RESEND_SIGN_UP_CODE' })}>
          {authScreenMessages.resendCode}
        </Button>
      </Actions>
      <Button variant="link" onClick={() => send({ type: 'GO', to: 'signIn' })}>
        {authScreenMessages.backToLogin}
      </Button>
    </form>
  );
}
