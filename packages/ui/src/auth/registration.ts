/** §4 forced new password: the phone is country code + number with everything but letters, digits and + removed. */
export function challengePhone(phone: string): string {
  return phone.replace(/[^A-Za-z0-9+]/g, '');
}
