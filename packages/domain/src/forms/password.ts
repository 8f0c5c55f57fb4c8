/**
 * Password rules of spec §5 with their messages: the policy (configurable, §3 "Auth configuration")
 * and the confirmation that must match.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { format, validationMessages } from '../messages';

/** Spec §3 auth configuration: the password policy a pool may set. */
export interface PasswordPolicy {
  minLength: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumbers?: boolean;
  requireSpecialCharacters?: boolean;
}

/** Spec §5: at least 6 characters where the configuration gives none; complexity is the server's. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_LENGTH.default };

/** Cognito's bounds for a pool's minimum length. */
const POLICY_MIN_LENGTH_BOUNDS = { min: 6, max: 99 } as const;

/** A policy as configuration carries it (the server's environment, the public config's JSON). */
export const passwordPolicyConfigSchema = z.strictObject({
  minLength: z.number().int().min(POLICY_MIN_LENGTH_BOUNDS.min).max(POLICY_MIN_LENGTH_BOUNDS.max),
  requireLowercase: z.boolean().optional(),
  requireUppercase: z.boolean().optional(),
  requireNumbers: z.boolean().optional(),
  requireSpecialCharacters: z.boolean().optional(),
});

/**
 * A policy from a JSON text (e.g. `{"minLength":8,"requireNumbers":true}`); undefined when the text
 * is empty. Throws, naming `source`, when it is not a policy: a wrong policy must stop the server,
 * not let the form and the pool disagree.
 */
export function parsePasswordPolicy(text: string | undefined, source: string): PasswordPolicy | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not JSON: ${text}`);
  }
  const parsed = passwordPolicyConfigSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${source} is not a password policy: ${parsed.error.message}`);
  const policy: PasswordPolicy = { minLength: parsed.data.minLength };
  for (const key of [
    'requireLowercase',
    'requireUppercase',
    'requireNumbers',
    'requireSpecialCharacters',
  ] as const) {
    if (parsed.data[key] !== undefined) policy[key] = parsed.data[key];
  }
  return policy;
}

/** Every rule of `policy` the password breaks, as the §5 messages, in the policy's order. */
export function passwordPolicyIssues(password: string, policy: PasswordPolicy): string[] {
  const issues: string[] = [];
  if (password.length < policy.minLength)
    issues.push(format(validationMessages.passwordMinLength, { min: policy.minLength }));
  if (policy.requireLowercase && !/[a-z]/.test(password)) issues.push(validationMessages.passwordLowercase);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) issues.push(validationMessages.passwordUppercase);
  if (policy.requireNumbers && !/[0-9]/.test(password)) issues.push(validationMessages.passwordNumbers);
  if (policy.requireSpecialCharacters && !/[^A-Za-z0-9]/.test(password))
    issues.push(validationMessages.passwordSpecial);
  return issues;
}

/** A new password: `requiredMessage` when empty, else the policy's messages. Not trimmed: spaces count. */
export function passwordPolicySchema(
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
  requiredMessage: string = validationMessages.passwordRequired,
) {
  return (
    z
      .string()
      // No `abort`: an aborted field would stop the form's match rule from running (zod skips an
      // object's refinements then, whatever their `when`). An empty password gets only the required message.
      .min(1, { error: requiredMessage })
      .superRefine((password, ctx) => {
        if (password === '') return;
        for (const message of passwordPolicyIssues(password, policy))
          ctx.addIssue({ code: 'custom', message });
      })
  );
}

/**
 * Spec §5: 'Your passwords must match' is checked only once both are filled (both of at least 6
 * characters are filled too), so typing the first never flags the empty second.
 */
export function passwordsMismatch(password: string, confirmation: string): boolean {
  return password !== '' && confirmation !== '' && password !== confirmation;
}

/** The confirmation field: required, and compared by `checkPasswordsMatch`. */
export const confirmPasswordSchema = z.string().min(1, { error: validationMessages.valueRequired });

/** The shape of a form that asks for a new password twice. */
export function newPasswordShape(policy: PasswordPolicy) {
  return {
    newPassword: passwordPolicySchema(policy, validationMessages.newPasswordRequired),
    confirmPassword: confirmPasswordSchema,
  };
}

/**
 * The match rule as a form refinement; the message sits on `confirmPassword`. It runs as soon as both
 * password fields hold text, even while other fields of the form are still invalid (zod skips an
 * object's refinements when any field failed, unless `when` says otherwise).
 */
export function passwordsMatchRule(passwordKey: 'password' | 'newPassword') {
  const text = (form: unknown, key: string): string | undefined => {
    const value =
      typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const options: { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean } = {
    path: ['confirmPassword'],
    message: validationMessages.passwordsMustMatch,
    when: (payload) =>
      text(payload.value, passwordKey) !== undefined && text(payload.value, 'confirmPassword') !== undefined,
  };
  return [
    (form: Record<string, unknown>) =>
      !passwordsMismatch(text(form, passwordKey) ?? '', text(form, 'confirmPassword') ?? ''),
    options,
  ] as const;
}
