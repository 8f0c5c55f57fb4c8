import { describe, expect, it } from 'vitest';
import { pluralForm } from './format';

describe('pluralForm: the one plural rule', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [1.5, 'other'],
    [2711, 'other'],
  ])('English: %d takes the %s form', (count, form) => {
    expect(pluralForm(count, 'one', 'other')).toBe(form);
  });

  it('follows the locale’s rules (French counts 0 as one)', () => {
    expect(pluralForm(0, 'one', 'other', 'fr')).toBe('one');
    expect(pluralForm(0, 'one', 'other', 'en')).toBe('other');
  });
});
