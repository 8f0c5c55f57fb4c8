import { describe, expect, it } from 'vitest';
import { chooseLocale, LOCALE_TAGS, localeDirection } from './locales';
import { LOCALE_DATE_TAGS } from './messages/dateLocales';

describe('chooseLocale', () => {
  it('keeps the reader’s own choice over the browser’s languages', () => {
    expect(chooseLocale('en', ['he-IL'])).toBe('en');
    expect(chooseLocale('he', ['en-US'])).toBe('he');
  });

  it('else takes the first browser language the product has', () => {
    expect(chooseLocale(undefined, ['fr-FR', 'he-IL', 'en'])).toBe('he');
    expect(chooseLocale(undefined, ['iw'])).toBe('he');
    expect(chooseLocale(null, ['en-GB', 'he'])).toBe('en');
  });

  it('falls back to English for a foreign value or no language it has', () => {
    expect(chooseLocale('de', ['fr', 'ru'])).toBe('en');
    expect(chooseLocale(42, [])).toBe('en');
  });
});

it('writes Hebrew right to left', () => {
  expect(localeDirection('he')).toBe('rtl');
  expect(localeDirection('en')).toBe('ltr');
});

describe('the date tags of the catalogue sections', () => {
  it('write Hebrew dates with Hebrew’s own tag, and English ones day first', () => {
    expect(LOCALE_DATE_TAGS.he).toBe(LOCALE_TAGS.he);
    expect(
      new Intl.DateTimeFormat(LOCALE_DATE_TAGS.en, { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2030, 2, 1),
      ),
    ).toBe('1 March 2030');
  });
});
