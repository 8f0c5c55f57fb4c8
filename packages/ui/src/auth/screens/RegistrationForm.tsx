import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADULT_AGE,
  authMessages,
  authScreenMessages,
  createRegistrationFormSchema,
  emptyAddress,
  format,
  type RegistrationForm,
  type RegistrationFormValues,
  registrationIdentityAttributes,
  validationMessages,
} from '@siyum/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AddressForm } from '../../address';
import { Button, Checkbox, TextField } from '../../form';
import { rewordedResolver } from '../../form/validation';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { PhoneField } from '../../phone-field';
import { EmailField, NewPasswordFields } from './fields';
import { AuthForm, StateError, SwitchLine } from './parts';
import type { ScreenProps } from './types';

export interface RegistrationFormViewProps extends ScreenProps {
  privacyPolicyUrl: string;
}

/**
 * §5 registration: names, email, phone, address, password twice, agreement. Its own module so the
 * login screen does not carry the phone, address and country-list code (loaded on "Continue with
 * email").
 */
export default function RegistrationFormView({
  state,
  send,
  productName,
  privacyPolicyUrl,
  passwordPolicy,
}: RegistrationFormViewProps) {
  const auth = useUiMessages('auth', authMessages);
  const m = useUiMessages('authScreens', authScreenMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(createRegistrationFormSchema(passwordPolicy)), validation),
    [passwordPolicy, validation],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationForm, unknown, RegistrationFormValues>({
    resolver,
    // §4: validate on change and blur, and again on submit.
    mode: 'all',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: state.username ?? '',
      phone: undefined,
      // No country preselected: the registrant chooses (§5 'Country is required.').
      address: emptyAddress(''),
      password: '',
      confirmPassword: '',
      agreement: false,
    },
  });
  const submit = handleSubmit((values) =>
    send({
      type: 'SIGN_UP',
      username: values.email,
      password: values.password,
      userAttributes: registrationIdentityAttributes(values),
      // The address form clears isVerified on any edit after a choice: true means chosen, untouched.
      addressVerified: values.address.isVerified,
    }),
  );
  return (
    <AuthForm label={auth.signUpTitle} onSubmit={submit}>
      <StateError state={state} />
      <div className="siyum-auth__row">
        <TextField
          label={m.firstName}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={m.lastName}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <EmailField error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={m.phone}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.phone?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressForm
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name="address"
            errors={{
              country: errors.address?.country?.message,
              street: errors.address?.street?.message,
              city: errors.address?.city?.message,
              zip: errors.address?.zip?.message,
            }}
          />
        )}
      />
      <NewPasswordFields
        label={auth.password}
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Checkbox
        required
        error={errors.agreement?.message}
        label={
          <>
            {format(m.agreement, { age: ADULT_AGE, product: productName })}{' '}
            <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
              {m.privacyPolicy}
            </a>
          </>
        }
        {...register('agreement')}
      />
      <Button type="submit" busy={state.busy}>
        {m.signUpButton}
      </Button>
      <SwitchLine
        text={auth.haveAccount}
        action={auth.logInLink}
        onClick={() => send({ type: 'GO', to: 'signIn' })}
      />
    </AuthForm>
  );
}
