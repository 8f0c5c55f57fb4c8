import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  type LoginForm,
  type LoginFormValues,
  loginFormSchema,
  validationMessages,
} from '@siyum/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button, PasswordField, TextField } from '../../form';
import { rewordedResolver } from '../../form/validation';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { AuthForm, AuthSeparator, SocialButtons, StateError, SwitchLine } from './parts';
import type { ScreenProps } from './types';

/** §2 Login modal: social buttons, "or log in with email", the two fields, Forgot?, Log in, Sign up. */
export function LoginScreen({ state, send }: ScreenProps) {
  const m = useUiMessages('auth', authMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(() => rewordedResolver(zodResolver(loginFormSchema), validation), [validation]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginFormValues>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: state.username ?? '', password: '' },
  });
  return (
    <>
      <SocialButtons state={state} send={send} />
      <AuthSeparator>{m.separatorEmail}</AuthSeparator>
      <AuthForm
        label={m.loginTitle}
        onSubmit={handleSubmit((values) =>
          send({ type: 'SIGN_IN', username: values.email, password: values.password }),
        )}
      >
        <StateError state={state} />
        <TextField
          label={m.usernameOrEmail}
          autoComplete="username"
          inputMode="email"
          // A username or an address: left to right on a Hebrew page too.
          dir="ltr"
          required
          disabled={state.busy}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="siyum-auth__password">
          <PasswordField
            label={m.password}
            required
            disabled={state.busy}
            error={errors.password?.message}
            {...register('password')}
          />
          <Button
            variant="link"
            className="siyum-auth__forgot"
            onClick={() => send({ type: 'GO', to: 'forgotPassword' })}
          >
            {m.forgotLink}
          </Button>
        </div>
        <Button type="submit" busy={state.busy}>
          {m.logInButton}
        </Button>
      </AuthForm>
      <SwitchLine
        text={m.noAccount}
        action={m.signUpLink}
        onClick={() => send({ type: 'GO', to: 'signUp' })}
      />
    </>
  );
}
