import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailAddress, isEmailAddress } from './email';

describe('the one email rule', () => {
  it('trims and lowercases what it accepts', () => {
    expect(emailAddress().parse('  Rivka.L@Example.ORG ')).toBe('rivka.l@example.org');
  });

  it('refuses what is no address, or too long for mail, with the form’s sentence', () => {
    for (const text of ['', 'rivka', 'rivka@', '@example.org', 'a b@example.org'])
      expect(isEmailAddress(text), text).toBe(false);
    const long = `${'a'.repeat(EMAIL_MAX - '@example.org'.length + 1)}@example.org`;
    const result = emailAddress('Enter a valid email address.').safeParse(long);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address.');
  });
});
