import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import { newPasswordFormSchema } from './newPassword';

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
