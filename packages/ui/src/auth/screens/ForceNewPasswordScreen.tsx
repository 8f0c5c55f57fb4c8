import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressMessages,
  authScreenMessages,
  createNewPasswordFormSchema,
  IDENTITY_ATTRIBUTES,
  type NewPasswordForm,
  type NewPasswordFormValues,
  validationMessages,
} from '@siyum/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, TextField } from '../../form';
import { rewordedResolver } from '../../form/validation';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { PhoneField } from '../../phone-field';
import { challengeAttributes, missingAttributeLabel } from '../missingAttributes';
import { NewPasswordFields } from './fields';
import { Actions, AuthForm, StateError } from './parts';
import type { ScreenProps } from './types';

/**
 * §4 forced change: new password + confirmation, and a field for every attribute the pool still
 * needs (the phone with the phone field); all of them are submitted with the new password. Its own
 * module, loaded when the challenge comes: the login screen does not carry the phone field.
 */
export default function ForceNewPasswordScreen({ state, send, passwordPolicy }: ScreenProps) {
  const missing = state.challenge?.missingAttributes ?? NONE;
  const m = useUiMessages('authScreens', authScreenMessages);
  const address = useUiMessages('address', addressMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(createNewPasswordFormSchema(passwordPolicy, missing)), validation),
    [passwordPolicy, missing, validation],
  );
  const labelOf = (name: string) => missingAttributeLabel(name, { authScreens: m, address });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm, unknown, NewPasswordFormValues>({
    resolver,
    mode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '', attributes: {} },
  });
  const attributeError = (name: string) =>
    (errors.attributes as Record<string, { message?: string } | undefined> | undefined)?.[name]?.message;
  // The new password answers the challenge; the missing attributes go with it.
  const submit = handleSubmit(({ newPassword, attributes }) =>
    send({
      type: 'CONFIRM_SIGN_IN',
      challengeResponse: newPassword,
      ...(missing.length > 0 ? { userAttributes: challengeAttributes(missing, attributes) } : {}),
    }),
  );
  return (
    <AuthForm label={m.forceNewPasswordTitle} onSubmit={submit}>
      <p className="siyum-auth__text">{m.forceNewPasswordText}</p>
      <StateError state={state} />
      <NewPasswordFields
        label={m.newPassword}
        password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      {missing.map((name) =>
        name === PHONE ? (
          <Controller
            key={name}
            control={control}
            name={`attributes.${name}`}
            render={({ field }) => (
              <PhoneField
                label={labelOf(name)}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={attributeError(name)}
              />
            )}
          />
        ) : (
          <TextField
            key={name}
            label={labelOf(name)}
            required
            {...(name === IDENTITY_ATTRIBUTES.email ? { type: 'email', autoComplete: 'email' } : {})}
            error={attributeError(name)}
            {...register(`attributes.${name}`)}
          />
        ),
      )}
      <Actions busy={state.busy}>
        <Button type="submit">{m.changePasswordButton}</Button>
      </Actions>
    </AuthForm>
  );
}

const NONE: readonly string[] = [];
const PHONE = IDENTITY_ATTRIBUTES.phoneNumber;
