import { describe, expect, it } from 'vitest';
import { fieldIds, hasContent, joinIds } from './form';

type Part = string | false | null | undefined;

describe('joinIds', () => {
  it.each<{ ids: Part[]; expected: string | undefined }>([
    { ids: [], expected: undefined },
    { ids: [undefined, false, null, ''], expected: undefined },
    { ids: ['a'], expected: 'a' },
    { ids: ['a', undefined, 'b'], expected: 'a b' },
    { ids: ['a b', 'b', 'c'], expected: 'a b c' },
    { ids: ['  a   b ', ' '], expected: 'a b' },
  ])('joins $ids into $expected', ({ ids, expected }) => {
    expect(joinIds(...ids)).toBe(expected);
  });
});

describe('fieldIds', () => {
  it.each([
    { parts: {}, descriptionId: undefined, errorId: undefined, describedBy: undefined },
    {
      parts: { description: true },
      descriptionId: 'x-description',
      errorId: undefined,
      describedBy: 'x-description',
    },
    { parts: { error: true }, descriptionId: undefined, errorId: 'x-error', describedBy: 'x-error' },
    {
      parts: { description: true, error: true },
      descriptionId: 'x-description',
      errorId: 'x-error',
      describedBy: 'x-description x-error',
    },
    {
      parts: { error: true, describedBy: 'hint' },
      descriptionId: undefined,
      errorId: 'x-error',
      describedBy: 'x-error hint',
    },
    { parts: { describedBy: 'hint' }, descriptionId: undefined, errorId: undefined, describedBy: 'hint' },
  ])('wires $parts', ({ parts, descriptionId, errorId, describedBy }) => {
    expect(fieldIds('x', parts)).toEqual({ descriptionId, errorId, describedBy });
  });
});

describe('hasContent', () => {
  it.each([
    { value: undefined, expected: false },
    { value: null, expected: false },
    { value: false, expected: false },
    { value: '', expected: false },
    { value: '   ', expected: false },
    { value: 'Password is required.', expected: true },
    { value: 0, expected: true },
    { value: { type: 'span' }, expected: true },
  ])('$value → $expected', ({ value, expected }) => {
    expect(hasContent(value)).toBe(expected);
  });
});
