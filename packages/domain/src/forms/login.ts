import { z } from 'zod';
import type { EmailCheckResult } from '../lookups';
import { validationMessages } from '../messages';
import { requiredText } from './fields';

/** Login modal (spec §5): both fields required. The username may be an email or a user name. */
export const loginFormSchema = z.object({
  email: requiredText(validationMessages.usernameRequired),
  password: z.string().min(1, validationMessages.passwordRequired),
});
/** What the form holds. */
export type LoginForm = z.input<typeof loginFormSchema>;
/** What a valid form submits. */
export type LoginFormValues = z.output<typeof loginFormSchema>;

/**
 * The email check (spec §5, login and registration) is an asynchronous look-up, so it runs beside the
 * schema, not in it: ask about `normalizeEmail(email)`, then show `emailCheckMessage` (undefined: allowed).
 */
export const EMAIL_CHECK_MESSAGE_KEYS = {
  notAllowed: 'emailNotAllowed',
  failed: 'emailCheckFailed',
} as const satisfies Record<string, keyof typeof validationMessages>;

/** An email as the email check and the identity provider's username take it: trimmed, lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The message for an email-check outcome: none for 'valid', else not allowed; a failed call says so. */
export function emailCheckMessage(outcome: EmailCheckResult | 'failed'): string | undefined {
  if (outcome === 'failed') return validationMessages[EMAIL_CHECK_MESSAGE_KEYS.failed];
  return outcome.result === 'valid' ? undefined : validationMessages[EMAIL_CHECK_MESSAGE_KEYS.notAllowed];
}
