import type { Portion } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultOpenGroup,
  formatNames,
  groupPortions,
  matchesFilter,
  otherLearners,
  percentLearned,
  viewerStateOf,
} from './board';
import { bavliBoard, mishnahBoard, portionNamed, progressOf, VIEWER } from './fixtures';

const ME = 1;
const portion = (learners: Portion['learners'], groupEn = 'Zeraim'): Portion => ({
  id: 7,
  ref: 'mishnah/berakhot',
  order: 0,
  groupEn,
  groupHe: 'זרעים',
  labelEn: 'Berakhot',
  labelHe: 'ברכות',
  weight: 57,
  learners,
});
const rivka = { userId: 11, name: 'Rivka L.', status: 'claimed' } as const;
const moshe = { userId: 12, name: 'Moshe K.', status: 'completed' } as const;
const mine = { userId: ME, name: 'Esther W.', status: 'claimed' } as const;
const mineDone = { ...mine, status: 'completed' } as const;

describe('viewerStateOf', () => {
  it.each([
    ['nobody learns it', [], ME, 'single', 'open'],
    ['a visitor, nobody learns it', [], null, 'single', 'open'],
    ['someone else, one learner per portion', [rivka], ME, 'single', 'taken'],
    ['someone else finished it, one learner per portion', [moshe], ME, 'single', 'taken'],
    ['a visitor, someone else, one learner per portion', [rivka], null, 'single', 'taken'],
    ['someone else, several learners allowed', [rivka], ME, 'multiple', 'shared'],
    ['a visitor, several learners allowed', [rivka, moshe], null, 'multiple', 'shared'],
    ['mine, being learned', [mine], ME, 'single', 'claimed'],
    ['mine, learned', [mineDone], ME, 'single', 'completed'],
    ['mine among others', [rivka, mine], ME, 'multiple', 'claimed'],
    // A siyum switched to one learner after several took a portion: the viewer still owns theirs.
    ['mine among others, one learner per portion', [rivka, mineDone], ME, 'single', 'completed'],
  ] as const)('%s → %s', (_case, learners, viewerId, policy, expected) => {
    expect(viewerStateOf(portion([...learners]), viewerId, policy)).toBe(expected);
  });
});

describe('matchesFilter', () => {
  it.each([
    ['all', [rivka], true],
    ['open', [], true],
    ['open', [rivka], false],
    ['mine', [mine], true],
    ['mine', [mineDone], true],
    ['mine', [rivka], false],
  ] as const)('%s with %j → %s', (filter, learners, expected) => {
    expect(matchesFilter(portion([...learners]), filter, ME)).toBe(expected);
  });

  it('gives a visitor no portions of their own', () => {
    expect(matchesFilter(portion([mine]), 'mine', null)).toBe(false);
  });
});

describe('groupPortions', () => {
  it('groups the Mishnah by seder in the text’s order, counting open and mine', () => {
    const groups = groupPortions(mishnahBoard(), VIEWER.userId);
    expect(groups.map((g) => [g.en, g.portions.length])).toEqual([
      ['Zeraim', 11],
      ['Moed', 12],
      ['Nashim', 7],
      ['Nezikin', 10],
      ['Kodashim', 11],
      ['Tahorot', 12],
    ]);
    expect(groups[0]).toMatchObject({ he: 'זרעים', open: 4, mine: 2 });
    expect(groups.reduce((sum, g) => sum + g.mine, 0)).toBe(4);
    expect(groups.reduce((sum, g) => sum + g.open, 0)).toBe(progressOf(mishnahBoard()).open);
  });

  it('groups all 2,711 dafim by tractate, Berakhot first', () => {
    const portions = bavliBoard();
    const groups = groupPortions(portions, VIEWER.userId);
    expect(portions).toHaveLength(2711);
    expect(groups[0]?.en).toBe('Berakhot');
    expect(groups[0]?.portions).toHaveLength(63);
    expect(groups.reduce((sum, g) => sum + g.portions.length, 0)).toBe(2711);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });
});

describe('defaultOpenGroup', () => {
  it('opens the first group with an open portion', () => {
    const groups = groupPortions(
      [portion([rivka], 'Zeraim'), portion([], 'Moed'), portion([], 'Nashim')],
      ME,
    );
    expect(defaultOpenGroup(groups)).toBe('Moed');
  });

  it('opens the first group when every portion is taken, and none on an empty board', () => {
    expect(defaultOpenGroup(groupPortions([portion([rivka], 'Zeraim'), portion([moshe], 'Moed')], ME))).toBe(
      'Zeraim',
    );
    expect(defaultOpenGroup([])).toBeUndefined();
  });
});

describe('percentLearned', () => {
  it.each([
    [{ total: 525, completed: 120, claimed: 300, open: 105 }, 22],
    [{ total: 2711, completed: 2710, claimed: 1, open: 0 }, 99],
    [{ total: 63, completed: 63, claimed: 0, open: 0 }, 100],
    [{ total: 63, completed: 0, claimed: 0, open: 63 }, 0],
    [{ total: 0, completed: 0, claimed: 0, open: 0 }, 0],
  ])('%j → %i%', (progress, expected) => {
    expect(percentLearned(progress)).toBe(expected);
  });
});

describe('learner names', () => {
  it.each([
    [['Rivka L.'], 'Rivka L.'],
    [['Rivka L.', 'Moshe K.'], 'Rivka L. and Moshe K.'],
    [['Rivka L.', 'Moshe K.', 'Chana B.', 'Dovid S.'], 'Rivka L., Moshe K., Chana B., and Dovid S.'],
    [['Rivka L.', 'Moshe K.', 'Chana B.', 'Dovid S.', 'Leah R.'], 'Rivka L., Moshe K., Chana B., and 2 more'],
  ])('%j → %s', (names, expected) => {
    expect(formatNames(names)).toBe(expected);
  });

  it('leaves the viewer out and splits the others by status', () => {
    expect(otherLearners(portion([mine, rivka, moshe]), ME)).toEqual({
      learning: ['Rivka L.'],
      learned: ['Moshe K.'],
    });
    expect(otherLearners(portionNamed(mishnahBoard(), 'Peah'), null)).toEqual({
      learning: ['Rivka L.'],
      learned: [],
    });
  });
});
