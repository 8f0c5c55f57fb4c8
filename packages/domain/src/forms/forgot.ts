import { z } from 'zod';
import { validationMessages } from '../messages';
import { requiredEmail, requiredText } from './fields';
import {
  DEFAULT_PASSWORD_POLICY,
  newPasswordShape,
  type PasswordPolicy,
  passwordsMatchRule,
} from './password';

/** Forgot password, first step (spec §5): the email the account was made with. */
export const forgotRequestFormSchema = z.object({
  email: requiredEmail(validationMessages.emailRequired),
});
/** What the form holds. */
export type ForgotRequestForm = z.input<typeof forgotRequestFormSchema>;
/** What a valid form submits. */
export type ForgotRequestFormValues = z.output<typeof forgotRequestFormSchema>;

/** Forgot password, second step (spec §4, §5): the emailed code and the new password twice. */
export function createForgotConfirmFormSchema(policy: PasswordPolicy) {
  return z
    .object({
      confirmationCode: requiredText(validationMessages.codeRequired),
      ...newPasswordShape(policy),
    })
    .refine(...passwordsMatchRule('newPassword'));
}
export const forgotConfirmFormSchema = createForgotConfirmFormSchema(DEFAULT_PASSWORD_POLICY);
/** What the form holds. */
export type ForgotConfirmForm = z.input<typeof forgotConfirmFormSchema>;
/** What a valid form submits. */
export type ForgotConfirmFormValues = z.output<typeof forgotConfirmFormSchema>;
