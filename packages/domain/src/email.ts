import { z } from 'zod';

/** The longest address mail systems carry (RFC 5321's path limit, less the angle brackets). */
export const EMAIL_MAX = 254;

/**
 * An email address as every form and procedure takes it: trimmed, lowercased (Cognito usernames
 * and our records are lower-case), zod's email syntax, at most `EMAIL_MAX` characters. `invalid`
 * is the sentence a form shows for a malformed one.
 */
export const emailAddress = (invalid?: string) => {
  const error = invalid === undefined ? {} : { error: invalid };
  return z.string().trim().toLowerCase().pipe(z.email(error)).pipe(z.string().max(EMAIL_MAX, error));
};

/** Whether `text` is an email address by the one rule (`emailAddress`). */
export const isEmailAddress = (text: string): boolean => emailAddress().safeParse(text).success;
