/**
 * The phone field's logic (spec §4 Phone input, §9), pure: what the widget shows for a value, the
 * country list, and how a change and a look-up answer resolve. The rule that decides a number's
 * value (parse, limits, INVALID) is the domain's (`@siyum/domain` phone), shared with the API; this
 * module adds only what the widget needs. Every function takes the libphonenumber-js metadata, so
 * the widget loads it lazily and the unit tests pass it in directly. No React, no I/O.
 */
import {
  type CountryCode,
  defaultPhoneCountry,
  format,
  isPhoneCountry,
  type MetadataJson,
  PHONE_INVALID,
  PHONE_PRIORITY_COUNTRIES,
  type PhoneLookupResult,
  type PhoneValue,
  parsePhone,
  phoneFieldMessages,
  phoneValueFrom,
} from '@siyum/domain';
import { getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/core';
import type { UiMessages } from '../messages/uiMessages';

export {
  type CountryCode,
  defaultPhoneCountry,
  isCompletePhoneValue,
  isPhoneCountry,
  type MetadataJson,
  type ParsedPhone,
  type PhoneParseErrorKind,
  type PhoneParseResult,
  type PhoneValue,
  parsePhone,
  phoneValueFrom,
} from '@siyum/domain';

/** The look-up service (GET /api/lookup/phone): injected, so stories and tests swap it. */
export type PhoneLookupService = (e164: string) => Promise<PhoneLookupResult>;

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

/**
 * The phone field's strings for its options: the nearest provider's (`useUiMessages`), else the
 * English ones.
 */
export type PhoneFieldStrings = Pick<UiMessages['phoneField'], 'countryOption' | 'countryShort'>;

/**
 * The option for one country; names come from Intl.DisplayNames, so no data ships with them. The
 * texts are worded by `strings`.
 */
export function countryOption(
  country: CountryCode,
  metadata: MetadataJson,
  displayNames: Intl.DisplayNames,
  strings: PhoneFieldStrings = phoneFieldMessages,
): CountryOption {
  const callingCode = getCountryCallingCode(country, metadata);
  const name = displayNames.of(country) ?? country;
  return {
    country,
    callingCode,
    name,
    label: format(strings.countryOption, { name, callingCode }),
    shortLabel: format(strings.countryShort, { country, callingCode }),
  };
}

/** Spec §9: US, CA, IL first, then every other country by calling code (ties by name). */
export function phoneCountryOptions(
  metadata: MetadataJson,
  locale = 'en',
  strings: PhoneFieldStrings = phoneFieldMessages,
): CountryOption[] {
  const displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const priority: readonly string[] = PHONE_PRIORITY_COUNTRIES;
  const first = PHONE_PRIORITY_COUNTRIES.filter((country) => isSupportedCountry(country, metadata)).map(
    (country) => countryOption(country, metadata, displayNames, strings),
  );
  const rest = getCountries(metadata)
    .filter((country) => !priority.includes(country))
    .map((country) => countryOption(country, metadata, displayNames, strings))
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

/** The library's one latest-answer guard, shared with the address autocomplete. */
export { createLatestGate } from '../internal/latestGate';
