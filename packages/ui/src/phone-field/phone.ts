/**
 * The phone field's rules (spec §3 Phone, §4 Phone input, §5 Phone, §8, §9), pure: every function
 * takes the libphonenumber-js metadata as an argument, so the widget can load it lazily and the unit
 * tests can pass it in directly. No React, no I/O.
 *
 * Value contract: `+<digits>` (E.164) for a valid number, `INVALID` for an unparseable or invalid
 * one, `undefined` when the country or the number is empty.
 */
import {
  format,
  PHONE_INVALID,
  PHONE_LIMITS,
  PHONE_PRIORITY_COUNTRIES,
  type PhoneLookupResult,
  phoneFieldMessages,
} from '@siyum/domain';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/core';

export type { CountryCode, MetadataJson };

/** `+<digits>`, `INVALID`, or `undefined` for empty. */
export type PhoneValue = string | undefined;

/** The look-up service (GET /api/lookup/phone): injected, so stories and tests swap it. */
export type PhoneLookupService = (e164: string) => Promise<PhoneLookupResult>;

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

/** The value of a country + national-number pair (spec §4): empty clears, else `+<digits>` or INVALID. */
export function phoneValueFrom(
  country: string | undefined,
  nationalText: string,
  metadata: MetadataJson,
): PhoneValue {
  if (!country || nationalText.trim() === '') return undefined;
  const parsed = parsePhone(nationalText, country, metadata);
  return parsed.ok && parsed.phone.valid ? parsed.phone.e164 : PHONE_INVALID;
}

/** True for a value a form may accept: `+<digits>`; false for empty and INVALID. */
export function isCompletePhoneValue(value: PhoneValue): value is string {
  return typeof value === 'string' && /^\+\d+$/.test(value);
}

/** What the widget shows for a value, and the value normalised to the contract. */
export interface PhoneFieldState {
  country: CountryCode;
  national: string;
  value: PhoneValue;
}

/**
 * Spec §4, on load: an existing value is parsed; valid fills country and national number, invalid
 * becomes INVALID; when no country can be read the `05` rule picks it.
 */
export function phoneStateFromValue(value: string | undefined, metadata: MetadataJson): PhoneFieldState {
  if (value === undefined || value.trim() === '') {
    return { country: defaultPhoneCountry(value), national: '', value: undefined };
  }
  if (value === PHONE_INVALID) return { country: defaultPhoneCountry(undefined), national: '', value };
  const international = value.trim().startsWith('+') ? parsePhone(value, undefined, metadata) : undefined;
  const readCountry = international?.ok ? international.phone.country : undefined;
  const country = readCountry ?? defaultPhoneCountry(value);
  const parsed = international?.ok ? international : parsePhone(value, country, metadata);
  if (!parsed.ok) return { country, national: value.trim(), value: PHONE_INVALID };
  const { phone } = parsed;
  return {
    country: phone.country ?? country,
    national: phone.valid ? phone.nationalFormat : phone.nationalNumber,
    value: phone.valid ? phone.e164 : PHONE_INVALID,
  };
}

/** One entry of the country dropdown. */
export interface CountryOption {
  country: CountryCode;
  callingCode: string;
  /** Localised name from Intl.DisplayNames, e.g. "Israel". */
  name: string;
  /** Option text, e.g. "Israel +972". */
  label: string;
  /** Compact trigger text, e.g. "IL +972". */
  shortLabel: string;
}

/** The option for one country; names come from Intl.DisplayNames, so no data ships with them. */
export function countryOption(
  country: CountryCode,
  metadata: MetadataJson,
  displayNames: Intl.DisplayNames,
): CountryOption {
  const callingCode = getCountryCallingCode(country, metadata);
  const name = displayNames.of(country) ?? country;
  return {
    country,
    callingCode,
    name,
    label: format(phoneFieldMessages.countryOption, { name, callingCode }),
    shortLabel: format(phoneFieldMessages.countryShort, { country, callingCode }),
  };
}

/** Spec §9: US, CA, IL first, then every other country by calling code (ties by name). */
export function phoneCountryOptions(metadata: MetadataJson, locale = 'en'): CountryOption[] {
  const displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const priority: readonly string[] = PHONE_PRIORITY_COUNTRIES;
  const first = PHONE_PRIORITY_COUNTRIES.filter((country) => isSupportedCountry(country, metadata)).map(
    (country) => countryOption(country, metadata, displayNames),
  );
  const rest = getCountries(metadata)
    .filter((country) => !priority.includes(country))
    .map((country) => countryOption(country, metadata, displayNames))
    .sort((a, b) => Number(a.callingCode) - Number(b.callingCode) || collator.compare(a.name, b.name));
  return [...first, ...rest];
}

/** What a change resolves to once validated: the value, and what the controls should show. */
export interface PhoneResolution {
  value: PhoneValue;
  country: CountryCode;
  national: string;
  /** The number to ask the look-up service about; absent when the text is not a number at all. */
  candidate: string | undefined;
}

/**
 * Local validation of a change. A `+…` typed into the number box selects the country it names,
 * so pasting an international number works.
 */
export function resolvePhoneChange(
  country: CountryCode,
  national: string,
  metadata: MetadataJson,
): PhoneResolution {
  const value = phoneValueFrom(country, national, metadata);
  if (value === undefined) return { value, country, national, candidate: undefined };
  const parsed = parsePhone(national, country, metadata);
  if (!parsed.ok) return { value, country, national, candidate: undefined };
  const typedInternational = national.trim().startsWith('+');
  return {
    value,
    country: typedInternational && parsed.phone.country ? parsed.phone.country : country,
    national,
    candidate: parsed.phone.e164,
  };
}

/**
 * Spec §4: a valid look-up answer supplies the national format and the country; anything else makes
 * the value INVALID.
 */
export function applyPhoneLookup(
  local: PhoneResolution,
  answer: PhoneLookupResult,
  metadata: MetadataJson,
): PhoneResolution {
  if (!local.candidate || !answer.valid) return { ...local, value: PHONE_INVALID };
  return {
    value: local.candidate,
    candidate: local.candidate,
    country: isPhoneCountry(answer.countryCode, metadata) ? answer.countryCode : local.country,
    national: answer.nationalFormat || local.national,
  };
}

/**
 * Hands out one ticket per change; only the newest ticket is still current, so an older look-up that
 * resolves after a newer change is ignored.
 */
export function createLatestGate(): { next: () => () => boolean } {
  let latest = 0;
  return {
    next() {
      latest += 1;
      const ticket = latest;
      return () => ticket === latest;
    },
  };
}
