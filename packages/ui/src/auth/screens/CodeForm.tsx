import { zodResolver } from '@hookform/resolvers/zod';
import {
  authScreenMessages,
  type ConfirmationForm,
  type ConfirmationFormValues,
  confirmationFormSchema,
} from '@siyum/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../form';
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
  submitLabel = authScreenMessages.confirmButton,
  extraActions,
  footer,
  children,
}: CodeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmationForm, unknown, ConfirmationFormValues>({
    resolver: zodResolver(confirmationFormSchema),
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
        <Button type="submit">{submitLabel}</Button>
        {extraActions}
      </Actions>
      {footer}
    </AuthForm>
  );
}
