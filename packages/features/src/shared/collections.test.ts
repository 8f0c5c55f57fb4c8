import { describe, expect, it } from 'vitest';
import { groupInOrder, withId } from './collections';

describe('groupInOrder', () => {
  const words = ['apple', 'bean', 'avocado', 'cherry', 'banana'];
  const byInitial = () =>
    groupInOrder(
      words,
      (word) => word[0],
      (word) => ({ initial: word[0], words: [] as string[] }),
      (group, word) => group.words.push(word),
    );

  it('groups in the order the groups first appear, items in their own order', () => {
    expect(byInitial()).toEqual([
      { initial: 'a', words: ['apple', 'avocado'] },
      { initial: 'b', words: ['bean', 'banana'] },
      { initial: 'c', words: ['cherry'] },
    ]);
  });

  it('makes no group of nothing', () => {
    expect(
      groupInOrder(
        [],
        String,
        () => [],
        () => undefined,
      ),
    ).toEqual([]);
  });
});

describe('withId', () => {
  it('keeps the same set when the id is in it', () => {
    const set: ReadonlySet<number> = new Set([1, 2]);
    expect(withId(set, 2)).toBe(set);
  });

  it('adds to a copy, leaving the set as it was', () => {
    const set: ReadonlySet<number> = new Set([1]);
    const next = withId(set, 3);
    expect([...next]).toEqual([1, 3]);
    expect([...set]).toEqual([1]);
  });
});
