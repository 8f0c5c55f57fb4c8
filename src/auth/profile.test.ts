import { describe, expect, it } from 'vitest';
import { profileUpdateFrom } from './profile';

const profile = {
  given_name: 'Chana',
  family_name: 'Weiss',
  phone_number: '+12025550143',
  'custom:Street': '123 Main St',
  'custom:Street2': ' ',
  'custom:City': 'Springfield',
  'custom:State': 'IL',
  'custom:Zip': '62704',
  'custom:Country': 'US',
  'custom:AgreementSigned': 'true',
};

describe('the product record from the registration profile (§4)', () => {
  it('an address chosen from a suggestion is saved verified', () => {
    expect(profileUpdateFrom(profile, true)).toEqual({
      isVerified: true,
      firstName: 'Chana',
      lastName: 'Weiss',
      phone_number: '+12025550143',
      street: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      country: 'US',
    });
  });

  // Issue 18: every registration used to be saved with verified = true.
  it('a typed (or edited) address is saved unverified', () => {
    expect(profileUpdateFrom(profile, false)).toMatchObject({ isVerified: false, street: '123 Main St' });
  });
});
