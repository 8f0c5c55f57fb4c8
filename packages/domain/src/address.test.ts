import { describe, expect, it } from 'vitest';
import { addressErrors, emptyAddress, requiredAddressFields, usesPostalCode } from './address';
import type { Address } from './lookups';
import { validationMessages as m } from './messages';

describe('address requirements per country (spec §5, §9)', () => {
  it.each([
    ['US', true, ['country', 'street', 'zip']],
    ['IL', false, ['country', 'street', 'city']],
    ['GB', false, ['country', 'street', 'city']],
    ['', false, ['country', 'street', 'city']],
  ])('%s: postal code %s, requires %j', (country, postal, required) => {
    expect(usesPostalCode(country)).toBe(postal);
    expect(requiredAddressFields(country)).toEqual(required);
  });

  it.each<[string, Partial<Address>, Partial<Record<keyof Address, string>>]>([
    ['blank US', {}, { street: m.streetRequired, zip: m.postalCodeRequired }],
    ['US with zip and street', { street: '1 Main St', zip: '08701' }, {}],
    ['US needs no city', { street: '1 Main St', zip: '08701', city: '' }, {}],
    ['blank IL', { country: 'IL' }, { street: m.streetRequired, city: m.cityRequired }],
    ['IL needs no postal code', { country: 'IL', street: 'Herzl 10', city: 'Haifa' }, {}],
    [
      'white space is blank',
      { country: 'IL', street: '  ', city: ' ' },
      { street: m.streetRequired, city: m.cityRequired },
    ],
    ['no country', { country: '', street: 'Herzl 10', city: 'Haifa' }, { country: m.countryRequired }],
  ])('%s', (_case, fields, errors) => {
    expect(addressErrors({ ...emptyAddress(), ...fields })).toEqual(errors);
  });

  it('a blank address is in the US unless told otherwise, and unverified', () => {
    expect(emptyAddress()).toMatchObject({ country: 'US', isVerified: false, street: '' });
    expect(emptyAddress('IL').country).toBe('IL');
  });
});
