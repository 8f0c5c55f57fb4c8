/**
 * The phone rule (spec §3 Phone, §4 Phone input, §5 Phone, §8, §9): reading a text as a phone number
 * and deciding its value — `+<digits>` (E.164) when valid, `INVALID` when not, `undefined` when
 * empty. The phone field, the API's input schema and the phone look-up all decide through these
 * functions, so they accept and reject the same numbers.
 *
 * Every function takes the libphonenumber-js metadata as an argument: this module stays free of the
 * ~19 kB (gzip) data, which the browser loads lazily and the server imports. Which metadata both
 * sides pass is fixed once, in `./phoneMetadata` (`@siyum/domain/phone-metadata`).
 */
import {
  type CountryCode,
  isSupportedCountry,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/core';
import { PHONE_INVALID, PHONE_LIMITS } from './constants';
import type { PhoneLookupResult } from './lookups';

export type { CountryCode, MetadataJson };

/** `+<digits>`, `INVALID`, or `undefined` for empty. */
export type PhoneValue = string | undefined;

/** Why a text could not be read as a phone number; each gives an empty result, never a throw. */
export type PhoneParseErrorKind = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY';

export interface ParsedPhone {
  /** `+<calling code><national number>`, extension excluded. */
  e164: string;
  /** The country the number belongs to; the main country of its calling code when not exact. */
  country: CountryCode | undefined;
  callingCode: string;
  nationalNumber: string;
  /** National format as people write it, e.g. `050-123-4567`. */
  nationalFormat: string;
  ext: string | undefined;
  /** Valid per the country metadata: possible length and number pattern. */
  valid: boolean;
}

export type PhoneParseResult = { ok: true; phone: ParsedPhone } | { ok: false; error: PhoneParseErrorKind };

const PARSE_ERRORS: readonly PhoneParseErrorKind[] = [
  'NOT_A_NUMBER',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_COUNTRY',
];

function failure(error: PhoneParseErrorKind): PhoneParseResult {
  return { ok: false, error };
}

/** Narrows a string (a select's value, a look-up's answer) to a country the metadata knows. */
export function isPhoneCountry(code: string | undefined, metadata: MetadataJson): code is CountryCode {
  return (
    typeof code === 'string' && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code as CountryCode, metadata)
  );
}

/** The country of a calling code whose number matched no country exactly (main country first). */
function mainCountryOf(callingCode: string, metadata: MetadataJson): CountryCode | undefined {
  const first = metadata.country_calling_codes[callingCode]?.[0];
  return isPhoneCountry(first, metadata) ? first : undefined;
}

/**
 * Reads `text` as a phone number: international when it starts with `+`, else national in
 * `country`. Enforces the limits of spec §5 explicitly (250 raw characters, 2–17 national digits,
 * extension up to 20 digits) so the rule lives with the domain constants, not in the library.
 */
export function parsePhone(
  text: string,
  country: string | undefined,
  metadata: MetadataJson,
): PhoneParseResult {
  if (text.length > PHONE_LIMITS.maxRawLength) return failure('TOO_LONG');
  const trimmed = text.trim();
  const defaultCountry = isPhoneCountry(country, metadata) ? country : undefined;
  if (!trimmed.startsWith('+') && !defaultCountry) return failure('INVALID_COUNTRY');
  let phone: PhoneNumber;
  try {
    phone = parsePhoneNumberWithError(trimmed, { defaultCountry }, metadata);
  } catch (error) {
    const kind = error instanceof Error ? (error.message as PhoneParseErrorKind) : undefined;
    return failure(kind && PARSE_ERRORS.includes(kind) ? kind : 'NOT_A_NUMBER');
  }
  if (phone.nationalNumber.length < PHONE_LIMITS.minNationalDigits) return failure('TOO_SHORT');
  if (phone.nationalNumber.length > PHONE_LIMITS.maxNationalDigits) return failure('TOO_LONG');
  if (phone.ext && phone.ext.length > PHONE_LIMITS.maxExtensionDigits) return failure('TOO_LONG');
  const callingCode = String(phone.countryCallingCode);
  return {
    ok: true,
    phone: {
      e164: phone.number,
      country: phone.country ?? mainCountryOf(callingCode, metadata),
      callingCode,
      nationalNumber: phone.nationalNumber,
      nationalFormat: phone.formatNational(),
      ext: phone.ext || undefined,
      valid: phone.isValid(),
    },
  };
}

/** Spec §9: when no country can be read, a number starting `05` is Israeli, anything else American. */
export function defaultPhoneCountry(text: string | undefined): CountryCode {
  return text?.trim().startsWith('05') ? 'IL' : 'US';
}

/**
 * The INVALID rule: the value of a typed text — `undefined` when blank, `+<digits>` when it reads as
 * a valid number (international, or national in `country`), `INVALID` otherwise. An extension is
 * accepted within its limit and left out of the value.
 */
export function phoneValueOf(text: string, country: string | undefined, metadata: MetadataJson): PhoneValue {
  if (text.trim() === '') return undefined;
  const parsed = parsePhone(text, country, metadata);
  return parsed.ok && parsed.phone.valid ? parsed.phone.e164 : PHONE_INVALID;
}

/** The value of the field's country + national-number pair (spec §4): an empty country clears it too. */
export function phoneValueFrom(
  country: string | undefined,
  nationalText: string,
  metadata: MetadataJson,
): PhoneValue {
  if (!country) return undefined;
  return phoneValueOf(nationalText, country, metadata);
}

/** True for a value a form may accept: `+<digits>`; false for empty and INVALID. */
export function isCompletePhoneValue(value: PhoneValue): value is string {
  return typeof value === 'string' && /^\+\d+$/.test(value);
}

/**
 * The phone look-up's answer (GET /api/lookup/phone, spec §7): only an international number can be
 * looked up; a valid one answers its national format and country, anything else `{ valid: false }`
 * (spec §8: parse errors give an empty result).
 */
export function lookUpPhone(text: string, metadata: MetadataJson): PhoneLookupResult {
  if (!text.trim().startsWith('+')) return { valid: false };
  const parsed = parsePhone(text, undefined, metadata);
  if (!parsed.ok || !parsed.phone.valid) return { valid: false };
  const { nationalFormat, country } = parsed.phone;
  return country ? { valid: true, nationalFormat, countryCode: country } : { valid: true, nationalFormat };
}
