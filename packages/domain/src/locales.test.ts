import { describe, expect, it } from 'vitest';
import { chooseLocale, localeDirection } from './locales';

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
