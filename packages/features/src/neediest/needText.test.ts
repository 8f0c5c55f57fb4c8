import { he } from '@siyum/domain/messages/he';
import { describe, expect, it } from 'vitest';
import { needLine } from './needText';

describe('needLine', () => {
  it('says how many portions are open and how many days are left', () => {
    expect(needLine({ open: 12, daysLeft: 9 })).toBe('12 open portions · 9 days left');
    expect(needLine({ open: 1, daysLeft: 1 })).toBe('1 open portion · 1 day left');
    expect(needLine({ open: 2711, daysLeft: 365 })).toBe('2,711 open portions · 365 days left');
  });

  it('says so on the day of the siyum itself', () => {
    expect(needLine({ open: 3, daysLeft: 0 })).toBe('3 open portions · Siyum today');
  });

  it('writes Hebrew with its dual and one', () => {
    const hebrew = (open: number, daysLeft: number) =>
      needLine({ open, daysLeft }, he.neediest, he.siyumCommunity);
    expect(hebrew(12, 2)).toBe('12 חלקים פנויים · נותרו יומיים');
    expect(hebrew(1, 1)).toBe('חלק אחד פנוי · נותר יום אחד');
    expect(hebrew(5, 0)).toBe('5 חלקים פנויים · הסיום היום');
  });
});
