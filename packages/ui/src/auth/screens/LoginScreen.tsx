import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type LoginForm, type LoginFormValues, loginFormSchema } from '@siyum/domain';
import { useForm } from 'react-hook-form';
import { Button, PasswordField, TextField } from '../../form';
import { AuthForm, AuthSeparator, SocialButtons, StateError, SwitchLine } from './parts';
import type { ScreenProps } from './types';

/** §2 Login modal: social buttons, "or log in with email", the two fields, Forgot?, Log in, Sign up. */
export function LoginScreen({ state, send }: ScreenProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: state.username ?? '', password: '' },
  });
  return (
    <>
      <SocialButtons state={state} send={send} />
      <AuthSeparator>{authMessages.separatorEmail}</AuthSeparator>
      <AuthForm
        label={authMessages.loginTitle}
        onSubmit={handleSubmit((values) =>
          send({ type: 'SIGN_IN', username: values.email, password: values.password }),
        )}
      >
        <StateError state={state} />
        <TextField
          label={authMessages.usernameOrEmail}
          autoComplete="username"
          inputMode="email"
          required
          disabled={state.busy}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="siyum-auth__password">
          <PasswordField
            label={authMessages.password}
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
            {authMessages.forgotLink}
          </Button>
        </div>
        <Button type="submit" busy={state.busy}>
          {authMessages.logInButton}
        </Button>
      </AuthForm>
      <SwitchLine
        text={authMessages.noAccount}
        action={authMessages.signUpLink}
        onClick={() => send({ type: 'GO', to: 'signUp' })}
      />
    </>
  );
}
