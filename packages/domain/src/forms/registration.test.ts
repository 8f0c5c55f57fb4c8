import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../address';
import { PHONE_INVALID } from '../constants';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import { registrationFormSchema, registrationIdentityAttributes } from './registration';

const valid = {
  firstName: 'Rivka',
  lastName: 'Levi',
  email: 'rivka@example.org',
  phone: '+12025550123',
  address: { ...emptyAddress('US'), street: '1 Main St', zip: '08701' },
  password: 'secret1',
  confirmPassword: 'secret1',
  agreement: true,
};

describe('registrationFormSchema (spec §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete registration', {}, {}],
    [
      'everything empty',
      {
        firstName: '',
        lastName: ' ',
        email: '',
        phone: undefined,
        address: emptyAddress(''),
        password: '',
        confirmPassword: '',
        agreement: false,
      },
      {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        phone: m.phoneRequired,
        'address.country': m.countryRequired,
        'address.street': m.streetRequired,
        'address.city': m.cityRequired,
        password: m.passwordRequired,
        confirmPassword: m.valueRequired,
        agreement: m.agreementRequired,
      },
    ],
    ['a malformed email', { email: 'rivka@' }, { email: m.emailInvalid }],
    ['an INVALID phone', { phone: PHONE_INVALID }, { phone: m.phoneNotAllowed }],
    // §5: "Empty phone or phone equal to INVALID gives 'This phone number is not allowed.'" (decision 0020).
    ['an empty phone', { phone: '' }, { phone: m.phoneNotAllowed }],
    ['a phone of spaces', { phone: '   ' }, { phone: m.phoneNotAllowed }],
    ['a phone that is not +digits', { phone: '202-555-0123' }, { phone: m.phoneNotAllowed }],
    [
      'a US address without postal code',
      { address: { ...valid.address, zip: '' } },
      { 'address.zip': m.postalCodeRequired },
    ],
    [
      'an Israeli address without city',
      { address: { ...emptyAddress('IL'), street: 'Herzl 10' } },
      { 'address.city': m.cityRequired },
    ],
    [
      'a short password',
      { password: 'abc', confirmPassword: 'abc' },
      { password: 'Password must have at least 6 characters' },
    ],
    ['passwords that differ', { confirmPassword: 'secret2' }, { confirmPassword: m.passwordsMustMatch }],
    // Regression: the match rule used to wait until every other field was valid.
    [
      'passwords that differ while a name is still missing',
      { firstName: '', password: 'abc', confirmPassword: 'abd' },
      {
        firstName: m.firstNameRequired,
        password: 'Password must have at least 6 characters',
        confirmPassword: m.passwordsMustMatch,
      },
    ],
    ['the agreement not ticked', { agreement: false }, { agreement: m.agreementRequired }],
  ])('%s', (_case, change, shown) => {
    expect(firstMessages(registrationFormSchema, { ...valid, ...change })).toEqual(shown);
  });
});

describe('registrationIdentityAttributes (spec §3)', () => {
  it('maps the form to provider attributes, lowercasing the email and leaving out empty ones', () => {
    const values = registrationFormSchema.parse({ ...valid, email: ' Rivka@Example.org ' });
    expect(registrationIdentityAttributes(values)).toEqual({
      email: 'rivka@example.org',
      given_name: 'Rivka',
      family_name: 'Levi',
      phone_number: '+12025550123',
      'custom:Street': '1 Main St',
      'custom:Zip': '08701',
      'custom:Country': 'US',
      'custom:AgreementSigned': 'true',
    });
  });
});
