import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_LIMITS } from './constants';
import {
  type CountryCode,
  defaultPhoneCountry,
  isCompletePhoneValue,
  isPhoneCountry,
  lookUpPhone,
  type PhoneParseErrorKind,
  parsePhone,
  phoneValueFrom,
  phoneValueOf,
} from './phone';
import { phoneMetadata as metadata } from './phoneMetadata';

const digits = (count: number, first = '5') => first + '1234567890'.repeat(3).slice(0, count - 1);

describe('parsePhone: parse errors give an empty result, never a throw (spec §8)', () => {
  it.each<[string, string, string | undefined, PhoneParseErrorKind]>([
    ['letters', 'abc', 'US', 'NOT_A_NUMBER'],
    ['empty text', '', 'US', 'NOT_A_NUMBER'],
    ['a lone plus', '+', 'US', 'NOT_A_NUMBER'],
    ['punctuation only', '()-', 'US', 'NOT_A_NUMBER'],
    ['one digit', '5', 'IL', 'TOO_SHORT'],
    ['18 national digits', digits(18), 'IL', 'TOO_LONG'],
    ['251 raw characters', `2025550123${' '.repeat(241)}`, 'US', 'TOO_LONG'],
    ['unknown country', '2025550123', 'ZZ', 'INVALID_COUNTRY'],
    ['no country for a national number', '2025550123', undefined, 'INVALID_COUNTRY'],
    ['unassigned calling code', '+999123456', undefined, 'INVALID_COUNTRY'],
  ])('%s → %s', (_case, text, country, error) => {
    expect(parsePhone(text, country, metadata)).toEqual({ ok: false, error });
  });

  it.each([
    ['a 21-digit extension', `2025550123 ext. ${digits(PHONE_LIMITS.maxExtensionDigits + 1, '1')}`],
    ['control characters', '\u0000\u0001'],
    ['emoji', '📞📞📞'],
    ['plus signs', '++++'],
    ['an extension alone', 'ext. 5'],
    ['a very long string', '9'.repeat(10_000)],
  ])('%s: no throw, no number', (_case, text) => {
    expect(() => parsePhone(text, 'US', metadata)).not.toThrow();
    expect(parsePhone(text, 'US', metadata).ok).toBe(false);
  });
});

describe('parsePhone: limits of spec §5', () => {
  it.each([
    ['2 national digits is the minimum', digits(PHONE_LIMITS.minNationalDigits), 2],
    ['17 national digits is the maximum', digits(PHONE_LIMITS.maxNationalDigits), 17],
  ])('%s', (_case, text, length) => {
    const parsed = parsePhone(text, 'IL', metadata);
    expect(parsed.ok && parsed.phone.nationalNumber.length).toBe(length);
    // Parsed, but no Israeli number has that length: the value is INVALID.
    expect(phoneValueFrom('IL', text, metadata)).toBe(PHONE_INVALID);
  });

  it.each([
    ['exactly 250 raw characters parse', `2025550123${' '.repeat(240)}`, '+12025550123'],
    ['251 raw characters are too long', `2025550123${' '.repeat(241)}`, PHONE_INVALID],
  ])('%s', (_case, text, value) => {
    expect(text.length).toBe(value === PHONE_INVALID ? 251 : PHONE_LIMITS.maxRawLength);
    expect(phoneValueFrom('US', text, metadata)).toBe(value);
  });

  it.each([
    [1, '+12025550123'],
    [PHONE_LIMITS.maxExtensionDigits, '+12025550123'],
    [PHONE_LIMITS.maxExtensionDigits + 1, PHONE_INVALID],
  ])('a %i-digit extension → %s', (length, value) => {
    const text = `(202) 555-0123 ext. ${digits(length, '1')}`;
    expect(phoneValueFrom('US', text, metadata)).toBe(value);
    const parsed = parsePhone(text, 'US', metadata);
    if (parsed.ok) expect(parsed.phone.ext).toHaveLength(length);
  });

  it.each([
    ['a valid US number', '2025550123', 'US', true],
    ['a US number with an impossible exchange (pattern)', '2021234567', 'US', false],
    ['a US number too short for the plan (possible length)', '202555012', 'US', false],
    ['a valid Israeli mobile', '050-123-4567', 'IL', true],
    ['an Israeli mobile one digit short', '050-123-456', 'IL', false],
  ])('%s: valid = %s', (_case, text, country, valid) => {
    const parsed = parsePhone(text, country, metadata);
    expect(parsed.ok && parsed.phone.valid).toBe(valid);
  });
});

describe('defaultPhoneCountry (spec §9)', () => {
  it.each<[string | undefined, CountryCode]>([
    ['0501234567', 'IL'],
    ['  052-123-4567', 'IL'],
    ['05', 'IL'],
    ['0201234567', 'US'],
    ['5012345678', 'US'],
    ['2025550123', 'US'],
    ['', 'US'],
    [undefined, 'US'],
  ])('%j → %s', (text, country) => {
    expect(defaultPhoneCountry(text)).toBe(country);
  });
});

describe('phoneValueFrom: the value contract (spec §3, §4)', () => {
  it.each<[string, string, string, string | undefined]>([
    ['empty number', 'US', '', undefined],
    ['blank number', 'US', '   ', undefined],
    ['empty country', '', '2025550123', undefined],
    ['valid US number', 'US', '(202) 555-0123', '+12025550123'],
    ['valid Israeli number with trunk 0', 'IL', '050-123-4567', '+972501234567'],
    ['international text overrides the country', 'US', '+972 50 123 4567', '+972501234567'],
    ['incomplete number', 'US', '202555', PHONE_INVALID],
    ['not a number', 'US', 'call me', PHONE_INVALID],
    ['unknown country', 'ZZ', '2025550123', PHONE_INVALID],
  ])('%s → %s', (_case, country, national, value) => {
    expect(phoneValueFrom(country, national, metadata)).toBe(value);
  });

  it.each<[string | undefined, boolean]>([
    ['+12025550123', true],
    [PHONE_INVALID, false],
    [undefined, false],
    ['', false],
    ['+', false],
    ['12025550123', false],
    ['+1 202 555 0123', false],
  ])('isCompletePhoneValue(%j) → %s', (value, complete) => {
    expect(isCompletePhoneValue(value)).toBe(complete);
  });
});

describe('isPhoneCountry', () => {
  it.each<[string | undefined, boolean]>([
    ['IL', true],
    ['US', true],
    ['ZZ', false],
    ['il', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (code, known) => {
    expect(isPhoneCountry(code, metadata)).toBe(known);
  });
});

describe('phoneValueOf: typed text, international or national in a country', () => {
  it.each<[string, string, string | undefined, string | undefined]>([
    ['blank', '  ', 'US', undefined],
    ['international without a country', '+972 50-123-4567', undefined, '+972501234567'],
    ['national without a country', '050-123-4567', undefined, PHONE_INVALID],
    ['national in its country', '050-123-4567', 'IL', '+972501234567'],
    ['an extension is left out of the value', '+1 202 555 0123 ext. 12', undefined, '+12025550123'],
  ])('%s → %s', (_case, text, country, value) => {
    expect(phoneValueOf(text, country, metadata)).toBe(value);
  });
});

describe('lookUpPhone: the look-up answer (spec §7, §8)', () => {
  it.each([
    ['+12025550123', { valid: true, nationalFormat: '(202) 555-0123', countryCode: 'US' }],
    ['+16135550123', { valid: true, nationalFormat: '(613) 555-0123', countryCode: 'CA' }],
    ['+972501234567', { valid: true, nationalFormat: '050-123-4567', countryCode: 'IL' }],
    ['+44 20 7946 0958', { valid: true, nationalFormat: '020 7946 0958', countryCode: 'GB' }],
    ['2025550123', { valid: false }],
    ['+12021234567', { valid: false }],
    ['+999123456', { valid: false }],
    ['+', { valid: false }],
    ['hello', { valid: false }],
  ])('%s → %j', (phone, answer) => {
    expect(lookUpPhone(phone, metadata)).toEqual(answer);
  });
});
