import { format, validationMessages } from '@siyum/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { rewordedResolver, rewordMessage } from './validation';

/** A sister app's wording for a few validation messages; the others stay English. */
const french = {
  ...validationMessages,
  usernameRequired: 'Le nom d’utilisateur est obligatoire.',
  passwordMinLength: 'Au moins {min} caractères',
  cityRequired: 'La ville est obligatoire.',
};

describe('rewordMessage: a domain schema’s English message in the provider’s words', () => {
  it.each([
    ['a plain sentence', validationMessages.usernameRequired, french.usernameRequired],
    [
      'a sentence with a placeholder keeps its value',
      format(validationMessages.passwordMinLength, { min: 8 }),
      'Au moins 8 caractères',
    ],
    [
      'a sentence not reworded stays English',
      validationMessages.emailInvalid,
      validationMessages.emailInvalid,
    ],
    ['a text of no section stays as it is', 'Something else.', 'Something else.'],
  ])('%s', (_, message, shown) => {
    expect(rewordMessage(message, french)).toBe(shown);
  });

  it('the English section leaves every message as it is', () => {
    expect(rewordMessage(validationMessages.usernameRequired)).toBe(validationMessages.usernameRequired);
  });
});

describe('rewordedResolver', () => {
  type Values = { email: string; address: { city: string } };
  const ref = { name: 'email', focus: () => {} };
  const errors: FieldErrors<Values> = {
    email: { type: 'too_small', message: validationMessages.usernameRequired, ref },
    address: { city: { type: 'custom', message: validationMessages.cityRequired } },
  };
  const resolver: Resolver<Values> = async () => ({ values: {}, errors });
  const options = { fields: {}, shouldUseNativeValidation: undefined };

  it('words every error of the tree, nested ones too, and keeps the fields’ refs', async () => {
    const result = await rewordedResolver(resolver, french)(
      { email: '', address: { city: '' } },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      email: { type: 'too_small', message: french.usernameRequired, ref },
      address: { city: { type: 'custom', message: french.cityRequired } },
    });
    expect(result.errors.email?.ref).toBe(ref);
  });

  it('is the resolver itself for the English section', () => {
    expect(rewordedResolver(resolver)).toBe(resolver);
    expect(rewordedResolver(resolver, validationMessages)).toBe(resolver);
  });
});
