import { addressMessages, authScreenMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { challengeAttributes, missingAttributeLabel } from './missingAttributes';

describe('forced change: every missing attribute is submitted (issue 18, §4)', () => {
  it('a value for each attribute the pool needs, the phone stripped to + and digits', () => {
    expect(
      challengeAttributes(['phone_number', 'given_name', 'family_name', 'custom:City', 'birthdate'], {
        phone_number: '+1 (202) 555-0143',
        given_name: ' Rivka ',
        family_name: 'Levi',
        'custom:City': 'Haifa',
        birthdate: '2000-01-01',
        // Not asked for: not sent.
        email: 'rivka@example.org',
      }),
    ).toEqual({
      phone_number: '+12025550143',
      given_name: 'Rivka',
      family_name: 'Levi',
      'custom:City': 'Haifa',
      birthdate: '2000-01-01',
    });
  });

  it('nothing missing → nothing sent', () => {
    expect(challengeAttributes([], { phone_number: '+12025550143' })).toEqual({});
  });

  it.each([
    ['phone_number', authScreenMessages.phone],
    ['given_name', authScreenMessages.firstName],
    ['family_name', authScreenMessages.lastName],
    ['email', authScreenMessages.email],
    ['custom:City', addressMessages.city],
    ['custom:Zip', addressMessages.zip],
    ['birthdate', 'birthdate'],
  ])('%s is labelled %j', (name, label) => {
    expect(missingAttributeLabel(name)).toBe(label);
  });

  it('labels follow the wording given (a provider’s sections)', () => {
    const strings = {
      authScreens: { ...authScreenMessages, phone: 'Téléphone', missingAttribute: 'Champ « {name} »' },
      address: { ...addressMessages, city: 'Ville' },
    };
    expect(missingAttributeLabel('phone_number', strings)).toBe('Téléphone');
    expect(missingAttributeLabel('custom:City', strings)).toBe('Ville');
    expect(missingAttributeLabel('birthdate', strings)).toBe('Champ « birthdate »');
  });
});
