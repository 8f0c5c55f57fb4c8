import { lookUpPhone, type PhoneLookupResult } from '@siyum/domain';
import { phoneMetadata } from '@siyum/domain/phone-metadata';

/**
 * Phone look-up: the domain's phone rule with the metadata the phone field uses (see
 * `@siyum/domain/phone-metadata` for why both sides take the same tier). The number must be
 * international (`+` and digits, spec §3); anything unparseable, too short, too long or in an unknown
 * country answers `{ valid: false }` (spec §8: an empty result).
 */
export function lookupPhone(phone: string): PhoneLookupResult {
  return lookUpPhone(phone, phoneMetadata);
}
