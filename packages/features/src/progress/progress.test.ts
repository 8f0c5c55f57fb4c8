import type { Portion, Progress } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { bavliPortions, mishnahPortions, mishnahSiyum, PROGRESS_TODAY, tehillimSiyum } from './fixtures';
import {
  gapsFirst,
  matchesProgressFilter,
  pacing,
  pacingText,
  portionStatus,
  portionStatusText,
  rateText,
  tableCountText,
} from './progress';

const progress = (completed: number, claimed: number, open: number): Progress => ({
  total: completed + claimed + open,
  completed,
  claimed,
  open,
});

describe('pacing', () => {
  it('spreads the portions not yet learned (open and being learned) over the days left', () => {
    expect(pacing(progress(225, 150, 150), '2027-03-01', '2026-11-24')).toEqual({
      kind: 'onTrack',
      remaining: 300,
      daysLeft: 97,
      perDay: 300 / 97,
    });
  });

  it('does not count learned portions, however many are being learned', () => {
    const state = pacing(progress(10, 0, 20), '2026-12-04', '2026-11-24');
    expect(state).toMatchObject({ remaining: 20, daysLeft: 10, perDay: 2 });
  });

  it.each([
    ['every portion learned', progress(63, 0, 0), '2027-01-01', { kind: 'complete' }],
    ['every portion learned, date passed', progress(63, 0, 0), '2026-01-01', { kind: 'complete' }],
    ['no portions', progress(0, 0, 0), '2027-01-01', { kind: 'empty' }],
    ['the siyum is today', progress(60, 2, 1), '2026-11-24', { kind: 'today', remaining: 3 }],
    ['the date passed yesterday', progress(60, 2, 1), '2026-11-23', { kind: 'passed', remaining: 3 }],
    ['the date passed long ago', progress(0, 0, 5), '2020-05-01', { kind: 'passed', remaining: 5 }],
    ['a date that is not a date', progress(0, 0, 5), 'soon', { kind: 'passed', remaining: 5 }],
  ] as const)('%s → %j', (_case, counts, targetDate, expected) => {
    expect(pacing(counts, targetDate, '2026-11-24')).toEqual(expected);
  });

  it('paces the sample Mishnah siyum at about 3.1 chapters a day', () => {
    const state = pacing(mishnahSiyum.progress, mishnahSiyum.targetDate, PROGRESS_TODAY);
    expect(pacingText(state, mishnahSiyum.targetDate)).toEqual({
      headline: 'To finish by 1 March 2027 the group needs about 3.1 portions a day.',
      detail: '300 portions still to learn, 97 days to go.',
    });
  });
});

describe('pacingText', () => {
  it.each([
    [{ kind: 'complete' }, 'Every portion is learned. Mazal tov!'],
    [{ kind: 'empty' }, 'This siyum has no portions yet.'],
    [{ kind: 'passed', remaining: 12 }, 'The siyum date has passed — 12 portions are not learned yet.'],
    [{ kind: 'passed', remaining: 1 }, 'The siyum date has passed — 1 portion is not learned yet.'],
    [{ kind: 'passed', remaining: 2169 }, 'The siyum date has passed — 2,169 portions are not learned yet.'],
    [{ kind: 'today', remaining: 3 }, 'The siyum is today — 3 portions are not learned yet.'],
    [{ kind: 'today', remaining: 1 }, 'The siyum is today — 1 portion is not learned yet.'],
  ] as const)('%j → %s', (state, headline) => {
    expect(pacingText(state, '2030-03-01')).toEqual({ headline });
  });

  it('on track: the rate by the date, then the numbers behind it', () => {
    expect(pacingText({ kind: 'onTrack', remaining: 1, daysLeft: 1, perDay: 1 }, '2030-03-01')).toEqual({
      headline: 'To finish by 1 March 2030 the group needs about 1 portion a day.',
      detail: '1 portion still to learn, 1 day to go.',
    });
    expect(
      pacingText({ kind: 'onTrack', remaining: 2169, daysLeft: 202, perDay: 2169 / 202 }, '2030-03-01')
        .headline,
    ).toBe('To finish by 1 March 2030 the group needs about 10.7 portions a day.');
  });

  it('says the Tehillim sample needs about 10.7 chapters a day for its last week', () => {
    const state = pacing(tehillimSiyum.progress, tehillimSiyum.targetDate, PROGRESS_TODAY);
    expect(pacingText(state, tehillimSiyum.targetDate).detail).toBe(
      '75 portions still to learn, 7 days to go.',
    );
  });
});

describe('rateText', () => {
  it.each([
    [3.2, '3.2 portions a day'],
    [3.04, '3 portions a day'],
    [1.04, '1 portion a day'],
    [1, '1 portion a day'],
    [0.9, '1 portion a day'],
    [0.5, '1 portion every 2 days'],
    [1 / 3, '1 portion every 3 days'],
    [1 / 45, '1 portion every 45 days'],
    [1234.56, '1,234.6 portions a day'],
  ])('%d a day → %s', (perDay, text) => {
    expect(rateText(perDay)).toBe(text);
  });
});

const learners = (...list: [string, 'claimed' | 'completed'][]): Pick<Portion, 'learners'> => ({
  learners: list.map(([name, status], index) => ({ userId: index + 1, name, status })),
});

describe('portionStatus and portionStatusText', () => {
  it.each([
    ['nobody', learners(), 'open', 'Open'],
    ['one learner', learners(['Rivka L.', 'claimed']), 'claimed', 'Being learned by Rivka L.'],
    ['learned', learners(['Moshe K.', 'completed']), 'completed', 'Learned by Moshe K.'],
    [
      'learned by one, learned by another',
      learners(['Chana B.', 'claimed'], ['Moshe K.', 'completed'], ['Leah R.', 'claimed']),
      'completed',
      'Learned by Moshe K. · Being learned by Chana B. and Leah R.',
    ],
    [
      'many learners',
      learners(
        ['Rivka L.', 'claimed'],
        ['Moshe K.', 'claimed'],
        ['Chana B.', 'claimed'],
        ['Yehuda M.', 'claimed'],
        ['Sarah G.', 'claimed'],
      ),
      'claimed',
      'Being learned by Rivka L., Moshe K., Chana B., and 2 more',
    ],
  ] as const)('%s → %s: %s', (_case, portion, status, text) => {
    expect(portionStatus(portion)).toBe(status);
    expect(portionStatusText(portion)).toBe(text);
  });
});

describe('gapsFirst', () => {
  it('puts open portions first, then those being learned, then the learned, each in text order', () => {
    const sorted = gapsFirst(mishnahPortions);
    const statuses = sorted.map(portionStatus);
    const firstClaimed = statuses.indexOf('claimed');
    const firstCompleted = statuses.indexOf('completed');
    expect(statuses.slice(0, firstClaimed).every((s) => s === 'open')).toBe(true);
    expect(statuses.slice(firstClaimed, firstCompleted).every((s) => s === 'claimed')).toBe(true);
    expect(statuses.slice(firstCompleted).every((s) => s === 'completed')).toBe(true);
    expect([firstClaimed, firstCompleted]).toEqual([150, 300]);
    // Within a status, the text's order: Berakhot 6 and 7, then Peah 4, are the first open chapters.
    expect(sorted.slice(0, 3).map((p) => p.labelEn)).toEqual(['Berakhot 6', 'Berakhot 7', 'Peah 4']);
    for (let i = 1; i < firstClaimed; i++)
      expect(sorted[i]?.order ?? 0).toBeGreaterThan(sorted[i - 1]?.order ?? 0);
  });

  it('leaves its input alone and keeps every portion', () => {
    const before = mishnahPortions.map((p) => p.id);
    const sorted = gapsFirst(mishnahPortions);
    expect(mishnahPortions.map((p) => p.id)).toEqual(before);
    expect(new Set(sorted.map((p) => p.id))).toEqual(new Set(before));
  });

  it('sorts the 2,711 dafim of Shas', () => {
    const sorted = gapsFirst(bavliPortions);
    expect(sorted).toHaveLength(2711);
    expect(portionStatus(sorted[0] as Portion)).toBe('open');
    expect(portionStatus(sorted[2710] as Portion)).toBe('completed');
  });
});

describe('matchesProgressFilter', () => {
  const [open, claimed, completed] = [
    { ...mishnahPortions[0], learners: [] },
    { ...mishnahPortions[0], ...learners(['Rivka L.', 'claimed']) },
    { ...mishnahPortions[0], ...learners(['Moshe K.', 'completed'], ['Rivka L.', 'claimed']) },
  ] as Portion[];
  it.each([
    ['all', [true, true, true]],
    ['open', [true, false, false]],
    ['claimed', [false, true, false]],
    ['completed', [false, false, true]],
  ] as const)('%s → %j', (filter, expected) => {
    expect([open, claimed, completed].map((p) => matchesProgressFilter(p as Portion, filter))).toEqual(
      expected,
    );
  });
});

describe('tableCountText', () => {
  it.each([
    [200, 2711, 'Showing 200 of 2,711 portions'],
    [63, 63, '63 portions'],
    [1, 1, '1 portion'],
    [0, 0, '0 portions'],
  ])('%d of %d → %s', (shown, count, text) => {
    expect(tableCountText(shown, count)).toBe(text);
  });
});
