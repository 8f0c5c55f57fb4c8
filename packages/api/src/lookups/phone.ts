import type { PhoneLookupResult } from '@siyum/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone look-up with libphonenumber-js's full metadata (`/max`: validity by number ranges, not just
 * length). The number must be international (`+` and digits, spec §3); anything unparseable, too
 * short, too long or in an unknown country answers `{ valid: false }` (spec §8: an empty result).
 */
export function lookupPhone(phone: string): PhoneLookupResult {
  const text = phone.trim();
  if (!text.startsWith('+')) return { valid: false };
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(text);
  } catch {
    return { valid: false };
  }
  if (!parsed?.isValid()) return { valid: false };
  const result: PhoneLookupResult = { valid: true, nationalFormat: parsed.formatNational() };
  if (parsed.country) result.countryCode = parsed.country;
  return result;
}
