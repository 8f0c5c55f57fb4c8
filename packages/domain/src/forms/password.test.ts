import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { firstMessages } from './firstMessages.testing';
import {
  DEFAULT_PASSWORD_POLICY,
  type PasswordPolicy,
  parsePasswordPolicy,
  passwordPolicyIssues,
  passwordPolicySchema,
  passwordsMismatch,
} from './password';

const strict: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: true,
};

const strictPart: PasswordPolicy = { minLength: 8, requireUppercase: true, requireNumbers: false };

describe('password policy (spec §5)', () => {
  it('defaults to at least 6 characters and nothing else', () => {
    expect(DEFAULT_PASSWORD_POLICY).toEqual({ minLength: 6 });
  });

  it.each<[string, PasswordPolicy, string[]]>([
    ['12345', DEFAULT_PASSWORD_POLICY, ['Password must have at least 6 characters']],
    ['123456', DEFAULT_PASSWORD_POLICY, []],
    ['      ', DEFAULT_PASSWORD_POLICY, []],
    [
      'abc',
      strict,
      ['Password must have at least 8 characters', m.passwordUppercase, m.passwordNumbers, m.passwordSpecial],
    ],
    ['ABCDEFGH', strict, [m.passwordLowercase, m.passwordNumbers, m.passwordSpecial]],
    ['Abcdefg1', strict, [m.passwordSpecial]],
    ['Abcdef1!', strict, []],
    ['Abcdef1 ', strict, []],
  ])('%j under %j', (password, policy, issues) => {
    expect(passwordPolicyIssues(password, policy)).toEqual(issues);
  });

  it.each([
    ['', { '': m.passwordRequired }],
    ['abc', { '': 'Password must have at least 6 characters' }],
    ['abcdef', {}],
  ])('the schema shows %j as %j (required first, alone)', (password, shown) => {
    expect(firstMessages(passwordPolicySchema(), password)).toEqual(shown);
  });

  it('empty gives only the required message, not the policy too', () => {
    const result = passwordPolicySchema(strict).safeParse('');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      m.passwordRequired,
    ]);
  });
});

describe('parsePasswordPolicy: a pool policy from configuration', () => {
  it.each<[string | undefined, PasswordPolicy | undefined]>([
    [undefined, undefined],
    ['  ', undefined],
    ['{"minLength":8}', { minLength: 8 }],
    ['{"minLength":8,"requireUppercase":true,"requireNumbers":false}', strictPart],
  ])('%j → %j', (text, policy) => {
    expect(parsePasswordPolicy(text, 'POLICY')).toEqual(policy);
  });
  it.each(['{}', '{"minLength":5}', '{"minLength":100}', '{"minLength":8,"other":1}', '[', '8'])(
    'refuses %j, naming the source',
    (text) => {
      expect(() => parsePasswordPolicy(text, 'POLICY')).toThrow(/^POLICY /);
    },
  );
});

describe('passwordsMismatch: checked only once both are filled (spec §5)', () => {
  it.each([
    ['secret1', 'secret2', true],
    ['a', 'b', true],
    ['secret1', 'secret1', false],
    ['secret1', '', false],
    ['', 'secret1', false],
    ['', '', false],
  ])('%j vs %j → %s', (password, confirmation, mismatch) => {
    expect(passwordsMismatch(password, confirmation)).toBe(mismatch);
  });
});
