import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatNumber, listFormat, numberFormat, pluralRules } from './intl';

describe('kept Intl formatters', () => {
  it('builds one formatter per locale and options, and a new one when either differs', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    expect(numberFormat('he-IL')).not.toBe(numberFormat('en'));
    const long = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', long)).toBe(dateTimeFormat('en', { ...long }));
    expect(listFormat('en', { type: 'conjunction' })).toBe(listFormat('en', { type: 'conjunction' }));
    expect(pluralRules('he')).toBe(pluralRules('he'));
  });

  it('formats in the locale asked for', () => {
    expect(formatNumber(2711, 'en')).toBe('2,711');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(pluralRules('he').select(2)).toBe('two');
  });

  it('does not keep a formatter that could not be built', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});
