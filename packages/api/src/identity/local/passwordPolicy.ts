import { PASSWORD_MIN_LENGTH, type PasswordPolicy, passwordPolicyIssues } from '@siyum/domain';

export type { PasswordPolicy };

/** The local pool's policy: the authenticator library's minimum (spec §9), as production's pool. */
export const POOL_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_LENGTH.library };

/** Cognito refuses longer passwords whatever the policy. */
const COGNITO_MAX_PASSWORD_LENGTH = 256;

/**
 * The first rule the password breaks, or undefined: the §5 rules of `@siyum/domain` (cognito-local
 * enforces none), plus Cognito's own length cap.
 */
export function passwordPolicyViolation(password: unknown, policy: PasswordPolicy): string | undefined {
  const text = typeof password === 'string' ? password : '';
  if (text.length > COGNITO_MAX_PASSWORD_LENGTH) return 'Password too long';
  return passwordPolicyIssues(text, policy)[0];
}
