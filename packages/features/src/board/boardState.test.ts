import { siyumBoardMessages as m } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { groupPortions } from './board';
import {
  boardTotals,
  openGroupsForFilter,
  openGroupsOrDefault,
  visibleGroups,
  withGroupOpen,
} from './boardState';
import { countText, emptyText, filterOptions, learnersText, rowButtons, spinningButton } from './boardText';
import { mishnahBoard, portionNamed, progressOf, VIEWER } from './fixtures';

const ME = VIEWER.userId;
const portions = mishnahBoard();
const groups = groupPortions(portions, ME);
const NONE: ReadonlySet<number> = new Set();

describe('boardTotals', () => {
  it('counts every portion, the open ones, mine and mine learned', () => {
    expect(boardTotals(portions, groups, ME)).toEqual({
      all: 63,
      open: progressOf(portions).open,
      mine: 4,
      mineCompleted: 1,
    });
  });

  it('gives a visitor nothing of their own', () => {
    const visitorGroups = groupPortions(portions, null);
    expect(boardTotals(portions, visitorGroups, null)).toMatchObject({ mine: 0, mineCompleted: 0 });
  });
});

describe('visibleGroups', () => {
  it('shows every group with every row under "All"', () => {
    const shown = visibleGroups(groups, 'all', ME, NONE, undefined);
    expect(shown).toHaveLength(groups.length);
    expect(shown.every(({ group, rows }) => rows === group.portions)).toBe(true);
  });

  it('shows only the groups holding one of mine under "Mine", with just those rows', () => {
    const shown = visibleGroups(groups, 'mine', ME, NONE, undefined);
    expect(shown.map(({ group, rows }) => [group.en, rows.map((p) => p.labelEn)])).toEqual([
      ['Zeraim', ['Berakhot', 'Kilayim']],
      ['Moed', ['Shabbat']],
      ['Nezikin', ['Bava Kamma']],
    ]);
  });

  it('keeps a row acted on, and the noticed row, under any filter', () => {
    const peah = portionNamed(portions, 'Peah');
    const sheviit = portionNamed(portions, 'Sheviit');
    const shown = visibleGroups(groups, 'open', ME, new Set([peah.id]), sheviit.id);
    const zeraim = shown.find(({ group }) => group.en === 'Zeraim')?.rows.map((p) => p.labelEn);
    expect(zeraim).toContain('Peah');
    expect(zeraim).toContain('Sheviit');
    expect(zeraim).not.toContain('Berakhot');
  });
});

describe('open groups', () => {
  it('are the board’s own choice until the viewer makes one', () => {
    expect([...openGroupsOrDefault(null, 'Zeraim')]).toEqual(['Zeraim']);
    expect([...openGroupsOrDefault(null, undefined)]).toEqual([]);
    const mine = new Set(['Moed']);
    expect(openGroupsOrDefault(mine, 'Zeraim')).toBe(mine);
  });

  it('open and close one group, keeping the same set when nothing changes', () => {
    const open: ReadonlySet<string> = new Set(['Zeraim']);
    expect(withGroupOpen(open, 'Zeraim', true)).toBe(open);
    expect([...withGroupOpen(open, 'Moed', true)]).toEqual(['Zeraim', 'Moed']);
    expect([...withGroupOpen(open, 'Zeraim', false)]).toEqual([]);
    expect([...open]).toEqual(['Zeraim']);
  });

  it('"Mine" opens every group holding one of mine', () => {
    const open = openGroupsForFilter(groups, 'mine', ME, new Set(['Zeraim']));
    expect([...open].sort()).toEqual(['Moed', 'Nezikin', 'Zeraim']);
  });

  it('another filter opens its first group with rows unless one is open already', () => {
    expect([...openGroupsForFilter(groups, 'open', ME, new Set())]).toEqual(['Zeraim']);
    expect([...openGroupsForFilter(groups, 'open', ME, new Set(['Moed']))]).toEqual(['Moed']);
  });
});

describe('countText', () => {
  const totals = { all: 63, open: 12, mine: 1, mineCompleted: 0 };

  it.each([
    ['all', '63 portions · 12 open'],
    ['open', '12 open portions'],
    ['mine', 'You have 1 portion · 0 learned'],
  ] as const)('%s → %s', (filter, text) => {
    expect(countText(filter, totals)).toBe(text);
  });

  it('speaks the wording it is given (a provider’s), English where none is', () => {
    const wording = {
      ...m,
      countOpenOther: '{shown} libres',
      filterOpen: 'Libres',
      emptyOpen: 'Rien de libre.',
    };
    expect(countText('open', totals, wording)).toBe('12 libres');
    expect(filterOptions(false, wording).map((option) => option.label)).toEqual([
      m.filterAll,
      'Libres',
      m.filterMine,
    ]);
    expect(filterOptions(true).map((option) => option.value)).toEqual(['all', 'open']);
    expect(emptyText('open', wording)).toBe('Rien de libre.');
    expect(rowButtons('open', 'Peah', { ...m, signUp: 'S’inscrire' })[0]?.text).toBe('S’inscrire');
  });
});

describe('a row’s buttons', () => {
  it.each([
    ['open', ['signUp', null]],
    ['shared', ['signUp', null]],
    ['claimed', ['complete', 'release']],
    ['completed', ['uncomplete', null]],
    ['taken', [null, null]],
  ] as const)('%s → %j', (state, actions) => {
    expect(rowButtons(state, 'Peah').map((button) => button?.action ?? null)).toEqual(actions);
  });

  it('name the portion', () => {
    expect(rowButtons('claimed', 'Peah').map((button) => button?.name)).toEqual([
      'Mark learned: Peah',
      'Release Peah',
    ]);
  });

  it('spin the one pressed while the row is busy, else the first', () => {
    const buttons = rowButtons('claimed', 'Peah');
    expect(spinningButton(buttons, false, 'release')).toBeUndefined();
    expect(spinningButton(buttons, true, 'release')).toBe(buttons[1]);
    expect(spinningButton(buttons, true, undefined)).toBe(buttons[0]);
    expect(spinningButton(rowButtons('taken', 'Peah'), true, undefined)).toBeUndefined();
  });
});

describe('learnersText', () => {
  it('says who took a portion in a one-learner siyum', () => {
    expect(learnersText('taken', portionNamed(portions, 'Peah'), ME)).toBe(
      m.takenBy.replace('{names}', 'Rivka L.'),
    );
  });

  it('leaves the viewer out', () => {
    expect(learnersText('claimed', portionNamed(portions, 'Berakhot'), ME)).toBe('');
  });
});
