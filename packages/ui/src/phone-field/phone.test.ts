import { PHONE_INVALID, PHONE_PRIORITY_COUNTRIES, type PhoneLookupResult } from '@siyum/domain';
import { type CountryCode, getCountries, getExampleNumber } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { loadPhoneMetadata } from './metadata';
import {
  applyPhoneLookup,
  type MetadataJson,
  phoneCountryOptions,
  phoneStateFromValue,
  phoneValueFrom,
  resolvePhoneChange,
} from './phone';

// The rule itself (parsing, limits, INVALID) is tested in @siyum/domain (phone.test.ts); these are the
// widget's own steps, with the metadata the widget loads.
const metadata: MetadataJson = await loadPhoneMetadata();

describe('phoneStateFromValue: on load (spec §4)', () => {
  it.each<[string, string | undefined, CountryCode, string, string | undefined]>([
    ['undefined is empty', undefined, 'US', '', undefined],
    ['empty string is empty', '', 'US', '', undefined],
    ['INVALID stays INVALID', PHONE_INVALID, 'US', '', PHONE_INVALID],
    ['valid US', '+12025550123', 'US', '(202) 555-0123', '+12025550123'],
    ['valid Canada (shares +1)', '+16135550123', 'CA', '(613) 555-0123', '+16135550123'],
    ['valid Israel', '+972501234567', 'IL', '050-123-4567', '+972501234567'],
    ['valid UK', '+442079460958', 'GB', '020 7946 0958', '+442079460958'],
    ['formatted international is normalised', '+972 50-123-4567', 'IL', '050-123-4567', '+972501234567'],
    ['05 without country → IL', '0501234567', 'IL', '050-123-4567', '+972501234567'],
    ['05 but invalid → IL, INVALID', '0521234', 'IL', '0521234', PHONE_INVALID],
    ['other national → US', '2025550123', 'US', '(202) 555-0123', '+12025550123'],
    ['invalid +1 → US, INVALID', '+11234567890', 'US', '1234567890', PHONE_INVALID],
    ['unassigned calling code → INVALID', '+999123456', 'US', '+999123456', PHONE_INVALID],
    ['not a number → INVALID', 'abc', 'US', 'abc', PHONE_INVALID],
    ['too short → INVALID', '+1', 'US', '+1', PHONE_INVALID],
  ])('%s', (_case, value, country, national, normalised) => {
    expect(phoneStateFromValue(value, metadata)).toEqual({ country, national, value: normalised });
  });
});

describe('round trips: a valid value shows as country + national number and comes back unchanged', () => {
  it.each([
    '+12025550123',
    '+16135550123',
    '+972501234567',
    '+97226251111',
    '+442079460958',
    '+4930123456',
    '+33612345678',
    '+61412345678',
    '+919876543210',
    '+5511987654321',
    '+81312345678',
  ])('%s', (value) => {
    const state = phoneStateFromValue(value, metadata);
    expect(state.value).toBe(value);
    expect(phoneValueFrom(state.country, state.national, metadata)).toBe(value);
  });

  it('every country’s example number round-trips', () => {
    const failures = getCountries(metadata).filter((country) => {
      const example = getExampleNumber(country, examples, metadata);
      if (!example) return true;
      const state = phoneStateFromValue(example.number, metadata);
      return phoneValueFrom(state.country, state.national, metadata) !== example.number;
    });
    expect(failures).toEqual([]);
  });
});

describe('phoneCountryOptions: US, CA, IL first, then by calling code (spec §9)', () => {
  const options = phoneCountryOptions(metadata);

  it.each(PHONE_PRIORITY_COUNTRIES.map((country, index) => [index, country] as const))(
    'position %i is %s',
    (index, country) => {
      expect(options[index]?.country).toBe(country);
    },
  );

  it('then every other country by ascending calling code, each once', () => {
    const rest = options.slice(PHONE_PRIORITY_COUNTRIES.length);
    const codes = rest.map((option) => Number(option.callingCode));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(rest.map((option) => option.country)).not.toContain('IL');
    expect(new Set(options.map((option) => option.country)).size).toBe(getCountries(metadata).length);
    expect(options).toHaveLength(getCountries(metadata).length);
  });

  it('countries sharing a calling code are ordered by name', () => {
    const plusSeven = options.filter((option) => option.callingCode === '7').map((option) => option.name);
    expect(plusSeven).toEqual(['Kazakhstan', 'Russia']);
  });

  it.each([
    ['IL', 'Israel +972', 'IL +972'],
    ['US', 'United States +1', 'US +1'],
    ['CA', 'Canada +1', 'CA +1'],
    ['GB', 'United Kingdom +44', 'GB +44'],
    ['DE', 'Germany +49', 'DE +49'],
  ])('%s is labelled "%s", trigger "%s" (Intl.DisplayNames)', (country, label, shortLabel) => {
    expect(options.find((option) => option.country === country)).toMatchObject({ label, shortLabel });
  });

  it('names follow the locale', () => {
    const hebrew = phoneCountryOptions(metadata, 'he');
    expect(hebrew.find((option) => option.country === 'IL')?.name).toBe('ישראל');
  });

  it('texts follow the wording given (a provider’s phoneField section)', () => {
    const worded = phoneCountryOptions(metadata, 'en', {
      countryOption: '{name} ({callingCode})',
      countryShort: '{country} · +{callingCode}',
    });
    expect(worded.find((option) => option.country === 'IL')).toMatchObject({
      label: 'Israel (972)',
      shortLabel: 'IL · +972',
    });
  });
});

describe('look-up service results (spec §4)', () => {
  const local = resolvePhoneChange('US', '2025550123', metadata);

  it('local resolution proposes the E.164 candidate', () => {
    expect(local).toEqual({
      value: '+12025550123',
      country: 'US',
      national: '2025550123',
      candidate: '+12025550123',
    });
  });

  it('a typed international number selects its country', () => {
    expect(resolvePhoneChange('US', '+972 50 123 4567', metadata)).toMatchObject({
      country: 'IL',
      value: '+972501234567',
    });
  });

  it.each([
    ['empty', '', undefined],
    ['not a number', 'abc', undefined],
    ['too short', '2', undefined],
  ])('%s text gives no candidate to look up', (_case, national, candidate) => {
    expect(resolvePhoneChange('US', national, metadata).candidate).toBe(candidate);
  });

  it.each<[string, PhoneLookupResult, { value: string; country: string; national: string }]>([
    [
      'valid: national format and country are taken',
      { valid: true, nationalFormat: '(202) 555-0123', countryCode: 'US' },
      { value: '+12025550123', country: 'US', national: '(202) 555-0123' },
    ],
    [
      'valid with another +1 country',
      { valid: true, nationalFormat: '202-555-0123', countryCode: 'CA' },
      { value: '+12025550123', country: 'CA', national: '202-555-0123' },
    ],
    [
      'valid without details keeps what was typed',
      { valid: true },
      { value: '+12025550123', country: 'US', national: '2025550123' },
    ],
    [
      'valid with an unknown country keeps the selected one',
      { valid: true, countryCode: 'ZZ' },
      { value: '+12025550123', country: 'US', national: '2025550123' },
    ],
    ['invalid → INVALID', { valid: false }, { value: PHONE_INVALID, country: 'US', national: '2025550123' }],
  ])('%s', (_case, answer, expected) => {
    expect(applyPhoneLookup(local, answer, metadata)).toMatchObject(expected);
  });

  it('an answer for text that was not a number is INVALID', () => {
    const notANumber = resolvePhoneChange('US', 'abc', metadata);
    expect(applyPhoneLookup(notANumber, { valid: true }, metadata).value).toBe(PHONE_INVALID);
  });
});
