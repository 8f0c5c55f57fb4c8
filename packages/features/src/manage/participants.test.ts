import { siyumManageMessages as m } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { OPEN_PORTIONS, PARTICIPANTS, participant } from './fixtures';
import { participantsCountText, participantTotals, portionOptionsOf, removeText } from './participants';

describe('participantTotals', () => {
  it('counts every learning, and the learned ones', () => {
    expect(participantTotals(PARTICIPANTS)).toEqual({ portions: 8, learned: 3 });
    expect(participantTotals([])).toEqual({ portions: 0, learned: 0 });
  });
});

describe('participantsCountText', () => {
  it('says how many people, portions and learned', () => {
    expect(participantsCountText(5, { portions: 8, learned: 3 })).toBe(
      '5 participants · 8 portions · 3 learned',
    );
    expect(participantsCountText(1, { portions: 1, learned: 0 })).toBe(
      '1 participant · 1 portion · 0 learned',
    );
  });
});

describe('removeText', () => {
  it('says what becomes of their portions', () => {
    expect(removeText({ learnings: [] })).toBe(m.removeBodyNone);
    expect(removeText(participant(13))).toBe('Their 1 portion becomes open for someone else to take.');
    expect(removeText(participant(12))).toBe('Their 3 portions become open for someone else to take.');
  });
});

describe('portionOptionsOf', () => {
  it('offers each open portion by id and English name', () => {
    const [first] = portionOptionsOf(OPEN_PORTIONS);
    expect(first).toEqual({ value: String(OPEN_PORTIONS[0]?.id), label: OPEN_PORTIONS[0]?.labelEn });
    expect(portionOptionsOf(OPEN_PORTIONS)).toHaveLength(OPEN_PORTIONS.length);
  });
});
