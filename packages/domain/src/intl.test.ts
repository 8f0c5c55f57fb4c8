import { describe, expect, it, vi } from 'vitest';
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

  it("writes whole numbers as ICU does in the product's locales without building a formatter", () => {
    const values = [
      0,
      7,
      12,
      999,
      1000,
      2711,
      4192,
      12_345,
      525_000,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
    ];
    const locales = ['en', 'en-GB', 'he-IL'];
    const icu = locales.map((locale) => values.map((value) => new Intl.NumberFormat(locale).format(value)));
    const construct = vi.spyOn(Intl, 'NumberFormat');
    expect(locales.map((locale) => values.map((value) => formatNumber(value, locale)))).toEqual(icu);
    expect(construct).not.toHaveBeenCalled();
    construct.mockRestore();
    // What the short path leaves to ICU: fractions, negatives (Hebrew marks their direction), other locales.
    expect(formatNumber(-1234, 'he-IL')).toBe(new Intl.NumberFormat('he-IL').format(-1234));
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234, 'de')).toBe('1.234');
  });

  it('does not keep a formatter that could not be built', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});
