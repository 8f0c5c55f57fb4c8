import { emailCheckResponseSchema } from '@siyum/domain';

/** §5: the lowercased email to the email-check look-up; any failure is the caller's "unable to validate". */
export async function checkEmail(lowercasedEmail: string): Promise<{ result: string }> {
  const response = await fetch(`/api/lookup/email?email=${encodeURIComponent(lowercasedEmail)}`);
  if (!response.ok) throw new Error(`email check answered ${response.status}`);
  return emailCheckResponseSchema.parse(await response.json());
}
