import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import { createNewPasswordFormSchema, missingAttributeIssue, newPasswordFormSchema } from './newPassword';
import { DEFAULT_PASSWORD_POLICY } from './password';

describe('newPasswordFormSchema (spec §4 forced change)', () => {
  it.each([
    [
      'empty',
      { newPassword: '', confirmPassword: '' },
      { newPassword: m.newPasswordRequired, confirmPassword: m.valueRequired },
    ],
    ['matching', { newPassword: 'secret1', confirmPassword: 'secret1' }, {}],
    [
      'different',
      { newPassword: 'secret1', confirmPassword: 'secret9' },
      { confirmPassword: m.passwordsMustMatch },
    ],
    [
      'both short and different',
      { newPassword: 'ab', confirmPassword: 'cd' },
      {
        newPassword: 'Password must have at least 6 characters',
        confirmPassword: m.passwordsMustMatch,
      },
    ],
  ])('%s', (_case, value, shown) => {
    expect(firstMessages(newPasswordFormSchema, value)).toEqual(shown);
  });
});

describe('forced change: every attribute the pool still needs (issue 18)', () => {
  const missing = ['phone_number', 'given_name', 'family_name', 'email', 'custom:City', 'birthdate'];
  const schema = createNewPasswordFormSchema(DEFAULT_PASSWORD_POLICY, missing);
  const password = { newPassword: 'secret1', confirmPassword: 'secret1' };

  it('each one is required, with the registration’s message where it has one', () => {
    expect(firstMessages(schema, { ...password, attributes: {} })).toEqual({
      'attributes.phone_number': m.phoneRequired,
      'attributes.given_name': m.firstNameRequired,
      'attributes.family_name': m.lastNameRequired,
      'attributes.email': m.emailRequired,
      'attributes.custom:City': m.cityRequired,
      'attributes.birthdate': m.valueRequired,
    });
  });

  it.each<[string, string, string | undefined]>([
    ['phone_number', 'INVALID', m.phoneNotAllowed],
    ['phone_number', '+12025550143', undefined],
    ['email', 'not-an-email', m.emailInvalid],
    ['email', 'rivka@example.org', undefined],
    ['given_name', '  ', m.firstNameRequired],
    ['birthdate', '2000-01-01', undefined],
  ])('%s = %j → %j', (name, value, message) => {
    expect(missingAttributeIssue(name, value)).toBe(message);
  });

  it('a complete form passes; attributes the pool did not ask for are not checked', () => {
    const values = {
      phone_number: '+12025550143',
      given_name: 'Rivka',
      family_name: 'Levi',
      email: 'rivka@example.org',
      'custom:City': 'Haifa',
      birthdate: '2000-01-01',
    };
    expect(firstMessages(schema, { ...password, attributes: values })).toEqual({});
    expect(firstMessages(newPasswordFormSchema, password)).toEqual({});
  });
});
