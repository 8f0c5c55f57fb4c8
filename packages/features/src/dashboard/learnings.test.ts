import type { Siyum } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { healingSiyum, memorySiyum, shasSiyum } from '../community/fixtures';
import { DASHBOARD_TODAY, myLearnings, mySiyumim, noSiyumim } from './fixtures';
import {
  dashboardTotals,
  dueState,
  dueText,
  groupLearnings,
  helpingOnly,
  learningsCountText,
  type MyLearning,
  visibleLearnings,
} from './learnings';

const learning = (
  portionId: number,
  siyumId: number,
  status: MyLearning['status'],
  targetDate = '2027-03-01',
): MyLearning => ({
  portionId,
  siyumId,
  siyumTitle: `Siyum ${siyumId}`,
  targetDate,
  ref: `bavli/berakhot/${portionId}`,
  labelEn: `Berakhot ${portionId}`,
  labelHe: 'ברכות',
  status,
  claimedAt: '2026-11-03T19:20:00.000Z',
  completedAt: status === 'completed' ? '2026-11-18T06:45:00.000Z' : null,
});
const siyum = (id: number): Siyum => ({ ...memorySiyum, id });

describe('dashboardTotals', () => {
  it('counts learned and in-progress portions and every siyum I am part of once', () => {
    expect(dashboardTotals(myLearnings, mySiyumim)).toEqual({ learned: 5, inProgress: 5, siyumim: 6 });
  });

  it('is all zeros for a new user', () => {
    expect(dashboardTotals([], noSiyumim)).toEqual({ learned: 0, inProgress: 0, siyumim: 0 });
  });

  it('counts a siyum I own, help run and learn in as one', () => {
    const mine = { owned: [siyum(4)], helping: [siyum(4), siyum(9)] };
    const learnings = [learning(1, 4, 'claimed'), learning(2, 4, 'completed'), learning(3, 4, 'completed')];
    expect(dashboardTotals(learnings, mine)).toEqual({ learned: 2, inProgress: 1, siyumim: 2 });
  });

  it('counts siyumim I only organize or only help run, without learnings', () => {
    const mine = { owned: [siyum(4), siyum(5)], helping: [siyum(6)] };
    expect(dashboardTotals([], mine)).toEqual({ learned: 0, inProgress: 0, siyumim: 3 });
  });
});

describe('dueState and dueText', () => {
  it.each([
    ['2026-12-06', { kind: 'upcoming', daysLeft: 12 }, 'Due in 12 days'],
    ['2026-11-25', { kind: 'upcoming', daysLeft: 1 }, 'Due tomorrow'],
    ['2026-11-24', { kind: 'today' }, 'Due today'],
    ['2026-11-23', { kind: 'overdue' }, 'Overdue'],
    ['2025-01-01', { kind: 'overdue' }, 'Overdue'],
    ['2029-11-24', { kind: 'upcoming', daysLeft: 1096 }, 'Due in 1,096 days'],
  ] as const)('a siyum on %s, seen on 2026-11-24 → %j (%s)', (targetDate, state, text) => {
    expect(dueState(targetDate, DASHBOARD_TODAY)).toEqual(state);
    expect(dueText(state)).toBe(text);
  });

  it('counts calendar days across a change to summer time', () => {
    expect(dueState('2027-03-30', '2027-03-20')).toEqual({ kind: 'upcoming', daysLeft: 10 });
  });
});

describe('groupLearnings', () => {
  it('groups by siyum in the order the siyumim first appear, keeping the rows in order', () => {
    const groups = groupLearnings(myLearnings);
    expect(groups.map((g) => [g.siyumId, g.learnings.map((l) => l.labelEn)])).toEqual([
      [26, ['Berakhot 12', 'Berakhot 13']],
      [healingSiyum.id, ['Tehillim 23', 'Tehillim 91', 'Tehillim 121']],
      [memorySiyum.id, ['Peah 4', 'Kilayim 2']],
      [shasSiyum.id, ['Shabbat 31']],
      [21, ['Ruth 1', 'Ruth 2']],
    ]);
    expect(groups[3]?.siyumTitle).toBe(shasSiyum.title);
    expect(groups[1]?.targetDate).toBe('2026-12-01');
  });
});

describe('visibleLearnings', () => {
  const labels = (rows: MyLearning[]) => rows.map((row) => row.labelEn);

  it('shows the open ones under Open and every one under All', () => {
    expect(labels(visibleLearnings(myLearnings, 'open'))).toEqual([
      'Berakhot 12',
      'Tehillim 23',
      'Tehillim 91',
      'Peah 4',
      'Shabbat 31',
    ]);
    expect(visibleLearnings(myLearnings, 'all')).toHaveLength(10);
  });

  it('keeps a row I just marked learned in view under Open', () => {
    const marked = myLearnings.map((l) =>
      l.labelEn === 'Tehillim 23' ? { ...l, status: 'completed' as const } : l,
    );
    const tehillim23 = myLearnings.find((l) => l.labelEn === 'Tehillim 23')?.portionId ?? 0;
    expect(labels(visibleLearnings(marked, 'open'))).not.toContain('Tehillim 23');
    expect(labels(visibleLearnings(marked, 'open', new Set([tehillim23])))).toEqual([
      'Berakhot 12',
      'Tehillim 23',
      'Tehillim 91',
      'Peah 4',
      'Shabbat 31',
    ]);
  });

  it('stops at the limit', () => {
    expect(labels(visibleLearnings(myLearnings, 'open', new Set(), 3))).toEqual([
      'Berakhot 12',
      'Tehillim 23',
      'Tehillim 91',
    ]);
    expect(visibleLearnings(myLearnings, 'open', new Set(), 0)).toEqual([]);
  });
});

describe('learningsCountText', () => {
  it.each([
    ['open', myLearnings, '5 portions to learn'],
    ['all', myLearnings, '10 portions · 5 learned'],
    ['open', [learning(1, 1, 'claimed')], '1 portion to learn'],
    ['all', [learning(1, 1, 'completed')], '1 portion · 1 learned'],
    ['open', [learning(1, 1, 'completed')], '0 portions to learn'],
  ] as const)('%s → %s', (filter, learnings, text) => {
    expect(learningsCountText(learnings, filter)).toBe(text);
  });
});

describe('helpingOnly', () => {
  it('leaves out the siyumim I also own', () => {
    const mine = { owned: [siyum(4)], helping: [siyum(4), siyum(9)] };
    expect(helpingOnly(mine).map((s) => s.id)).toEqual([9]);
  });
});
