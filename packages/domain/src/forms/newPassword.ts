import { z } from 'zod';
import { isEmailAddress } from '../email';
import { IDENTITY_ATTRIBUTES } from '../identity';
import { validationMessages } from '../messages';
import { isCompletePhoneValue } from '../phone';
import {
  DEFAULT_PASSWORD_POLICY,
  newPasswordShape,
  type PasswordPolicy,
  passwordsMatchRule,
} from './password';

/** The required message of each attribute the registration also asks for; others: 'Value is required'. */
const REQUIRED: Readonly<Record<string, string>> = {
  [IDENTITY_ATTRIBUTES.email]: validationMessages.emailRequired,
  [IDENTITY_ATTRIBUTES.givenName]: validationMessages.firstNameRequired,
  [IDENTITY_ATTRIBUTES.familyName]: validationMessages.lastNameRequired,
  [IDENTITY_ATTRIBUTES.phoneNumber]: validationMessages.phoneRequired,
  [IDENTITY_ATTRIBUTES.street]: validationMessages.streetRequired,
  [IDENTITY_ATTRIBUTES.city]: validationMessages.cityRequired,
  [IDENTITY_ATTRIBUTES.zip]: validationMessages.postalCodeRequired,
  [IDENTITY_ATTRIBUTES.country]: validationMessages.countryRequired,
};

/**
 * What is wrong with the value given for a missing attribute (spec §4 forced change), or undefined:
 * every one is required; the phone must be a complete value (the phone field's INVALID is not),
 * the email an address.
 */
export function missingAttributeIssue(name: string, value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return REQUIRED[name] ?? validationMessages.valueRequired;
  if (name === IDENTITY_ATTRIBUTES.phoneNumber && !isCompletePhoneValue(text))
    return validationMessages.phoneNotAllowed;
  if (name === IDENTITY_ATTRIBUTES.email && !isEmailAddress(text)) return validationMessages.emailInvalid;
  return undefined;
}

/**
 * Forced password change at sign-in (spec §4): the new password and its confirmation, and a value
 * for every attribute the pool still needs (`missingAttributes`, by provider name).
 */
export function createNewPasswordFormSchema(
  policy: PasswordPolicy,
  missingAttributes: readonly string[] = [],
) {
  return z
    .object({
      ...newPasswordShape(policy),
      attributes: z
        .record(z.string(), z.string().optional())
        .default({})
        .superRefine((values, ctx) => {
          for (const name of missingAttributes) {
            const message = missingAttributeIssue(name, values[name]);
            if (message) ctx.addIssue({ code: 'custom', path: [name], message });
          }
        }),
    })
    .refine(...passwordsMatchRule('newPassword'));
}
export const newPasswordFormSchema = createNewPasswordFormSchema(DEFAULT_PASSWORD_POLICY);
/** What the form holds. */
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
/** What a valid form submits. */
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
