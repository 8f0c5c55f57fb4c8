/** The support/contact request's allowed values and limits (no zod here: the server's schema imports them). */

/** `contact`: the /contact-us form; `support`: the /support form (help with the site or a siyum). */
export const SUPPORT_KINDS = ['contact', 'support'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

export const SUPPORT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** support.send per client address: this many requests per window. */
export const SUPPORT_RATE_LIMIT = { points: 5, windowSeconds: 10 * 60 } as const;

/** Requests per page of the support inbox. */
export const SUPPORT_INBOX_PAGE_SIZE = 50;

/**
 * Who reads the support inbox: a signed-in account whose email the identity provider verified and
 * that the deployment lists as support staff (`SUPPORT_STAFF_EMAILS`). An unverified email never
 * qualifies: anyone can type someone else's address into a sign-up.
 */
export function isSupportStaff(
  viewer: { email: string; emailVerified: boolean },
  staffEmails: readonly string[],
): boolean {
  const email = viewer.email.trim().toLowerCase();
  return viewer.emailVerified && staffEmails.some((staff) => staff.trim().toLowerCase() === email);
}
