import { siyumCommunityMessages as c, siyumDashboardMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { dueState, dueText } from '../dashboard/learnings';
import { dateStateText, dayDistance, daysText } from './cardText';

describe('dayDistance', () => {
  it.each([
    ['2027-03-01', '2026-11-24', { kind: 'upcoming', daysLeft: 97 }],
    ['2026-11-24', '2026-11-24', { kind: 'today' }],
    ['2026-11-10', '2026-11-24', { kind: 'passed' }],
    ['not a date', '2026-11-24', { kind: 'upcoming', daysLeft: 0 }],
  ] as const)('%s seen on %s → %j', (date, today, expected) => {
    expect(dayDistance(date, today)).toEqual(expected);
  });

  it('is what a siyum card and my learnings both count, a passed date being overdue for a learning', () => {
    expect(dueState('2026-11-10', '2026-11-24')).toEqual({ kind: 'overdue' });
    expect(dueState('2026-11-30', '2026-11-24')).toEqual(dayDistance('2026-11-30', '2026-11-24'));
  });
});

describe('daysText', () => {
  it('words one day apart from many, with digit grouping', () => {
    expect(daysText(1, 'one', '{days} days')).toBe('one');
    expect(daysText(1200, 'one', '{days} days')).toBe('1,200 days');
  });

  it('is what the card’s badge and the due line say', () => {
    expect(dateStateText({ kind: 'upcoming', daysLeft: 1 })).toBe(c.daysLeftOne);
    expect(dateStateText({ kind: 'passed' })).toBe(c.datePassed);
    const m = siyumDashboardMessages.learnings;
    expect(dueText({ kind: 'upcoming', daysLeft: 1 })).toBe(m.dueTomorrow);
    expect(dueText({ kind: 'today' })).toBe(m.dueToday);
  });
});
