import { z } from 'zod';
import {
  DEFAULT_PASSWORD_POLICY,
  newPasswordShape,
  type PasswordPolicy,
  passwordsMatchRule,
} from './password';

/** Forced password change at sign-in (spec §4): the new password and its confirmation. */
export function createNewPasswordFormSchema(policy: PasswordPolicy) {
  return z.object(newPasswordShape(policy)).refine(...passwordsMatchRule('newPassword'));
}
export const newPasswordFormSchema = createNewPasswordFormSchema(DEFAULT_PASSWORD_POLICY);
/** What the form holds. */
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
/** What a valid form submits. */
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
