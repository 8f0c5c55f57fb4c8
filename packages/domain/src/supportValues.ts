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
