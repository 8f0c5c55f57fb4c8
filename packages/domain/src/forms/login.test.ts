import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import { EMAIL_CHECK_MESSAGE_KEYS, emailCheckMessage, loginFormSchema, normalizeEmail } from './login';

describe('loginFormSchema (spec §5 login modal)', () => {
  it.each([
    ['both empty', { email: '', password: '' }, { email: m.usernameRequired, password: m.passwordRequired }],
    ['white space is empty', { email: '   ', password: 'x' }, { email: m.usernameRequired }],
    ['a user name is fine', { email: 'rivka', password: 'x' }, {}],
    ['password spaces count', { email: 'rivka@example.org', password: ' ' }, {}],
  ])('%s', (_case, value, shown) => {
    expect(firstMessages(loginFormSchema, value)).toEqual(shown);
  });

  it('submits the username trimmed and the password as typed', () => {
    expect(loginFormSchema.parse({ email: ' Rivka@example.org ', password: ' pw ' })).toEqual({
      email: 'Rivka@example.org',
      password: ' pw ',
    });
  });
});

describe('the email check beside the schema (spec §5)', () => {
  it.each([
    [{ result: 'valid' }, undefined],
    [{ result: 'invalid' }, m.emailNotAllowed],
    [{ result: 'disposable' }, m.emailNotAllowed],
    ['failed' as const, m.emailCheckFailed],
  ])('%j → %s', (outcome, message) => {
    expect(emailCheckMessage(outcome)).toBe(message);
  });

  it('asks about the lowercased email', () => {
    expect(normalizeEmail(' Rivka@Example.ORG ')).toBe('rivka@example.org');
  });

  it('names catalogue keys', () => {
    expect(m[EMAIL_CHECK_MESSAGE_KEYS.notAllowed]).toBe('This email is not allowed.');
    expect(m[EMAIL_CHECK_MESSAGE_KEYS.failed]).toBe('Unable to validate email. Please try again.');
  });
});
