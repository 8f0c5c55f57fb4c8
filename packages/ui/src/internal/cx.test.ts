import { describe, expect, it } from 'vitest';
import { cx } from './cx';

type Part = string | false | null | undefined;

describe('cx', () => {
  it.each<{ names: Part[]; expected: string }>([
    { names: ['a'], expected: 'a' },
    { names: ['a', undefined, 'b', false, null, ''], expected: 'a b' },
    { names: [], expected: '' },
  ])('joins $names', ({ names, expected }) => {
    expect(cx(...names)).toBe(expected);
  });
});
