import { z } from 'zod';
import { addressErrors } from '../address';
import { addressAttributes, type IdentityAttribute, identityAttributes } from '../identity';
import { addressSchema } from '../lookups';
import { validationMessages } from '../messages';
import { isCompletePhoneValue } from '../phone';
import { requiredEmail, requiredText } from './fields';
import { normalizeEmail } from './login';
import {
  confirmPasswordSchema,
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
  passwordPolicySchema,
  passwordsMatchRule,
} from './password';

/** The address part: country and street, plus the postal code (US) or the city (elsewhere). */
export const registrationAddressSchema = addressSchema
  .extend({ country: z.string() })
  .superRefine((address, ctx) => {
    for (const [field, message] of Object.entries(addressErrors(address))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/**
 * The phone field's value (spec §5, decision 0020): no value at all (the field never given one) is
 * 'Phone is required.'; an empty value (typed, then cleared), INVALID, or anything that is not a
 * `+<digits>` value is 'This phone number is not allowed.' — both of §5's rules hold. The field has
 * already applied the phone rule, so no metadata is needed here.
 */
const phoneValueSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: validationMessages.phoneRequired });
      return z.NEVER;
    }
    if (!isCompletePhoneValue(value)) {
      ctx.addIssue({ code: 'custom', message: validationMessages.phoneNotAllowed });
      return z.NEVER;
    }
    return value;
  });

/** Registration (spec §5). The email check runs beside it (see `emailCheckMessage`). */
export function createRegistrationFormSchema(policy: PasswordPolicy) {
  return z
    .object({
      firstName: requiredText(validationMessages.firstNameRequired),
      lastName: requiredText(validationMessages.lastNameRequired),
      email: requiredEmail(validationMessages.emailRequired),
      phone: phoneValueSchema,
      address: registrationAddressSchema,
      password: passwordPolicySchema(policy),
      confirmPassword: confirmPasswordSchema,
      agreement: z.boolean().refine((signed) => signed, validationMessages.agreementRequired),
    })
    .refine(...passwordsMatchRule('password'));
}
export const registrationFormSchema = createRegistrationFormSchema(DEFAULT_PASSWORD_POLICY);
/** What the form holds. */
export type RegistrationForm = z.input<typeof registrationFormSchema>;
/** What a valid form submits. */
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

/** The identity attributes a registration is signed up with (spec §3); empty ones are left out. */
export function registrationIdentityAttributes(
  values: RegistrationFormValues,
): Partial<Record<IdentityAttribute, string>> {
  return identityAttributes({
    // The account's username is the lowercased email (spec §3); the attribute matches it.
    email: normalizeEmail(values.email),
    givenName: values.firstName,
    familyName: values.lastName,
    phoneNumber: values.phone,
    ...addressAttributes(values.address),
    agreementSigned: values.agreement ? 'true' : undefined,
  });
}
