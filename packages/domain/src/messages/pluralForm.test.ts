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

  it('writes Hebrew’s dual forms for two days, weeks, months and years', () => {
    expect(pluralForm(2, 'יום אחד', '{count} ימים', 'he')).toBe('יומיים');
    expect(pluralForm(2, 'שבוע אחד', 'בעוד {count} שבועות', 'he-IL')).toBe('בעוד שבועיים');
    expect(pluralForm(3, 'יום אחד', '{count} ימים', 'he')).toBe('{count} ימים');
    expect(pluralForm(1, 'יום אחד', '{count} ימים', 'he')).toBe('יום אחד');
  });

  it('keeps the plural for a Hebrew noun without a dual', () => {
    expect(pluralForm(2, 'חלק אחד', '{count} חלקים', 'he')).toBe('{count} חלקים');
  });
});
