import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  // The story's component is called LoginForm, so the form-values type takes another name here.
  type LoginForm as LoginFields,
  type LoginFormValues,
  loginErrorsMessages,
  loginFormSchema,
  validationMessages,
} from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from './Button';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

/*
 * Recipe: the form primitives with react-hook-form and the domain's zod schema for the login modal.
 * `register()` spreads straight into the fields (React 19 passes `ref` as a prop), `formState.errors`
 * feeds their `error`, and the schema's messages come from the catalogue, so the texts match the spec.
 */

interface LoginFormProps {
  onSubmit: SubmitHandler<LoginFormValues>;
  /** A form-level error, e.g. from the identity provider. */
  error?: string;
}

function LoginForm({ onSubmit, error }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form
      aria-label={authMessages.loginTitle}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'grid', gap: '1rem', width: '20rem' }}
    >
      <FormError>{error}</FormError>
      <TextField
        label={authMessages.usernameOrEmail}
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={authMessages.password}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={isSubmitting}>
        {authMessages.logInButton}
      </Button>
    </form>
  );
}

const meta = {
  title: 'Forms/Recipes/React Hook Form',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sample credentials a person might type; not product copy. */
const SAMPLE = { email: 'rivka@example.org', password: 'Mishnah-613' };

/** Submit empty, see both messages; fill in, submit, and the handler gets the values. */
export const ValidateThenSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    const password = canvas.getByLabelText(authMessages.password, { selector: 'input', exact: false });
    const submit = canvas.getByRole('button', { name: authMessages.logInButton });

    // Empty submit: both spec messages, both fields invalid and described by them, focus on the first.
    await userEvent.click(submit);
    await expect(await canvas.findByText(validationMessages.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(validationMessages.usernameRequired);
    await expect(password).toHaveAccessibleDescription(validationMessages.passwordRequired);
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Whitespace alone is still empty.
    await userEvent.type(email, '   ');
    await userEvent.click(submit);
    await expect(canvas.getByText(validationMessages.usernameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Filled: the handler gets the (trimmed) values and the errors go away.
    await userEvent.clear(email);
    await userEvent.type(email, ` ${SAMPLE.email} `);
    await userEvent.type(password, SAMPLE.password);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(SAMPLE, expect.anything());
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(validationMessages.usernameRequired)).toBeNull();
    await expect(canvas.queryByText(validationMessages.passwordRequired)).toBeNull();
  },
};

/** Enter in the password field submits; showing the password first changes nothing it sends. */
export const SubmitWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: authMessages.usernameOrEmail }), SAMPLE.email);
    const password = canvas.getByLabelText(authMessages.password, { selector: 'input', exact: false });
    await userEvent.type(password, SAMPLE.password);
    await userEvent.click(canvas.getByRole('button', { name: authMessages.showPassword }));
    await userEvent.type(password, '{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(SAMPLE, expect.anything()));
  },
};

/** A provider error above the fields and the field errors after an empty submit, together. */
export const ProviderAndFieldErrors: Story = {
  args: { error: loginErrorsMessages.NotAuthorizedException },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrorsMessages.NotAuthorizedException);
    await userEvent.click(canvas.getByRole('button', { name: authMessages.logInButton }));
    await expect(await canvas.findByText(validationMessages.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
