/**
 * What an address needs, by country (spec §4 Address autocomplete, §5 Registration, §9): the US asks
 * for the postal code, every other country for the city. The address form shows and marks its
 * fields by these rules; the registration schema validates with them.
 */
import type { Address } from './lookups';
import { validationMessages } from './messages';

/** The country whose addresses are found by postal code; the one listed first. */
export const US_COUNTRY = 'US';

export type AddressField = 'country' | 'street' | 'street2' | 'zip' | 'city' | 'state';
export type AddressErrors = Partial<Record<keyof Address, string>>;

/** A blank address; the country preselected (the US unless told otherwise). */
export const emptyAddress = (country = US_COUNTRY): Address => ({
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country,
  isVerified: false,
});

/** Spec §9: the postal code field is for the US only; elsewhere the city takes its place. */
export function usesPostalCode(country: string): boolean {
  return country === US_COUNTRY;
}

/** A complete US zip: five digits, optionally with the +4 extension (what the zip look-up takes). */
export function isUsZip(zip: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(zip.trim());
}

type RequiredField = 'country' | 'street' | 'zip' | 'city';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  country: validationMessages.countryRequired,
  street: validationMessages.streetRequired,
  zip: validationMessages.postalCodeRequired,
  city: validationMessages.cityRequired,
};

/** Spec §5: country and street always; the postal code in the US, the city everywhere else. */
export function requiredAddressFields(country: string): RequiredField[] {
  return ['country', 'street', usesPostalCode(country) ? 'zip' : 'city'];
}

/** The registration's message for each required field left blank; empty when the address will do. */
export function addressErrors(address: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of requiredAddressFields(address.country)) {
    if (address[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  return errors;
}
