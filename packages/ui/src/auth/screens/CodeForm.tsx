import { zodResolver } from '@hookform/resolvers/zod';
import {
  authScreenMessages,
  type ConfirmationForm,
  type ConfirmationFormValues,
  confirmationFormSchema,
  validationMessages,
} from '@siyum/domain';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../form';
import { rewordedResolver } from '../../form/validation';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { CodeField } from './fields';
import { Actions, AuthForm, StateError } from './parts';
import type { ScreenProps } from './types';

export interface CodeFormProps extends Pick<ScreenProps, 'state'> {
  label: string;
  /** The code field's label ('Code' unless told). */
  fieldLabel?: string;
  onCode: (code: string) => void;
  submitLabel?: string;
  /** More actions beside submit (skip, resend). */
  extraActions?: ReactNode;
  /** Below the actions (a way back). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** One code input and its actions: confirm sign-in, TOTP setup, attribute verification. */
export function CodeForm({
  state,
  label,
  fieldLabel,
  onCode,
  submitLabel,
  extraActions,
  footer,
  children,
}: CodeFormProps) {
  const m = useUiMessages('authScreens', authScreenMessages);
  const validation = useUiMessages('validation', validationMessages);
  const resolver = useMemo(
    () => rewordedResolver(zodResolver(confirmationFormSchema), validation),
    [validation],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmationForm, unknown, ConfirmationFormValues>({
    resolver,
    defaultValues: { confirmationCode: '' },
  });
  return (
    <AuthForm label={label} onSubmit={handleSubmit((values) => onCode(values.confirmationCode))}>
      {children}
      <StateError state={state} />
      <CodeField
        {...(fieldLabel ? { label: fieldLabel } : {})}
        error={errors.confirmationCode?.message}
        registration={register('confirmationCode')}
      />
      <Actions busy={state.busy}>
        <Button type="submit">{submitLabel ?? m.confirmButton}</Button>
        {extraActions}
      </Actions>
      {footer}
    </AuthForm>
  );
}
