import { isEmailAddress } from '@siyum/domain';
import MailChecker from 'mailchecker';

export type EmailVerdict = 'valid' | 'invalid';

/** A configurable email checker (e.g. a verification service); the offline one is the default. */
export type EmailProvider = (email: string) => Promise<EmailVerdict>;

// Beyond the one syntax (domain `isEmailAddress`): a domain that can receive mail ends in a TLD of
// letters, after labels of letters, digits and inner hyphens.
const MAIL_DOMAIN = /@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * Offline check: syntax, then mailchecker's maintained disposable-domain list (its own syntax check
 * included). No network, no mailbox probing: "valid" means "plausible and not throw-away".
 */
export function checkEmailOffline(email: string): EmailVerdict {
  const value = email.trim().toLowerCase();
  if (!isEmailAddress(value) || !MAIL_DOMAIN.test(value)) return 'invalid';
  const [local = ''] = value.split('@');
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return 'invalid';
  return MailChecker.isValid(value) ? 'valid' : 'invalid';
}
