import { type PasswordPolicy, passwordPolicyIssues } from '@siyum/domain';

/** The local pool's policy (defined beside the identity configuration, which defaults to it). */
export { LOCAL_POOL_PASSWORD_POLICY as POOL_PASSWORD_POLICY } from '@siyum/api/identity';
export type { PasswordPolicy };

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
