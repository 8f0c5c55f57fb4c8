import { describe, expect, it } from 'vitest';
import { CUSTOM_IDENTITY_ATTRIBUTES, IDENTITY_ATTRIBUTES, identityAttributes } from './identity';

describe('identity attributes (spec §3)', () => {
  it('declares the custom ones without their prefix', () => {
    expect(CUSTOM_IDENTITY_ATTRIBUTES).toEqual([
      'Zip',
      'City',
      'Street',
      'Street2',
      'Country',
      'State',
      'AgreementSigned',
    ]);
  });

  it.each([
    ['empty values are omitted', { email: 'a@b.org', street2: '', city: '  ' }, { email: 'a@b.org' }],
    ['values are trimmed', { givenName: ' Rivka ' }, { given_name: 'Rivka' }],
    [
      'custom attributes carry their prefix',
      { zip: '08701', agreementSigned: 'true' },
      { 'custom:Zip': '08701', 'custom:AgreementSigned': 'true' },
    ],
  ])('%s', (_case, values, attributes) => {
    expect(identityAttributes(values)).toEqual(attributes);
  });

  it('names every attribute once', () => {
    const names = Object.values(IDENTITY_ATTRIBUTES);
    expect(new Set(names).size).toBe(names.length);
  });
});
