import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import { createForgotConfirmFormSchema, forgotConfirmFormSchema, forgotRequestFormSchema } from './forgot';

describe('forgotRequestFormSchema (spec §5)', () => {
  it.each([
    ['empty', '', { email: m.emailRequired }],
    ['not an email', 'rivka', { email: m.emailInvalid }],
    ['an email', ' rivka@example.org ', {}],
  ])('%s', (_case, email, shown) => {
    expect(firstMessages(forgotRequestFormSchema, { email })).toEqual(shown);
  });
});

describe('forgotConfirmFormSchema (spec §4, §5)', () => {
  const filled = { confirmationCode: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };

  it.each([
    [
      'all empty',
      { confirmationCode: '', newPassword: '', confirmPassword: '' },
      {
        confirmationCode: m.codeRequired,
        newPassword: m.newPasswordRequired,
        confirmPassword: m.valueRequired,
      },
    ],
    ['all filled and matching', filled, {}],
    [
      'a short new password',
      { ...filled, newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'Password must have at least 6 characters' },
    ],
    [
      'a different confirmation',
      { ...filled, confirmPassword: 'secret2' },
      { confirmPassword: m.passwordsMustMatch },
    ],
    [
      'the confirmation still empty',
      { ...filled, confirmPassword: '' },
      { confirmPassword: m.valueRequired },
    ],
  ])('%s', (_case, value, shown) => {
    expect(firstMessages(forgotConfirmFormSchema, value)).toEqual(shown);
  });

  it('takes a pool policy', () => {
    const schema = createForgotConfirmFormSchema({ minLength: 8, requireNumbers: true });
    expect(
      firstMessages(schema, { ...filled, newPassword: 'secretes', confirmPassword: 'secretes' }),
    ).toEqual({
      newPassword: m.passwordNumbers,
    });
  });
});
