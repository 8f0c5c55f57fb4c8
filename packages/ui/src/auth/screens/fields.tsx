import { authScreenMessages } from '@siyum/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField, TextField, type TextFieldProps } from '../../form';
import { useUiMessages } from '../../messages/UiMessagesProvider';

/** An emailed / texted / app code: numeric keyboard, one-time-code autofill. */
export function CodeField({
  label,
  error,
  registration,
}: {
  label?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return (
    <TextField
      label={label ?? m.code}
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      error={error}
      {...registration}
    />
  );
}

/** The email address: the email keyboard and autofill, required. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return <TextField label={m.email} type="email" autoComplete="email" required {...props} />;
}

/** A new password and its confirmation (sign-up, reset, forced change). */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: { registration: UseFormRegisterReturn; error: string | undefined };
  confirmation: { registration: UseFormRegisterReturn; error: string | undefined };
}) {
  const m = useUiMessages('authScreens', authScreenMessages);
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        error={password.error}
        {...password.registration}
      />
      <PasswordField
        label={m.confirmPassword}
        autoComplete="new-password"
        required
        error={confirmation.error}
        {...confirmation.registration}
      />
    </>
  );
}
